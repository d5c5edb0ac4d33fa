extension Step {
  /// The step as a scenario line, such as `@16 move 1 to 120,300`.
  public var scenarioText: String { "@\(time) \(action.scenarioText)" }
}

extension Step.Action {
  /// The action as written after the time, such as `down 1 at 100,300`.
  public var scenarioText: String {
    switch self {
    case .down(let finger, let point): "down \(finger) at \(point)"
    case .move(let finger, let point): "move \(finger) to \(point)"
    case .up(let finger): "up \(finger)"
    case .cancel: "cancel"
    case .operation(let operation): operation.scenarioText
    case .back: "back"
    case .focus: "focus"
    case .search: "search"
    case .wait: "wait"
    }
  }
}

extension Operation {
  /// The operation as written in a step, such as `set-stack A B instant`.
  public var scenarioText: String {
    var words = [keyword]
    switch kind {
    case .push(let name): words.append(name)
    case .setStack(let names), .present(let names): words.append(contentsOf: names)
    case .pop, .popToRoot, .dismiss: break
    }
    if case .present = kind { words.append(contentsOf: style.scenarioWords) }
    if !animated { words.append("instant") }
    return words.joined(separator: " ")
  }
}
