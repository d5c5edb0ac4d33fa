extension Expectation {
  /// The words after `expect`, without the colon: `stacks`, `bar`, `callbacks of B`, …
  public var keyword: String {
    switch self {
    case .stacks: "stacks"
    case .bar: "bar"
    case .outcomes: "outcomes"
    case .callbacks: "callbacks"
    case .screenCallbacks(let screen, _): "callbacks of \(screen)"
    case .callbacksInclude: "callbacks include"
    case .outcomesInclude: "outcomes include"
    case .noGesture: "gesture"
    case .transition, .noTransition: "transition"
    case .scroll: "scroll"
    case .flags: "flags"
    case .keyboard: "keyboard"
    case .search: "search"
    case .tabBar: "tabBar"
    }
  }

  /// What follows `expect <keyword>:`, such as `hidden style=1`.
  public var claimText: String {
    switch self {
    case .stacks(let stacks):
      return Expectation.stacksText(stacks)
    case .bar(let hidden, let style):
      return Expectation.barText(hidden: hidden, style: style)
    case .outcomes(let outcomes):
      return Expectation.listText(outcomes.map(\.description))
    case .callbacks(let callbacks), .screenCallbacks(_, let callbacks),
      .callbacksInclude(let callbacks):
      return Expectation.listText(callbacks.map(\.description))
    case .outcomesInclude(let outcomes):
      return Expectation.listText(outcomes.map(\.description))
    case .noGesture:
      return "none"
    case .transition(let kind, let phase):
      return "\(kind.rawValue) \(phase.rawValue)"
    case .noTransition:
      return "none"
    case .scroll(let item, let offset, let decelerating):
      return "\(item) " + Expectation.scrollText(offset: offset, decelerating: decelerating)
    case .flags(let screen, let appearance, let beingPopped, let loaded):
      return "\(screen) "
        + Expectation.flagsText(appearance: appearance, beingPopped: beingPopped, loaded: loaded)
    case .keyboard(let owner):
      return Expectation.keyboardText(owner)
    case .search(let screens):
      return Expectation.listText(screens)
    case .tabBar(let hidden):
      return hidden ? "hidden" : "visible"
    }
  }

  /// The expectation as a scenario line, such as `expect bar: hidden style=1`.
  public var scenarioText: String { "expect \(keyword): \(claimText)" }

  /// Stacks as `A B | C`, root first.
  package static func stacksText(_ stacks: [[String]]) -> String {
    stacks.map { $0.joined(separator: " ") }.joined(separator: " | ")
  }

  /// A keyboard as `up for B`, or `down`.
  package static func keyboardText(_ owner: String?) -> String {
    owner.map { "up for \($0)" } ?? "down"
  }

  /// A bar as `hidden style=1`.
  package static func barText(hidden: Bool, style: Int) -> String {
    "\(hidden ? "hidden" : "visible") style=\(style)"
  }

  /// A list as its words, or `none` when empty.
  package static func listText(_ words: [String]) -> String {
    words.isEmpty ? "none" : words.joined(separator: " ")
  }

  /// A scroll view's state as `offset=N` or `offset=N decelerating`.
  package static func scrollText(offset: Int, decelerating: Bool) -> String {
    "offset=\(offset)" + (decelerating ? " decelerating" : "")
  }

  /// A screen's appearance and flags as `appeared loaded beingPopped`.
  package static func flagsText(
    appearance: ScreenState.Appearance, beingPopped: Bool, loaded: Bool
  ) -> String {
    var words = [appearance.rawValue]
    if loaded { words.append("loaded") }
    if beingPopped { words.append("beingPopped") }
    return words.joined(separator: " ")
  }
}
