import BackGestureUIKit
import Testing

/// A controller whose view holds a text field, which may be the first responder itself
/// with an input accessory.
@MainActor
final class FieldController: UIViewController {
  let field = UITextField(frame: .zero)
  var takesKeyboardItself = false
  private let bar = UIView(frame: .zero)

  override var canBecomeFirstResponder: Bool { takesKeyboardItself }
  override var inputAccessoryView: UIView? { takesKeyboardItself ? bar : nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(field)
  }
}

/// The keyboard, search and the tab bar on the mirror ([K1]–[K6], [U30]).
@Suite @MainActor struct SystemUITests {
  /// B over A, B's field the first responder, then a short edge swipe released at rest:
  /// it cancels (progress 52/390, no velocity) and ends by @600.
  func cancelledSwipe(_ setUp: (FieldController) -> Void) -> (MirrorWorld, FieldController) {
    let top = FieldController()
    let world = MirrorWorld(stack: [UIViewController(), top])
    world.run { setUp(top) }
    world.down(1, 1, 400, at: 100)
    world.move(1, 13, 400, at: 116)
    world.move(1, 53, 400, at: 132)
    world.up(1, at: 400)
    return (world, top)
  }

  @Test("A text field takes the keyboard only in the window, and one responder at a time")
  func oneFirstResponder() {
    let world = MirrorWorld(stack: [FieldController()])
    let outside = UITextField(frame: .zero)
    world.run {
      let screen = world.navigation.topViewController as! FieldController
      #expect(!outside.becomeFirstResponder())
      #expect(screen.field.becomeFirstResponder())
      #expect(screen.field.isFirstResponder && screen.field.isEditing)
      screen.takesKeyboardItself = true
      #expect(screen.becomeFirstResponder())
      #expect(!screen.field.isFirstResponder && screen.isFirstResponder)
      #expect(screen.resignFirstResponder() && !screen.isFirstResponder)
    }
  }

  @Test("A cancelled swipe gives a text field the keyboard back when it ends")
  func fieldGivenBack() {
    let top = FieldController()
    let world = MirrorWorld(stack: [UIViewController(), top])
    world.run { _ = top.field.becomeFirstResponder() }
    world.down(1, 1, 400, at: 100)
    world.move(1, 13, 400, at: 116)
    world.move(1, 53, 400, at: 132)
    #expect(world.run { !top.field.isFirstResponder })  // resigned at the begin
    world.up(1, at: 400)
    world.wait(until: 1000)
    #expect(world.navigation.viewControllers.count == 2)
    #expect(world.run { top.field.isFirstResponder })
  }

  @Test("A cancelled swipe does not give back a controller that took the keyboard itself")
  func controllerNotGivenBack() {
    let (world, top) = cancelledSwipe {
      $0.takesKeyboardItself = true
      _ = $0.becomeFirstResponder()
    }
    world.wait(until: 1000)
    #expect(world.navigation.viewControllers.count == 2)
    #expect(world.run { !top.isFirstResponder && world.simulation.window.firstResponder == nil })
  }

  @Test("A push resigns the keyboard at its start")
  func pushResigns() {
    let root = FieldController()
    let world = MirrorWorld(stack: [root])
    world.run {
      _ = root.field.becomeFirstResponder()
      world.navigation.pushViewController(UIViewController(), animated: true)
      #expect(world.simulation.window.firstResponder == nil)
    }
  }

  @Test("The tab bar hides while any screen above the root hides it, and a cancel keeps it")
  func tabBar() {
    let simulation = UIKitSimulation(
      width: 390, height: 844, layoutDirection: .leftToRight, hasContentPop: false)
    let (a, b, c) = (UIViewController(), UIViewController(), UIViewController())
    b.hidesBottomBarWhenPushed = true
    let navigation = UINavigationController(rootViewController: a)
    let tabs = UITabBarController()
    simulation.run {
      tabs.viewControllers = [navigation]
      simulation.window.rootViewController = tabs
      tabs.beginAppearance(true, animated: false)
      tabs.endAppearance(true, animated: false)
      #expect(!tabs.tabBar.isHidden)
      navigation.pushViewController(b, animated: false)
      #expect(tabs.tabBar.isHidden)
      navigation.pushViewController(c, animated: false)
      #expect(tabs.tabBar.isHidden)  // B is still above the root
      #expect(c.tabBarController === tabs)
      navigation.popToRootViewController(animated: false)
      #expect(!tabs.tabBar.isHidden)
    }
  }

  @Test("A search activates from its bar and ends when its screen is popped")
  func search() {
    let (a, b) = (UIViewController(), UIViewController())
    let search = UISearchController(searchResultsController: nil)
    b.navigationItem.searchController = search
    let world = MirrorWorld(stack: [a, b])
    world.run {
      #expect(search.searchBar.becomeFirstResponder())
      #expect(search.isActive && search.searchBar.isFirstResponder)
      world.navigation.popViewController(animated: false)
      #expect(!search.isActive && world.simulation.window.firstResponder == nil)
    }
  }
}
