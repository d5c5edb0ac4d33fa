extension ScenarioParser {
  static let expectationKeywords = [
    "stacks:", "bar:", "outcomes:", "callbacks:", "transition:", "scroll:", "flags:",
  ]

  /// Every outcome spelling, for suggestions.
  static let outcomeSpellings: [String] = {
    var all = ["swipe:finished", "swipe:cancelled", "swipe:lost:control", "swipe:lost:scroll"]
    all += BeginRule.allCases.map { "swipe:refused:\($0.rawValue)" }
    for keyword in Outcome.operationKeywords {
      all.append("\(keyword):done")
      all += Outcome.Refusal.allCases.map { "\(keyword):refused:\($0.rawValue)" }
    }
    return all
  }()

  static let callbackMakers: [@Sendable (String) -> Callback] = [
    Callback.load, Callback.willAppear, Callback.didAppear, Callback.willDisappear,
    Callback.didDisappear, Callback.willShow, Callback.didShow,
  ]

  mutating func parseExpectation(_ words: inout WordCursor) throws(ScenarioError) {
    words.skip()
    guard let kindWord = words.next().map(String.init) else {
      let kinds = Self.alternatives(Self.expectationKeywords.map { "'\($0)'" })
      throw error("expected \(kinds) after 'expect', found the end of the line")
    }
    guard Self.expectationKeywords.contains(kindWord) else {
      if Self.expectationKeywords.contains(kindWord + ":") {
        throw error("expected '\(kindWord):' after 'expect', found '\(kindWord)'")
      }
      throw error(
        "unknown expectation '\(kindWord)'"
          + Suggestion.hint(for: kindWord, in: Self.expectationKeywords))
    }
    let expectation: Expectation
    switch kindWord {
    case "stacks:": expectation = try stacksExpectation(&words)
    case "bar:": expectation = try barExpectation(&words)
    case "outcomes:": expectation = .outcomes(try outcomeList(&words))
    case "callbacks:": expectation = .callbacks(try callbackList(&words))
    case "transition:": expectation = try transitionExpectation(&words)
    case "scroll:": expectation = try scrollExpectation(&words)
    default: expectation = try flagsExpectation(&words)
    }
    try expectEnd(words)
    expectations.append(expectation)
    expectationLines.append(line)
  }

  /// A screen name in an expectation, which must be declared.
  func declaredScreen(_ word: Substring, in context: String) throws(ScenarioError) -> String {
    let name = try screenName(word)
    guard screenLines[name] != nil else {
      throw error(
        "unknown screen '\(name)' in '\(context)'"
          + Suggestion.hint(for: name, in: screens.map(\.name)))
    }
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

  func barExpectation(_ words: inout WordCursor) throws(ScenarioError) -> Expectation {
    guard let hidden = words.peek.flatMap({ ["hidden": true, "visible": false][String($0)] })
    else {
      throw error("expected 'hidden' or 'visible' after 'expect bar:', found \(words.found)")
    }
    words.skip()
    guard let word = words.peek, word.hasPrefix("style=") else {
      throw error(
        "expected 'style=N' after 'expect bar: \(words.last!)', found \(words.found)")
    }
    words.skip()
    let style = try number(
      word.dropFirst("style=".count), in: String(word), label: "style", bounds: .within(0...9))
    return .bar(hidden: hidden, style: style)
  }

  /// Reads a whole list or `none`, each word through `item`.
  func list<T>(
    _ words: inout WordCursor, context: String, what: String,
    item: (Substring) throws(ScenarioError) -> T
  ) throws(ScenarioError) -> [T] {
    let rest = words.rest
    words.skipToEnd()
    guard !rest.isEmpty else {
      throw error("expected \(what) or 'none' after '\(context)'")
    }
    if rest.contains("none") {
      guard rest.count == 1 else { throw error("'none' must stand alone in '\(context)'") }
      return []
    }
    var items: [T] = []
    for word in rest { items.append(try item(word)) }
    return items
  }

  func outcomeList(_ words: inout WordCursor) throws(ScenarioError) -> [Outcome] {
    try list(&words, context: "expect outcomes:", what: "outcomes") { word throws(ScenarioError) in
      guard let outcome = Outcome(String(word)) else {
        throw error(
          "unknown outcome '\(word)'"
            + Suggestion.hint(for: String(word), in: Self.outcomeSpellings))
      }
      return outcome
    }
  }

  func callbackList(_ words: inout WordCursor) throws(ScenarioError) -> [Callback] {
    try list(&words, context: "expect callbacks:", what: "callbacks") {
      word throws(ScenarioError) in
      guard let callback = Callback(String(word)) else {
        let spellings = screens.flatMap { screen in
          Self.callbackMakers.map { $0(screen.name).description }
        }
        throw error(
          "unknown callback '\(word)'" + Suggestion.hint(for: String(word), in: spellings))
      }
      let name: String
      switch callback {
      case .load(let s), .willAppear(let s), .didAppear(let s), .willDisappear(let s),
        .didDisappear(let s), .willShow(let s), .didShow(let s):
        name = s
      }
      _ = try declaredScreen(Substring(name), in: "expect callbacks:")
      return callback
    }
  }

  func transitionExpectation(_ words: inout WordCursor) throws(ScenarioError) -> Expectation {
    guard let kindWord = words.next() else {
      throw error("expected a transition kind or 'none' after 'expect transition:'")
    }
    if kindWord == "none" { return .noTransition }
    guard let kind = TransitionState.Kind(rawValue: String(kindWord)) else {
      let kinds = TransitionState.Kind.allCases.map(\.rawValue) + ["none"]
      throw error(
        "unknown transition kind '\(kindWord)'" + Suggestion.hint(for: String(kindWord), in: kinds))
    }
    guard let phaseWord = words.next() else {
      throw error(
        "expected a phase after 'expect transition: \(kindWord)', found the end of the line")
    }
    guard let phase = TransitionState.Phase(rawValue: String(phaseWord)) else {
      let phases = TransitionState.Phase.allCases.map(\.rawValue)
      throw error(
        "unknown transition phase '\(phaseWord)'"
          + Suggestion.hint(for: String(phaseWord), in: phases))
    }
    return .transition(kind: kind, phase: phase)
  }

  func scrollExpectation(_ words: inout WordCursor) throws(ScenarioError) -> Expectation {
    guard let itemWord = words.peek, let dot = itemWord.lastIndex(of: "."),
      let index = Int(itemWord[itemWord.index(after: dot)...]), index >= 1
    else {
      throw error("expected an item like 'B.1' after 'expect scroll:', found \(words.found)")
    }
    words.skip()
    let name = try declaredScreen(itemWord[..<dot], in: "expect scroll:")
    let content = screens.first { $0.name == name }!.content
    guard index <= content.count else {
      throw error("screen '\(name)' has no item \(index)")
    }
    if case .control(let control) = content[index - 1] {
      throw error("\(itemWord) is a \(control.kind.rawValue), not a scroll view")
    }
    guard let word = words.peek, word.hasPrefix("offset=") else {
      throw error("expected 'offset=N' after 'expect scroll: \(itemWord)', found \(words.found)")
    }
    words.skip()
    let offset = try number(word.dropFirst("offset=".count), in: String(word), label: "offset")
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
        throw error(
          "unknown flag '\(word)'"
            + Suggestion.hint(for: word, in: states + ["loaded", "beingPopped"]))
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
