import BackGestureUIKit
import Testing

/// The window ignores a finger that goes down while a presentation or a dismissal runs
/// on its own (spec [U24], [O8]).
@Suite @MainActor struct IgnoredTouchTests {
  /// A root of `roots` screens and a navigation controller of `C D` over it, presented
  /// with animation at 0 ms, or (`presentedAtStart`) without, before the test begins.
  /// `D`'s view holds a view over the whole screen that logs the touches it hears.
  @MainActor private struct Fixture {
    let log: CallLog
    let world: MirrorWorld
    let presented: UINavigationController

    init(roots: Int = 1, presentedAtStart: Bool = false) {
      let log = CallLog()
      let stack = ["A", "B"].prefix(roots).map { LoggingController($0, log: log) }
      let world = MirrorWorld(stack: stack)
      let top = UIViewController()
      let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
      top.view.addSubview(LoggingView(frame: screen, log: log))
      let presented = UINavigationController(rootViewController: UIViewController())
      (self.log, self.world, self.presented) = (log, world, presented)
      world.run {
        presented.setViewControllers([presented.viewControllers[0], top], animated: false)
        world.navigation.present(presented, animated: !presentedAtStart)
      }
      log.entries.removeAll()
    }

    /// The presented navigation controller's system pop.
    var edge: UIGestureRecognizer? { presented.interactivePopGestureRecognizer }

    /// Swipes finger 1 from the leading edge: down at `time`, moves 16 and 32 ms later.
    func edgeSwipe(at time: Int) {
      world.down(1, 5, 400, at: time)
      world.move(1, 40, 400, at: time + 16)
      world.move(1, 120, 400, at: time + 32)
    }
  }

  @Test("A finger that goes down during an animated present reaches no recognizer and no view")
  func ignoredDuringPresent() {
    let fixture = Fixture()
    fixture.edgeSwipe(at: 100)
    let simulation = fixture.world.simulation
    #expect(simulation.ignoredTouches == [1: CGPoint(x: 120, y: 400)])
    #expect(simulation.touches.isEmpty)
    #expect(fixture.edge?.state == .possible)
    #expect(fixture.presented.transition == nil)
    #expect(simulation.outcomes.isEmpty)
    #expect(fixture.log.entries.isEmpty)
    // The present ends at 350; the finger stays ignored until it lifts.
    fixture.world.move(1, 200, 400, at: 400)
    #expect(fixture.presented.transition == nil)
    #expect(fixture.edge?.state == .possible)
    fixture.world.up(1, at: 416)
    #expect(simulation.ignoredTouches.isEmpty)
    // The root's top heard the present end; the view heard nothing.
    #expect(fixture.log.entries == ["A.didDisappear"])
  }

  @Test("An edge swipe that starts during an animated dismiss reaches nothing")
  func ignoredDuringDismiss() {
    let fixture = Fixture(roots: 2, presentedAtStart: true)
    fixture.world.run { fixture.presented.dismiss(animated: true) }
    fixture.edgeSwipe(at: 0)
    let simulation = fixture.world.simulation
    #expect(simulation.ignoredTouches.keys.sorted() == [1])
    #expect(fixture.edge?.state == .possible)
    #expect(fixture.presented.transition == nil)
    #expect(simulation.outcomes.isEmpty)
    #expect(fixture.log.entries == ["B.willAppear"])
    // At 350 the dismissal ends; the root's two screens do not make the finger a swipe.
    fixture.world.move(1, 200, 400, at: 400)
    #expect(fixture.log.entries == ["B.willAppear", "B.didAppear"])
    #expect(fixture.world.navigation.transition == nil)
    #expect(fixture.world.navigation.interactivePopGestureRecognizer?.state == .possible)
    fixture.world.up(1, at: 416)
    #expect(simulation.outcomes.isEmpty)
  }

  @Test("A finger that goes down once the present has ended is heard: the swipe pops")
  func heardAfterEnd() {
    let fixture = Fixture()
    fixture.world.down(2, 200, 600, at: 100)
    // [T1]: the present ends at 350, before the touch at 350.
    fixture.edgeSwipe(at: 350)
    #expect(fixture.world.simulation.ignoredTouches.keys.sorted() == [2])
    #expect(fixture.log.entries.prefix(2) == ["A.didDisappear", "view.touchesBegan"])
    #expect(fixture.edge?.state == .changed)
    #expect(fixture.presented.transition?.kind == .pop)
  }

