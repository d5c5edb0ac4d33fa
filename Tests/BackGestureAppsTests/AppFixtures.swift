import BackGestureApps
import BackGestureModel
import BackGestureUIKit

/// A screen of the fixture apps: a plain controller that applies the back button.
@MainActor
final class PlainScreen: UIViewController {
  /// Whether the screen refuses being popped by the back button (``VetoingApp``).
  var vetoes = false

  init(_ screen: ScreenDescription) {
    super.init(nibName: nil, bundle: nil)
    title = screen.name
    switch screen.backButton {
    case .system: break
    case .supplementing:
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: "Edit", style: .plain, target: nil, action: nil)
      navigationItem.leftItemsSupplementBackButton = true
    case .replacing:
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: "Close", style: .plain, target: nil, action: nil)
    case .hidden:
      navigationItem.hidesBackButton = true
    }
  }

  required init?(coder: NSCoder) { nil }
}

/// An app that changes nothing: UIKit's navigation controller and its system pop.
struct PlainApp: BackGestureApp {
  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    PlainScreen(screen)
  }
}

/// An app whose navigation controller asks the top screen before its back button pops, as
/// apps with unsaved changes do.
struct VetoingApp: BackGestureApp {
  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    let controller = PlainScreen(screen)
    controller.vetoes = screen.vetoesPop
    return controller
  }

  func makeNavigationController(rootViewController: UIViewController) -> UINavigationController {
    VetoingNavigationController(rootViewController: rootViewController)
  }
}

/// A navigation controller that adopts `UINavigationBarDelegate` to keep a vetoing top.
@MainActor
final class VetoingNavigationController: UINavigationController, UINavigationBarDelegate {
  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
    !((topViewController as? PlainScreen)?.vetoes ?? false)
  }
}
