extension Scenario {
  /// The canonical text of the scenario (spec [F7]).
  ///
  /// The first line names the newest format version (``formatVersion``), the only one
  /// the tools write. Settings follow the order of spec table 1.2 and content
  /// keys the order of [F3]; defaults are omitted and words are separated by one space;
  /// times are absolute; checkpoints stand between the steps they come between; a title
  /// that would not read back as it is is quoted ([F2]). Parsing the text gives back an
  /// equal scenario.
  ///
  /// ```text
  /// backgesture-scenario 4
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
    var lines = ["backgesture-scenario \(Scenario.formatVersion)"]
    if let title { lines.append("title: \(TitleQuoting.written(title))") }
    lines.append("device: \(world.device.scenarioText)")
    lines.append("preset: \(world.preset.rawValue)")
    if world.system != .ios18 { lines.append("system: \(world.system.rawValue)") }
    if world.tabs { lines.append("tabs: yes") }
    lines.append("")
    for screen in world.screens { lines.append(contentsOf: screen.scenarioLines) }
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

extension Checkpoint {
  /// The checkpoint as a scenario line, such as `@550 expect bar: hidden style=1`.
  public var scenarioText: String { "@\(time) \(expectation.scenarioText)" }
}

extension Device {
  /// The spelling after `device:`, such as `phone 390x844 ltr`.
  public var scenarioText: String { "\(idiom.rawValue) \(width)x\(height) \(direction.rawValue)" }
}

extension Screen {
  /// The `screen` statement followed by its indented content lines.
  public var scenarioLines: [String] {
    let words = ["screen", name] + settings.scenarioWords
    var lines = [words.joined(separator: " ")]
    func print(_ items: [ContentItem], indent: String) {
      for item in items {
        lines.append(indent + item.scenarioText)
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
    if hidesBottomBar { words.append("hidesBottomBar") }
    if field { words.append("field") }
    if search { words.append("search") }
    return words
  }
}

extension ContentItem {
  /// The content line without its indentation, keys in the order of [F3].
  public var scenarioText: String {
    switch self {
    case .horizontalScroll(let view):
      var words = ["hscroll", "frame=\(view.frame)", "content=\(view.content)"]
      if view.offset != 0 { words.append("offset=\(view.offset)") }
      if view.inset != 0 { words.append("inset=\(view.inset)") }
      if view.safeInset != 0 { words.append("safeInset=\(view.safeInset)") }
      if !view.bounces { words.append("bounces=no") }
      if view.alwaysBounce { words.append("alwaysBounce") }
      if view.paging { words.append("paging") }
      if let until = view.deceleratingUntil { words.append("decelerating=\(until)") }
      return (words + view.answers.scenarioWords).joined(separator: " ")
    case .verticalScroll(let view):
      var words = ["vscroll", "frame=\(view.frame)", "content=\(view.content)"]
      if view.offset != 0 { words.append("offset=\(view.offset)") }
      return (words + view.answers.scenarioWords).joined(separator: " ")
    case .control(let control):
      let value = control.kind == .slider && control.value != 500 ? " value=\(control.value)" : ""
      return "\(control.kind.rawValue) frame=\(control.frame)\(value)"
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
