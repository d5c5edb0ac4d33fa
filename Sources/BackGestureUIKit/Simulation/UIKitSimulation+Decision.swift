import Foundation

extension UIKitSimulation {
  /// What one recognizer concludes at the decision moment.
  enum Verdict {
    case begin
    case fail(GestureOutcome)
  }

  /// The decision moment of the first finger ([G3], [G5], section 5 as section 14 reads
  /// it for UIKit): each recognizer still deciding, edge pans first, either begins (the
  /// later ones then fail) or fails; when none began, the last failure is the attempt's
  /// outcome and the scroll view under the touch-down may follow the finger ([K4]).
  func decide(at point: CGPoint) {
    guard var attempt else { return }
    attempt.decided = true
    let front = window.frontController?.viewIfLoaded
    for recognizer in attempt.recognizers where !isInside(recognizer.view, front) {
      retarget(&attempt)
      break
    }
    self.attempt = attempt
    var began = false
    var lastFailure: GestureOutcome?
    guard let first = touches[attempt.finger] else { return }
    for recognizer in attempt.recognizers
    where recognizer.state == .possible && recognizer.isDriven(by: first) {
      guard recognizer.isEnabled else {
        recognizer.stateStorage = .failed
        continue
      }
      if began {
        recognizer.stateStorage = .failed
        continue
      }
      switch verdict(for: recognizer, attempt: attempt, at: point) {
      case .begin:
        began = true
        recognizer.transition(to: .began)
      case .fail(let outcome):
        recognizer.stateStorage = .failed
        lastFailure = outcome
      }
    }
    guard !began else { return }
    if let lastFailure { outcomeLog.append(lastFailure) }
    startScrollTracking(attempt, at: point)
  }

