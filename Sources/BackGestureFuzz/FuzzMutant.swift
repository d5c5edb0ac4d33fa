import BackGestureCheck
import BackGestureEngine
import BackGestureModel

/// A deliberately broken engine for demonstrations: a fuzz run against it must fail.
public enum FuzzMutant: String, Sendable, Hashable, CaseIterable {
  /// A released gesture finishes past 10 % progress instead of 50 %.
  case lowFinishThreshold

  /// The name `BACKGESTURE_MUTANT` selects it by.
  public var name: String { rawValue }

  /// The mutant with a name, if there is one.
  public init?(name: String) {
    self.init(rawValue: name)
  }

  /// Checks a scenario with the mutant driving the engine.
  func check(_ scenario: Scenario) -> CheckReport {
    var policy = GesturePolicy.preset(scenario.world.preset)
    switch self {
    case .lowFinishThreshold: policy.finishThreshold = 100
    }
    return ScenarioCheck.run(scenario, policy: policy)
  }
}
