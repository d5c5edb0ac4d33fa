#if canImport(UIKit)
import UIKit
#else
import BackGestureUIKit
#endif

/// A screen of the app: it may hide its back button or replace it with its own, opt out
/// of the swipe, or hold unsaved changes that the swipe must not throw away.
@MainActor
open class AppScreen: UIViewController {
  /// Whether the swipe back is off on this screen.
  public var swipeBackDisabled = false
  /// Whether the screen holds changes that leaving would throw away.
  public var hasUnsavedChanges = false
}

/// A navigation controller that keeps the system's swipe back alive when a screen hides
/// or replaces its back button: it makes itself the delegate of
/// `interactivePopGestureRecognizer`, which turns UIKit's own rules off, and answers
/// them itself.
@MainActor
public final class SwipeBackNavigationController: UINavigationController,
  UIGestureRecognizerDelegate
{
  /// Whether the delegate is the naive one, as copied from the snippet: it checks the
  /// stack and nothing else. On when `EXAMPLE_BUG=1`.
  let naive = ProcessInfo.processInfo.environment["EXAMPLE_BUG"] == "1"

  public override func viewDidLoad() {
    super.viewDidLoad()
    interactivePopGestureRecognizer?.delegate = self
    // On iOS 26 a second system pan pops from anywhere in the content; it asks the same
    // delegate, so the same rules hold wherever the swipe starts.
    if #available(iOS 26.0, *) { interactiveContentPopGestureRecognizer?.delegate = self }
  }

  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard viewControllers.count > 1 else { return false }
    // UIKit's own delegate refuses while a push or pop animates; a replacing delegate
    // must do it too, or a swipe during a push starts a second transition.
    if !naive, transitionCoordinator != nil { return false }
    guard let top = topViewController as? AppScreen else { return true }
    return !top.swipeBackDisabled && !top.hasUnsavedChanges
  }
}
