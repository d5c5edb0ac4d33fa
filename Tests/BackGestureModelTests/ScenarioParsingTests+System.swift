import BackGestureModel
import Testing

/// What format version 4 adds: the system a world runs on, read, printed and refused.
@Suite struct ScenarioSystemTests {
  /// A file of a version with a header line in place of `system:`.
  static func text(version: Int, system: String) -> String {
    """
    backgesture-scenario \(version)
    device: phone 390x844 ltr
    preset: delegateInterceptor
    \(system)
    screen A
    screen B
    stack: A B

    steps:
    @0 wait

    """
  }

  /// The error a text gives, or a note that it parsed.
  static func error(_ text: String) -> String {
    do {
      _ = try Scenario.parse(text, file: "x.scenario")
      return "parsed"
    } catch {
      return error.description
    }
  }

  @Test("A file that names no system runs on ios18; version 4 names either")
  func reads() throws {
    let none = try Scenario.parse(Self.text(version: 3, system: ""), file: "x.scenario")
    #expect(none.scenario.world.system == .ios18)
    for system in OperatingSystem.allCases {
      let parsed = try Scenario.parse(
        Self.text(version: 4, system: "system: \(system.rawValue)"), file: "x.scenario")
      #expect(parsed.scenario.world.system == system)
    }
  }

  @Test("Printing names the system after the preset, in version 4, only when it is not ios18")
  func prints() throws {
    var scenario = try Scenario.parse(
      Self.text(version: 4, system: "system: ios26"), file: "x.scenario"
    ).scenario
    let text = scenario.scenarioText
    #expect(text.hasPrefix("backgesture-scenario 4\n"))
    #expect(text.contains("preset: delegateInterceptor\nsystem: ios26\n"))
    #expect(try Scenario.parse(text, file: "x.scenario").scenario == scenario)
    scenario.world.system = .ios18
    #expect(scenario.scenarioText.hasPrefix("backgesture-scenario 1\n"))
    #expect(!scenario.scenarioText.contains("system:"))
  }

  @Test("system: is refused before version 4, unknown, missing or repeated")
  func errors() {
    #expect(
      Self.error(Self.text(version: 3, system: "system: ios26"))
        == "x.scenario:4: 'system:' needs format version 4; the file starts with "
        + "'backgesture-scenario 3'")
    #expect(
      Self.error(Self.text(version: 4, system: "system: ios19"))
        == "x.scenario:4: unknown system 'ios19'; expected ios18 or ios26; did you mean 'ios18'?")
    #expect(
      Self.error(Self.text(version: 4, system: "system:"))
        == "x.scenario:4: expected 'ios18' or 'ios26' after 'system:'")
    #expect(
      Self.error(Self.text(version: 4, system: "system: ios26 ios18"))
        == "x.scenario:4: unexpected 'ios18' after 'system: ios26'")
    #expect(
      Self.error(Self.text(version: 4, system: "system: ios26\nsystem: ios18"))
        == "x.scenario:5: duplicate 'system:'; the first is on line 4")
  }
}
