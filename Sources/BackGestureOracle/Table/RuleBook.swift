import BackGestureModel

/// The begin rules of spec section 5 as pure predicates, one per rule id.
enum RuleBook {
  /// Tells whether a rule applies to a recognizer: `maxDistance` and `fingers` are the
  /// pan's, `edgeZone` the edge's, `backButton` and `barHidden` the system gate's, which
  /// the content pop shares ([G10]); the others are everyone's.
  static func applies(_ rule: BeginRule, to recognizer: Recognizer) -> Bool {
    switch rule {
    case .maxDistance, .fingers: recognizer == .pan
    case .edgeZone: recognizer == .edge
    case .backButton, .barHidden: recognizer != .pan
    case .root, .optOut, .pageFlag, .transition, .direction, .veto, .delegate: true
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
    case .barHidden:
      c.barHidden
    case .delegate:
      false  // an app's own rule; no preset has it
    }
  }

  /// Returns the first rule, in table order, that refuses for the context's recognizer.
  static func firstRefusal(of rules: [BeginRule], _ context: DecisionContext) -> BeginRule? {
    rules.first { rule in applies(rule, to: context.recognizer) && refuses(rule, context) }
  }

  private static func maxDistanceRefuses(_ c: DecisionContext) -> Bool {
    let m = max(0, c.topMaxDistance)
    return m > 0 && c.currentLeading > m
  }
}
