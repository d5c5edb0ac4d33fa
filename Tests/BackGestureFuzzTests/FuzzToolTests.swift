import Foundation
import Testing
import _TestSupport

/// Runs the built `backgesture-fuzz` (a plain build: no libFuzzer) as a subprocess.
@Suite struct FuzzToolTests {
  typealias Result = BuiltTool.Result

  /// The binary in the build products directory, next to the test bundle.
  static let tool = BuiltTool(named: "backgesture-fuzz")

  /// Runs the tool on the reference engine, or on a mutant, with no other fuzz settings.
  func run(_ arguments: [String], mutant: String? = nil) throws -> Result {
    let tool = try #require(Self.tool, "build the backgesture-fuzz product first (swift build)")
    return try tool.run(
      arguments,
      environment: [
        "BACKGESTURE_MUTANT": mutant, "BACKGESTURE_PRESET": nil, "BACKGESTURE_STEPS": nil,
      ])
  }

  func inputFile(_ bytes: [UInt8], in directory: URL, named name: String) throws -> String {
    let url = directory.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
  }

  @Test("Without the sanitizer, files given as arguments are replayed; a failure exits 1")
  func replay() throws {
    let directory = try FuzzFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = try inputFile(FuzzFixtures.rootSwipe, in: directory, named: "crash-root")
    let empty = try inputFile([], in: directory, named: "empty")

    let reference = try run([input, empty])
    #expect(reference.status == 0, "\(reference.stderr)")
    #expect(
      reference.stdout == """
        PASS \(input)
        PASS \(empty)
        2 input(s), 0 failing (any preset, reference engine)

        """)

    let mutant = try run(["--replay", empty, input], mutant: "M1")
    #expect(mutant.status == 1)
    #expect(
      mutant.stdout.hasPrefix("PASS \(empty)\nFAIL \(input)\nbackgesture-fuzz: invariant 1 ("))
    #expect(mutant.stdout.contains("stacks: A\n"))
    #expect(mutant.stdout.hasSuffix("2 input(s), 1 failing (any preset, mutant M1)\n"))
  }

  @Test("Import writes the minimal scenario once; a second import reports the duplicate")
  func importMode() throws {
    let directory = try FuzzFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = try inputFile(FuzzFixtures.rootSwipePadded, in: directory, named: "crash-root")
    let output = directory.appendingPathComponent("found").path

    let first = try run(["--import", input, "--out", output], mutant: "M1")
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.hasPrefix("WROTE \(output)/"))
    #expect(first.stdout.contains("-M1-inv1-"))
    let written = try FileManager.default.contentsOfDirectory(atPath: output)
    #expect(written.count == 1)

    let second = try run(["--import", input, "--out", output], mutant: "M1")
    #expect(second.stdout.hasPrefix("DUPLICATE crash-root: invariant 1 ("))
    #expect(try FileManager.default.contentsOfDirectory(atPath: output) == written)

    let reference = try run(["--import", input, "--out", output])
    #expect(reference.stdout.hasPrefix("PASSES crash-root: no invariant breaks"))
  }

  @Test("A bad variable is reported with exit 2; --help describes the modes")
  func usage() throws {
    let bad = try run(["--replay"], mutant: "M99")
    #expect(bad.status == 2)
    #expect(bad.stderr.hasPrefix("backgesture-fuzz: BACKGESTURE_MUTANT=M99 is not one of: none M1"))
    let help = try run(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("BACKGESTURE_MUTANT"))
    #expect(help.stdout.contains("--import ARTIFACT... --out DIR"))
  }
}
