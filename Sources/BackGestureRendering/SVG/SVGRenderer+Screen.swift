import BackGestureInvariants
import BackGestureModel
import BackGestureOracle
import BackGestureRunner

extension SVGRenderer {
  /// The colour of the leading edge.
  static let edgeColor = "#e8590c"
  /// The fill of the edge zone.
  static let edgeZoneFill = "#ffd43b"
  /// The fill of the `maxDistance` strip.
  static let maxDistanceFill = "#a5d8ff"

  /// The top screen of the current container at the start.
  static func topScreen(_ world: World) -> Screen? {
    let stack = world.presentations.last ?? world.stack
    return stack.last.flatMap(world.screen(named:))
  }

  /// The strips shaded along the leading edge: the edge zone when the preset has an
  /// edge recognizer, and the top screen's `maxDistance` when the preset honours it.
  static func strips(_ world: World) -> [(label: String, width: Int, fill: String)] {
    let table = PresetTable.of(world.preset)
    var strips: [(label: String, width: Int, fill: String)] = []
    if let top = topScreen(world), table.beginRules.contains(.maxDistance),
      table.uses(.pan, on: world.device), top.settings.maxDistance > 0
    {
      strips.append(
        (
          "maxDistance \(top.settings.maxDistance) pt (\(top.name))", top.settings.maxDistance,
          maxDistanceFill
        ))
    }
    if table.edge != .never {
      let zone = PresetTable.Common.edgeZone
      strips.append(("edge zone \(zone) pt", zone, edgeZoneFill))
    }
    return strips
  }

  /// The screen: its outline, the strips and the leading edge, and the top screen's
  /// content items.
  func drawScreen(_ explanation: ScenarioExplanation, into svg: inout SVGDocument, layout: Layout) {
    let world = explanation.parsed.scenario.world
    let (x, y, w, h) = (layout.screenX, layout.screenY, layout.screenWidth, layout.screenHeight)
    let ltr = world.device.direction == .ltr
    svg.comment("screen")
    svg.rect(
      x: x, y: y, width: w, height: h,
      [("rx", "12"), ("fill", "#f8f9fa"), ("stroke", "#343a40"), ("stroke-width", "2")])
    for strip in Self.strips(world) {
      let width = min(layout.scale(strip.width), w)
      svg.rect(
        x: ltr ? x : x + w - width, y: y + 12, width: width, height: h - 24,
        [("fill", strip.fill), ("fill-opacity", "0.6")])
    }
    let edgeX = ltr ? x : x + w
    svg.element(
      "line",
      [
        ("x1", "\(edgeX)"), ("y1", "\(y + 12)"), ("x2", "\(edgeX)"), ("y2", "\(y + h - 12)"),
        ("stroke", Self.edgeColor), ("stroke-width", "4"),
      ])
    guard let top = Self.topScreen(world) else { return }
    svg.text(
      top.name, x: x + w / 2, y: y + 24,
      [
        ("font-size", "16"), ("font-weight", "bold"), ("fill", "#adb5bd"),
        ("text-anchor", "middle"),
      ])
    for (index, item) in ContentItem.numbered(top.content).enumerated() {
      let frame = item.frame
      let origin = layout.pixel(Point(x: frame.x, y: frame.y))
      svg.rect(
        x: origin.x, y: origin.y, width: layout.scale(frame.width),
        height: layout.scale(frame.height),
        [
          ("fill", "#e9ecef"), ("fill-opacity", "0.5"), ("stroke", "#868e96"),
          ("stroke-dasharray", "4 3"),
        ])
      svg.text(
        "\(top.name).\(index + 1) \(Self.kind(item))", x: origin.x + 4, y: origin.y + 12,
        [("font-size", "10"), ("fill", "#495057")])
    }
  }

  /// A content item's keyword in the scenario format.
  static func kind(_ item: ContentItem) -> String {
    switch item {
    case .horizontalScroll: "hscroll"
    case .verticalScroll: "vscroll"
    case .control(let control): control.kind.rawValue
    case .cell: "cell"
    }
  }

  /// One finger's contact from its down to its up or cancel.
  struct Stroke {
    var finger: Int
    var samples: [(time: Int, point: Point)]
    var end: String?
  }

  /// The strokes of a scenario's steps, in the order the fingers went down.
  static func strokes(_ steps: [Step]) -> [Stroke] {
    var strokes: [Stroke] = []
    var open: [Int: Int] = [:]
    for step in steps {
      switch step.action {
      case .down(let finger, let point):
        open[finger] = strokes.count
        strokes.append(Stroke(finger: finger, samples: [(step.time, point)]))
      case .move(let finger, let point):
        if let index = open[finger] { strokes[index].samples.append((step.time, point)) }
      case .up(let finger):
        if let index = open.removeValue(forKey: finger) { strokes[index].end = "up @\(step.time)" }
      case .cancel:
        for index in open.values { strokes[index].end = "cancel @\(step.time)" }
        open = [:]
      case .operation, .back, .focus, .search, .wait:
        break
      }
    }
    return strokes
  }

