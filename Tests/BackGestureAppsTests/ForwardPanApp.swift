import BackGestureApps
import BackGestureUIKit

/// An app whose full-screen back pan takes only drags that start toward trailing: the
/// filter lives in its pan's class, as apps write a direction-filtered pan, and the pan's
/// delegate lets every gesture begin.
///
/// The pan drives UIKit's own pop through the system pop's handler (spec [U16]), as
/// full-screen pop libraries do, and the system pop is off. On iOS the pan fails itself in
/// `touchesMoved(_:with:)` on a first movement that is vertical or backward, so it never
/// pops on those; the checker holds the app to the invariants alone.
struct ForwardPanApp: BackGestureApp {
  func makeNavigationController(rootViewController: UIViewController) -> UINavigationController {
    ForwardPanNavigationController(rootViewController: rootViewController)
  }

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    PlainScreen(screen)
  }
}

/// A pan that fails on a first movement that is vertical or goes toward leading.
@MainActor
final class ForwardPanRecognizer: UIPanGestureRecognizer {
  /// Whether the gesture has moved once since it was reset.
  private var moved = false

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard state == .possible, !moved, let touch = touches.first, let view else { return }
    moved = true
    let now = touch.location(in: view)
    let before = touch.previousLocation(in: view)
    let across = now.x - before.x
    let forward = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -across : across
    if forward <= 0 || abs(now.y - before.y) > abs(across) {
      state = .failed
    }
  }

  override func reset() {
    super.reset()
    moved = false
  }
}

/// The navigation controller of ``ForwardPanApp``.
@MainActor
final class ForwardPanNavigationController: UINavigationController, UIGestureRecognizerDelegate {
  private let pan = ForwardPanRecognizer()

  override func viewDidLoad() {
    super.viewDidLoad()
    guard let edge = interactivePopGestureRecognizer else { return }
    #if canImport(UIKit)
    let action = NSSelectorFromString("handleNavigationTransition:")
    #else
    let action = Selector("handleNavigationTransition:")
    #endif
    pan.maximumNumberOfTouches = 1
    pan.delegate = self
    if let handler = edge.delegate { pan.addTarget(handler, action: action) }
    view.addGestureRecognizer(pan)
    edge.isEnabled = false
  }

  /// Every gesture may begin: the direction is the pan's own business.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
}
