import BackGestureModel
import BackGestureUIKit
import Foundation

/// Runs an app's own UIKit-shaped code in a scenario's world: builds the world's
/// navigation controllers and screens through the app's factories, applies the steps as
/// UIKit would deliver them, and reads the observables of spec section 10 back from the
/// objects (docs/Specification.md, section 14).
///
/// Not API: the checker uses it as the subject of the lockstep, where the reference
/// engine stands otherwise.
@MainActor
package final class AppHost {
  /// The world.
  package let world: World
  /// The app.
  let app: any BackGestureApp
  /// The simulated UIKit.
  package let simulation: UIKitSimulation
  // The host's state is read and written on the main actor only, never across a call of
  // the app's code: no access to it can overlap another, so the arrays that change in
  // place go without the run-time exclusivity check. Measured: with the check, the app
  // alone runs 5.3% more instructions (docs/Performance.md, "Speed machinery, measured").

  /// Each declared screen's controller, in declaration order, once the screen was first
  /// needed ([U2]).
  @exclusivity(unchecked) var controllers: [UIViewController?]
  /// Each declared screen's name, in declaration order.
  let screenNames: [String]
  /// The screen states of the last snapshot, updated in place.
  @exclusivity(unchecked) var screenCache: [ScreenState]
  /// The container states of the last snapshot.
  @exclusivity(unchecked) var containerStateCache: [ContainerState] = []
  /// The controllers of each container's stack at the last snapshot, with their names.
  @exclusivity(unchecked) var stackNameCache: [StackNames] = []
  /// The navigation controllers of the containers, and the window's presentation count
  /// they were read at.
  @exclusivity(unchecked) var containerCache: [UINavigationController] = []
  var containerCacheVersion = -1
  /// The world's scroll views in declaration order, with their views once installed.
  @exclusivity(unchecked) var scrollSlots: [ScrollSlot] = []
  /// The scroll states of the last snapshot, updated in place.
  @exclusivity(unchecked) var scrollCache: [ScrollState] = []
  /// Each declared screen's scroll slots: the index into ``scrollSlots`` past its last.
  @exclusivity(unchecked) var scrollSlotEnds: [Int] = []
  /// The callback log so far, and how many of the mirror's events it holds.
  @exclusivity(unchecked) var callbackLog: EventLog<Callback> = []
  var eventsTaken = 0
  /// The outcomes so far: the mirror's gesture outcomes and the operations, in order.
  @exclusivity(unchecked) var outcomes: EventLog<Outcome> = []
  /// How many of the mirror's gesture outcomes are in ``outcomes``.
  var gestureOutcomesTaken = 0
  /// Whether a step leaves the work the app's code defers to its own time for
  /// ``runAppWork()``, so that a check sees that work as a step of its own ([U26]).
  package var splitsAppWork = false
  /// The delegate of every presented controller's presentation controller ([N7]).
  @exclusivity(unchecked) var sheetDelegate: SheetDelegate?
  /// The text field the host put on each declared screen that has one ([K1]).
  @exclusivity(unchecked) var fields: [UITextField?]
  /// The tab bar controller the root container is in, when the world has one ([K6]).
  var tabBarController: UITabBarController?
  /// A navigation controller of UIKit's own class, on no screen, which tells a
  /// conformance an app's class declares from one an extension gave UIKit's class
  /// (``ownBarDelegate(of:)``); made on first need.
  lazy var plainNavigationController = UINavigationController(nibName: nil, bundle: nil)

  /// Builds the world's objects: every screen's controller, the root navigation
  /// controller with its stack, and the presented ones over it, all at rest at time 0
  /// with their callbacks not logged (spec [S9], [B4], [B5]).
  package init(world: World, app: any BackGestureApp, faults: MirrorFaults = []) {
    self.world = world
    self.app = app
    var names: [String] = []
    var states: [ScreenState] = []
    names.reserveCapacity(world.screens.count)
    states.reserveCapacity(world.screens.count)
    for screen in world.screens {
      names.append(screen.name)
      states.append(
        ScreenState(
          name: screen.name, appearance: .none, loaded: false, beingPopped: false,
          settings: screen.settings))
    }
    screenNames = names
    controllers = Array(repeating: nil, count: world.screens.count)
    fields = Array(repeating: nil, count: world.screens.count)
    screenCache = states
    simulation = UIKitSimulation(
      width: world.device.width, height: world.device.height,
      layoutDirection: world.device.direction == .rtl ? .rightToLeft : .leftToRight,
      hasContentPop: world.system == .ios26)
    simulation.plantedFaults = faults
    simulation.run { build() }
  }

  private func build() {
    scrollSlotEnds.reserveCapacity(world.screens.count)
    // Each screen's items numbered once, for the count and the slots.
    let numbered = world.screens.map { ContentItem.numbered($0.content) }
    let scrollCount = numbered.reduce(0) { $0 + $1.count { $0.isScrollView } }
    scrollSlots.reserveCapacity(scrollCount)
    scrollCache.reserveCapacity(scrollCount)
    for (screen, items) in zip(world.screens, numbered) {
      for (offset, item) in items.enumerated() {
        let id = ItemID(screen: screen.name, index: offset + 1)
        switch item {
        case .horizontalScroll(let model):
          scrollSlots.append(
            ScrollSlot(
              id: id, isHorizontal: true, declaredOffset: model.offset,
              declaredDeceleratingUntil: model.deceleratingUntil, view: nil))
          scrollCache.append(ScrollState(item: id, offset: 0, decelerating: false))
        case .verticalScroll(let model):
          scrollSlots.append(
            ScrollSlot(
              id: id, isHorizontal: false, declaredOffset: model.offset,
              declaredDeceleratingUntil: nil, view: nil))
          scrollCache.append(ScrollState(item: id, offset: 0, decelerating: false))
        case .control, .cell:
          break
        }
      }
      scrollSlotEnds.append(scrollSlots.count)
    }
    simulation.contentInstaller = { [weak self] controller in self?.installContent(in: controller) }
    let navigation = makeContainer(world.stack)
    var root: UIViewController = navigation
    if world.tabs {
      // [K6] The root container is the first tab of a tab bar controller.
      let tabs = UITabBarController()
      tabs.viewControllers = [navigation]
      tabBarController = tabs
      root = tabs
    }
    simulation.window.rootViewController = root
    root.beginAppearance(true, animated: false)
    root.endAppearance(true, animated: false)
    for (position, stack) in world.presentations.enumerated() {
      let presented = makeContainer(stack)
      let styles = world.presentationStyles
      Self.install(position < styles.count ? styles[position] : .fullScreen, on: presented)
      presented.presentationController?.delegate = presentationDelegate()
      simulation.window.frontController?.present(presented, animated: false)
    }
    simulation.clearLogs()
    eventsTaken = 0
  }

  /// Makes a navigation controller with a stack of declared screens.
  private func makeContainer(_ stack: [String]) -> UINavigationController {
    let screens = controllers(named: stack)
    let navigation = app.makeNavigationController(rootViewController: screens[0])
    if screens.count > 1 { navigation.setViewControllers(screens, animated: false) }
    return navigation
  }

  /// The controller of a declared screen, made by the app's factory the first time.
  func controller(named name: String) -> UIViewController? {
    for index in screenNames.indices where screenNames[index] == name {
      if let controller = controllers[index] { return controller }
      let screen = world.screens[index]
      let controller = app.makeViewController(
        for: ScreenDescription(name: screen.name, settings: screen.settings))
      controllers[index] = controller
      controller.screenIndex = index
      furnish(controller, as: screen.settings)
      return controller
    }
    return nil
  }

  /// The screen name of a controller the host made, or nil.
  func screenName(of controller: UIViewController) -> String? {
    guard let index = screenIndex(of: controller) else { return nil }
    return screenNames[index]
  }

  /// The index of the declared screen of a controller the host made, or nil.
  func screenIndex(of controller: UIViewController) -> Int? {
    let index = controller.screenIndex
    guard index >= 0, index < controllers.count, controllers[index] === controller else {
      return nil
    }
    return index
  }

  /// The screen name of a controller, or of a navigation controller's top; `?` for a
  /// controller the world does not know.
  func name(of controller: UIViewController?) -> String {
    guard let controller else { return "?" }
    if let name = screenName(of: controller) { return name }
    if let navigation = controller as? UINavigationController {
      return name(of: navigation.topViewController)
    }
    if let tabs = controller as? UITabBarController {
      return name(of: tabs.selectedViewController)
    }
    return "?"
  }

  /// The navigation controllers of the containers: the root and the presented ones.
  var containers: [UINavigationController] {
    let window = simulation.window
    if containerCacheVersion == window.presentationVersion { return containerCache }
    var result: [UINavigationController] = []
    if let root = window.rootNavigationController {
      result.append(root)
    }
    for presented in window.presentedControllers {
      if let navigation = presented as? UINavigationController { result.append(navigation) }
    }
    containerCache = result
    containerCacheVersion = window.presentationVersion
    return result
  }
}

/// The controllers of a stack, all of them screens the host made, and their names.
struct StackNames {
  /// The controllers, bottom first.
  var controllers: [UIViewController]
  /// Their screen names.
  var names: [String]

  /// Whether the stack holds the same controllers, in the same order.
  func holds(_ other: [UIViewController]) -> Bool {
    guard other.count == controllers.count else { return false }
    for index in other.indices where other[index] !== controllers[index] { return false }
    return true
  }
}

/// One scroll view of the world and, once its screen's view loaded, the view that shows it.
struct ScrollSlot {
  /// The item.
  var id: ItemID
  /// Whether the scroll view is horizontal (whose deceleration the host reads).
  var isHorizontal: Bool
  /// The offset the world declares, read until the view is installed.
  var declaredOffset: Int
  /// The end of the deceleration the world declares, for a horizontal scroll view.
  var declaredDeceleratingUntil: Int?
  /// The view, once installed.
  var view: UIScrollView?
}

extension ContentItem {
  /// Whether the item is a scroll view, which gets a slot of its own.
  var isScrollView: Bool {
    switch self {
    case .horizontalScroll, .verticalScroll: true
    case .control, .cell: false
    }
  }
}
