import BackGestureCheck

/// fdFullscreen's begin decision written out by hand, the way an app writes its own.
struct HandWrittenFullscreenPolicy: BackGesturePolicy {
  var base: GesturePolicy { .preset(.fdFullscreen) }
  var follows: Preset? { .fdFullscreen }
  /// Lets a pan with no forward movement begin when set (mutant M9).
  var acceptsZeroMovement = false

  func decideBegin(_ context: BeginContext) -> BeginRule? {
    if context.stackCount <= 1 { return .root }
    if context.popDisabled { return .optOut }
    let limit = max(0, context.maxDistance)
    if limit > 0, context.leadingDistance > limit { return .maxDistance }
    if context.transitioning { return .transition }
    if acceptsZeroMovement ? context.forwardDisplacement < 0 : context.forwardDisplacement <= 0 {
      return .direction
    }
    if context.fingersDown > 1 { return .fingers }
    if context.veto { return .veto }
    return nil
  }
}

/// The restored edge gesture's policy that forgets the root check (mutant M1), following no preset.
struct RootlessEdgePolicy: BackGesturePolicy {
  var base: GesturePolicy { .preset(.restoredEdge) }

  func refuses(_ rule: BeginRule, _ context: BeginContext) -> Bool {
    rule == .root ? false : base.refuses(rule, context)
  }
}

/// A policy whose base is no preset's: the pan ignores the opt-out.
struct NoOptOutPolicy: BackGesturePolicy {
  var base: GesturePolicy {
    var policy = GesturePolicy.preset(.fdFullscreen)
    policy.panRules.removeAll { $0 == .optOut }
    return policy
  }
}

/// fdFullscreen's policy whose swipe skips the "unsaved changes" veto (mutant M14).
struct SwipeSkipsVetoPolicy: BackGesturePolicy {
  var base: GesturePolicy { .preset(.fdFullscreen) }
  var follows: Preset? { .fdFullscreen }

  func refuses(_ rule: BeginRule, _ context: BeginContext) -> Bool {
    rule == .veto ? false : base.refuses(rule, context)
  }
}

/// fdFullscreen's policy that compares the max distance with `>=` (mutant M10): only the
/// oracle sees it.
struct InclusiveMaxDistancePolicy: BackGesturePolicy {
  var base: GesturePolicy { .preset(.fdFullscreen) }
  var follows: Preset? { .fdFullscreen }

  func refuses(_ rule: BeginRule, _ context: BeginContext) -> Bool {
    guard rule == .maxDistance else { return base.refuses(rule, context) }
    let limit = max(0, context.maxDistance)
    return limit > 0 && context.leadingDistance >= limit
  }
}

/// fdFullscreen's rules with the pan following the fingers' centroid, as a two-finger
/// pan does; it follows no preset.
struct CentroidPolicy: BackGesturePolicy {
  var base: GesturePolicy { .preset(.fdFullscreen) }

  func trackedLocation(finger: Point, centroid: Point, fingersDown: Int) -> Point {
    centroid
  }
}
