import BackGestureModel

extension GesturePolicy {
  /// Tells whether a recognizer exists on a device of the given idiom (spec table 2.2).
  public func isEnabled(_ recognizer: RecognizerKind, on idiom: Device.Idiom) -> Bool {
    switch recognizer {
    case .edge: edgeEnabled
    // [G10] The content pop is the system's, kept or disabled with the edge recognizer;
    // the engine asks only on a world that runs on `ios26`.
    case .content: edgeEnabled
    case .pan: pan == .always || (pan == .padsOnly && idiom == .pad)
    }
  }

  /// Returns a recognizer's begin rules, in the order they are evaluated; the content
  /// pop shares the edge recognizer's gate and delegate ([G10]).
  public func rules(for recognizer: RecognizerKind) -> [BeginRule] {
    recognizer == .pan ? panRules : edgeRules
  }

  /// Tells whether a displacement from the touch-down point exceeds the slop (spec [G3]).
  ///
  /// A move of exactly the slop does not decide; one more point does.
  public func isDecisionMoment(dx: Int, dy: Int) -> Bool {
    abs(dx) > slop || abs(dy) > slop
  }

  /// Tells whether a recognizer that is still possible fails when a second finger goes down (spec [G4]).
  public func failsOnExtraFinger(_ recognizer: RecognizerKind) -> Bool {
    recognizer == .pan && panRules.contains(.fingers)
  }

  /// Tells whether one begin rule refuses, by the table of spec section 5.
  ///
  /// Rules marked "pan only" or "edge only" in the spec never refuse the other
  /// recognizer.
  public func refuses(_ rule: BeginRule, _ context: BeginContext) -> Bool {
    switch rule {
    case .root:
      // [R-root]
      context.stackCount <= 1
        && !(context.isPresentation && swipeDismissesOneScreenPresentation)
    case .optOut:
      // [R-optOut]
      context.popDisabled
    case .pageFlag:
      // [R-pageFlag]
      !context.pageFlag
    case .maxDistance:
      // [R-maxDistance]: 0 is unlimited, negatives read as 0, exactly m may begin.
      context.recognizer == .pan && max(0, context.maxDistance) > 0
        && context.leadingDistance > max(0, context.maxDistance)
    case .transition:
      // [R-transition]
      context.transitioning
    case .edgeZone:
      // [R-edgeZone]
      context.recognizer == .edge && context.touchDownLeadingDistance > edgeZone
    case .direction:
      // [R-direction]
      context.forwardDisplacement <= 0
    case .fingers:
      // [R-fingers]
      context.recognizer == .pan && context.fingersDown > 1
    case .veto:
      // [R-veto]
      context.veto
    case .backButton:
      // [R-backButton]: the system gate, which the content pop shares ([G10]).
      context.recognizer != .pan
        && (context.backButton == .replacing || context.backButton == .hidden)
    case .barHidden:
      // [R-barHidden]: UIKit's own gate of the system pop, shared by the content pop.
      context.recognizer != .pan && context.barHidden
    case .delegate:
      // An app's own delegate rule (section 14); no preset has it.
      false
    }
  }
}
