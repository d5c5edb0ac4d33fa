import BackGestureCheck
import Foundation

/// The back swipe of a drawing app, Sketchbook: a full-screen pan built like
/// FDFullscreenPopGesture, with the begin decision written in the app's own terms.
///
/// Everything but the begin decision is FDFullscreenPopGesture's (`base`), and the
/// policy claims to behave exactly like it (`follows`), so the check runs the
/// fdFullscreen oracle beside it.
///
/// Set `EXAMPLE_BUG=1` to ship a real bug: the "unsaved strokes" question lives only in
/// the Back button's action, so a swipe leaves a drawing with unsaved strokes without
/// asking.
public struct SketchbookBackGesture: BackGesturePolicy {
  /// FDFullscreenPopGesture's policy answers everything this type does not.
  public var base: GesturePolicy { .preset(.fdFullscreen) }
  /// The claim the check holds the policy to.
  public var follows: Preset? { .fdFullscreen }
  /// Whether only the Back button asks about unsaved strokes (the bug).
  public var asksOnlyOnBackButton: Bool

  /// Creates the policy; the bug is on when `EXAMPLE_BUG=1`.
  public init(
    asksOnlyOnBackButton: Bool = ProcessInfo.processInfo.environment["EXAMPLE_BUG"] == "1"
  ) {
    self.asksOnlyOnBackButton = asksOnlyOnBackButton
  }

  /// Sketchbook's `gestureRecognizerShouldBegin(_:)`: the first reason to refuse, or `nil`.
  public func decideBegin(_ context: BeginContext) -> BeginRule? {
    // Nothing to go back to.
    if context.stackCount <= 1 { return .root }
    // The canvas turns the swipe off while the pencil is down.
    if context.popDisabled { return .optOut }
    // Screens with a layers drawer take the swipe only near the leading edge.
    let limit = max(0, context.maxDistance)
    if limit > 0, context.leadingDistance > limit { return .maxDistance }
    // Never start a pop while a push or a pop animates.
    if context.transitioning { return .transition }
    // Only a stroke toward the trailing edge is a back swipe.
    if context.forwardDisplacement <= 0 { return .direction }
    // Two fingers zoom the canvas.
    if context.fingersDown > 1 { return .fingers }
    // A drawing with unsaved strokes asks before it goes (`veto`).
    if context.veto, !asksOnlyOnBackButton { return .veto }
    return nil
  }
}
