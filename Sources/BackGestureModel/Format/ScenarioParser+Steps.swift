extension ScenarioParser {
  static let stepKeywords = [
    "down", "move", "up", "cancel", "push", "pop", "pop-to-root", "set-stack", "present",
    "dismiss", "wait",
  ]

  mutating func parseStep(_ words: inout WordCursor) throws(ScenarioError) {
    let timeWord = words.next()!
    guard let time = Int(timeWord.dropFirst()), time >= 0 else {
      throw error("expected '@T' with a time in ms, found '\(timeWord)'")
    }
    if let previous = steps.last, previous.time > time {
      throw error(
        "time goes backwards: @\(time) comes after @\(previous.time) on line \(stepLines.last!)")
    }
    words.start = words.position
    guard let keyword = words.next() else {
      throw error("expected a step after '\(timeWord)', found the end of the line")
    }
    let action: Step.Action
    switch keyword {
    case "down":
      let finger = try finger(&words)
      if let downLine = fingersDown[finger] {
        throw error("finger \(finger) is already down (since line \(downLine))")
      }
      action = .down(finger: finger, at: try point(&words, after: "at"))
      fingersDown[finger] = line
    case "move":
      let finger = try fingerThatIsDown(&words)
      action = .move(finger: finger, to: try point(&words, after: "to"))
    case "up":
      let finger = try fingerThatIsDown(&words)
      action = .up(finger: finger)
      fingersDown[finger] = nil
    case "cancel":
      action = .cancel
      fingersDown = [:]
    case "wait":
      action = .wait
    case "push", "pop", "pop-to-root", "set-stack", "present", "dismiss":
      action = .operation(try operation(String(keyword), &words))
    default:
      throw error(
        "unknown step '\(keyword)'" + Suggestion.hint(for: String(keyword), in: Self.stepKeywords))
    }
    try expectEnd(words)
    steps.append(Step(time: time, action: action))
    stepLines.append(line)
  }

  func finger(_ words: inout WordCursor) throws(ScenarioError) -> Int {
    let keyword = words.consumed
    guard let word = words.peek, let finger = Int(word) else {
      throw error("expected a finger number after '\(keyword)', found \(words.found)")
    }
    guard (1...9).contains(finger) else {
      throw error("finger \(finger) is out of range (1 to 9)")
    }
    words.skip()
    return finger
  }

  func fingerThatIsDown(_ words: inout WordCursor) throws(ScenarioError) -> Int {
    let finger = try finger(&words)
    guard fingersDown[finger] != nil else { throw error("finger \(finger) is not down") }
    return finger
  }

  /// Reads `at X,Y` or `to X,Y`.
  func point(_ words: inout WordCursor, after preposition: String) throws(ScenarioError) -> Point {
    guard words.peek.map(String.init) == preposition else {
      throw error("expected '\(preposition) X,Y' after '\(words.consumed)', found \(words.found)")
    }
    words.skip()
    guard let word = words.peek, let point = Self.point(word) else {
      throw error("expected 'X,Y' after '\(words.consumed)', found \(words.found)")
    }
    words.skip()
    return point
  }

  func operation(_ keyword: String, _ words: inout WordCursor) throws(ScenarioError) -> Operation {
    var names: [String] = []
    var animated = true
    while let word = words.next() {
      if word == "instant" {
        animated = false
        break
      }
      names.append(try screenName(word))
    }
    let kind: Operation.Kind
    switch keyword {
    case "push":
      guard names.count == 1 else {
        if names.isEmpty {
          throw error("expected a screen name after 'push', found \(words.lastFound)")
        }
        throw error("expected one screen after 'push', found \(names.count)")
      }
      kind = .push(names[0])
    case "set-stack": kind = .setStack(names)
    case "present": kind = .present(names)
    default:
      if let name = names.first {
        throw error("unexpected '\(name)' after '\(keyword)'")
      }
      kind = keyword == "pop" ? .pop : keyword == "dismiss" ? .dismiss : .popToRoot
    }
    return Operation(kind, animated: animated)
  }
}

extension WordCursor {
  /// The word read last quoted when it ended a list (`instant`), or the end of the line.
  var lastFound: String {
    last == "instant" ? "'instant'" : "the end of the line"
  }
}
