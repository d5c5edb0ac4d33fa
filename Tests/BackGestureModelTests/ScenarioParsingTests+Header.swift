import BackGestureModel
import Testing

/// The header: the system, titles and presentations, read and printed back.
extension ScenarioParsingTests {
  /// A file with a header line in place of `system:`.
  static func systemText(_ system: String) -> String {
    """
    backgesture-scenario 4
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

  @Test("A file that names no system runs on ios18; it may name either")
  func system() throws {
    let none = try Scenario.parse(Self.systemText(""), file: "x.scenario")
    #expect(none.scenario.world.system == .ios18)
    for system in OperatingSystem.allCases {
      let parsed = try Scenario.parse(
        Self.systemText("system: \(system.rawValue)"), file: "x.scenario")
      #expect(parsed.scenario.world.system == system)
    }
  }

  @Test("Printing names the system after the preset, only when it is not ios18")
  func systemPrints() throws {
    var scenario = try Scenario.parse(Self.systemText("system: ios26"), file: "x.scenario")
      .scenario
    let text = scenario.scenarioText
    #expect(text.hasPrefix("backgesture-scenario 4\n"))
    #expect(text.contains("preset: delegateInterceptor\nsystem: ios26\n"))
    #expect(try Scenario.parse(text, file: "x.scenario").scenario == scenario)
    scenario.world.system = .ios18
    #expect(!scenario.scenarioText.contains("system:"))
  }

  /// A page sheet, a modal page sheet and a sheet presented by a step.
  static let presentations = """
    backgesture-scenario 4
    device: phone 390x844 ltr
    preset: fdFullscreen

    screen A
    screen B
    screen C
    screen D
    screen E
    stack: A
    present: B style=pageSheet
    present: C
    present: D style=pageSheet modal=yes

    steps:
    @0 present E style=pageSheet instant
    @10 present E style=pageSheet modal=yes
    @20 present E

    """

  @Test("Presentation keys read into the world and the steps")
  func presentations() throws {
    let scenario = try Scenario.parse(Self.presentations, file: "p.scenario").scenario
    #expect(
      scenario.world.presentationStyles == [
        .pageSheet(modal: false), .fullScreen, .pageSheet(modal: true),
      ])
    let styles = scenario.steps.map { step -> PresentationStyle? in
      guard case .operation(let operation) = step.action else { return nil }
      return operation.style
    }
    #expect(styles == [.pageSheet(modal: false), .pageSheet(modal: true), .fullScreen])
    #expect(
      scenario.steps[0].action
        == .operation(Operation(.present(["E"]), animated: false, style: .pageSheet(modal: false))))
  }

  @Test("Presentations print as they are written and read back the same")
  func presentationsPrint() throws {
    let scenario = try Scenario.parse(Self.presentations, file: "p.scenario").scenario
    #expect(scenario.scenarioText == Self.presentations)
    #expect(try Scenario.parse(scenario.scenarioText, file: "again.scenario").scenario == scenario)
  }

  @Test("Saying full screen is saying nothing: the world and the text leave it out")
  func fullScreenIsTheDefault() throws {
    let spelled = try Scenario.parse(
      """
      backgesture-scenario 4
      device: phone 390x844 ltr
      preset: fdFullscreen
      screen A
      screen B
      stack: A
      present: B style=fullScreen
      steps:
      @0 dismiss
      """, file: "full.scenario"
    ).scenario
    #expect(spelled.world.presentationStyles.isEmpty)
    #expect(spelled.scenarioText.contains("present: B\n"))
    let world = World(
      device: spelled.world.device, preset: .fdFullscreen, screens: spelled.world.screens,
      stack: ["A"], presentations: [["B"]], presentationStyles: [.fullScreen])
    #expect(world == spelled.world)
  }

  @Test("A quoted title holds what a plain one cannot; a plain one is the text as it is")
  func titles() throws {
    let title = { (line: String) throws -> String? in
      let text = "backgesture-scenario 4\n\(line)\n" + ScenarioErrorTests.header.drop { $0 != "\n" }
      return try Scenario.parse(text, file: "t.scenario").scenario.title
    }
    #expect(try title(#"title: "a\n#b" # why"#) == "a\n#b")
    #expect(try title(#"title: a\n "b" # why"#) == #"a\n "b""#)
    #expect(try title("title:\tplain\t # why") == "plain")
  }
}
