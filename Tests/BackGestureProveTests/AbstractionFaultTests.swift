import BackGestureModel
import Testing

@testable import BackGestureProve

/// The soundness check can fail: with a fault planted in the abstraction through its
/// internal seam (``AbstractionFault``), the same check that passes on the real
/// representatives reports the fault, in words.
@Suite struct AbstractionFaultTests {
  @Test("A touch-down of the edge zone's class placed outside the zone is reported")
  func touchOutsideEdgeZone() throws {
    var check = SoundnessCheck()
    check.representative = { abstract, snapshot, world in
      abstract.concrete(in: snapshot, world: world, planting: .touchOutsideEdgeZone)
    }
    let result = check.run()
    let message = try #require(result.mismatch, "the planted fault was not reported")
    // A touch-down at 25 is outside the 20-pt zone ([R-edgeZone]) where every member of
    // the class (1 to 20) is inside it, so an edge recognizer reads them differently:
    // it fails at once for the representative, or begins for the member once the finger
    // moves forward. The paths that show it hold `down@10` and take the representative
    // to 25 while the member stays within 20; the recognizers then differ (the edge's,
    // and the pan's or the outcomes after it), and nothing else can differ first, since
    // the real representatives pass the same walks (the test above).
    let lines = message.split(separator: "\n").map(String.init)
    let header = try #require(lines.first)
    #expect(header.contains(", world "))
    #expect(header.hasSuffix("the representatives and members of the same classes differ"))
    let down = try #require(lines.first { $0.contains(". down@10") })
    #expect(down.contains(" down 1 at 25,"), "\(message)")
    let member = try #require(down.split(separator: "vs '").last)
    let x = try #require(Int(member.split(separator: " at ").last?.split(separator: ",")[0] ?? ""))
    #expect((1...20).contains(x), "\(message)")
    // The lines after the path name what differs, `name: representative vs member`.
    let differences = lines.dropFirst().filter { $0.dropFirst(2).first?.isLetter == true }
    #expect(!differences.isEmpty, "\(message)")
    #expect(
      differences.contains { line in
        ["edge", "pan", "outcomes"].contains { line.hasPrefix("  \($0): ") }
      }, "\(message)")
    print(message)
  }
}
