import BackGestureProve
import Testing

/// Soundness of the abstraction (spec section 15.1): over 1000 random walks of the
/// scope's worlds, a random member of each step's class behaves as its representative
/// (``SoundnessCheck``), with the check's coverage held above floors.
@Suite struct AbstractionSoundnessTests {
  @Test("A random member of each step's class behaves as its representative")
  func membersBehaveAsRepresentatives() {
    let check = SoundnessCheck()
    let result = check.run()
    #expect(result.mismatch == nil, "\(result.mismatch ?? "")")
    // Coverage, with floors: most steps find a member, most members differ from their
    // representative, and the walks reach decisions.
    let stats = result.stats
    print(
      "soundness: \(stats.steps) steps, \(stats.differing) with another member, "
        + "\(stats.decisions) decisions, \(stats.unmatched) classes without a member found")
    #expect(stats.steps >= check.walks * check.length / 2)
    #expect(stats.differing * 10 >= stats.steps * 6)
    #expect(stats.decisions >= 150)
    #expect(stats.unmatched * 10 <= stats.steps)
  }
}
