extension Scenario {
  /// The canonical text of the scenario (spec [F7]).
  ///
  /// The first line names the lowest format version that can write the scenario
  /// (``requiredFormatVersion``). Settings follow the order of spec table 1.2 and content
  /// keys the order of [F3]; defaults are omitted and words are separated by one space;
  /// times are absolute; checkpoints stand between the steps they come between; a title
  /// that would not read back as it is is quoted ([F2]). Parsing the text gives back an
  /// equal scenario.
  ///
  /// ```text
  /// backgesture-scenario 1
  /// device: phone 390x844 ltr
  /// preset: fdFullscreen
  ///
  /// screen A
  /// screen B style=2
  /// stack: A B
  ///
  /// steps:
  /// @0 down 1 at 100,300
  ///
  /// expect stacks: A B
  /// ```
  public var scenarioText: String {
    var lines = ["backgesture-scenario \(requiredFormatVersion)"]
    if let title { lines.append("title: \(TitleQuoting.written(title))") }
    lines.append("device: \(world.device.scenarioText)")
    lines.append("preset: \(world.preset.rawValue)")
    if world.system != .ios18 { lines.append("system: \(world.system.rawValue)") }
    lines.append("")
    let version = requiredFormatVersion
    for screen in world.screens {
      lines.append(contentsOf: screen.scenarioLines(formatVersion: version))
    }
    lines.append("stack: " + world.stack.joined(separator: " "))
    for (position, presentation) in world.presentations.enumerated() {
      let words = presentation + world.style(ofPresentation: position).scenarioWords
      lines.append("present: " + words.joined(separator: " "))
    }
    lines.append("")
    lines.append("steps:")
    var pending = checkpoints[...]
    for (index, step) in steps.enumerated() {
      while let checkpoint = pending.first, checkpoint.stepsBefore <= index {
        lines.append(checkpoint.scenarioText)
        pending.removeFirst()
      }
      lines.append(step.scenarioText)
    }
    lines.append(contentsOf: pending.map(\.scenarioText))
    if !expectations.isEmpty {
      lines.append("")
      lines.append(contentsOf: expectations.map(\.scenarioText))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension Scenario {
  /// The lowest format version that can write the scenario: 4 when the world names a
  /// system other than `ios18` ([F2]) or a presentation is a page sheet ([F3b]), else 3
  /// when a content item says what only version 3 can ([F3]), else 2 when it has a
  /// checkpoint, a `back` step, an expectation of version 2 or a title that must be
  /// quoted, else 1.
  public var requiredFormatVersion: Int {
    let needs4 =
      world.system != .ios18
      || world.presentationStyles.contains(where: \.isSheet)
      || steps.contains {
        if case .operation(let operation) = $0.action { return operation.style.isSheet }
        return false
      }
      || expectations.contains { $0.formatVersion > 3 }
      || checkpoints.contains { $0.expectation.formatVersion > 3 }
    if needs4 { return 4 }
    let needs3 = world.screens.contains { screen in
      screen.content.contains { $0.formatVersion > 2 }
    }
    if needs3 { return 3 }
    let needs2 =
      !checkpoints.isEmpty || steps.contains { $0.action == .back }
      || expectations.contains { $0.formatVersion > 1 }
      || title.map { !TitleQuoting.isPlain($0) } ?? false
    return needs2 ? 2 : 1
  }
}

extension Checkpoint {
  /// The checkpoint as a scenario line, such as `@550 expect bar: hidden style=1`.
  public var scenarioText: String { "@\(time) \(expectation.scenarioText)" }
}

extension Device {
  /// The spelling after `device:`, such as `phone 390x844 ltr`.
  public var scenarioText: String { "\(idiom.rawValue) \(width)x\(height) \(direction.rawValue)" }
}

extension Screen {
  /// The `screen` statement followed by its indented content lines, as the current
  /// format version writes them.
  public var scenarioLines: [String] { scenarioLines(formatVersion: Scenario.formatVersion) }

  /// The `screen` statement followed by its indented content lines, as a format version
  /// writes them.
  public func scenarioLines(formatVersion: Int) -> [String] {
    let words = ["screen", name] + settings.scenarioWords
    var lines = [words.joined(separator: " ")]
    func print(_ items: [ContentItem], indent: String) {
      for item in items {
        lines.append(indent + item.scenarioText(formatVersion: formatVersion))
        print(item.items, indent: indent + "  ")
      }
    }
    print(content, indent: "  ")
    return lines
  }
}

extension ScreenSettings {
  /// The settings that differ from their defaults, as words, in the order of table 1.2.
  public var scenarioWords: [String] {
    var words: [String] = []
    if popDisabled { words.append("popDisabled") }
    if maxDistance != 0 { words.append("maxDistance=\(maxDistance)") }
    if let bar { words.append("bar=\(bar.rawValue)") }
    if style != 0 { words.append("style=\(style)") }
    if back != .system { words.append("back=\(back.rawValue)") }
    if veto { words.append("veto") }
    if late { words.append("late") }
    if let animator { words.append("animator=\(animator)") }
    return words
  }
}

extension ContentItem {
  /// The content line without its indentation, keys in the order of [F3], as the current
  /// format version writes it.
  public var scenarioText: String { scenarioText(formatVersion: Scenario.formatVersion) }

  /// The lowest format version that can write the item: 3 when it answers a recognizer
  /// question, has a safe-area inset, bounces one way without the other, holds items or
  /// is a cell with swipe actions ([F3]).
  var formatVersion: Int {
    switch self {
    case .horizontalScroll(let view):
      view.answers != RecognizerAnswers() || view.safeInset != 0
        || view.bounces != view.alwaysBounce || !view.items.isEmpty ? 3 : 1
    case .verticalScroll(let view):
      view.answers != RecognizerAnswers() || !view.items.isEmpty ? 3 : 1
    case .control:
      1
    case .cell:
      3
    }
  }

  /// The content line without its indentation, keys in the order of [F3], as a format
  /// version writes it: before version 3 `bounces` stands for both kinds of bouncing.
  public func scenarioText(formatVersion: Int) -> String {
    switch self {
    case .horizontalScroll(let view):
      var words = ["hscroll", "frame=\(view.frame)", "content=\(view.content)"]
      if view.offset != 0 { words.append("offset=\(view.offset)") }
      if view.inset != 0 { words.append("inset=\(view.inset)") }
      if formatVersion >= 3 {
        if view.safeInset != 0 { words.append("safeInset=\(view.safeInset)") }
        if !view.bounces { words.append("bounces=no") }
        if view.alwaysBounce { words.append("alwaysBounce") }
      } else if view.bounces {
        words.append("bounces")
      }
      if view.paging { words.append("paging") }
      if let until = view.deceleratingUntil { words.append("decelerating=\(until)") }
      return (words + view.answers.scenarioWords).joined(separator: " ")
    case .verticalScroll(let view):
      var words = ["vscroll", "frame=\(view.frame)", "content=\(view.content)"]
      if view.offset != 0 { words.append("offset=\(view.offset)") }
      return (words + view.answers.scenarioWords).joined(separator: " ")
    case .control(let control):
      return "\(control.kind.rawValue) frame=\(control.frame)"
    case .cell(let cell):
      return "cell frame=\(cell.frame)"
    }
  }
}

extension RecognizerAnswers {
  /// The answers that are yes, as words, in the order of [F3].
  public var scenarioWords: [String] {
    var words: [String] = []
    if waitsForBack { words.append("waitsForBack") }
    if backWaits { words.append("backWaits") }
    if simultaneous { words.append("simultaneous") }
    return words
  }
}
