import Foundation

extension UIKitSimulation {
  /// The decision moment of the first finger ([G3]) begins: when the recognizers that took
  /// the touch are no longer in the front container, the touch goes to the front
  /// container's ([U7]). The recognizers then see the move, each pan checking the views'
  /// vetoes and its own condition in its `touchesMoved(_:with:)` ([AR4], [TD3]), and
  /// ``endDecision(at:)`` lets the graph of spec section 14.7 decide. Returns the
  /// recognizers that joined the touch, which hear of it first ([TD2]).
  func startDecision() -> [UIGestureRecognizer] {
    guard var attempt else { return [] }
    attempt.decided = true
    attempt.deciding = true
    var joined: [UIGestureRecognizer] = []
    let front = window.frontController?.viewIfLoaded
    for recognizer in attempt.recognizers
    where !recognizer.isScrollViewPan && !isInside(recognizer.view, front) {
      joined = retarget(&attempt)
      break
    }
    self.attempt = attempt
    return joined
  }

  /// The decision moment ends: the failure requirements among the recognizers that want to
  /// begin are gathered once ([AR5]), ``resolve()`` lets them begin, wait or fail
  /// ([AR6]-[AR9]), and a page sheet may take the drag ([N7]).
  func endDecision(at point: CGPoint) {
    arbitrate()
    attempt?.deciding = false
    considerPull(at: point)
  }

  /// Lets the recognizers that want to begin do so, in the order of [AR2], until none
  /// changes: one whose required recognizer began fails; one that waits for a recognizer
  /// still `possible` stays; the others are asked whether they should begin and begin or
  /// fail ([AR6], [AR8]). Records the attempt's outcome once no participant but scroll
  /// views' pans is left to decide ([AR9]).
  func resolve() {
    var changed = true
    while changed, let attempt {
      changed = false
      for recognizer in attempt.wanting where recognizer.state == .possible {
        switch requirementState(of: recognizer, in: attempt) {
        case .waiting:
          continue
        case .lost(let winner):
          fail(recognizer, winner.isScrollViewPan ? .lostToScroll : nil)
          changed = true
        case .met:
          if let refusal = delegateRefusal(recognizer) {
            fail(recognizer, refusal)
          } else {
            begin(recognizer)
          }
          changed = true
        }
        if changed { break }
      }
    }
    recordOutcomeIfDecided()
  }

  /// Lets the recognizers that wait go on after app code failed a recognizer, once the
  /// decision moment has passed ([AR8]).
  func resolveWaiters() {
    guard let attempt, attempt.decided else { return }
    resolve()
  }

  /// Where a recognizer stands with its failure requirements.
  private enum RequirementState {
    /// Every recognizer it requires has failed or takes no part.
    case met
    /// One it requires is still `possible`.
    case waiting
    /// One it requires began or ended.
    case lost(UIGestureRecognizer)
  }

  private func requirementState(
    of recognizer: UIGestureRecognizer, in attempt: TouchAttempt
  ) -> RequirementState {
    var waiting = false
    for requirement in attempt.requirements where requirement.waiter === recognizer {
      let required = requirement.required
      switch required.state {
      case .began, .changed, .ended:
        return .lost(required)
      case .possible:
        if !required.trackedTouches.isEmpty { waiting = true }
      case .cancelled, .failed:
        break
      }
    }
    return waiting ? .waiting : .met
  }

