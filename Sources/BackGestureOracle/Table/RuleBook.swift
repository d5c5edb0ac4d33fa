import BackGestureModel

/// The begin rules of spec section 5 as pure predicates, one per rule id.
enum RuleBook {
  /// Returns the recognizer a rule is limited to, or `nil` when it applies to both.
  static func scope(of rule: BeginRule) -> Recognizer? {
    switch rule {
    case .maxDistance, .fingers: .pan
    case .edgeZone, .backButton: .edge
    case .root, .optOut, .pageFlag, .transition, .direction, .veto, .delegate: nil
    }
  }

  /// Tells whether a rule refuses the gesture in a context (the "refuses when" column).
  static func refuses(_ rule: BeginRule, _ c: DecisionContext) -> Bool {
    switch rule {
    case .root:
      c.screenCount == 1 && !(c.isPresentation && c.dismissesOneScreenPresentations)
    case .optOut:
      c.topPopDisabled
    case .pageFlag:
      !c.pageFlag
    case .maxDistance:
      maxDistanceRefuses(c)
    case .transition:
      c.transitionInFlight
    case .edgeZone:
      c.touchDownLeading > PresetTable.Common.edgeZone
    case .direction:
      c.currentLeading - c.touchDownLeading <= 0
    case .fingers:
      c.fingersDown > 1
    case .veto:
      c.top.veto
    case .backButton:
      c.top.back == .replacing || c.top.back == .hidden
    case .delegate:
      false  // an app's own rule; no preset has it
    }
  }

  /// Returns the first rule, in table order, that refuses for the context's recognizer.
  static func firstRefusal(of rules: [BeginRule], _ context: DecisionContext) -> BeginRule? {
    rules.first { rule in
      let limit = scope(of: rule)
      return (limit == nil || limit == context.recognizer) && refuses(rule, context)
    }
  }

  private static func maxDistanceRefuses(_ c: DecisionContext) -> Bool {
    let m = max(0, c.topMaxDistance)
    return m > 0 && c.currentLeading > m
  }
}
