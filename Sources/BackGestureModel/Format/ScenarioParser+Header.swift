extension ScenarioParser {
  static let headerKeywords = [
    "title:", "device:", "preset:", "system:", "tabs:", "screen", "stack:", "present:",
    "steps:",
  ]

  mutating func parseHeaderStatement(
    _ words: inout WordCursor, source: SourceLine
  )
    throws(ScenarioError)
  {
    let keyword = String(words.next()!)
    closeScreen()
    if ["title:", "device:", "preset:", "system:", "tabs:", "stack:"].contains(keyword) {
      if let first = headerLines[keyword] {
        throw error("duplicate '\(keyword)'; the first is on line \(first)")
      }
      headerLines[keyword] = line
    }
    switch keyword {
    case "title:":
      title = try parseTitle(source)
    case "device:":
      device = try parseDevice(&words)
    case "preset:":
      guard let name = words.next() else { throw error("expected a preset after 'preset:'") }
      guard let value = Preset(rawValue: String(name)) else {
        throw unknown("preset", name, expected: Preset.allCases.map(\.rawValue))
      }
      preset = value
      try expectEnd(words)
    case "system:":
      guard let name = words.next() else {
        throw error("expected 'ios18' or 'ios26' after 'system:'")
      }
      guard let value = OperatingSystem(rawValue: String(name)) else {
        throw unknown("system", name, expected: OperatingSystem.allCases.map(\.rawValue))
      }
      system = value
      try expectEnd(words)
    case "tabs:":
      guard let word = words.peek, word == "yes" || word == "no" else {
        throw error("expected 'yes' or 'no' after 'tabs:', found \(words.found)")
      }
      _ = words.next()
      tabs = word == "yes"
      try expectEnd(words)
    case "screen":
      try parseScreen(&words)
    case "stack:":
      stack = (try stackNames(&words, keyword: keyword), line)
    case "present:":
      guard !words.isAtEnd else {
        throw error("expected at least one screen after '\(keyword)'")
      }
      let presented = try presentation(&words, keyword: keyword)
      guard !presented.names.isEmpty else {
        throw error("expected at least one screen after '\(keyword)'")
      }
      presentations.append((presented.names, line))
      presentationStyles.append(presented.style)
    case "steps:":
      try expectEnd(words)
      try checkHeader()
      for screen in screens { numberedContent[screen.name] = ContentItem.numbered(screen.content) }
      section = .steps
    case "expect":
      throw error("expected 'steps:' before the first 'expect'")
    case _ where keyword.hasPrefix("@"):
      throw error("expected 'steps:' before the first step")
    default:
      throw unknown("statement", keyword, expected: Self.headerKeywords)
    }
  }

  /// Reads the text after `title:`: as it is, or quoted with escapes (``TitleQuoting``).
  func parseTitle(_ source: SourceLine) throws(ScenarioError) -> String {
    let raw = source.raw.dropFirst("title:".count).drop { $0 == " " || $0 == "\t" }
    if raw.unicodeScalars.first == "\"" {
      do {
        return try TitleQuoting.unquoted(raw)
      } catch {
        switch error {
        case .unterminated:
          throw self.error("unterminated quoted title; expected a closing '\"'")
        case .unknownEscape(let escape):
          throw self.error(
            "unknown escape '\(escape)' in the title; expected \\\\, \\\", \\n, \\r, \\t or \\u{HEX}"
          )
        case .invalidScalar(let escape):
          throw self.error("'\(escape)' in the title is not a Unicode scalar value")
        case .trailing(let word):
          throw self.error("unexpected '\(word)' after the quoted title")
        }
      }
    }
    let text = source.body.dropFirst("title:".count).drop { $0 == " " || $0 == "\t" }
    guard !text.isEmpty else { throw error("expected a title after 'title:'") }
    return String(text)
  }

  func parseDevice(_ words: inout WordCursor) throws(ScenarioError) -> Device {
    guard words.rest.count >= 3 else {
      throw error(
        "expected 'device: <phone|pad> <W>x<H> <ltr|rtl>', found 'device: \(words.rest.joined(separator: " "))'"
      )
    }
    let idiomWord = words.next()!
    guard let idiom = Device.Idiom(rawValue: String(idiomWord)) else {
      throw unknown(
        "idiom", idiomWord, in: "device:", expected: Device.Idiom.allCases.map(\.rawValue))
    }
    let sizeWord = words.next()!
    let size = sizeWord.split(separator: "x", omittingEmptySubsequences: false)
    guard size.count == 2, Self.wholeNumber(size[0]) != nil, Self.wholeNumber(size[1]) != nil
    else {
      throw error("expected a size like '390x844' in 'device:', found '\(sizeWord)'")
    }
    let context = "device: \(idiomWord) \(sizeWord)"
    let width = try number(
      size[0], in: context, label: "device width", bounds: FormatLimits.deviceSide)
    let height = try number(
      size[1], in: context, label: "device height", bounds: FormatLimits.deviceSide)
    let directionWord = words.next()!
    guard let direction = Device.Direction(rawValue: String(directionWord)) else {
      throw unknown(
        "direction", directionWord, in: "device:",
        expected: Device.Direction.allCases.map(\.rawValue))
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

  /// The settings of a screen, each key with its form, in the order messages list them.
  static let settingForms: KeyValuePairs<String, String> = [
    "popDisabled": "popDisabled", "maxDistance": "maxDistance=N",
    "bar": "bar=hidden|visible", "style": "style=N",
    "back": "back=system|supplementing|replacing|hidden", "veto": "veto", "late": "late",
    "animator": "animator=MS", "hidesBottomBar": "hidesBottomBar", "field": "field",
    "search": "search",
  ]

  func parseSettings(_ words: ArraySlice<Substring>) throws(ScenarioError) -> ScreenSettings {
    let given = try keyedWords(words, forms: Self.settingForms, what: "setting")
    var settings = ScreenSettings()
    settings.popDisabled = given.flags.contains("popDisabled")
    settings.veto = given.flags.contains("veto")
    settings.late = given.flags.contains("late")
    settings.hidesBottomBar = given.flags.contains("hidesBottomBar")
    settings.field = given.flags.contains("field")
    settings.search = given.flags.contains("search")
    if let value = given.values["maxDistance"] {
      settings.maxDistance = try number(
        value, in: "maxDistance=\(value)", label: "maxDistance", bounds: FormatLimits.position)
    }
    if let value = given.values["bar"] {
      settings.bar = try choice(ScreenSettings.BarPreference.self, key: "bar", value: value)
    }
    if let value = given.values["style"] {
      settings.style = try number(
        value, in: "style=\(value)", label: "style", bounds: FormatLimits.style)
    }
    if let value = given.values["back"] {
      settings.back = try choice(ScreenSettings.BackButton.self, key: "back", value: value)
    }
    if let value = given.values["animator"] {
      settings.animator = try number(
        value, in: "animator=\(value)", label: "animator", bounds: FormatLimits.animator)
    }
    return settings
  }

  func parseContentItem(_ words: inout WordCursor) throws(ScenarioError) -> ContentItem {
    let kind = String(words.next()!)
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
      let given = try keyedWords(words.rest, forms: Self.horizontalForms, what: "key", in: kind)
      let frame = try frame(required(given, "frame", form: "frame=X,Y,W,H"))
      let content = try required(given, "content", form: "content=N")
      var view = HorizontalScrollView(
        frame: frame,
        content: try number(
          content, in: "content=\(content)", label: "content", bounds: FormatLimits.length))
      if let value = given.values["offset"] {
        view.offset = try number(
          value, in: "offset=\(value)", label: "offset", bounds: FormatLimits.position)
      }
      if let value = given.values["inset"] {
        view.inset = try number(
          value, in: "inset=\(value)", label: "inset", bounds: FormatLimits.length)
      }
      if let value = given.values["safeInset"] {
        view.safeInset = try number(
          value, in: "safeInset=\(value)", label: "safeInset", bounds: FormatLimits.length)
      }
      // [SV1]: UIKit's `bounces` defaults to yes, `alwaysBounceHorizontal` to no.
      view.bounces = try yesOrNo(given.values["bounces"], key: "bounces") ?? true
      view.alwaysBounce = given.flags.contains("alwaysBounce")
      view.paging = given.flags.contains("paging")
      if let value = given.values["decelerating"] {
        view.deceleratingUntil = try number(
          value, in: "decelerating=\(value)", label: "decelerating", bounds: FormatLimits.time)
      }
      view.answers = answers(given)
      return .horizontalScroll(view)
    case "vscroll":
      let given = try keyedWords(words.rest, forms: Self.verticalForms, what: "key", in: kind)
      let frame = try frame(required(given, "frame", form: "frame=X,Y,W,H"))
      let content = try required(given, "content", form: "content=N")
      var view = VerticalScrollView(
        frame: frame,
        content: try number(
          content, in: "content=\(content)", label: "content", bounds: FormatLimits.length))
      if let value = given.values["offset"] {
        view.offset = try number(
          value, in: "offset=\(value)", label: "offset", bounds: FormatLimits.position)
      }
      view.answers = answers(given)
      return .verticalScroll(view)
    case "slider":
      let given = try keyedWords(
        words.rest, forms: ["frame": "frame=X,Y,W,H", "value": "value=N"], what: "key",
        in: kind)
      var slider = Control(
        kind: .slider, frame: try frame(required(given, "frame", form: "frame=X,Y,W,H")))
      if let value = given.values["value"] {
        slider.value = try number(
          value, in: "value=\(value)", label: "value", bounds: FormatLimits.permille)
      }
      return .control(slider)
    case "swipecell":
      let given = try keyedWords(
        words.rest, forms: ["frame": "frame=X,Y,W,H"], what: "key", in: kind)
      let frame = try frame(required(given, "frame", form: "frame=X,Y,W,H"))
      return .control(Control(kind: .swipecell, frame: frame))
    case "cell":
      let given = try keyedWords(
        words.rest, forms: ["frame": "frame=X,Y,W,H"], what: "key", in: kind)
      return .cell(
        SwipeActionsCell(frame: try frame(required(given, "frame", form: "frame=X,Y,W,H"))))
    default:
      throw unknown("content item", kind, expected: Self.contentKinds)
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
          var unknown = unknownScreen(name, in: keyword)
          unknown.line = stackLine
          throw unknown
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
