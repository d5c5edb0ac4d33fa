import BackGestureUIKit
import Testing

/// A recognizer that decides for itself, as a subclass does with
/// `import UIKit.UIGestureRecognizerSubclass`.
@MainActor
final class ManualRecognizer: UIGestureRecognizer {}

/// A target that writes its recognizer's state from inside its action.
@MainActor
final class StateWriter: NSObject {
  var calls: [UIGestureRecognizer.State] = []

  func handle(_ recognizer: UIGestureRecognizer) {
    calls.append(recognizer.state)
    if recognizer.state == .began { recognizer.state = .changed }
  }
}

/// A pan that refuses every event.
@MainActor
final class EventRefusingPan: UIPanGestureRecognizer {
  var asked = 0

  override func shouldReceive(_ event: UIEvent) -> Bool {
    asked += 1
    return false
  }
}

/// A delegate that counts the touches it is asked about.
@MainActor
final class CountingDelegate: NSObject, UIGestureRecognizerDelegate {
  var asked = 0

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  )
    -> Bool
  {
    asked += 1
    return true
  }
}

/// Gesture recognizers as app code drives them: the settable state, `shouldReceive(_:)`,
/// and target–action with the mirror's `Selector`.
@Suite @MainActor struct RecognizerTests {
  @Test("Setting state calls the targets for began, changed, ended and cancelled, not for failed")
  func settableState() {
    let log = ActionLog()
    let recognizer = ManualRecognizer(target: log, action: Selector(ActionLog.first))
    recognizer.state = .began
    recognizer.state = .changed
    recognizer.state = .failed
    #expect(recognizer.state == .failed)
    recognizer.state = .possible
    recognizer.state = .ended
    recognizer.state = .cancelled
    #expect(log.entries == ["first 1", "first 2", "first 3", "first 4"])
    #expect(recognizer.state == .cancelled)
  }

  @Test("A state written from inside an action only sets the state")
  func stateWrittenInsideAnAction() {
    let writer = StateWriter()
    let recognizer = ManualRecognizer(target: writer, action: Selector(StateWriter.handle))
    recognizer.state = .began
    #expect(writer.calls == [.began])
    #expect(recognizer.state == .changed)
  }

  @Test("The mirror's own failure of a tap calls no target and returns to possible")
  func internalFailure() {
    let log = ActionLog()
    let world = MirrorWorld(stack: [UIViewController()])
    let pan = UIPanGestureRecognizer(target: log, action: Selector(ActionLog.first))
    world.run { world.navigation.view.addGestureRecognizer(pan) }
    world.down(1, 200, 400, at: 0)
    world.up(1, at: 50)
    #expect(log.entries.isEmpty)
    #expect(pan.state == .possible)
  }

  @Test("shouldReceive(_:) false keeps the touch from the recognizer; the delegate is not asked")
  func shouldReceiveEvent() {
    let log = ActionLog()
    let world = MirrorWorld(stack: [UIViewController()])
    let refusing = EventRefusingPan(target: log, action: Selector(ActionLog.first))
    let delegate = CountingDelegate()
    refusing.delegate = delegate
    let plain = UIPanGestureRecognizer(target: log, action: Selector(ActionLog.second))
    world.run {
      world.navigation.view.addGestureRecognizer(refusing)
      world.navigation.view.addGestureRecognizer(plain)
    }
    world.down(1, 200, 400, at: 0)
    world.move(1, 240, 400, at: 16)
    #expect(refusing.asked == 1)
    #expect(delegate.asked == 0)
    #expect(log.entries == ["second 1"])
  }

  @Test("A touch's window is the simulation's window")
  func touchWindow() {
    let world = MirrorWorld(stack: [UIViewController()])
    world.down(1, 200, 400, at: 0)
    #expect(world.simulation.touches[1]?.window === world.simulation.window)
  }

  @Test("Selectors are equal when made at the same place or given the same name")
  func selectorIdentity() {
    let here = Selector(ActionLog.first)
    let there = Selector(ActionLog.first)
    #expect(here == here)
    #expect(here != there)
    #expect(Selector(ActionLog.first, name: "go:") == Selector(ActionLog.second, name: "go:"))
    #expect(Selector(ActionLog.tapped, name: "go") != Selector(ActionLog.tapped, name: "stop"))
    let made = (0..<2).map { _ in Selector(ActionLog.first) }
    #expect(made[0] == made[1])
    #expect(Set([here, there, here]).count == 2)
  }

  @Test("A recognizer keeps two actions of one target and removes only the one named")
  func recognizerTargets() {
    let log = ActionLog()
    let recognizer = ManualRecognizer()
    let first = Selector(ActionLog.first)
    let second = Selector(ActionLog.second)
    recognizer.addTarget(log, action: first)
    recognizer.addTarget(log, action: second)
    recognizer.addTarget(log, action: first)
    recognizer.state = .began
    #expect(log.entries == ["first 1", "second 1"])
    recognizer.removeTarget(log, action: first)
    recognizer.state = .changed
    #expect(log.entries == ["first 1", "second 1", "second 2"])
    recognizer.removeTarget(nil, action: nil)
    recognizer.state = .ended
    #expect(log.entries.count == 3)
  }

  @Test("A control removes only the events it is asked to, for the selector it is given")
  func controlTargets() {
    let log = ActionLog()
    let control = UIControl(frame: .zero)
    let tap = Selector(ActionLog.tapped)
    let change = Selector(ActionLog.changed)
    control.addTarget(log, action: tap, for: [.touchDown, .touchUpInside])
    control.addTarget(log, action: change, for: .touchUpInside)
    control.removeTarget(log, action: tap, for: .touchDown)
    control.sendActions(for: .touchDown)
    #expect(log.entries.isEmpty)
    control.sendActions(for: .touchUpInside)
    #expect(log.entries == ["tapped", "changed"])
    control.removeTarget(log, action: change, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(log.entries == ["tapped", "changed", "tapped"])
    control.addTarget(log, action: tap, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(log.entries == ["tapped", "changed", "tapped", "tapped"])
    control.removeTarget(nil, action: nil, for: [.touchUpInside, .valueChanged])
    control.sendActions(for: [.touchDown, .touchUpInside, .valueChanged])
    #expect(log.entries.count == 4)
  }
}
