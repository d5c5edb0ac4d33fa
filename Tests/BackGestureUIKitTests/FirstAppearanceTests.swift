import BackGestureUIKit
import Testing

/// A navigation delegate that writes what it is told into a shared log.
@MainActor
final class ShowLog: NSObject, UINavigationControllerDelegate {
  let log: CallLog

  init(_ log: CallLog) {
    self.log = log
  }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    log.entries.append("willShow(\(viewController.title ?? "?"), animated: \(animated))")
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    log.entries.append("didShow(\(viewController.title ?? "?"), animated: \(animated))")
  }
}

/// What a navigation controller tells its delegate when it first appears (spec [U10]).
@Suite @MainActor struct FirstAppearanceTests {
  /// A logging controller with its name as its title.
  static func screen(_ name: String, _ log: CallLog) -> LoggingController {
    let controller = LoggingController(name, log: log)
    controller.title = name
    return controller
  }

  @Test(
    "The window's root shows its top: willShow after its willAppear, didShow after its didAppear")
  func rootAtLaunch() {
    let log = CallLog()
    let a = Self.screen("A", log)
    let b = Self.screen("B", log)
    let simulation = UIKitSimulation(
      width: 390, height: 844, layoutDirection: .leftToRight, hasContentPop: false)
    let navigation = UINavigationController(rootViewController: a)
    let delegate = ShowLog(log)
    simulation.run {
      navigation.delegate = delegate
      navigation.setViewControllers([a, b], animated: false)
      simulation.window.rootViewController = navigation
      navigation.beginAppearance(true, animated: false)
      navigation.endAppearance(true, animated: false)
    }
    #expect(
      log.entries == [
        "A.willMove(nav)", "A.didMove(nav)", "B.willMove(nav)", "B.didMove(nav)",
        "B.willAppear", "willShow(B, animated: false)", "B.didAppear",
        "didShow(B, animated: false)",
      ])
  }

  @Test("A presented navigation controller shows its top as it is presented, and at the end")
  func presented() {
    let log = CallLog()
    let world = MirrorWorld(stack: [Self.screen("A", log)])
    let c = Self.screen("C", log)
    let presented = UINavigationController(rootViewController: c)
    let delegate = ShowLog(log)
    presented.delegate = delegate
    log.entries.removeAll()
    world.run { world.navigation.present(presented, animated: true) }
    #expect(log.entries == ["A.willDisappear", "C.willAppear", "willShow(C, animated: true)"])
    world.wait(until: 400)
    #expect(
      log.entries == [
        "A.willDisappear", "C.willAppear", "willShow(C, animated: true)", "A.didDisappear",
        "C.didAppear", "didShow(C, animated: true)",
      ])
  }

  @Test("Appearing again, when a presentation over it goes, shows nothing to the delegate")
  func reappearance() {
    let log = CallLog()
    let a = Self.screen("A", log)
    let delegate = ShowLog(log)
    let world = MirrorWorld(stack: [a])
    world.run { world.navigation.delegate = delegate }
    let cover = UIViewController()
    world.run { world.navigation.present(cover, animated: false) }
    log.entries.removeAll()
    world.run { cover.dismiss(animated: false) }
    #expect(log.entries == ["A.willAppear", "A.didAppear"])
  }
}
