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
