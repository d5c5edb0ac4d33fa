import BackGestureCheck
import BackGestureUIKit
import Testing

/// A drawing app: a full-screen pan of the app's own pops the pushed screen, and every
/// screen is a canvas whose drawing pan follows the finger. The app declares the drawing
/// pan as a gesture of its own ([L4]).
///
/// With `stolen`, the drawing pan waits for the full-screen pan to fail (the broad way to
/// let the back pan win over every other pan), so a stroke toward the trailing edge on a
/// pushed canvas goes back instead of drawing. Fixed, the two share the screen: the
/// strip of 30 pt along the leading edge is the back pan's, the rest of the canvas the
/// drawing's, and the drawing pan waits for nothing.
struct CanvasApp: BackGestureApp {
  var stolen: Bool

  func makeNavigationController(rootViewController: UIViewController) -> UINavigationController {
    CanvasNavigationController(rootViewController: rootViewController, stolen: stolen)
  }

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    CanvasScreen(screen)
  }

  func gestures(of viewController: UIViewController) -> [AppGesture] {
    guard let canvas = viewController as? CanvasScreen, let pan = canvas.drawing else { return [] }
    return [AppGesture("drawing", recognizer: pan, direction: .forward)]
  }
}

/// The navigation controller of ``CanvasApp``, with its full-screen back pan.
@MainActor
final class CanvasNavigationController: UINavigationController {
  let stolen: Bool
  private(set) var backPan: UIPanGestureRecognizer?
  private lazy var rules = CanvasBackPanRules(navigation: self)

  init(rootViewController: UIViewController, stolen: Bool) {
    self.stolen = stolen
    super.init(rootViewController: rootViewController)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    interactivePopGestureRecognizer?.isEnabled = false
    if #available(iOS 26.0, *) { interactiveContentPopGestureRecognizer?.isEnabled = false }
    #if canImport(UIKit)
    let action = #selector(handleBack(_:))
    #else
    let action = Selector(CanvasNavigationController.handleBack)
    #endif
    let pan = UIPanGestureRecognizer(target: self, action: action)
    pan.delegate = rules
    view.addGestureRecognizer(pan)
    backPan = pan
  }

  #if canImport(UIKit)
  @objc
  #endif
  func handleBack(_ pan: UIPanGestureRecognizer) {
    if pan.state == .began { popViewController(animated: true) }
  }
}

/// When ``CanvasApp``'s back pan may begin and which touches it hears.
@MainActor
final class CanvasBackPanRules: NSObject, UIGestureRecognizerDelegate {
  private unowned let navigation: CanvasNavigationController

  init(navigation: CanvasNavigationController) {
    self.navigation = navigation
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard navigation.viewControllers.count > 1, navigation.transitionCoordinator == nil,
      let pan = gestureRecognizer as? UIPanGestureRecognizer
    else { return false }
    let view = navigation.view!
    let translation = pan.translation(in: view)
    let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    return (rtl ? -translation.x : translation.x) > abs(translation.y)
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool {
    // The fix: a touch on the canvas belongs to the drawing, but for a strip along the
    // leading edge, which stays the back swipe's.
    guard !navigation.stolen, let canvas = navigation.topViewController as? CanvasScreen,
      let area = canvas.drawing?.view
    else { return true }
    if Self.inEdgeStrip(touch, of: navigation.view!) { return true }
    return !area.bounds.contains(touch.location(in: area))
  }

  /// Whether a touch lies in the 30 pt strip along the leading edge of a view.
  static func inEdgeStrip(_ touch: UITouch, of view: UIView) -> Bool {
    let x = touch.location(in: view).x
    let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    return (rtl ? view.bounds.width - x : x) < 30
  }
}

/// Which touches ``CanvasApp``'s drawing pan hears: fixed, none in the back swipe's strip
/// when there is a screen to go back to.
@MainActor
final class CanvasDrawingRules: NSObject, UIGestureRecognizerDelegate {
  private unowned let screen: CanvasScreen

  init(screen: CanvasScreen) {
    self.screen = screen
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool {
    guard let navigation = screen.navigationController as? CanvasNavigationController,
      !navigation.stolen, navigation.viewControllers.count > 1
    else { return true }
    return !CanvasBackPanRules.inEdgeStrip(touch, of: navigation.view!)
  }
}

/// A screen of ``CanvasApp``: a canvas as large as the screen's view.
@MainActor
final class CanvasScreen: UIViewController {
  private(set) var drawing: UIPanGestureRecognizer?
  private lazy var rules = CanvasDrawingRules(screen: self)

  init(_ screen: ScreenDescription) {
    super.init(nibName: nil, bundle: nil)
    title = screen.name
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let canvas = UIView(frame: view.bounds)
    view.addSubview(canvas)
    #if canImport(UIKit)
    let action = #selector(draw(_:))
    #else
    let action = Selector(CanvasScreen.draw)
    #endif
    let pan = UIPanGestureRecognizer(target: self, action: action)
    pan.delegate = rules
    canvas.addGestureRecognizer(pan)
    drawing = pan
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let navigation = navigationController as? CanvasNavigationController, navigation.stolen,
      let back = navigation.backPan
    else { return }
    drawing?.require(toFail: back)
  }

  #if canImport(UIKit)
  @objc
  #endif
  func draw(_ pan: UIPanGestureRecognizer) {}
}

/// The liveness probe of an app's own gestures ([L4]).
@Suite struct CheckBackGestureAppOwnGestureTests {
  @Test("A back pan that takes the canvas's stroke is reported, word for word")
  @MainActor func strokeStolen() throws {
    // Two screens, the canvas B on top, at rest. The probe drags from the centre of B's
    // canvas (the 390x844 screen's: 195,422) 12 and then 40 pt forward. The drawing pan
    // waits for the back pan, which the delegate lets begin (two screens, a forward drag)
    // and which its second move changes; the system pop, switched off, stays possible
    // ([U13] reads its state).
    let scenario = try Scenario.parse(
      """
      backgesture-scenario 4
      device: phone 390x844 ltr
      preset: privateHandler
      screen A
      screen B
      stack: A B
      steps:
      """, file: "canvas.scenario"
    ).scenario
    let failure = try #require(ScenarioCheck.run(scenario, app: CanvasApp(stolen: true)).failure)
    #expect(
      failure.description == """
        invariant 8 (no freeze and no dead gesture) broken at the start, before any step
          at rest on B (stacks A B): a drag forward from 195,422 began a back gesture instead \
        of leaving the touch to the app's gesture 'drawing' (pan changed, edge possible)
        """)
    #expect(
      failure.headline
        == "A gesture of the app's own lost its touch: at rest, a drag on it began a back swipe.")
  }

  @Test("Each form of the canvas app, checked")
  @MainActor func checked() throws {
    let stolen = AppProperty.check(CanvasApp(stolen: true), options: CheckOptions(cases: 100))
    let failure = try #require(stolen.failure)
    #expect(failure.error.contains("instead of leaving the touch to the app's gesture 'drawing'"))
    let fixed = AppProperty.check(CanvasApp(stolen: false), options: CheckOptions())
    #expect(
      fixed.isSuccess, "\(fixed.failure.map { "\($0.error)\n\($0.minimal.rendering)" } ?? "")")
  }
}
