import BackGestureUIKit
import Testing

/// Taps reach an app's code: a tap recognizer's action and a control's target-action
/// (spec [G11], [U29]).
@Suite @MainActor struct TapAndControlTests {
  /// A target that counts the calls of its action.
  @MainActor final class Counter: NSObject {
    var calls: [String] = []

    #if canImport(UIKit)
    @objc
    #endif
    func tapped(_ sender: NSObject) {
      calls.append("tapped at \(UIKitSimulation.current?.time ?? -1)")
    }
  }

  /// A world of two screens whose top holds a view at 100,300, 100x100, with a recognizer
  /// or a control on it.
  private func world(_ install: (UIView) -> Void) -> MirrorWorld {
    let top = UIViewController()
    let world = MirrorWorld(stack: [UIViewController(), top])
    world.run {
      let area = UIView(frame: CGRect(x: 100, y: 300, width: 100, height: 100))
      top.view.addSubview(area)
      install(area)
    }
    return world
  }

  @Test("A tap recognizes when its finger lifts within 10 pt, and calls its action once")
  func tapRecognizes() {
    let counter = Counter()
    var tap: UITapGestureRecognizer?
    let world = world { area in
      #if canImport(UIKit)
      let action = #selector(Counter.tapped(_:))
      #else
      let action = Selector(Counter.tapped)
      #endif
      let recognizer = UITapGestureRecognizer(target: counter, action: action)
      area.addGestureRecognizer(recognizer)
      tap = recognizer
    }
    world.down(1, 150, 350, at: 100)
    world.move(1, 160, 350, at: 116)
    #expect(counter.calls.isEmpty)
    world.up(1, at: 150)
    #expect(counter.calls == ["tapped at 150"])
    #expect(tap?.state == .possible)
  }

  @Test("A finger that moves 11 pt fails the tap")
  func tapFailsOnMovement() {
    let counter = Counter()
    let world = world { area in
      #if canImport(UIKit)
      let action = #selector(Counter.tapped(_:))
      #else
      let action = Selector(Counter.tapped)
      #endif
      area.addGestureRecognizer(UITapGestureRecognizer(target: counter, action: action))
    }
    world.down(1, 150, 350, at: 100)
    world.move(1, 150, 361, at: 116)
    world.up(1, at: 150)
    #expect(counter.calls.isEmpty)
  }

  @Test("A button sends touchUpInside when its finger lifts inside, touchUpOutside outside")
  func buttonEvents() {
    let inside = Counter()
    let outside = Counter()
    let world = world { area in
      let button = UIButton(frame: area.bounds)
      #if canImport(UIKit)
      let action = #selector(Counter.tapped(_:))
      #else
      let action = Selector(Counter.tapped)
      #endif
      button.addTarget(inside, action: action, for: .touchUpInside)
      button.addTarget(outside, action: action, for: .touchUpOutside)
      area.addSubview(button)
    }
    world.down(1, 150, 350, at: 100)
    world.up(1, at: 140)
    #expect(inside.calls == ["tapped at 140"])
    // Down inside, dragged straight down and out of the 100 pt button (a vertical drag,
    // which no back gesture takes), lifted outside.
    world.down(1, 150, 350, at: 1000)
    world.move(1, 150, 420, at: 1016)
    world.up(1, at: 1032)
    #expect(inside.calls.count == 1)
    #expect(outside.calls == ["tapped at 1032"])
  }
}
