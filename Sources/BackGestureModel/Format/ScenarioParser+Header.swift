extension ScenarioParser {
  static let headerKeywords = [
    "title:", "device:", "preset:", "screen", "stack:", "present:", "steps:",
  ]

  mutating func parseHeaderStatement(
    _ words: inout WordCursor, body: Substring
  )
    throws(ScenarioError)
  {
    let keyword = String(words.next()!)
    openScreen = nil
    if ["title:", "device:", "preset:", "stack:"].contains(keyword) {
      if let first = headerLines[keyword] {
        throw error("duplicate '\(keyword)'; the first is on line \(first)")
      }
      headerLines[keyword] = line
    }
    switch keyword {
    case "title:":
      let text = body.dropFirst(keyword.count).drop { $0 == " " || $0 == "\t" }
      guard !text.isEmpty else { throw error("expected a title after 'title:'") }
      // Printed after `title: `, a first character that joins the one before it (a
      // combining mark, here after a tab) would merge with the space ([F7]).
      guard (" " + text).first == " " else {
        let first = text.unicodeScalars.first!.escaped(asASCII: true)
        throw error("a title cannot start with '\(first)', which joins the space before it")
      }
      title = String(text)
    case "device:":
      device = try parseDevice(&words)
    case "preset:":
      guard let name = words.next() else { throw error("expected a preset after 'preset:'") }
      guard let value = Preset(rawValue: String(name)) else {
        let names = Preset.allCases.map(\.rawValue)
        throw error("unknown preset '\(name)'" + Suggestion.hint(for: String(name), in: names))
      }
      preset = value
      try expectEnd(words)
    case "screen":
      try parseScreen(&words)
    case "stack:":
      stack = (try stackNames(&words, keyword: keyword), line)
    case "present:":
      presentations.append((try stackNames(&words, keyword: keyword), line))
    case "steps:":
      try expectEnd(words)
      try checkHeader()
      section = .steps
    case "expect":
      throw error("expected 'steps:' before the first 'expect'")
    case _ where keyword.hasPrefix("@"):
      throw error("expected 'steps:' before the first step")
    default:
      throw error(
        "unknown statement '\(keyword)'" + Suggestion.hint(for: keyword, in: Self.headerKeywords))
    }
  }

  func parseDevice(_ words: inout WordCursor) throws(ScenarioError) -> Device {
    guard words.rest.count >= 3 else {
      throw error(
        "expected 'device: <phone|pad> <W>x<H> <ltr|rtl>', found 'device: \(words.rest.joined(separator: " "))'"
      )
    }
    let idiomWord = words.next()!
    guard let idiom = Device.Idiom(rawValue: String(idiomWord)) else {
      throw error("unknown idiom '\(idiomWord)' in 'device:'; expected phone or pad")
    }
    let sizeWord = words.next()!
    let size = sizeWord.split(separator: "x", omittingEmptySubsequences: false)
    guard size.count == 2, let width = Int(size[0]), let height = Int(size[1]) else {
      throw error("expected a size like '390x844' in 'device:', found '\(sizeWord)'")
    }
    let bounds = Bounds.within(1...4096)
    guard bounds.contains(width) else {
      throw error("device width \(width) is out of range (\(bounds.text))")
    }
    guard bounds.contains(height) else {
      throw error("device height \(height) is out of range (\(bounds.text))")
    }
    let directionWord = words.next()!
    guard let direction = Device.Direction(rawValue: String(directionWord)) else {
      throw error("unknown direction '\(directionWord)' in 'device:'; expected ltr or rtl")
    }
    try expectEnd(words)
    return Device(idiom: idiom, width: width, height: height, direction: direction)
  }

  mutating func parseScreen(_ words: inout WordCursor) throws(ScenarioError) {
    guard let word = words.next() else { throw error("expected a screen name after 'screen'") }
    let name = try screenName(word)
    guard name != "instant" else {
      throw error("'instant' is a keyword and cannot name a screen")
    }
    if let first = screenLines[name] {
      throw error("duplicate screen '\(name)'; the first is on line \(first)")
    }
    let settings = try parseSettings(words.rest)
    screenLines[name] = line
    screens.append(Screen(name: name, settings: settings))
    openScreen = screens.count - 1
  }

  func parseSettings(_ words: ArraySlice<Substring>) throws(ScenarioError) -> ScreenSettings {
    let given = try keyedWords(
      words,
      forms: [
        "popDisabled": "popDisabled", "maxDistance": "maxDistance=N",
        "bar": "bar=hidden|visible", "style": "style=N",
        "back": "back=system|supplementing|replacing|hidden", "veto": "veto", "late": "late",
        "animator": "animator=MS",
      ],
      unknown: { "unknown setting '\($0)'" })
    var settings = ScreenSettings()
    settings.popDisabled = given.flags.contains("popDisabled")
    settings.veto = given.flags.contains("veto")
    settings.late = given.flags.contains("late")
    if let value = given.values["maxDistance"] {
      settings.maxDistance = try number(value, in: "maxDistance=\(value)", label: "maxDistance")
    }
    if let value = given.values["bar"] {
      settings.bar = try choice(ScreenSettings.BarPreference.self, key: "bar", value: value)
    }
    if let value = given.values["style"] {
      settings.style = try number(
        value, in: "style=\(value)", label: "style", bounds: .within(0...9))
    }
    if let value = given.values["back"] {
      settings.back = try choice(ScreenSettings.BackButton.self, key: "back", value: value)
    }
    if let value = given.values["animator"] {
      settings.animator = try number(
        value, in: "animator=\(value)", label: "animator", bounds: .within(1...5000))
    }
    return settings
  }

  func parseContentItem(_ words: inout WordCursor) throws(ScenarioError) -> ContentItem {
    let kind = String(words.next()!)
    let kinds = ["hscroll", "vscroll", "slider", "swipecell"]
    let unknownKey = { (key: String) in "unknown key '\(key)' in '\(kind)'" }
    func required(
      _ given: KeyedWords, _ key: String, form: String
    ) throws(ScenarioError)
      -> Substring
    {
      guard let value = given.values[key] else { throw error("expected '\(form)' in '\(kind)'") }
      return value
    }
    switch kind {
    case "hscroll":
      let given = try keyedWords(
        words.rest,
        forms: [
          "frame": "frame=X,Y,W,H", "content": "content=N", "offset": "offset=N",
          "inset": "inset=N", "bounces": "bounces", "paging": "paging",
          "decelerating": "decelerating=T",
        ], unknown: unknownKey)
      let frame = try frame(required(given, "frame", form: "frame=X,Y,W,H"))
      let content = try required(given, "content", form: "content=N")
      var view = HorizontalScrollView(
        frame: frame,
        content: try number(
          content, in: "content=\(content)", label: "content", bounds: .from(0)))
      if let value = given.values["offset"] {
        view.offset = try number(value, in: "offset=\(value)", label: "offset")
      }
      if let value = given.values["inset"] {
        view.inset = try number(value, in: "inset=\(value)", label: "inset", bounds: .from(0))
      }
      view.bounces = given.flags.contains("bounces")
      view.paging = given.flags.contains("paging")
      if let value = given.values["decelerating"] {
        view.deceleratingUntil = try number(
          value, in: "decelerating=\(value)", label: "decelerating", bounds: .from(0))
      }
      return .horizontalScroll(view)
    case "vscroll":
      let given = try keyedWords(
        words.rest,
        forms: ["frame": "frame=X,Y,W,H", "content": "content=N", "offset": "offset=N"],
        unknown: unknownKey)
      let frame = try frame(required(given, "frame", form: "frame=X,Y,W,H"))
      let content = try required(given, "content", form: "content=N")
      var view = VerticalScrollView(
        frame: frame,
        content: try number(
          content, in: "content=\(content)", label: "content", bounds: .from(0)))
      if let value = given.values["offset"] {
        view.offset = try number(value, in: "offset=\(value)", label: "offset")
      }
      return .verticalScroll(view)
    case "slider", "swipecell":
      let given = try keyedWords(
        words.rest, forms: ["frame": "frame=X,Y,W,H"], unknown: unknownKey)
      let frame = try frame(required(given, "frame", form: "frame=X,Y,W,H"))
      return .control(Control(kind: Control.Kind(rawValue: kind)!, frame: frame))
    default:
      throw error("unknown content item '\(kind)'" + Suggestion.hint(for: kind, in: kinds))
    }
  }

  func stackNames(_ words: inout WordCursor, keyword: String) throws(ScenarioError) -> [String] {
    guard !words.isAtEnd else {
      throw error("expected at least one screen after '\(keyword)'")
    }
    var names: [String] = []
    while let word = words.next() { names.append(try screenName(word)) }
    return names
  }

  /// Checks the header once `steps:` is reached: required statements and the stacks.
  func checkHeader() throws(ScenarioError) {
    for keyword in ["device:", "preset:", "stack:"] where headerLines[keyword] == nil {
      throw error("missing '\(keyword)' before 'steps:'")
    }
    var placed: [String: Int] = [:]
    let stacks =
      [(stack!.names, stack!.line, "stack:")]
      + presentations.map { ($0.names, $0.line, "present:") }
    for (names, stackLine, keyword) in stacks {
      var seen: Set<String> = []
      for name in names {
        guard screenLines[name] != nil else {
          throw error(
            "unknown screen '\(name)' in '\(keyword)'"
              + Suggestion.hint(for: name, in: screens.map(\.name)), line: stackLine)
        }
        guard seen.insert(name).inserted else {
          throw error("screen '\(name)' appears twice in '\(keyword)'", line: stackLine)
        }
        if let other = placed[name] {
          throw error(
            "screen '\(name)' is already on the stack of line \(other)", line: stackLine)
        }
        placed[name] = stackLine
      }
    }
  }
}
