import BackGestureModel
import Testing

/// The errors of format version 4's presentation styles, word for word.
extension ScenarioErrorTests {
  /// A file of a version whose header ends with one `present:` line and whose steps are
  /// one line, which must fail.
  func presentationError(
    header: String = "present: C", step: String = "@0 wait", version: Int = 4,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> String {
    error(
      """
      backgesture-scenario \(version)
      device: phone 390x844 ltr
      preset: fdFullscreen
      screen A
      screen C
      screen D
      stack: A
      \(header)
      steps:
      \(step)

      """, sourceLocation: sourceLocation)
  }

  @Test("A presentation style in an older file names the key and the version it needs")
  func version4KeysInOlderFiles() {
    #expect(
      presentationError(header: "present: C style=pageSheet", version: 3)
        == "x.scenario:8: the key 'style' of 'present:' needs format version 4; "
        + "the file starts with 'backgesture-scenario 3'")
    #expect(
      presentationError(header: "present: C", step: "@0 present D style=pageSheet", version: 1)
        == "x.scenario:10: the key 'style' of 'present' needs format version 4; "
        + "the file starts with 'backgesture-scenario 1'")
  }

  @Test("Presentation keys: their values, their order and modal without a sheet")
  func version4Keys() {
    #expect(
      presentationError(header: "present: C style=formSheet")
        == "x.scenario:8: expected 'style=fullScreen|pageSheet', found 'style=formSheet'")
    #expect(
      presentationError(header: "present: C style=pageSheet modal=maybe")
        == "x.scenario:8: expected 'modal=yes|no', found 'modal=maybe'")
    #expect(
      presentationError(header: "present: C modal=yes")
        == "x.scenario:8: 'modal' needs 'style=pageSheet' in 'present:'")
    #expect(
      presentationError(step: "@0 present D style=pageSheet D")
        == "x.scenario:10: expected a key after 'style=pageSheet', found 'D'")
    #expect(
      presentationError(step: "@0 present D sheet=page")
        == "x.scenario:10: unknown key 'sheet' in 'present'; "
        + "expected style=fullScreen|pageSheet or modal=yes|no")
    #expect(
      presentationError(header: "present: C style=pageSheet style=pageSheet")
        == "x.scenario:8: duplicate 'style'")
  }
}

/// The outcome `interrupted:<step>` of format version 4 (spec [O7], [F5]).
extension ScenarioErrorTests {
  @Test("An interrupted outcome needs version 4; its step must be one that animates")
  func interruptedOutcome() {
    #expect(
      presentationError(step: "@0 wait\nexpect outcomes: interrupted:push", version: 3)
        == "x.scenario:11: the outcome 'interrupted:push' needs format version 4; "
        + "the file starts with 'backgesture-scenario 3'")
    #expect(
      presentationError(step: "@0 wait\nexpect outcomes: interrupted:back")
        == "x.scenario:11: unknown outcome 'interrupted:back'; expected \(Self.outcomes); "
        + "did you mean 'interrupted:push'?")
  }

  @Test("An interrupted outcome reads in version 4 and makes the printed file version 4")
  func interruptedOutcomePrints() throws {
    let text = """
      backgesture-scenario 4
      device: phone 390x844 ltr
      preset: fdFullscreen
      screen A
      screen B
      stack: A
      steps:
      @0 push B
      @100 pop
      expect outcomes: push:done interrupted:push pop:done

      """
    let scenario = try Scenario.parse(text, file: "x.scenario").scenario
    #expect(
      scenario.expectations == [
        .outcomes([
          .operation(keyword: "push", refusal: nil), .interrupted(keyword: "push"),
          .operation(keyword: "pop", refusal: nil),
        ])
      ])
    #expect(scenario.requiredFormatVersion == 4)
    #expect(try Scenario.parse(scenario.scenarioText, file: "y.scenario").scenario == scenario)
  }
}
