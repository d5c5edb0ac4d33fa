import BackGestureApps
import BackGestureGenerators
import BackGestureModel
import BackGestureMutants
import BackGestureRunner
import BackGestureSampleApps
import PropertyCore
import Testing

/// The seed systems written as app code agree with the oracle on generated scenarios of
/// their presets: the UIKit-shaped surface runs them as the specification says.
@Suite @MainActor struct PresetAppTests {
  @Test(
    "A preset's app agrees with the oracle and keeps every invariant", arguments: PresetApps.presets
  )
  func agrees(_ preset: Preset) throws {
    try checkAgreement(preset, "app \(preset.rawValue)", Gen.scenarios(preset: preset), cases: 1000)
  }

  @Test(
    "A preset's app agrees with the oracle on taps on the back button too",
    arguments: PresetApps.presets)
  func agreesWithBackButton(_ preset: Preset) throws {
    try checkAgreement(
      preset, "app \(preset.rawValue) with the back button",
      Gen.scenarios(preset: preset, backButton: true), cases: 300)
  }

  @Test(
    "A preset's app agrees with the oracle on page sheets too", arguments: PresetApps.presets)
  func agreesWithSheets(_ preset: Preset) throws {
    try checkAgreement(
      preset, "app \(preset.rawValue) with page sheets",
      Gen.scenarios(preset: preset, sheets: true),
      cases: 300)
  }

  /// A finger that lands beside the one on a cell with swipe actions: the cell's own pan
  /// decides on the finger it tracks ([C6]), so the second finger neither moves its
  /// location nor gives it a drag that is not the first finger's (a vertical drag here).
  static let secondFingerBesideACell: [(Preset, String)] = [
    // A page sheet pulled down from its cell ([N7]: the pull ignores other fingers).
    (
      .fdFullscreen,
      """
      screen B
        cell frame=0,100,390,200
      stack: A
      present: B style=pageSheet

      steps:
      @0 down 1 at 1,100
      @0 down 2 at 0,0
      @0 move 1 to 0,198
      """
    ),
    // A horizontal scroll view that holds the cell: a backward drag of its own.
    (
      .fdFullscreen,
      """
      screen B
        hscroll frame=0,100,390,200 content=780 bounces=no
          cell frame=0,100,390,200
      stack: A
      present: B

      steps:
      @0 down 1 at 11,100
      @0 down 2 at 0,0
      @0 move 1 to 0,89
      """
    ),
    // iOS 26's content pop, on a drag that goes forward by one point.
    (
      .delegateInterceptor,
      """
      system: ios26

      screen B
      screen C
        cell frame=0,100,390,200
      stack: A
      present: B C

      steps:
      @0 down 1 at 201,100
      @0 down 2 at 0,0
      @0 move 1 to 202,0
      """
    ),
  ]

  @Test(
    "A second finger beside the finger on a cell leaves the cell's pan to the first",
    arguments: 0..<3)
  func secondFingerBesideACell(_ index: Int) throws {
    let (preset, body) = Self.secondFingerBesideACell[index]
    let parsed = try Scenario.parse(Self.compose(preset, body), file: "second-finger-\(index)")
    let app = try #require(PresetApps.app(for: preset))
    let report = ScenarioCheck.run(parsed.scenario, app: app)
    #expect(report.failure == nil, "\(report.failure?.description ?? "")")
    #expect(report.stepsRun == 3)
  }

  /// A scenario file of a preset on a 390x844 phone: the header, screen A, then the body.
  static func compose(_ preset: Preset, _ body: String) -> String {
    var lines = [
      "backgesture-scenario 4", "device: phone 390x844 ltr", "preset: \(preset.rawValue)",
    ]
    var rest = Substring(body)
    if body.hasPrefix("system:") {
      let end = body.firstIndex(of: "\n") ?? body.endIndex
      lines.append(String(body[..<end]))
      rest = body[end...].drop { $0 == "\n" }
    }
    lines += ["", "screen A", String(rest)]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Runs a preset's app on generated scenarios against the oracle and the invariants,
  /// recording the property's report as an issue when one fails.
  private func checkAgreement(
    _ preset: Preset, _ name: String, _ scenarios: Generator<Scenario>, cases: Int
  ) throws {
    let app = try #require(PresetApps.app(for: preset))
    let result = Property.check(
      name, scenarios, configuration: PropertyConfiguration(cases: cases), environment: [:],
      describe: \.scenarioText
    ) { scenario in
      if let failure = ScenarioCheck.run(scenario, app: app).failure {
        throw PropertyFailure(failure.description)
      }
    }
    if let message = PropertyReport.message(for: result) {
      Issue.record(Comment(rawValue: message))
    }
  }
}
