import BackGestureModel

/// A back-gesture system's decisions, the place where an app's own logic plugs into the engine.
///
/// The engine gathers facts and asks its policy every question on which back-gesture
/// systems differ: which recognizers exist, whether a gesture may begin, whether a scroll
/// view or a control keeps the touch, whether a release finishes, and how the bar and
/// the page flag follow the appearance callbacks. It never decides any of these on its
/// own: a policy that forgets a check gets exactly the broken state that the check
/// prevents, and the invariants of `ScenarioCheck` report it.
///
/// Every requirement has a default that delegates to ``base``, so a conforming type
/// overrides only what it changes. The begin decision and the scroll arbitration are
/// composed from smaller requirements (``refuses(_:_:)``, ``scrollYields(_:)``,
/// ``isAtLeadingEdge(_:decelerating:)``), so overriding one of those changes the
/// decision without copying it. ``GesturePolicy`` conforms, as its own base.
///
/// ```swift
/// struct MyPolicy: BackGesturePolicy {
///   var base: GesturePolicy { .preset(.isolatedContainers) }
///   var follows: Preset? { .isolatedContainers }
///   func shouldFinish(_ release: ReleaseContext) -> Bool {
///     release.progress > 500 || release.velocity > 300
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

  /// Tells whether a released transition finishes, given its progress, velocity, width and duration.
  func shouldFinish(_ release: ReleaseContext) -> Bool

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
    _ kind: TransitionState.Kind, from: ScreenSettings, to: ScreenSettings
  ) -> Int

  // MARK: The back button

  /// Tells whether a tap on the bar's back button pops the top screen, given its
  /// settings: the app's answer to UIKit's `navigationBar(_:shouldPop:)` (spec [O6]).
  func backButtonPops(top: ScreenSettings) -> Bool
}