  /// Begins a recognizer: the others still `possible` that it excludes, or that wait for
  /// it, fail first ([AR7]); a scroll view's pan starts its view following the finger
  /// ([SV5]); its touches are cancelled in their views ([TD7]); then the targets are
  /// called, with `ended` for a gesture its own code recognized at once ([TD4]).
  private func begin(_ recognizer: UIGestureRecognizer) {
    guard let attempt else { return }
    recognizer.stateStorage = .began
    let outcome: GestureOutcome? = recognizer.isScrollViewPan ? .lostToScroll : nil
    for other in attempt.recognizers
    where other !== recognizer && other.state == .possible && !other.trackedTouches.isEmpty {
      let waits = attempt.requirements.contains {
        $0.waiter === other && $0.required === recognizer
      }
      if waits || excludes(recognizer, other) { fail(other, outcome) }
    }
    if recognizer.isScrollViewPan, let view = recognizer.view as? UIScrollView {
      startScrollTracking(view, attempt)
    }
    cancelTouchesInViews(recognizedBy: recognizer)
    recognizer.transition(to: recognizer.delivery.recognizesAtOnce ? .ended : .began)
  }

  /// Whether a recognizer that begins excludes another still `possible`: neither
  /// delegate lets them recognize simultaneously, and the classes let the one prevent
  /// the other ([AR7]).
  private func excludes(_ winner: UIGestureRecognizer, _ other: UIGestureRecognizer) -> Bool {
    guard winner.canPrevent(other), other.canBePrevented(by: winner) else { return false }
    if winner.delegate?.gestureRecognizer(winner, shouldRecognizeSimultaneouslyWith: other)
      == true
    {
      return false
    }
    return other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: winner)
      != true
  }

  /// Fails a recognizer that decided, keeping its outcome as the attempt's last failure
  /// when it is not a scroll view's pan ([AR9]).
  func fail(_ recognizer: UIGestureRecognizer, _ outcome: GestureOutcome?) {
    recognizer.stateStorage = .failed
    if let outcome, !recognizer.isScrollViewPan { attempt?.lastFailure = outcome }
  }

  /// Records the attempt's last failure once the decision moment has passed, no
  /// participant other than a scroll view's pan is left to decide and none began ([AR9]).
  private func recordOutcomeIfDecided() {
    guard let attempt, attempt.decided, !attempt.outcomeRecorded else { return }
    for recognizer in attempt.recognizers where !recognizer.isScrollViewPan {
      switch recognizer.state {
      case .possible:
        // One that wants to begin, or still has a touch to decide on, is left to decide.
        if attempt.wanting.containsObject(recognizer) || !recognizer.trackedTouches.isEmpty {
          return
        }
      case .began, .changed, .ended, .cancelled:
        self.attempt?.outcomeRecorded = true
        return
      case .failed:
        break
      }
    }
    self.attempt?.outcomeRecorded = true
    if let outcome = attempt.lastFailure { outcomeLog.append(outcome) }
  }

  /// The failure requirements that recognizers newly wanting to begin bring ([AR5],
  /// [TD3]): each ordered pair of participants still `possible` with a touch, one of them
  /// new, asked once per touch sequence in the order of [AR2]; static, subclass and
  /// delegate sources add up. At the decision moment every participant left wants to
  /// begin, so the pairs are those of the recognizers that want to begin.
  func requirements(
    for newcomers: [UIGestureRecognizer], in attempt: TouchAttempt
  ) -> [Requirement] {
    var found: [Requirement] = []
    let participants = attempt.recognizers.filter {
      $0.stateStorage == .possible && !$0.trackedTouches.isEmpty
    }
    guard participants.count > 1 else {
      return found
    }
    for waiter in participants {
      for required in participants where required !== waiter {
        guard newcomers.containsObject(waiter) || newcomers.containsObject(required),
          !attempt.asked.containsObject(waiter), !attempt.asked.containsObject(required)
        else { continue }
        if requires(waiter, required) {
          found.append(Requirement(waiter: waiter, required: required))
        }
      }
    }
    return found
  }

  /// Whether one recognizer waits for another to fail ([AR5]).
  private func requires(_ waiter: UIGestureRecognizer, _ required: UIGestureRecognizer) -> Bool {
    waiter.failureRequirements.containsObject(required)
      || waiter.shouldRequireFailure(of: required)
      || required.shouldBeRequiredToFail(by: waiter)
      || waiter.delegate?.gestureRecognizer(waiter, shouldRequireFailureOf: required) == true
      || required.delegate?.gestureRecognizer(required, shouldBeRequiredToFailBy: waiter) == true
  }

  /// Why a recognizer cannot want to begin at the decision moment, if it cannot: a view
  /// from the hit view up to its own vetoes it ([AR4], [R-control]); an edge pan's zone
  /// and direction ([R-edgeZone], [R-direction]); a scroll view's pan that cannot scroll
  /// along the pan's axis ([SV2]). `.some(nil)` is a failure with no outcome.
  func ownRefusal(
    _ recognizer: UIGestureRecognizer, _ attempt: TouchAttempt, _ point: CGPoint,
    vertical: Bool
  ) -> GestureOutcome?? {
    if let refusal = viewRefusal(recognizer, attempt) { return refusal }
    if let edge = recognizer as? UIScreenEdgePanGestureRecognizer {
      // The content pop has no zone ([G10]); its direction is its own as the edge's is.
      if !(edge is ContentPopGestureRecognizer),
        edgeDistance(of: attempt.down, from: edge.edges) > UIScreenEdgePanGestureRecognizer.zone
      {
        return .some(.refused("edgeZone"))
      }
      if awayFromEdge(from: attempt.down, to: point, edges: edge.edges) <= 0 {
        return .some(.refused("direction"))
      }
    }
    if recognizer.isScrollViewPan {
      guard let view = recognizer.view as? UIScrollView, view.isScrollEnabled else {
        return .some(nil)
      }
      let scrolls = vertical ? view.canScrollVertically : view.canScrollHorizontally
      if !scrolls { return .some(nil) }
      if takingScrollView(attempt, point, vertical: vertical) !== view { return .some(nil) }
    }
    return nil
  }

  /// Whether a view from the hit view up to a recognizer's own vetoes its begin ([AR4]):
  /// a view that turns down its own recognizer is the recognizer's own condition (no
  /// outcome); one that turns down a recognizer further up keeps the touch, as a control
  /// does (`lost:control`).
  func viewRefusal(_ recognizer: UIGestureRecognizer, _ attempt: TouchAttempt) -> GestureOutcome?? {
    for view in viewsBetween(attempt.hitView, and: recognizer.view)
    where !view.gestureRecognizerShouldBegin(recognizer) {
      return view === recognizer.view ? .some(nil) : .some(.lostToControl)
    }
    return nil
  }

  /// The scroll view under a touch that takes a drag along an axis ([C7], model choice
  /// after `transfersHorizontalScrollingToParent`): of the scroll views from the hit view
  /// up whose pans took the touch and that can scroll along the axis, the deepest that
  /// can still move the way the finger goes, else the outermost of them.
  private func takingScrollView(
    _ attempt: TouchAttempt, _ point: CGPoint, vertical: Bool
  ) -> UIScrollView? {
    var along: [UIScrollView] = []
    var view = attempt.hitView
    while let current = view {
      if let scroll = current as? UIScrollView, scroll.isScrollEnabled,
        attempt.recognizers.containsObject(scroll.panGestureRecognizer),
        vertical ? scroll.canScrollVertically : scroll.canScrollHorizontally
      {
        along.append(scroll)
      }
      view = current.superview
    }
    let travel =
      vertical ? Int(point.y) - Int(attempt.down.y) : forward(from: attempt.down, to: point)
    let movable = along.first { scroll in
      travel > 0
        ? scroll.modelOffset > scroll.minimumOffset
        : travel < 0 && scroll.modelOffset < scroll.maximumOffset
    }
    return movable ?? along.last
  }

  /// Why a recognizer's delegate refuses its begin, if it does: UIKit's own rules for the
  /// system pop ([U9]), an app's `gestureRecognizerShouldBegin(_:)` otherwise ([AR6]).
  private func delegateRefusal(_ recognizer: UIGestureRecognizer) -> GestureOutcome? {
    if let system = recognizer.delegate as? InteractivePopDelegate {
      return system.refusal(recognizer).map { .refused($0) }
    }
    if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
      return .refused("delegate")
    }
    return nil
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
  /// tracked it are no longer in front at its decision (a presentation, a dismissal or an
  /// instant pop came in between): the decision then reads the current container, and
  /// still the item hit at touch-down, as spec [Q10] has it: the recognizers of the
  /// content hit then (a scroll view's pan, a cell's own pan) keep the touch, ahead of the
  /// front container's recognizers, which they are deeper than, and the content under the
  /// point in front now takes no part. (UIKit would leave the touch with the recognizers
  /// it began with; section 14 notes the difference.) Returns the recognizers that
  /// joined; the ones that left hear no more of the touch ([TD2]).
  private func retarget(_ attempt: inout TouchAttempt) -> [UIGestureRecognizer] {
    guard let touch = touches[attempt.finger] else { return [] }
    let hit = window.hitTest(attempt.down, with: nil)
    let ordered = candidates(from: hit, possibleOnly: true)
    // A container's recognizers sit on its view (a navigation controller's) or on the
    // window; every other one belongs to content.
    func isContent(_ recognizer: UIGestureRecognizer) -> Bool {
      !(recognizer.view is ContainerView || recognizer.view is UIWindow)
    }
    var tracking = attempt.recognizers.filter { isContent($0) && $0.state == .possible }
    var joined: [UIGestureRecognizer] = []
    for recognizer in ordered where !isContent(recognizer) {
      guard receives(touch, recognizer) else { continue }
      recognizer.startTracking(touch, at: time)
      recognizer.startLocation = attempt.down
      recognizer.translationOrigin = attempt.down
      recognizer.samples = attempt.samples
      tracking.append(recognizer)
      joined.append(recognizer)
      // A pan that allows fewer fingers than are down failed when the extra one came ([G4]).
      if let pan = recognizer as? UIPanGestureRecognizer, !pan.isScrollViewPan,
        !(pan is UIScreenEdgePanGestureRecognizer), touches.count > pan.maximumNumberOfTouches
      {
        pan.stateStorage = .failed
      }
    }
    for recognizer in attempt.recognizers where !tracking.containsObject(recognizer) {
      attempt.retired.append(recognizer)
    }
    attempt.recognizers = tracking
    return joined
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

  /// Whether a pan is mostly vertical: `|dy| > |dx|` from the touch-down ([K2]).
  func isMostlyVertical(_ attempt: TouchAttempt, _ point: CGPoint) -> Bool {
    abs(Int(point.y) - Int(attempt.down.y)) > abs(Int(point.x) - Int(attempt.down.x))
  }

  /// Starts a scroll view following the attempt's finger when its pan begins ([SV5],
  /// [K4]).
  private func startScrollTracking(_ view: UIScrollView, _ attempt: TouchAttempt) {
    let point = touches[attempt.finger]?.point ?? attempt.down
    scrollTracking = ScrollTracking(
      view: view, finger: attempt.finger, offsetAtDecision: view.modelOffset, pointAtDecision: point
    )
    view.isTracking = true
    view.isDragging = true
    view.delegate?.scrollViewWillBeginDragging(view)
  }

  /// Stops a scroll view following its finger when app code cancels its pan: it settles
  /// without a fling ([SV5], [K5]), unless the content has not moved since the pan began,
  /// when it stays as it is (model choice). A system cancel settles it as [K5] says.
  func scrollPanCancelled(_ pan: UIGestureRecognizer) {
    guard !cancellingTouches, let tracking = scrollTracking,
      tracking.view.panGestureRecognizer === pan
    else { return }
    let view = tracking.view
    if view.modelOffset != tracking.offsetAtDecision {
      view.settle(velocity: nil, at: time)
    } else {
      view.isTracking = false
      view.isDragging = false
    }
    scrollTracking = nil
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
