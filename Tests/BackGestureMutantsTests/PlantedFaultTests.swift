import BackGestureModel
import BackGestureMutants
import BackGestureRunner
import Testing

/// A wrong sign planted in any one of the engine's deciding helpers, or a rule of the
/// keyboard, search or the tab bar broken in it, is caught by the campaign of
/// `backgesture check --count 100000`: the oracle and the invariants derive the same
/// geometry and rules on their own, so the engine disagrees with them.
@Suite struct PlantedFaultTests {
  @Test("A planted fault is caught by check --count 100000", arguments: PlantedFault.allCases)
  func caught(_ fault: PlantedFault) throws {
    let campaign = CheckCampaign(count: 100_000)
    let outcome = campaign.run(policy: fault.policy(for:), faults: fault.faults)
    guard let failure = outcome.failure else {
      Issue.record("\(fault) went unnoticed in \(outcome.total) scenarios")
      return
    }
    print("\(fault): caught after \(outcome.total) scenarios, preset \(failure.preset.rawValue)")
  }

  @Test("The reference engine passes the same campaign's first scenarios")
  func referencePasses() {
    let outcome = CheckCampaign(count: 500).run()
    #expect(outcome.failure == nil)
    #expect(outcome.total == 500)
  }
}
