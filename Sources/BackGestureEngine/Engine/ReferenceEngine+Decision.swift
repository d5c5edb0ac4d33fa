import BackGestureModel

extension ReferenceEngine {
  /// What one recognizer concludes at the decision moment.
  enum Verdict: Equatable {
    case begin
    case fail(Outcome.Swipe)
  }

  /// Runs the decision at the first move past the slop (spec [G3], [G5], section 5).
  ///
  /// The edge decides first; if it begins the pan fails silently, otherwise the pan
  /// decides. The attempt's outcome is the last failing recognizer's, recorded now;
  /// a begun attempt records its outcome at completion. When nothing begins, the
  /// scroll view under the touch may start to follow the finger ([K4]).
  mutating func decide(_ touch: TrackedTouch, at point: Point) {
    edge.touch?.decided = true
    pan.touch?.decided = true
    var began = false
    var lastFailure: Outcome.Swipe?
    for kind in [RecognizerKind.edge, .pan] where recognizer(kind).isDeciding {
      if began {
        setState(.failed, of: kind)
        continue
      }
      switch verdict(for: kind, touch: touch, at: point) {
      case .begin:
        beginInteractive(driver: kind, touch: touch, at: point)
        began = true
      case .fail(let swipe):
        setState(.failed, of: kind)
        lastFailure = swipe
      }
    }
    guard !began else { return }
    if let lastFailure { outcomes.append(.swipe(lastFailure)) }
    startScrollTracking(touch, at: point)
  }

  /// Evaluates one recognizer: control, begin rules, scroll arbitration, in that order.
  func verdict(for kind: RecognizerKind, touch: TrackedTouch, at point: Point) -> Verdict {
    if touch.hit == .control, policy.controlOwnsTouch(kind) {
      return .fail(.lostToControl)  // [R-control]
    }
    if let rule = policy.decideBegin(beginContext(for: kind, touch: touch, at: point)) {
      return .fail(.refused(rule))
    }
    if let context = scrollContext(for: kind, touch: touch, at: point),
      policy.scrollWins(context)
    {
      return .fail(.lostToScroll)  // [R-scroll]
    }
    return .begin
  }

  /// Gathers the facts the begin rules read, for the current container and its top.
  func beginContext(
    for kind: RecognizerKind, touch: TrackedTouch, at point: Point
  )
    -> BeginContext
  {
    let index = currentIndex
    let container = containers[index]
    let top = screens[screenIndex(container.top)]
    var below: BeginContext.ScreenFacts?
    if container.stack.count >= 2 {
      let screen = screens[screenIndex(container.stack[container.stack.count - 2])]
      below = BeginContext.ScreenFacts(
        popDisabled: screen.effectivePopDisabled, maxDistance: screen.effectiveMaxDistance,
        veto: screen.settings.veto, backButton: screen.settings.back)
    }
    return BeginContext(
      recognizer: kind, stackCount: container.stack.count, isPresentation: index > 0,
      popDisabled: top.effectivePopDisabled, maxDistance: top.effectiveMaxDistance,
      veto: top.settings.veto, backButton: top.settings.back, pageFlag: container.pageFlag,
      transitioning: transitionGuard(for: index),
      touchDownLeadingDistance: leadingDistance(ofX: touch.touchDown.x),
      leadingDistance: leadingDistance(ofX: point.x),
      forwardDisplacement: forwardDisplacement(from: touch.touchDown, to: point),
      fingersDown: fingers.count,
      presentationChangeInFlight: transitions.contains { $0.isPresentationChange },
      belowTop: below)
  }

  /// Whether a container is transitioning or any presentation or dismissal animates ([R-transition]).
  func transitionGuard(for container: Int) -> Bool {
    transitions.contains { $0.container == container || $0.isPresentationChange }
  }

  /// Gathers the facts scroll arbitration reads, if the touch-down hit a scroll view.
  func scrollContext(
    for kind: RecognizerKind, touch: TrackedTouch, at point: Point
  )
    -> ScrollContext?
  {
    guard case .scrollView(let index) = touch.hit else { return nil }
    let scroll = scrollViews[index]
    let item: ScrollContext.Item =
      switch scroll.view {
      case .horizontal(let view): .horizontal(view, decelerating: scroll.isDecelerating(at: time))
      case .vertical(let view): .vertical(view)
      }
    return ScrollContext(
      recognizer: kind, item: item, mostlyVertical: isMostlyVertical(touch, at: point),
      forwardDisplacement: forwardDisplacement(from: touch.touchDown, to: point),
      touchDownLeadingDistance: leadingDistance(ofX: touch.touchDown.x))
  }

  /// Whether the pan is mostly vertical: `|dy| > |dx|` from the touch-down point (spec [K2]).
  func isMostlyVertical(_ touch: TrackedTouch, at point: Point) -> Bool {
    abs(point.y - touch.touchDown.y) > abs(point.x - touch.touchDown.x)
  }
}
