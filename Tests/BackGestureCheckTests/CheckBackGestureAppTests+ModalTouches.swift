import BackGestureCheck
import BackGestureUIKit
import Testing

/// A reader's navigation controller: it keeps the system's swipe back with a delegate of
/// its own that answers with the stack alone, so a swipe may begin whenever two or more
/// screens are on it, mid-animation included.
@MainActor
final class ReaderNavigationController: UINavigationController {
  /// The system pop's delegate; the recognizer holds it weakly.
  private let swipeDelegate = ReaderSwipeDelegate()

  override func viewDidLoad() {
    super.viewDidLoad()
    swipeDelegate.navigation = self
    interactivePopGestureRecognizer?.delegate = swipeDelegate
  }
}

/// The reader's answer to the system pop: two or more screens, nothing else.
@MainActor
final class ReaderSwipeDelegate: NSObject, UIGestureRecognizerDelegate {
  weak var navigation: UINavigationController?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    (navigation?.viewControllers.count ?? 0) > 1
  }
}

/// The reader as the checker builds it: plain screens in its navigation controllers.
struct ReaderApp: BackGestureApp {
  func makeNavigationController(rootViewController: UIViewController) -> UINavigationController {
    ReaderNavigationController(rootViewController: rootViewController)
  }

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    let page = UIViewController()
    page.title = screen.name
    return page
  }
}

@Suite struct CheckBackGestureAppModalTouchesTests {
  /// The reader's chapters, presented over its library, are dismissed; a swipe from the
  /// leading edge starts at the same moment, while the dismissal animates.
  static let swipeDuringDismiss = """
    backgesture-scenario 4
    device: phone 390x844 ltr
    preset: delegateInterceptor

    screen A
    screen B
    screen C
    stack: A
    present: B C

    steps:
    @0 dismiss
    @0 down 1 at 5,400
    @16 move 1 to 40,400
    @32 move 1 to 120,400
    @48 up 1
    @500 wait
    """

  @Test("A swipe that starts while a presented stack is dismissed reaches no recognizer")
  @MainActor func swipeDuringDismissIgnored() throws {
    let scenario = try Scenario.parse(Self.swipeDuringDismiss, file: "reader.scenario").scenario
    // Spec [O8]: the window ignores the finger while the dismissal animates, so the
    // delegate that answers with the stack alone is never asked, and the dismissal ends
    // as if nobody had touched the screen.
    let report = ScenarioCheck.run(scenario, app: ReaderApp())
    #expect(report.failure == nil, "\(report.failure?.description ?? "")")
  }

  /// A finger rests on the reader's chapters when its code dismisses them; the finger
  /// then moves past the slop from the leading edge.
  static let fingerDownBeforeDismiss = """
    backgesture-scenario 4
    device: phone 390x844 ltr
    preset: delegateInterceptor

    screen A
    screen B
    screen C
    stack: A
    present: B C

    steps:
    @0 down 1 at 0,0
    @0 dismiss
    @0 move 1 to 11,0
    @16 up 1
    @500 wait
    """

  @Test("A finger down when a presented stack is dismissed is cancelled: no swipe begins")
  @MainActor func fingerDownBeforeDismissCancelled() throws {
    let scenario = try Scenario.parse(Self.fingerDownBeforeDismiss, file: "reader.scenario")
      .scenario
    // Spec [O8]: the dismissal cancels the finger and the window ignores it from then
    // on, so its move does not ask the delegate that answers with the stack alone, and no
    // edge pop begins in the container being dismissed.
    let report = ScenarioCheck.run(scenario, app: ReaderApp())
    #expect(report.failure == nil, "\(report.failure?.description ?? "")")
  }
}
