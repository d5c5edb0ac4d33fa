import BackGestureModel
import Testing

/// Scenarios and snapshots the invariant tests share.
package enum CheckFixtures {
  /// Parses a scenario from the lines after the format header, of format version 1 or 2.
  package static func scenario(version: Int = 1, _ body: String) -> Scenario {
    do {
      return try Scenario.parse(
        "backgesture-scenario \(version)\n" + body, file: "test.scenario"
      ).scenario
    } catch {
      Issue.record(Comment(rawValue: error.description))
      return Scenario(
        world: World(
          device: Device(idiom: .phone, width: 390, height: 844, direction: .ltr),
          preset: .fdFullscreen, screens: [Screen(name: "A")], stack: ["A"]),
        steps: [])
    }
  }

  /// A half swipe on B that a release with no speed cancels (fdFullscreen).
  package static let halfSwipe = scenario(
    """
    device: phone 390x844 ltr
    preset: fdFullscreen
    screen A bar=hidden style=1
    screen B bar=visible style=2
    stack: A B
    steps:
    @0 down 1 at 100,300
    @16 move 1 to 150,300
    @200 up 1
    @400 wait
    """)

  /// A swipe on a one-screen presentation, which fdFullscreen refuses by rule `root`.
  package static let oneScreenPresentationSwipe = scenario(
    """
    device: phone 390x844 ltr
    preset: fdFullscreen
    screen A
    screen B
    stack: A
    present: B
    steps:
    @0 down 1 at 100,300
    @16 move 1 to 150,300
    @200 up 1
    """)

  /// A swipe on a screen that vetoes being popped (fdFullscreen).
  package static let vetoSwipe = scenario(
    """
    device: phone 390x844 ltr
    preset: fdFullscreen
    screen A
    screen B veto
    stack: A B
    steps:
    @0 down 1 at 100,300
    @16 move 1 to 150,300
    @200 up 1
    """)
}
