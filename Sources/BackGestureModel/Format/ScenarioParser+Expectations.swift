extension ScenarioParser {
  /// The expectation keywords that are one word, in the order messages list them.
  static let expectationKeywords = [
    "stacks:", "bar:", "outcomes:", "callbacks:", "transition:", "scroll:", "flags:", "gesture:",
    "keyboard:", "search:", "tabBar:",
  ]

  /// The expectation forms, as messages list them.
  static let expectationForms = [
    "stacks:", "bar:", "outcomes:", "outcomes include:", "callbacks:", "callbacks include:",
    "callbacks of <screen>:", "transition:", "scroll:", "flags:", "gesture:", "keyboard:",
    "search:", "tabBar:",
  ]

  /// The kinds of outcome, in the order messages list them.
  static let outcomeKinds = ["swipe", "pull"] + Outcome.operationKeywords + ["interrupted"]

  /// Every outcome spelling of one kind (`swipe`, `push`, …).
  static func outcomeSpellings(of kind: String) -> [String] {
    if kind == "pull" {
      return ["pull:dismissed", "pull:cancelled"]
        + Outcome.PullRefusal.allCases.map { "pull:refused:\($0.rawValue)" }
    }
    if kind == "interrupted" { return Outcome.interruptibleKeywords.map { "interrupted:\($0)" } }
    guard kind == "swipe" else {
      return ["\(kind):done"]
        + Outcome.Refusal.reasons(refusing: kind).map { "\(kind):refused:\($0.rawValue)" }
    }
    return ["swipe:finished", "swipe:cancelled", "swipe:lost:control", "swipe:lost:scroll"]
      + BeginRule.allCases.map { "swipe:refused:\($0.rawValue)" }
  }

  /// What an unknown outcome's message lists.
  static let outcomeForms: [String] = [
    "swipe:finished", "swipe:cancelled", "swipe:lost:control", "swipe:lost:scroll",
    "swipe:refused:<rule>", "pull:dismissed", "pull:cancelled", "pull:refused:modal",
    "pull:refused:veto", "<step>:done", "<step>:refused:<reason>",
    "interrupted:<step> (<rule>: "
      + alternatives(BeginRule.allCases.map(\.rawValue)) + "; <step>: "
      + alternatives(Outcome.operationKeywords) + "; <reason>: "
      + alternatives(Outcome.Refusal.allCases.map(\.rawValue)) + ")",
  ]

  static let callbackMakers: [@Sendable (String) -> Callback] = [
    Callback.load, Callback.willAppear, Callback.didAppear, Callback.willDisappear,
    Callback.didDisappear, Callback.willShow, Callback.didShow, Callback.willDismiss,
    Callback.didDismiss, Callback.didAttemptToDismiss,
  ]

  /// Reads what follows `expect`: a final expectation (`time` is `nil`) or a checkpoint's.
  mutating func parseExpectation(
    _ words: inout WordCursor, at time: Int?
  ) throws(ScenarioError) -> Expectation {
    guard let kindWord = words.next().map(String.init) else {
      let kinds = Self.alternatives(Self.expectationForms.map { "'\($0)'" })
      throw error("expected \(kinds) after 'expect', found the end of the line")
    }
    let expectation: Expectation
    switch kindWord {
    case "stacks:": expectation = try stacksExpectation(&words)
    case "bar:": expectation = try barExpectation(&words)
    case "outcomes:": expectation = .outcomes(try outcomeList(&words, context: "expect outcomes:"))
    case "callbacks:":
      expectation = .callbacks(try callbackList(&words, context: "expect callbacks:"))
    case "transition:": expectation = try transitionExpectation(&words)
    case "scroll:": expectation = try scrollExpectation(&words)
    case "flags:": expectation = try flagsExpectation(&words)
    case "keyboard:": expectation = try keyboardExpectation(&words)
    case "search:":
      expectation = .search(
        try list(&words, context: "expect search:", what: "screen names", allowsNone: true) {
          word throws(ScenarioError) in try declaredScreen(word, in: "expect search:")
        })
    case "tabBar:":
      guard let hidden = words.peek.flatMap({ ["hidden": true, "visible": false][String($0)] })
      else {
        throw error("expected 'hidden' or 'visible' after 'expect tabBar:', found \(words.found)")
      }
      words.skip()
      expectation = .tabBar(hidden: hidden)
    case "gesture:":
      guard words.peek == "none" else {
        throw error("expected 'none' after 'expect gesture:', found \(words.found)")
      }
      words.skip()
      expectation = .noGesture
    case "callbacks" where words.peek == "of":
      words.skip()
      expectation = try screenCallbacksExpectation(&words)
    case "callbacks" where words.peek == "include:":
      words.skip()
      let context = "expect callbacks include:"
      expectation = .callbacksInclude(
        try callbackList(&words, context: context, allowsNone: false))
    case "outcomes" where words.peek == "include:":
      words.skip()
      let context = "expect outcomes include:"
      expectation = .outcomesInclude(try outcomeList(&words, context: context, allowsNone: false))
    default:
      if Self.expectationKeywords.contains(kindWord + ":") {
        throw error("expected '\(kindWord):' after 'expect', found '\(kindWord)'")
      }
      throw unknown(
        "expectation", kindWord, expected: Self.expectationForms,
        candidates: Self.expectationKeywords)
    }
    try expectEnd(words)
    return expectation
  }

  /// A screen name in an expectation, which must be declared.
  func declaredScreen(_ word: Substring, in context: String) throws(ScenarioError) -> String {
    let name = try screenName(word)
    guard screenLines[name] != nil else { throw unknownScreen(name, in: context) }
    return name
  }

  func stacksExpectation(_ words: inout WordCursor) throws(ScenarioError) -> Expectation {
    let text = words.rest.joined(separator: " ")
    words.skipToEnd()
    guard !text.isEmpty else { throw error("expected screen names after 'expect stacks:'") }
    var stacks: [[String]] = []
    for part in text.split(separator: "|", omittingEmptySubsequences: false) {
      let names = part.split(separator: " ")
      guard !names.isEmpty else {
        throw error("expected screen names on both sides of '|' in 'expect stacks:'")
      }
      var stack: [String] = []
      for name in names { stack.append(try declaredScreen(name, in: "expect stacks:")) }
      stacks.append(stack)
    }
    return .stacks(stacks)
  }

  /// Reads `down` or `up for <screen>` after `expect keyboard:`.
  func keyboardExpectation(_ words: inout WordCursor) throws(ScenarioError) -> Expectation {
    if words.peek == "down" {
      words.skip()
      return .keyboard(nil)
    }
    guard words.peek == "up" else {
      throw error(
        "expected 'down' or 'up for <screen>' after 'expect keyboard:', found \(words.found)")
    }
    words.skip()
    guard words.peek == "for" else {
      throw error("expected 'for <screen>' after 'expect keyboard: up', found \(words.found)")
    }
    words.skip()
    guard let name = words.next() else {
      throw error("expected a screen name after 'expect keyboard: up for'")
    }
    return .keyboard(try declaredScreen(name, in: "expect keyboard:"))
  }

  func barExpectation(_ words: inout WordCursor) throws(ScenarioError) -> Expectation {
    guard let hidden = words.peek.flatMap({ ["hidden": true, "visible": false][String($0)] })
    else {
      let hint = words.peek.map { Suggestion.hint(for: String($0), in: ["hidden", "visible"]) }
      throw error(
        "expected 'hidden' or 'visible' after 'expect bar:', found \(words.found)" + (hint ?? ""))
    }
    words.skip()
    guard let word = words.peek, word.hasPrefix("style=") else {
      throw error(
        "expected 'style=N' after 'expect bar: \(words.last!)', found \(words.found)")
    }
    words.skip()
    let style = try number(
      word.dropFirst("style=".count), in: String(word), label: "style", bounds: FormatLimits.style)
    return .bar(hidden: hidden, style: style)
  }

  /// Reads a list, or `none` where the form allows it, each word through `item`.
  func list<T>(
    _ words: inout WordCursor, context: String, what: String, allowsNone: Bool,
    item: (Substring) throws(ScenarioError) -> T
  ) throws(ScenarioError) -> [T] {
    let rest = words.rest
    words.skipToEnd()
    guard !rest.isEmpty else {
      throw error("expected \(what)\(allowsNone ? " or 'none'" : "") after '\(context)'")
    }
    if rest.contains("none") {
      guard allowsNone else { throw error("expected \(what) after '\(context)', found 'none'") }
      guard rest.count == 1 else { throw error("'none' must stand alone in '\(context)'") }
      return []
    }
    var items: [T] = []
    for word in rest { items.append(try item(word)) }
    return items
  }

  func outcomeList(
    _ words: inout WordCursor, context: String, allowsNone: Bool = true
  ) throws(ScenarioError) -> [Outcome] {
    try list(&words, context: context, what: "outcomes", allowsNone: allowsNone) {
      word throws(ScenarioError) in
      guard let outcome = Outcome(String(word)) else { throw unknownOutcome(word) }
      return outcome
    }
  }

  /// The error for an unknown outcome. The suggestion prefers the kinds of outcome the
  /// steps so far can record (`swipe` for touches, then each operation in the order it
  /// first appears), and completes a spelling that lacks its kind (`refused:root`).
  func unknownOutcome(_ word: Substring) -> ScenarioError {
    let parts = word.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    if parts.count == 3, Outcome.operationKeywords.contains(parts[0]), parts[1] == "refused",
      Outcome.Refusal(rawValue: parts[2]) != nil
    {
      let reasons = Outcome.Refusal.reasons(refusing: parts[0]).map(\.rawValue)
      return error(
        "outcome '\(word)' cannot happen: \(parts[2]) never refuses \(parts[0]); "
          + "\(parts[0]) is refused for \(Self.alternatives(reasons))")
    }
    let kinds = stepKinds + Self.outcomeKinds.filter { !stepKinds.contains($0) }
    // A word without its kind is completed as an operation's or a swipe's outcome only:
    // `push` alone means `push:done` more often than `interrupted:push`.
    let completed = kinds.first { $0 != "interrupted" && Outcome("\($0):\(word)") != nil }
      .map { "\($0):\(word)" }
    let hint =
      completed.map { "; did you mean '\($0)'?" }
      ?? Suggestion.hint(for: String(word), in: kinds.flatMap(Self.outcomeSpellings))
    return error(
      "unknown outcome '\(word)'; expected \(Self.alternatives(Self.outcomeForms))" + hint)
  }

  /// Reads a list of callbacks; those of `screen`, when one is given, must name it.
  func callbackList(
    _ words: inout WordCursor, context: String, of screen: String? = nil, allowsNone: Bool = true
  ) throws(ScenarioError) -> [Callback] {
    try list(&words, context: context, what: "callbacks", allowsNone: allowsNone) {
      word throws(ScenarioError) in
      guard let callback = Callback(String(word)) else {
        let names = screen.map { [$0] } ?? screens.map(\.name)
        let spellings = names.flatMap { name in Self.callbackMakers.map { $0(name).description } }
        let expected =
          screen.map { name in Self.alternatives(Self.callbackMakers.map { $0(name).description }) }
          ?? Self.alternatives(Self.callbackMakers.map { $0("S").description })
          + " for a screen S (\(Self.alternatives(names)))"
        throw error(
          "unknown callback '\(word)'; expected \(expected)"
            + Suggestion.hint(for: String(word), in: spellings))
      }
      let name = try declaredScreen(Substring(callback.screen), in: context)
      if let screen, name != screen {
        throw error("callback '\(word)' does not name \(screen) in '\(context)'")
      }
      return callback
    }
  }

  /// Reads `of B: ...` after `expect callbacks`.
  func screenCallbacksExpectation(_ words: inout WordCursor) throws(ScenarioError) -> Expectation {
    guard let word = words.peek, word.hasSuffix(":"), word.count > 1 else {
      throw error(
        "expected a screen name and ':' after 'expect callbacks of', found \(words.found)")
    }
    words.skip()
    let name = try declaredScreen(word.dropLast(), in: "expect callbacks of")
    let context = "expect callbacks of \(name):"
    return .screenCallbacks(screen: name, try callbackList(&words, context: context, of: name))
  }

  func transitionExpectation(_ words: inout WordCursor) throws(ScenarioError) -> Expectation {
    guard let kindWord = words.next() else {
      throw error("expected a transition kind or 'none' after 'expect transition:'")
    }
    if kindWord == "none" { return .noTransition }
    guard let kind = TransitionState.Kind(rawValue: String(kindWord)) else {
      let kinds = ["none"] + TransitionState.Kind.allCases.map(\.rawValue)
      throw unknown("transition kind", kindWord, expected: kinds)
    }
    guard let phaseWord = words.next() else {
      throw error(
        "expected a phase after 'expect transition: \(kindWord)', found the end of the line")
    }
    guard let phase = TransitionState.Phase(rawValue: String(phaseWord)) else {
      let phases = TransitionState.Phase.allCases.map(\.rawValue)
      throw unknown("transition phase", phaseWord, expected: phases)
    }
    return .transition(kind: kind, phase: phase)
  }

  func scrollExpectation(_ words: inout WordCursor) throws(ScenarioError) -> Expectation {
    guard let itemWord = words.peek, let dot = itemWord.lastIndex(of: "."),
      case let indexText = itemWord[itemWord.index(after: dot)...],
      let parsedIndex = Self.wholeNumber(indexText), !indexText.hasPrefix("-")
    else {
      throw error("expected an item like 'B.1' after 'expect scroll:', found \(words.found)")
    }
    words.skip()
    let name = try declaredScreen(itemWord[..<dot], in: "expect scroll:")
    let items = numberedContent[name] ?? []
    guard let index = parsedIndex, index >= 1, index <= items.count else {
      throw error("screen '\(name)' has no item \(indexText)")
    }
    switch items[index - 1] {
    case .control(let control):
      throw error("\(itemWord) is a \(control.kind.rawValue), not a scroll view")
    case .cell:
      throw error("\(itemWord) is a cell, not a scroll view")
    case .horizontalScroll, .verticalScroll:
      break
    }
    guard let word = words.peek, word.hasPrefix("offset=") else {
      throw error("expected 'offset=N' after 'expect scroll: \(itemWord)', found \(words.found)")
    }
    words.skip()
    let offset = try number(
      word.dropFirst("offset=".count), in: String(word), label: "offset",
      bounds: FormatLimits.observedOffset)
    let decelerating = words.peek == "decelerating"
    if decelerating { words.skip() }
    return .scroll(ItemID(screen: name, index: index), offset: offset, decelerating: decelerating)
  }

  func flagsExpectation(_ words: inout WordCursor) throws(ScenarioError) -> Expectation {
    guard let nameWord = words.next() else {
      throw error("expected a screen name after 'expect flags:', found the end of the line")
    }
    let name = try declaredScreen(nameWord, in: "expect flags:")
    let states = ScreenState.Appearance.allCases.map(\.rawValue)
    var appearance: ScreenState.Appearance?
    var flags: Set<String> = []
    while let word = words.next().map(String.init) {
      if let state = ScreenState.Appearance(rawValue: word) {
        if let first = appearance {
          throw error(
            "more than one appearance state in 'expect flags: \(name)': '\(first.rawValue)' and '\(word)'"
          )
        }
        appearance = state
      } else if word == "loaded" || word == "beingPopped" {
        guard flags.insert(word).inserted else {
          throw error("duplicate '\(word)' in 'expect flags: \(name)'")
        }
      } else {
        throw unknown("flag", word, expected: states + ["loaded", "beingPopped"])
      }
    }
    guard let appearance else {
      throw error(
        "expected an appearance state (\(Self.alternatives(states))) in 'expect flags: \(name)'")
    }
    return .flags(
      screen: name, appearance: appearance, beingPopped: flags.contains("beingPopped"),
      loaded: flags.contains("loaded"))
  }
}
