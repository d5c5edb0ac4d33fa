// This file imports PropertyTesting alone: Gen, Property and the results must come with it.
import PropertyTesting
import Testing

@Suite struct ExportTests {
  @Test("import PropertyTesting gives Gen, Property and checkProperty")
  func reexports() async {
    let generator: Generator<[Int]> = Gen.array(of: Gen.int(in: 0...9))
    let result: PropertyResult<[Int]> = Property.check(
      "exports", generator, configuration: PropertyConfiguration(seed: 1), environment: [:]
    ) { _ in }
    #expect(result.isSuccess)
    await checkProperty(Gen.array(of: Gen.bool, length: 0...3), name: "exported") { flags in
      #expect(flags.count <= 3)
    }
  }
}
