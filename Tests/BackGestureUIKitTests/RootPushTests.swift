import BackGestureUIKit
import Testing

/// A navigation controller that installs a pan of its own the first time it pushes, on the
/// view the system pop is attached to, as full-screen pop code does.
@MainActor
final class InstallingNavigationController: UINavigationController {
  var pushed: [String] = []
  let pan = UIPanGestureRecognizer()

  override func pushViewController(_ viewController: UIViewController, animated: Bool) {
    pushed.append(viewController.title ?? "?")
    if let view = interactivePopGestureRecognizer?.view,
      !(view.gestureRecognizers ?? []).contains(where: { $0 === pan })
    {
      view.addGestureRecognizer(pan)
    }
    super.pushViewController(viewController, animated: animated)
  }
}

/// `init(rootViewController:)` pushes the root as UIKit does (spec [U25]).
@Suite @MainActor struct RootPushTests {
  /// A controller titled with its name.
  func screen(_ name: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = name
    return controller
  }

  @Test("A subclass's push override sees the root, and the pan it installs is there at once")
  func rootGoesThroughPush() {
    let navigation = InstallingNavigationController(rootViewController: screen("A"))
    #expect(navigation.pushed == ["A"])
    #expect(navigation.viewControllers.map(\.title) == ["A"])
    #expect(navigation.isViewLoaded)
    #expect(navigation.view.gestureRecognizers?.contains { $0 === navigation.pan } == true)
  }

  @Test("Setting the stack does not go through push")
  func setStackDoesNotPush() {
    let navigation = InstallingNavigationController(rootViewController: screen("A"))
    navigation.setViewControllers([screen("B"), screen("C")], animated: false)
    #expect(navigation.pushed == ["A"])
    #expect(navigation.viewControllers.map(\.title) == ["B", "C"])
  }

  @Test("Reading the system pop loads the view it is attached to")
  func systemPopLoadsView() {
    let navigation = UINavigationController(nibName: nil, bundle: nil)
    #expect(!navigation.isViewLoaded)
    #expect(navigation.interactivePopGestureRecognizer?.view === navigation.view)
  }
}
