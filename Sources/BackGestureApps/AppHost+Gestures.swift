import BackGestureModel
import BackGestureUIKit
import Foundation

extension AppHost {
  /// A drag on one of the app's own gestures, the liveness probe [L4].
  package struct GestureProbe: Sendable {
    /// The gesture's name.
    package var name: String
    /// Which way it drags, as failures spell it.
    package var direction: String
    /// Where the drag starts: the centre of the gesture's view, on the screen.
    package var start: Point
    /// The steps after the state at rest: a touch-down 1 ms later, then moves 12 and
    /// 40 pt the gesture's way 16 ms apart.
    package var steps: [Step]
  }

  /// The probes of the app's own gestures on the current screen (the top of the front
  /// container), in the order the app lists them: each gesture that is enabled, on a
  /// view in the window, and whose view (or a view inside it) is hit at its centre.
  package func gestureProbes() -> [GestureProbe] {
    simulation.run {
      guard let top = containers.last?.topViewController else { return [] }
      let time = simulation.time
      let rtl = simulation.layoutDirection == .rightToLeft
      var probes: [GestureProbe] = []
      for gesture in app.gestures(of: top) {
        let recognizer = gesture.recognizer
        guard recognizer.isEnabled, let view = recognizer.view, view.window != nil else {
          continue
        }
        let frame = view.convert(view.bounds, to: nil)
        let centre = CGPoint(x: frame.midX.rounded(.down), y: frame.midY.rounded(.down))
        guard let hit = simulation.window.hitTest(centre, with: nil), hit.isInside(view)
        else { continue }
        let start = Point(x: Int(centre.x), y: Int(centre.y))
        let (dx, dy, word): (Int, Int, String) =
          switch gesture.direction {
          case .forward: (rtl ? -1 : 1, 0, "forward")
          case .backward: (rtl ? 1 : -1, 0, "backward")
          case .up: (0, -1, "up")
          case .down: (0, 1, "down")
          }
        let point = { (distance: Int) in
          Point(x: start.x + dx * distance, y: start.y + dy * distance)
        }
        probes.append(
          GestureProbe(
            name: gesture.name, direction: word, start: start,
            steps: [
              Step(time: time + 1, action: .down(finger: 1, at: start)),
              Step(time: time + 17, action: .move(finger: 1, to: point(12))),
              Step(time: time + 33, action: .move(finger: 1, to: point(40))),
            ]))
      }
      return probes
    }
  }

  /// The state of the app's own gesture of a name on the current screen, such as
  /// `began`, and whether it is recognizing (`began` or `changed`); `nil` when the screen
  /// declares none of that name.
  package func gestureState(named name: String) -> (name: String, recognizing: Bool)? {
    simulation.run {
      guard let top = containers.last?.topViewController,
        let state = app.gestures(of: top).first(where: { $0.name == name })?.recognizer.state
      else { return nil }
      let text =
        switch state {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
      return (text, state == .began || state == .changed)
    }
  }
}
