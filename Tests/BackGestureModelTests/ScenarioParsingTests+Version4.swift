import BackGestureModel
import Testing

/// What format version 4 says about presentation styles, read and printed back.
@Suite struct ScenarioVersion4Tests {
  /// A version 4 file with a page sheet, a modal page sheet and a sheet presented by a step.
  static let text = """
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

  @Test("Version 4 presentation keys read into the world and the steps")
  func reads() throws {
    let scenario = try Scenario.parse(Self.text, file: "v4.scenario").scenario
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

  @Test("A version 4 scenario prints as version 4 and reads back the same")
  func roundTrip() throws {
    let scenario = try Scenario.parse(Self.text, file: "v4.scenario").scenario
    #expect(scenario.requiredFormatVersion == 4)
    #expect(scenario.scenarioText == Self.text)
    #expect(try Scenario.parse(scenario.scenarioText, file: "again.scenario").scenario == scenario)
  }

  @Test("Saying full screen is saying nothing: the world and the text are the older ones")
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
    #expect(spelled.requiredFormatVersion == 1)
    #expect(spelled.scenarioText.contains("present: B\n"))
    let world = World(
      device: spelled.world.device, preset: .fdFullscreen, screens: spelled.world.screens,
      stack: ["A"], presentations: [["B"]], presentationStyles: [.fullScreen])
    #expect(world == spelled.world)
  }
}
