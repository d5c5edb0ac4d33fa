import BackGestureModel

/// The defaults: every decision delegates to the base policy, and the begin decision and
/// the scroll arbitration are composed from the smaller requirements.
extension BackGesturePolicy {
  /// No preset: only the invariants that need none are checked.
  public var follows: Preset? { nil }

  /// Delegates to ``base``.
  public func isEnabled(_ recognizer: RecognizerKind, on idiom: Device.Idiom) -> Bool {
    base.isEnabled(recognizer, on: idiom)
  }

  /// Delegates to ``base``.
  public func isDecisionMoment(dx: Int, dy: Int) -> Bool {
    base.isDecisionMoment(dx: dx, dy: dy)
  }

  /// Delegates to ``base``.
  public func failsOnExtraFinger(_ recognizer: RecognizerKind) -> Bool {
    base.failsOnExtraFinger(recognizer)
  }

  /// Delegates to ``base``.
  public var velocityStaleness: Int { base.velocityStaleness }

  /// Delegates to ``base``.
  public func trackedLocation(finger: Point, centroid: Point, fingersDown: Int) -> Point {
    base.trackedLocation(finger: finger, centroid: centroid, fingersDown: fingersDown)
  }

  /// Delegates to ``base``.
  public func rules(for recognizer: RecognizerKind) -> [BeginRule] {
    base.rules(for: recognizer)
  }

  /// Delegates to ``base``.
  public func refuses(_ rule: BeginRule, _ context: BeginContext) -> Bool {
    base.refuses(rule, context)
  }

  /// Returns the first of ``rules(for:)`` that ``refuses(_:_:)``, or `nil` when all allow it.
  public func decideBegin(_ context: BeginContext) -> BeginRule? {
    defaultDecideBegin(context)
  }

  /// Returns the first of ``rules(for:)`` that ``refuses(_:_:)``, or `nil` when all allow it.
  ///
  /// This is step 2 of the decision (spec section 5); the first refusal wins. It is
  /// what ``decideBegin(_:)`` does unless a type implements it, for an implementation
  /// that changes only some cases.
  public func defaultDecideBegin(_ context: BeginContext) -> BeginRule? {
    for rule in rules(for: context.recognizer) where refuses(rule, context) { return rule }
    return nil
  }

  /// Delegates to ``base``.
  public func controlOwnsTouch(_ recognizer: RecognizerKind) -> Bool {
    base.controlOwnsTouch(recognizer)
  }

  /// Delegates to ``base``.
  public func isAtLeadingEdge(_ view: HorizontalScrollView, decelerating: Bool) -> Bool {
    base.isAtLeadingEdge(view, decelerating: decelerating)
  }

  /// Tells whether a horizontal scroll view yields, by the base's scroll rule and ``isAtLeadingEdge(_:decelerating:)``.
  public func scrollYields(_ context: ScrollContext) -> Bool {
    defaultScrollYields(context)
  }

  /// Tells whether a horizontal scroll view yields, by the base's scroll rule and ``isAtLeadingEdge(_:decelerating:)``.
  ///
  /// It is what ``scrollYields(_:)`` does unless a type implements it.
  public func defaultScrollYields(_ context: ScrollContext) -> Bool {
    guard case .horizontal(let view, let decelerating) = context.item else { return false }
    let forward = context.forwardDisplacement > 0
    let atEdge = isAtLeadingEdge(view, decelerating: decelerating) && forward
    switch base.scrollRule(for: context.recognizer) {
    case .leadingEdge:
      return atEdge
    case .leadingEdgeNoBounce:
      return atEdge && !view.bounces
    case .leadingEdgeOrStrip(let strip):
      return atEdge || (context.touchDownLeadingDistance <= strip && forward)
    case .alwaysYields:
      return true
    }
  }

  /// Tells whether the scroll view under the touch wins the pan against a recognizer (spec [K3]).
  ///
  /// A vertical scroll view that can scroll wins a mostly vertical pan; a horizontal one
  /// that can scroll wins a horizontal pan unless it yields by ``scrollYields(_:)``;
  /// anything else does not compete.
  public func scrollWins(_ context: ScrollContext) -> Bool {
    defaultScrollWins(context)
  }

  /// Tells whether the scroll view under the touch wins the pan, by ``scrollYields(_:)`` (spec [K3]).
  ///
  /// It is what ``scrollWins(_:)`` does unless a type implements it.
  public func defaultScrollWins(_ context: ScrollContext) -> Bool {
    switch context.item {
    case .vertical(let view):
      view.canScroll && context.mostlyVertical
    case .horizontal(let view, _):
      view.canScroll && !context.mostlyVertical && !scrollYields(context)
    }
  }

  /// Delegates to ``base``.
  public func shouldFinish(_ release: ReleaseContext) -> Bool {
    base.shouldFinish(release)
  }

  /// Delegates to ``base``.
  public func completionTime(progress: Int, duration: Int, finishing: Bool) -> Int {
    base.completionTime(progress: progress, duration: duration, finishing: finishing)
  }

  /// Delegates to ``base``.
  public func initialBar(top: ScreenSettings) -> BarAppearance {
    base.initialBar(top: top)
  }

  /// Delegates to ``base``.
  public func barAfterWillAppear(_ bar: BarAppearance, screen: ScreenSettings) -> BarAppearance {
    base.barAfterWillAppear(bar, screen: screen)
  }

  /// Delegates to ``base``.
  public func barAfterDidDisappear(_ bar: BarAppearance, top: ScreenSettings) -> BarAppearance {
    base.barAfterDidDisappear(bar, top: top)
  }

  /// Delegates to ``base``.
  public func barAfterCancel(_ bar: BarAppearance, saved: BarAppearance) -> BarAppearance {
    base.barAfterCancel(bar, saved: saved)
  }

  /// Delegates to ``base``.
  public func initialPageFlag(popDisabled: Bool) -> Bool {
    base.initialPageFlag(popDisabled: popDisabled)
  }

  /// Delegates to ``base``.
  public func pageFlagAfterDidAppear(_ flag: Bool, popDisabled: Bool) -> Bool {
    base.pageFlagAfterDidAppear(flag, popDisabled: popDisabled)
  }

  /// Delegates to ``base``.
  public func pageFlagAfterWillDisappear(_ flag: Bool) -> Bool {
    base.pageFlagAfterWillDisappear(flag)
  }

  /// Delegates to ``base``.
  public func animationDuration(
    _ kind: TransitionState.Kind, from: ScreenSettings, to: ScreenSettings
  ) -> Int {
    base.animationDuration(kind, from: from, to: to)
  }

  /// Delegates to ``base``.
  public func backButtonPops(top: ScreenSettings) -> Bool {
    base.backButtonPops(top: top)
  }
}
