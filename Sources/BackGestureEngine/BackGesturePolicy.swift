import BackGestureModel

/// A back-gesture system's decisions, the place where an app's own logic plugs into the engine.
///
/// The engine gathers facts and asks its policy every question on which back-gesture
/// systems differ: which recognizers exist, whether a gesture may begin, whether a scroll
/// view or a control keeps the touch, whether a release finishes, and how the bar and
/// the page flag follow the appearance callbacks. It never decides any of these on its
/// own: a policy that forgets a check gets exactly the broken state that the check
/// prevents, and the invariants of ``ScenarioCheck`` report it.
///
/// Every requirement has a default that delegates to ``base``, so a conforming type
/// overrides only what it changes. The begin decision and the scroll arbitration are
/// composed from smaller requirements (``refuses(_:_:)``, ``scrollYields(_:)``,
/// ``isAtLeadingEdge(_:decelerating:)``), so overriding one of those changes the
/// decision without copying it. ``GesturePolicy`` conforms, as its own base.
///
/// ```swift
/// struct MyPolicy: BackGesturePolicy {
///   var base: GesturePolicy { .preset(.fdFullscreen) }
///   var follows: Preset? { .fdFullscreen }
///   func shouldFinish(progress: Int, velocity: Int) -> Bool {
///     progress > 500 || velocity > 1000
///   }
/// }
/// let engine = ReferenceEngine(world: world, policy: MyPolicy())
/// ```
///
/// > Important: ``follows`` is a claim that the checker holds the policy to. With a
/// > preset, the oracle runs that preset beside the engine and every invariant is
/// > judged against its row of the specification's table; with `nil`, only the
/// > invariants that need no preset are checked.
public protocol BackGesturePolicy: Sendable {
  /// The policy that answers every requirement this type does not implement.
  var base: GesturePolicy { get }

  /// The preset whose behaviour this policy claims to reproduce, or `nil` for none.
  var follows: Preset? { get }

  // MARK: Structure

  /// Tells whether a recognizer exists on a device of the given idiom.
  func isEnabled(_ recognizer: RecognizerKind, on idiom: Device.Idiom) -> Bool

  /// Tells whether a displacement from the touch-down point is the decision moment (spec [G3]).
  func isDecisionMoment(dx: Int, dy: Int) -> Bool

  /// Tells whether a possible recognizer fails when a second finger goes down (spec [G4]).
  func failsOnExtraFinger(_ recognizer: RecognizerKind) -> Bool

  /// The time, in milliseconds, after which a resting finger has no velocity (spec [V2]).
  var velocityStaleness: Int { get }

  /// Returns the point a recognizer follows, given its finger's point and every finger's centroid.
  ///
  /// The decision and the progress read this point; the default is the tracked finger's.
  func trackedLocation(finger: Point, centroid: Point, fingersDown: Int) -> Point

  // MARK: Begin

  /// Returns the begin rules a recognizer evaluates, in order.
  func rules(for recognizer: RecognizerKind) -> [BeginRule]

  /// Tells whether one begin rule refuses in a context.
  func refuses(_ rule: BeginRule, _ context: BeginContext) -> Bool

  /// Returns the rule that refuses a begin, or `nil` to let the gesture begin.
  func decideBegin(_ context: BeginContext) -> BeginRule?

  // MARK: Arbitration

  /// Tells whether a control under the touch-down point keeps the touch from a recognizer.
  func controlOwnsTouch(_ recognizer: RecognizerKind) -> Bool

  /// Tells whether a horizontal scroll view is at its leading edge (spec [C2]).
  func isAtLeadingEdge(_ view: HorizontalScrollView, decelerating: Bool) -> Bool

  /// Tells whether a horizontal scroll view lets the recognizer have a horizontal pan.
  func scrollYields(_ context: ScrollContext) -> Bool

  /// Tells whether the scroll view under the touch-down point wins the pan.
  func scrollWins(_ context: ScrollContext) -> Bool

  // MARK: Release

  /// Tells whether a released transition finishes, given its progress (‰) and forward velocity (pt/s).
  func shouldFinish(progress: Int, velocity: Int) -> Bool

