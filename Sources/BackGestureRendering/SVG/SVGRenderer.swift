import BackGestureInvariants
import BackGestureModel
import BackGestureRunner

/// Draws an explanation as an SVG picture of its counterexample.
///
/// On the left, the device screen to scale with the leading edge, the edge zone and
/// the top screen's `maxDistance` strip shaded, the top screen's content items
/// outlined, each finger's path with a dot per sample labelled by its time, and a ring
/// at every decision. On the right, two panels show the stacks, the bar and the
/// outcomes before the first step and after the last. A caption gives the title and
/// the preset above, and the verdict below.
///
/// The output is deterministic: integer coordinates, attributes in a fixed order, no
/// timestamps. Points scale to pixels by `360 / max(width, height)` of the device,
/// rounded half up (`scale(_:)`).
public struct SVGRenderer: Sendable {
  /// The longest side of the drawn screen, in pixels.
  static let screenSize = 360
  /// The width of one state panel, in pixels.
  static let panelWidth = 200
  /// The colour of each finger, by id 1 to 9.
  static let fingerColors = [
    "#1c7ed6", "#e03131", "#2f9e44", "#9c36b5", "#f08c00", "#0c8599", "#5c940d", "#c2255c",
    "#495057",
  ]

  /// Creates a renderer.
  public init() {}

  /// Renders the picture as a complete SVG document ending with a line break.
  public func render(_ explanation: ScenarioExplanation) -> String {
    var layout = Layout(explanation)
    var svg = SVGDocument(width: layout.width, height: 0)
    var y = caption(explanation, into: &svg, layout: layout)
    layout.screenY = y
    drawScreen(explanation, into: &svg, layout: layout)
    drawFingers(explanation, into: &svg, layout: layout)
    let legendBottom = legend(explanation, into: &svg, layout: layout)
    let panelsBottom = panels(explanation, into: &svg, layout: layout)
    y = max(legendBottom, panelsBottom) + 24
    y = verdict(explanation, into: &svg, layout: layout, top: y)
    svg.height = y + 12
    return svg.text
  }

  /// Where the parts of the picture go.
  struct Layout {
    /// The device's width and height in points.
    var device: Device
    /// The scale's numerator and denominator: pixels = points × num / den.
    var num: Int
    var den: Int
    /// The screen's top left corner in pixels.
    var screenX = 40
    var screenY = 0
    /// The screen's size in pixels.
    var screenWidth: Int
    var screenHeight: Int

    init(_ explanation: ScenarioExplanation) {
      device = explanation.parsed.scenario.world.device
      num = SVGRenderer.screenSize
      den = max(device.width, device.height)
      screenWidth = 0
      screenHeight = 0
      screenWidth = scale(device.width)
      screenHeight = scale(device.height)
    }

    /// The left edge of the first panel.
    var panelX: Int { screenX + screenWidth + 48 }
    /// The canvas width.
    var width: Int { panelX + 2 * SVGRenderer.panelWidth + 16 + 20 }
    /// How many characters of 12 px text fit across the canvas.
    var columns: Int { (width - 40) / 7 }

    /// Converts a length in points to pixels, rounding half up.
    func scale(_ points: Int) -> Int {
      let twice = 2 * points * num + den
      let divisor = 2 * den
      return twice >= 0 ? twice / divisor : -((-twice + divisor - 1) / divisor)
    }

    /// A point on the screen in pixels.
    func pixel(_ point: Point) -> (x: Int, y: Int) {
      (screenX + scale(point.x), screenY + scale(point.y))
    }
  }

  /// The caption above the screen: the title, wrapped, then the preset and device.
  /// Returns where the screen starts.
  func caption(
    _ explanation: ScenarioExplanation, into svg: inout SVGDocument, layout: Layout
  )
    -> Int
  {
    let scenario = explanation.parsed.scenario
    let device = scenario.world.device
    var y = 28
    svg.comment("caption")
    let title = scenario.title ?? explanation.parsed.file
    for line in Self.wrap(title, columns: (layout.width - 40) / 9) {
      svg.text(
        line, x: 20, y: y, [("font-size", "15"), ("font-weight", "bold"), ("fill", "#212529")])
      y += 19
    }
    var setup =
      "\(explanation.parsed.file) · preset \(scenario.world.preset.rawValue) · "
      + "\(device.idiom.rawValue) \(device.width)x\(device.height) \(device.direction.rawValue)"
    if explanation.customPolicy { setup += " · custom engine policy" }
    for line in Self.wrap(setup, columns: layout.columns) {
      svg.text(line, x: 20, y: y, [("fill", "#495057")])
      y += 16
    }
    return y + 14
  }

  /// The verdict below everything: the first broken invariant or that all hold, then
  /// the expectations' verdict. Returns the bottom of the text.
  func verdict(
    _ explanation: ScenarioExplanation, into svg: inout SVGDocument, layout: Layout, top: Int
  ) -> Int {
    var y = top
    svg.comment("verdict")
    let (text, color) =
      explanation.failure.map { ("✘ " + $0.message, "#c92a2a") }
      ?? ("✔ All invariants hold; engine and oracle agree at every step.", "#2b8a3e")
    for line in Self.wrap(text, columns: (layout.width - 40) / 8) {
      svg.text(line, x: 20, y: y, [("font-size", "13"), ("font-weight", "bold"), ("fill", color)])
      y += 18
    }
    let expectations =
      explanation.engine.verdict.split(separator: "\n").first.map(String.init) ?? ""
    for line in Self.wrap(expectations, columns: layout.columns) {
      svg.text(line, x: 20, y: y, [("fill", "#495057")])
      y += 16
    }
    return y
  }

  /// Breaks text into lines of at most a number of characters, at spaces; a word longer
  /// than a line stands alone.
  static func wrap(_ text: String, columns: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= columns {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }
}
