import BackGestureInvariants
import BackGestureModel
import BackGestureRunner

extension SVGRenderer {
  /// The "before" and "after" panels beside the screen. Returns their bottom.
  func panels(
    _ explanation: ScenarioExplanation, into svg: inout SVGDocument, layout: Layout
  )
    -> Int
  {
    let run = explanation.engine
    let before = panel(
      "before @\(run.initial.time)", run.initial, into: &svg, x: layout.panelX, layout: layout)
    let after = panel(
      "after @\(run.final.time)", run.final, into: &svg,
      x: layout.panelX + Self.panelWidth + 16, layout: layout)
    return max(before, after)
  }

  /// One panel: the stacks as rows of boxes (the top highlighted), the current bar, the
  /// transition in flight, and the outcome list. Returns its bottom.
  func panel(
    _ title: String, _ snapshot: Snapshot, into svg: inout SVGDocument, x: Int, layout: Layout
  ) -> Int {
    let width = Self.panelWidth
    let top = layout.screenY
    let label: [SVGDocument.Attribute] = [("font-size", "11"), ("fill", "#868e96")]
    let value: [SVGDocument.Attribute] = [("font-size", "12"), ("fill", "#212529")]
    svg.comment("panel \(title)")
    svg.text(
      title, x: x + 10, y: top + 18,
      [("font-size", "13"), ("font-weight", "bold"), ("fill", "#212529")])
    var y = top + 40
    svg.text("stacks (bottom first)", x: x + 10, y: y, label)
    y += 8
    for (index, container) in snapshot.containers.enumerated() {
      if snapshot.containers.count > 1 {
        y += 12
        svg.text(index == 0 ? "root" : "presented \(index)", x: x + 10, y: y, label)
        y += 4
      }
      drawStack(container.stack, into: &svg, x: x + 10, y: y, width: width - 20)
      y += 30
    }
    y += 18
    svg.text("bar", x: x + 10, y: y, label)
    y += 6
    let current = snapshot.current
    if current.barHidden {
      svg.rect(
        x: x + 10, y: y, width: width - 20, height: 18,
        [("rx", "3"), ("fill", "none"), ("stroke", "#adb5bd"), ("stroke-dasharray", "4 3")])
      svg.text(
        "hidden (style=\(current.barStyle))", x: x + 16, y: y + 13,
        [("font-size", "11"), ("fill", "#868e96")])
    } else {
      svg.rect(x: x + 10, y: y, width: width - 20, height: 18, [("rx", "3"), ("fill", "#343a40")])
      svg.text(
        "visible style=\(current.barStyle)", x: x + 16, y: y + 13,
        [("font-size", "11"), ("fill", "#ffffff")])
    }
    y += 40
    if let transition = snapshot.transition {
      svg.text("transition", x: x + 10, y: y, label)
      for line in Self.wrap(TimelineRenderer.transition(transition), columns: 28) {
        y += 16
        svg.text(line, x: x + 10, y: y, value)
      }
      y += 24
    }
    svg.text("outcomes", x: x + 10, y: y, label)
    let outcomes = snapshot.outcomes.map(\.description)
    let room = max(1, (top + layout.screenHeight - y) / 16)
    var shown = outcomes.isEmpty ? ["none"] : outcomes
    if shown.count > room {
      shown = Array(shown.prefix(room - 1)) + ["… \(shown.count - room + 1) more"]
    }
    for line in shown {
      y += 16
      svg.text(line, x: x + 10, y: y, value)
    }
    return y
  }

  /// A stack as a row of boxes, bottom first, the top one highlighted.
  func drawStack(_ stack: [String], into svg: inout SVGDocument, x: Int, y: Int, width: Int) {
    let box = min(44, width / max(1, stack.count) - 4)
    for (index, name) in stack.enumerated() {
      let isTop = index == stack.count - 1
      let left = x + index * (box + 4)
      svg.rect(
        x: left, y: y, width: box, height: 24,
        [
          ("rx", "3"), ("fill", isTop ? "#d0ebff" : "#f1f3f5"),
          ("stroke", isTop ? "#1c7ed6" : "#adb5bd"), ("stroke-width", isTop ? "2" : "1"),
        ])
      let fits = max(1, (box - 4) / 7)
      let shown = name.count <= fits ? name : String(name.prefix(max(1, fits - 1))) + "…"
      svg.text(
        shown, x: left + box / 2, y: y + 16,
        [("font-size", "11"), ("text-anchor", "middle"), ("fill", "#212529")]
          + (isTop ? [("font-weight", "bold")] : []))
    }
  }
}