  @Test("A finger down when a present begins is cancelled for its view, then ignored")
  func downBeforePresent() {
    let log = CallLog()
    let root = UIViewController()
    let world = MirrorWorld(stack: [root])
    let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
    world.run { root.view.addSubview(LoggingView(frame: screen, log: log)) }
    let presented = UINavigationController(rootViewController: UIViewController())
    world.run {
      presented.setViewControllers([UIViewController(), UIViewController()], animated: false)
    }
    world.down(1, 5, 400, at: 0)
    world.wait(until: 10)
    world.run { world.navigation.present(presented, animated: true) }
    let simulation = world.simulation
    #expect(simulation.touches.isEmpty)
    #expect(simulation.ignoredTouches == [1: CGPoint(x: 5, y: 400)])
    #expect(log.entries == ["view.touchesBegan", "view.touchesCancelled"])
    #expect(world.navigation.interactivePopGestureRecognizer?.state == .possible)
    // The move past the slop reaches no recognizer: no decision, no outcome.
    world.move(1, 40, 400, at: 26)
    #expect(presented.interactivePopGestureRecognizer?.state == .possible)
    #expect(simulation.outcomes.isEmpty)
    world.move(1, 120, 400, at: 400)
    #expect(presented.transition == nil)
    world.up(1, at: 416)
    #expect(simulation.ignoredTouches.isEmpty)
    #expect(log.entries == ["view.touchesBegan", "view.touchesCancelled"])
  }

  @Test("A finger down when a dismiss begins is cancelled: its edge swipe begins nothing")
  func downBeforeDismiss() {
    let fixture = Fixture(roots: 2, presentedAtStart: true)
    fixture.world.down(1, 0, 0, at: 0)
    fixture.world.run { fixture.presented.dismiss(animated: true) }
    // The will-callbacks come first, then the cancel ([O8], [U24]).
    #expect(fixture.log.entries == ["view.touchesBegan", "B.willAppear", "view.touchesCancelled"])
    #expect(fixture.edge?.state == .possible)
    fixture.world.move(1, 11, 0, at: 0)
    let simulation = fixture.world.simulation
    #expect(simulation.ignoredTouches == [1: CGPoint(x: 11, y: 0)])
    #expect(fixture.edge?.state == .possible)
    #expect(fixture.presented.transition == nil)
    fixture.world.up(1, at: 16)
    fixture.world.wait(until: 400)
    #expect(simulation.outcomes.isEmpty)
    #expect(fixture.world.navigation.transition == nil)
  }

  @Test("An app's pan that recognizes when a present begins is cancelled")
  func recognizingPanCancelled() {
    let log = ActionLog()
    let world = MirrorWorld(stack: [UIViewController()])
    let pan = UIPanGestureRecognizer(target: log, action: Selector(ActionLog.first))
    world.run { world.navigation.view.addGestureRecognizer(pan) }
    world.down(1, 200, 400, at: 0)
    world.move(1, 240, 400, at: 16)
    world.move(1, 280, 400, at: 32)
    let presented = UINavigationController(rootViewController: UIViewController())
    world.run { world.navigation.present(presented, animated: true) }
    // began, changed, then cancelled; every finger is up for it, so it is possible again.
    #expect(log.entries == ["first 1", "first 2", "first 4"])
    #expect(pan.state == .possible)
    world.move(1, 320, 400, at: 48)
    world.up(1, at: 64)
    #expect(log.entries == ["first 1", "first 2", "first 4"])
    #expect(world.simulation.ignoredTouches.isEmpty)
  }

  @Test("A present that an action starts during a touch event cancels once the event is over")
  func presentFromAnAction() {
    let target = PresentingTarget()
    let world = MirrorWorld(stack: [UIViewController()])
    let pan = UIPanGestureRecognizer(target: target, action: Selector(PresentingTarget.handle))
    let presented = UINavigationController(rootViewController: UIViewController())
    target.present = { world.navigation.present(presented, animated: true) }
    world.run { world.navigation.view.addGestureRecognizer(pan) }
    world.down(1, 200, 400, at: 0)
    world.move(1, 240, 400, at: 16)
    #expect(target.entries == ["pan 1", "pan 4"])
    #expect(world.simulation.touches.isEmpty)
    #expect(world.simulation.ignoredTouches == [1: CGPoint(x: 240, y: 400)])
    #expect(world.simulation.window.presentationTransition != nil)
  }

  @Test("A finger that goes down once the dismiss has ended is heard: the root pops")
  func heardAfterDismiss() {
    let fixture = Fixture(roots: 2, presentedAtStart: true)
    fixture.world.run { fixture.presented.dismiss(animated: true) }
    fixture.world.down(2, 200, 600, at: 100)
    fixture.edgeSwipe(at: 350)
    #expect(fixture.world.simulation.ignoredTouches.keys.sorted() == [2])
    #expect(fixture.world.navigation.interactivePopGestureRecognizer?.state == .changed)
    #expect(fixture.world.navigation.transition?.kind == .pop)
  }

  @Test("A system cancel lifts an ignored finger")
  func cancelLifts() {
    let fixture = Fixture()
    fixture.world.down(1, 5, 400, at: 100)
    fixture.world.run { fixture.world.simulation.cancelTouches() }
    #expect(fixture.world.simulation.ignoredTouches.isEmpty)
    #expect(!fixture.world.simulation.isDown(1))
  }
}

/// A target that logs its pan's states and presents when the pan begins.
@MainActor private final class PresentingTarget: NSObject {
  var entries: [String] = []
  var present: () -> Void = {}

  func handle(_ sender: UIGestureRecognizer) {
    entries.append("pan \(sender.state.rawValue)")
    if sender.state == .began { present() }
  }
}
