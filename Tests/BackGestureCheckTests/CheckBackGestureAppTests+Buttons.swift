import BackGestureCheck
import BackGestureUIKit
import Testing

/// An app whose every screen has a Done button (200x60 at 20,600) that pops it, by the
/// button's target-action (spec [U29]). Unguarded, a second tap while the first pop still
/// animates pops again inside that transition.
struct DoneButtonApp: BackGestureApp {
  /// Whether the button's action first checks that no transition is in flight.
  var guarded: Bool

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    DoneButtonScreen(screen, guarded: guarded)
  }
}

/// A screen of ``DoneButtonApp``.
@MainActor
final class DoneButtonScreen: UIViewController {
  private let guarded: Bool

  init(_ screen: ScreenDescription, guarded: Bool) {
    self.guarded = guarded
    super.init(nibName: nil, bundle: nil)
    title = screen.name
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let done = UIButton(frame: CGRect(x: 20, y: 600, width: 200, height: 60))
    #if canImport(UIKit)
    let action = #selector(done(_:))
    #else
    let action = Selector(DoneButtonScreen.done)
    #endif
    done.addTarget(self, action: action, for: .touchUpInside)
    view.addSubview(done)
  }

  #if canImport(UIKit)
  @objc
  #endif
  func done(_ sender: UIButton) {
    guard let navigation = navigationController else { return }
    if guarded, navigation.transitionCoordinator != nil { return }
    navigation.popViewController(animated: true)
  }
}

/// Taps on an app's own button reach its code through the mirror's touch delivery.
@Suite struct CheckBackGestureAppButtonTests {
  /// Two taps on the Done button, the second while the pop the first started animates
  /// (the pop runs from 50 ms to 400 ms, [O1]); during it, B is the top and takes the
  /// touch, and its own Done button pops B, which UIKit refuses inside a transition
  /// (invariant 12, `ios18`).
  static let doubleTap = """
    backgesture-scenario 4
    device: phone 390x844 ltr
    preset: privateHandler
    screen A
    screen B
    screen C
    stack: A B C
    steps:
    @0 down 1 at 120,630
    @50 up 1
    @100 down 1 at 120,630
    @150 up 1
    """

  @Test("A second tap on the Done button while its pop animates pops inside the transition")
  @MainActor func doubleTapFound() throws {
    let scenario = try Scenario.parse(Self.doubleTap, file: "done.scenario").scenario
    let failure = try #require(
      ScenarioCheck.run(scenario, app: DoneButtonApp(guarded: false)).failure)
    #expect(
      failure.description == """
        invariant 12 (the app keeps UIKit's rules) broken after step 4 '@150 up 1'
          popViewController(animated:) was called while a transition is in flight
        """)
  }

  @Test("Guarded, the second tap does nothing and the scenario passes")
  @MainActor func guardedPasses() throws {
    let scenario = try Scenario.parse(Self.doubleTap, file: "done.scenario").scenario
    let report = ScenarioCheck.run(scenario, app: DoneButtonApp(guarded: true))
    #expect(report.failure == nil, "\(report.failure.map(\.description) ?? "")")
  }
}