  /// One recognizer's verdict: the views under the touch (a control keeps it), an edge
  /// pan's own zone and direction, the delegate (UIKit's own rules for the system pop),
  /// then the scroll view under the touch-down ([R-control], [R-edgeZone],
  /// [R-direction], [K3]).
  private func verdict(
    for recognizer: UIGestureRecognizer, attempt: TouchAttempt, at point: CGPoint
  )
    -> Verdict
  {
    for view in viewsBetween(attempt.hitView, and: recognizer.view) {
      if !view.gestureRecognizerShouldBegin(recognizer) { return .fail(.lostToControl) }
    }
    if let edge = recognizer as? UIScreenEdgePanGestureRecognizer {
      if edgeDistance(of: attempt.down, from: edge.edges) > UIScreenEdgePanGestureRecognizer.zone {
        return .fail(.refused("edgeZone"))
      }
      if awayFromEdge(from: attempt.down, to: point, edges: edge.edges) <= 0 {
        return .fail(.refused("direction"))
      }
    }
    if let system = recognizer.delegate as? InteractivePopDelegate {
      if let rule = system.refusal() { return .fail(.refused(rule)) }
    } else if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer)
    {
      return .fail(.refused("delegate"))
    }
    if let scrollView = scrollView(under: attempt),
      scrollWins(scrollView, against: recognizer, attempt, point)
    {
      return .fail(.lostToScroll)
    }
    return .begin
  }

  /// Whether a view is a container's view or inside it.
  private func isInside(_ view: UIView?, _ container: UIView?) -> Bool {
    guard let container else { return false }
    var current = view
    while let ancestor = current {
      if ancestor === container { return true }
      current = ancestor.superview
    }
    return false
  }

  /// Delivers an undecided touch to the front container's recognizers when the ones that
  /// tracked it are no longer in front at its decision (a presentation or a dismissal
  /// came in between): the decision then reads the current container, and still the item
  /// hit at touch-down, as spec [Q10] has it. (UIKit would leave the touch with the
  /// recognizers it began with; section 14 notes the difference.)
  private func retarget(_ attempt: inout TouchAttempt) {
    guard let touch = touches[attempt.finger] else { return }
    let hit = window.hitTest(attempt.down, with: nil)
    let ordered = candidates(from: hit, possibleOnly: true)
    var tracking: [UIGestureRecognizer] = []
    for recognizer in ordered {
      guard receives(touch, recognizer) else { continue }
      recognizer.startTracking(touch, at: time)
      recognizer.startLocation = attempt.down
      recognizer.translationOrigin = attempt.down
      recognizer.samples = attempt.samples
      tracking.append(recognizer)
      // A pan that allows fewer fingers than are down failed when the extra one came ([G4]).
      if let pan = recognizer as? UIPanGestureRecognizer,
        !(pan is UIScreenEdgePanGestureRecognizer), touches.count > pan.maximumNumberOfTouches
      {
        pan.stateStorage = .failed
      }
    }
    attempt.recognizers = tracking
  }

  /// The views from the one a touch began in up to a recognizer's view.
  private func viewsBetween(_ hit: UIView?, and top: UIView?) -> [UIView] {
    var views: [UIView] = []
    var view = hit
    while let current = view {
      views.append(current)
      if current === top { break }
      view = current.superview
    }
    return views
  }

  /// The distance of a point from the nearest of some edges of the screen.
  private func edgeDistance(of point: CGPoint, from edges: UIRectEdge) -> Int {
    var distance = Int.max
    if edges.contains(.left) { distance = min(distance, Int(point.x)) }
    if edges.contains(.right) { distance = min(distance, width - Int(point.x)) }
    if edges.contains(.top) { distance = min(distance, Int(point.y)) }
    if edges.contains(.bottom) { distance = min(distance, height - Int(point.y)) }
    return distance
  }

  /// How far a finger moved away from an edge.
  private func awayFromEdge(from start: CGPoint, to end: CGPoint, edges: UIRectEdge) -> Int {
    if edges.contains(.left) { return Int(end.x) - Int(start.x) }
    if edges.contains(.right) { return Int(start.x) - Int(end.x) }
    if edges.contains(.top) { return Int(end.y) - Int(start.y) }
    if edges.contains(.bottom) { return Int(start.y) - Int(end.y) }
    return 0
  }

  /// The scroll view the touch-down hit: the hit view itself when it is one. A scroll view
  /// whose scrolling or pan recognizer is off does not take the touch: it goes to the
  /// superview's content as if the scroll view were not there ([U6]).
  private func scrollView(under attempt: TouchAttempt) -> UIScrollView? {
    var view = attempt.hitView
    while let scroll = view as? UIScrollView, !scroll.isScrollable {
      view = scroll.superview
    }
    return view as? UIScrollView
  }

  /// Whether a pan is mostly vertical: `|dy| > |dx|` from the touch-down ([K2]).
  private func isMostlyVertical(_ attempt: TouchAttempt, _ point: CGPoint) -> Bool {
    abs(Int(point.y) - Int(attempt.down.y)) > abs(Int(point.x) - Int(attempt.down.x))
  }

  /// The arbitration of spec [K3] as this version of the mirror keeps it: a vertical
  /// scroll view that can scroll wins a mostly vertical pan; a horizontal one wins a
  /// horizontal pan unless it yields: always to an edge pan, and to any other pan when it
  /// rests at its leading edge and the pan moves forward.
  private func scrollWins(
    _ view: UIScrollView, against recognizer: UIGestureRecognizer, _ attempt: TouchAttempt,
    _ point: CGPoint
  ) -> Bool {
    guard view.canScroll else { return false }
    let vertical = isMostlyVertical(attempt, point)
    switch view.axis {
    case .vertical:
      return vertical
    case .horizontal:
      guard !vertical else { return false }
      if recognizer is UIScreenEdgePanGestureRecognizer { return false }
      let yields = view.isAtLeadingEdge(at: time) && forward(from: attempt.down, to: point) > 0
      return !yields
    }
  }

  /// Lets the scroll view under the touch-down follow the finger when no recognizer began
  /// and it scrolls in the pan's axis ([K4]).
  private func startScrollTracking(_ attempt: TouchAttempt, at point: CGPoint) {
    guard let view = scrollView(under: attempt), view.canScroll else { return }
    let vertical = isMostlyVertical(attempt, point)
    guard (view.axis == .vertical) == vertical else { return }
    scrollTracking = ScrollTracking(
      view: view, finger: attempt.finger, offsetAtDecision: view.modelOffset, pointAtDecision: point
    )
    view.isTracking = true
    view.isDragging = true
    view.delegate?.scrollViewWillBeginDragging(view)
  }

  /// Moves a tracking scroll view with its finger ([K4]).
  func drag(_ tracking: ScrollTracking, to point: CGPoint) {
    let view = tracking.view
    switch view.axis {
    case .vertical:
      view.modelOffset = view.dragged(
        tracking.offsetAtDecision - (Int(point.y) - Int(tracking.pointAtDecision.y)))
    case .horizontal:
      view.modelOffset = view.dragged(
        tracking.offsetAtDecision - forward(from: tracking.pointAtDecision, to: point))
    }
  }
}
