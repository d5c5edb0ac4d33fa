extension ScenarioParser {
  /// The words that may follow `@T`, in the order messages list them.
  static let timedKeywords = [
    "down", "move", "up", "cancel", "back", "focus", "search", "push", "pop", "pop-to-root",
    "set-stack", "present",
    "dismiss", "wait", "expect",
  ]

  /// Reads `@T ...` or `@+N ...`: a step or a checkpoint.
  mutating func parseStep(_ words: inout WordCursor) throws(ScenarioError) {
    let timeWord = words.next()!
    let time = try timeInOrder(timeWord)
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
    case "back":
      action = .back
    case "focus":
      action = .focus
    case "search":
      action = .search
    case "expect":
      let expectation = try parseExpectation(&words, at: time)
      checkpoints.append(
        Checkpoint(time: time, stepsBefore: steps.count, expectation: expectation))
      checkpointLines.append(line)
      lastTime = (time, line)
      return
    case "push", "pop", "pop-to-root", "set-stack", "present", "dismiss":
      action = .operation(try operation(String(keyword), &words))
    default:
      throw unknown("step", keyword, expected: Self.timedKeywords)
    }
    try expectEnd(words)
    steps.append(Step(time: time, action: action))
    stepLines.append(line)
    lastTime = (time, line)
    noteKind(of: action)
  }

  /// Reads the time of a step or a checkpoint, which may not come before the time of the
  /// one written above it.
  func timeInOrder(_ word: Substring) throws(ScenarioError) -> Int {
    let time = try stepTime(word)
    if let previous = lastTime, previous.time > time {
      throw error(
        "time goes backwards: @\(time) comes after @\(previous.time) on line \(previous.line)")
    }
    return time
  }

  /// Reads `@T`, or `@+N` (N after the last step's or checkpoint's time), within the time
  /// limits.
  func stepTime(_ word: Substring) throws(ScenarioError) -> Int {
    let text = word.dropFirst()
    let limits = FormatLimits.time
    if text.hasPrefix("+"), Self.wholeNumber(text.dropFirst()) != nil,
      !text.dropFirst().hasPrefix("-")
    {
      let base = lastTime?.time ?? 0
      guard let offset = Self.wholeNumber(text.dropFirst()) ?? nil,
        offset <= limits.upperBound - base
      else {
        throw error(
          "time '\(word)' after @\(base) is out of range (\(Self.rangeText(limits)))")
      }
      return base + offset
    }
    guard Self.wholeNumber(text) != nil else {
      throw error("expected '@T' or '@+N' with a time in ms, found '\(word)'")
    }
    return try number(text, in: String(word), label: "time", bounds: limits)
  }

  /// Remembers the outcome kind a step can record, for the suggestions of unknown
  /// outcomes.
  mutating func noteKind(of action: Step.Action) {
    let kind: String
    switch action {
    case .down, .move, .up, .cancel: kind = "swipe"
    case .operation(let operation): kind = operation.keyword
    case .back: kind = "back"
    case .focus, .search, .wait: return
    }
    if !stepKinds.contains(kind) { stepKinds.append(kind) }
  }

  func finger(_ words: inout WordCursor) throws(ScenarioError) -> Int {
    let keyword = words.consumed
    guard let word = words.peek, Self.wholeNumber(word) != nil else {
      throw error("expected a finger number after '\(keyword)', found \(words.found)")
    }
    let finger = try number(word, in: String(word), label: "finger", bounds: FormatLimits.finger)
    words.skip()
    return finger
  }

  func fingerThatIsDown(_ words: inout WordCursor) throws(ScenarioError) -> Int {
    let finger = try finger(&words)
    guard fingersDown[finger] != nil else { throw error("finger \(finger) is not down") }
    return finger
  }

  /// Reads `at X,Y` or `to X,Y`, a point on the device ([F4]).
  func point(_ words: inout WordCursor, after preposition: String) throws(ScenarioError) -> Point {
    guard words.peek.map(String.init) == preposition else {
      throw error("expected '\(preposition) X,Y' after '\(words.consumed)', found \(words.found)")
    }
    words.skip()
    guard let word = words.peek, let coordinates = Self.coordinates(word) else {
      throw error("expected 'X,Y' after '\(words.consumed)', found \(words.found)")
    }
    let device = device!
    guard let x = coordinates.x, let y = coordinates.y, (0..<device.width).contains(x),
      (0..<device.height).contains(y)
    else {
      throw error(
        "point \(word) is off the device (x 0 to \(device.width - 1), y 0 to \(device.height - 1))"
      )
    }
    words.skip()
    return Point(x: x, y: y)
  }

  func operation(_ keyword: String, _ words: inout WordCursor) throws(ScenarioError) -> Operation {
    var names: [String] = []
    var animated = true
    var style = PresentationStyle.fullScreen
    if keyword == "present" {
      let presented = try presentation(&words, keyword: keyword)
      (names, style, animated) = (presented.names, presented.style, !presented.instant)
    } else {
      while let word = words.next() {
        if word == "instant" {
          animated = false
          break
        }
        names.append(try screenName(word))
      }
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
    return Operation(kind, animated: animated, style: style)
  }
}

extension WordCursor {
  /// The word read last quoted when it ended a list (`instant`), or the end of the line.
  var lastFound: String {
    last == "instant" ? "'instant'" : "the end of the line"
  }
}