  /// Returns how long a released transition takes to finish or cancel, in milliseconds.
  func completionTime(progress: Int, duration: Int, finishing: Bool) -> Int

  // MARK: Appearance

  /// Returns a container's bar in the initial world, given its top screen.
  func initialBar(top: ScreenSettings) -> BarAppearance

  /// Returns a container's bar after one of its screens gets will-appear.
  func barAfterWillAppear(_ bar: BarAppearance, screen: ScreenSettings) -> BarAppearance

  /// Returns the current container's bar after a screen gets did-disappear, given the container's top.
  func barAfterDidDisappear(_ bar: BarAppearance, top: ScreenSettings) -> BarAppearance

  /// Returns a container's bar once a cancelled gesture's callbacks ran, given the bar before them and the one saved at the begin.
  func barAfterCancel(_ bar: BarAppearance, saved: BarAppearance) -> BarAppearance

  /// Returns a container's page flag when it comes to exist.
  func initialPageFlag(popDisabled: Bool) -> Bool

  /// Returns a container's page flag after one of its screens gets did-appear.
  func pageFlagAfterDidAppear(_ flag: Bool, popDisabled: Bool) -> Bool

  /// Returns a container's page flag after one of its screens gets will-disappear.
  func pageFlagAfterWillDisappear(_ flag: Bool) -> Bool

  /// Returns the duration of a transition, in milliseconds.
  func animationDuration(
    _ kind: TransitionState.Kind, from: ScreenSettings, to: ScreenSettings) -> Int
}

extension BackGesturePolicy {
  /// No preset: only the invariants that need none are checked.
  public var follows: Preset? { nil }

  public func isEnabled(_ recognizer: RecognizerKind, on idiom: Device.Idiom) -> Bool {
    base.isEnabled(recognizer, on: idiom)
  }

  public func isDecisionMoment(dx: Int, dy: Int) -> Bool {
    base.isDecisionMoment(dx: dx, dy: dy)
  }

  public func failsOnExtraFinger(_ recognizer: RecognizerKind) -> Bool {
    base.failsOnExtraFinger(recognizer)
  }

  public var velocityStaleness: Int { base.velocityStaleness }

  public func trackedLocation(finger: Point, centroid: Point, fingersDown: Int) -> Point {
    base.trackedLocation(finger: finger, centroid: centroid, fingersDown: fingersDown)
  }

  public func rules(for recognizer: RecognizerKind) -> [BeginRule] {
    base.rules(for: recognizer)
  }

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

  public func controlOwnsTouch(_ recognizer: RecognizerKind) -> Bool {
    base.controlOwnsTouch(recognizer)
  }

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

  public func shouldFinish(progress: Int, velocity: Int) -> Bool {
    base.shouldFinish(progress: progress, velocity: velocity)
  }

  public func completionTime(progress: Int, duration: Int, finishing: Bool) -> Int {
    base.completionTime(progress: progress, duration: duration, finishing: finishing)
  }

  public func initialBar(top: ScreenSettings) -> BarAppearance {
    base.initialBar(top: top)
  }

  public func barAfterWillAppear(_ bar: BarAppearance, screen: ScreenSettings) -> BarAppearance {
    base.barAfterWillAppear(bar, screen: screen)
  }

  public func barAfterDidDisappear(_ bar: BarAppearance, top: ScreenSettings) -> BarAppearance {
    base.barAfterDidDisappear(bar, top: top)
  }

  public func barAfterCancel(_ bar: BarAppearance, saved: BarAppearance) -> BarAppearance {
    base.barAfterCancel(bar, saved: saved)
  }

  public func initialPageFlag(popDisabled: Bool) -> Bool {
    base.initialPageFlag(popDisabled: popDisabled)
  }

  public func pageFlagAfterDidAppear(_ flag: Bool, popDisabled: Bool) -> Bool {
    base.pageFlagAfterDidAppear(flag, popDisabled: popDisabled)
  }

  public func pageFlagAfterWillDisappear(_ flag: Bool) -> Bool {
    base.pageFlagAfterWillDisappear(flag)
  }

  public func animationDuration(
    _ kind: TransitionState.Kind, from: ScreenSettings, to: ScreenSettings
  ) -> Int {
    base.animationDuration(kind, from: from, to: to)
  }
}
