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
  /// Each declared screen's controller, in declaration order.
  var controllers: [UIViewController] = []
  /// Each controller's screen name.
  var names: [ObjectIdentifier: String] = [:]
  /// The views of the content items, by item.
  var contentViews: [ItemID: UIView] = [:]
  /// The outcomes so far: the mirror's gesture outcomes and the operations, in order.
  var outcomes: [Outcome] = []
  /// How many of the mirror's gesture outcomes are in ``outcomes``.
  var gestureOutcomesTaken = 0

  /// Builds the world's objects: every screen's controller, the root navigation
  /// controller with its stack, and the presented ones over it, all at rest at time 0
  /// with their callbacks not logged (spec [S9], [B4], [B5]).
  package init(world: World, app: any BackGestureApp) {
    self.world = world
    self.app = app
    simulation = UIKitSimulation(
      width: world.device.width, height: world.device.height,
      layoutDirection: world.device.direction == .rtl ? .rightToLeft : .leftToRight)
    simulation.run { build() }
  }

  private func build() {
    simulation.contentInstaller = { [weak self] controller in self?.installContent(in: controller) }
    for screen in world.screens {
      let controller = app.makeViewController(
        for: ScreenDescription(name: screen.name, settings: screen.settings))
      controllers.append(controller)
      names[ObjectIdentifier(controller)] = screen.name
    }
    let root = makeContainer(world.stack)
    simulation.window.rootViewController = root
    root.beginAppearance(true, animated: false)
    root.endAppearance(true, animated: false)
    for stack in world.presentations {
      let presented = makeContainer(stack)
      simulation.window.frontController?.present(presented, animated: false)
    }
    simulation.events.removeAll()
    simulation.outcomes.removeAll()
    simulation.faults.removeAll()
  }

  /// Makes a navigation controller with a stack of declared screens.
  private func makeContainer(_ stack: [String]) -> UINavigationController {
    let screens = stack.compactMap(controller(named:))
    let navigation = app.makeNavigationController(rootViewController: screens[0])
    if screens.count > 1 { navigation.setViewControllers(screens, animated: false) }
    return navigation
  }

  /// The controller of a declared screen.
  func controller(named name: String) -> UIViewController? {
    world.screens.firstIndex { $0.name == name }.map { controllers[$0] }
  }

  /// The screen name of a controller, or of a navigation controller's top; `?` for a
  /// controller the world does not know.
  func name(of controller: UIViewController?) -> String {
    guard let controller else { return "?" }
    if let name = names[ObjectIdentifier(controller)] { return name }
    if let navigation = controller as? UINavigationController {
      return name(of: navigation.topViewController)
    }
    return "?"
  }

  /// The navigation controllers of the containers: the root and the presented ones.
  var containers: [UINavigationController] {
    var result: [UINavigationController] = []
    if let root = simulation.window.rootViewController as? UINavigationController {
      result.append(root)
    }
    for presented in simulation.window.presentedControllers {
      if let navigation = presented as? UINavigationController { result.append(navigation) }
    }
    return result
  }
}