  /// Each finger's path, a dot per sample labelled by its time, and a ring at every
  /// decision.
  func drawFingers(_ explanation: ScenarioExplanation, into svg: inout SVGDocument, layout: Layout)
  {
    let steps = explanation.parsed.scenario.steps
    for stroke in Self.strokes(steps) {
      let color = Self.fingerColors[(stroke.finger - 1) % Self.fingerColors.count]
      let pixels = stroke.samples.map { layout.pixel($0.point) }
      svg.comment("finger \(stroke.finger)")
      if pixels.count > 1 {
        svg.element(
          "polyline",
          [
            ("points", pixels.map { "\($0.x),\($0.y)" }.joined(separator: " ")), ("fill", "none"),
            ("stroke", color), ("stroke-width", "2"), ("stroke-linejoin", "round"),
          ])
      }
      for (index, (sample, pixel)) in zip(stroke.samples, pixels).enumerated() {
        svg.element(
          "circle", [("cx", "\(pixel.x)"), ("cy", "\(pixel.y)"), ("r", "3"), ("fill", color)])
        var label = "@\(sample.time)"
        if index == 0 { label = "\(stroke.finger): " + label }
        if index == pixels.count - 1, let end = stroke.end { label += ", " + end }
        // Labels run away from the leading edge, so the edge never covers them.
        let ltr = explanation.parsed.scenario.world.device.direction == .ltr
        svg.text(
          label, x: ltr ? pixel.x + 8 : pixel.x - 8,
          y: index % 2 == 0 ? pixel.y - 11 : pixel.y + 19,
          [("font-size", "10"), ("fill", color)] + (ltr ? [] : [("text-anchor", "end")]))
      }
    }
    for decision in explanation.decisions {
      guard let point = Self.decisionPoint(explanation, decision.stepIndex) else { continue }
      let pixel = layout.pixel(point)
      svg.comment("decision @\(steps[decision.stepIndex].time)")
      svg.element(
        "circle",
        [
          ("cx", "\(pixel.x)"), ("cy", "\(pixel.y)"), ("r", "8"), ("fill", "none"),
          ("stroke", "#212529"), ("stroke-width", "2"), ("stroke-dasharray", "3 2"),
        ])
    }
  }

  /// Where a decision happened: the point of its touch step, or the first finger down.
  static func decisionPoint(_ explanation: ScenarioExplanation, _ index: Int) -> Point? {
    switch explanation.parsed.scenario.steps[index].action {
    case .down(_, let point), .move(_, let point): return point
    default:
      let before = index == 0 ? explanation.engine.initial : explanation.engine.snapshots[index - 1]
      return before.fingers.first?.point
    }
  }

  /// The key under the screen: the leading edge, the strips, the fingers and the
  /// decisions. Returns the bottom of the text.
  func legend(
    _ explanation: ScenarioExplanation, into svg: inout SVGDocument, layout: Layout
  )
    -> Int
  {
    let world = explanation.parsed.scenario.world
    let steps = explanation.parsed.scenario.steps
    let x = layout.screenX
    var y = layout.screenY + layout.screenHeight + 22
    svg.comment("legend")
    func entry(_ text: String, swatch: (inout SVGDocument, Int) -> Void) {
      swatch(&svg, y)
      svg.text(text, x: x + 18, y: y, [("font-size", "11"), ("fill", "#343a40")])
      y += 16
    }
    let side = world.device.direction == .ltr ? "left" : "right"
    entry("leading edge (\(side))") {
      $0.rect(x: x, y: $1 - 9, width: 12, height: 4, [("fill", Self.edgeColor)])
    }
    for strip in Self.strips(world) {
      entry(strip.label) {
        $0.rect(
          x: x, y: $1 - 10, width: 12, height: 10, [("fill", strip.fill), ("fill-opacity", "0.6")])
      }
    }
    let fingers = Set(Self.strokes(steps).map(\.finger)).sorted()
    for finger in fingers {
      let color = Self.fingerColors[(finger - 1) % Self.fingerColors.count]
      entry("finger \(finger)") {
        $0.rect(x: x, y: $1 - 6, width: 12, height: 3, [("fill", color)])
      }
    }
    for decision in explanation.decisions {
      entry("decision @\(steps[decision.stepIndex].time): \(decision.label)") {
        $0.element(
          "circle",
          [
            ("cx", "\(x + 6)"), ("cy", "\($1 - 4)"), ("r", "5"), ("fill", "none"),
            ("stroke", "#212529"), ("stroke-width", "1.5"), ("stroke-dasharray", "3 2"),
          ])
      }
    }
    return y
  }
}
