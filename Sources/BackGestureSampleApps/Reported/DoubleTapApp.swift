import BackGestureApps
import BackGestureModel
import BackGestureUIKit

/// R11 and R12: taps on the app's own controls reach its code ([U28]); every operation
/// step is a tap on the control of the screen that takes taps then, which asks for that
/// operation.
///
/// R11 is a list: it takes taps from the moment it has appeared, including while the
/// screen it pushed slides in, so a second tap pushes again inside the push (the report:
/// hold one row and tap another, and the detail is pushed once per tap). The fix is the
/// report's: the list acts only while it is the navigation controller's top.
///
/// R12 is a wizard whose every screen has a Skip button: the incoming screen's button is
/// there as soon as the screen starts to slide in, so a quick second tap reaches it
/// while the transition still runs. The fix is the report's: the button is disabled from
/// `viewWillAppear(_:)` until `viewDidAppear(_:)`.
struct DoubleTapApp: BackGestureApp {
  /// Which of the two apps.
  enum Kind {
    /// R11's list.
    case list
    /// R12's wizard.
    case wizard
  }

  let kind: Kind
  let fixed: Bool

  var handlesNavigationRequests: Bool { true }

  func makeNavigationController(rootViewController: UIViewController) -> UINavigationController {
    TapRoutingNavigationController(rootViewController: rootViewController)
  }

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    TapScreen(screen, kind: kind, fixed: fixed)
  }

  func handle(_ request: NavigationRequest, in navigationController: UINavigationController) {
    // Before any of its screens takes taps, a tap lands on no control.
    guard let routing = navigationController as? TapRoutingNavigationController,
      let target = routing.tapTarget
    else { return }
    target.tapped(request, in: navigationController)
  }
}

/// The navigation controller of ``DoubleTapApp``: it knows the screen that takes taps.
@MainActor
final class TapRoutingNavigationController: UINavigationController {
  /// The screen whose control a tap lands on.
  weak var tapTarget: TapScreen?
}

/// A screen of ``DoubleTapApp`` with one control that asks for operations.
@MainActor
final class TapScreen: UIViewController {
  private let kind: DoubleTapApp.Kind
  private let fixed: Bool
  /// Whether the wizard's Skip button is enabled.
  private var buttonEnabled = true

  init(_ screen: ScreenDescription, kind: DoubleTapApp.Kind, fixed: Bool) {
    self.kind = kind
    self.fixed = fixed
    super.init(nibName: nil, bundle: nil)
    title = screen.name
  }

  required init?(coder: NSCoder) { nil }

  private var routing: TapRoutingNavigationController? {
    navigationController as? TapRoutingNavigationController
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard kind == .wizard else { return }
    // The incoming screen's button is on screen from the start of the transition.
    routing?.tapTarget = self
    if fixed { buttonEnabled = false }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    routing?.tapTarget = self
    buttonEnabled = true
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    guard let routing, routing.tapTarget === self else { return }
    routing.tapTarget = routing.topViewController as? TapScreen
  }

  /// A tap on the screen's control, which asks for a request.
  func tapped(_ request: NavigationRequest, in navigationController: UINavigationController) {
    switch kind {
    case .list:
      // The fix: act only while the list is the top (`shouldPerformSegue`).
      if fixed, navigationController.topViewController !== self { return }
    case .wizard:
      if !buttonEnabled { return }
    }
    // Both fixes also leave alone a tap while a presentation or a dismissal runs, which
    // neither report's screen met.
    if fixed, navigationController.transitionCoordinator != nil { return }
    request.perform(in: navigationController)
  }
}
