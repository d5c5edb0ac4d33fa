import BackGestureModel

/// The geometry of spec sections 1.1 and 1.3, as the invariants read it.
///
/// The invariants judge the engine against the specification, so they derive every
/// distance and hit from the spec's own words here rather than borrowing the engine's
/// or the oracle's helpers: a wrong sign in either side's helper then shows up as a
/// broken invariant instead of agreeing with itself.
package enum SpecGeometry {
  /// The leading distance of a horizontal position: `x` in `ltr`, `width - x` in `rtl` ([D3]).
  package static func leadingDistance(ofX x: Int, on device: Device) -> Int {
    device.direction == .rtl ? device.width - x : x
  }

  /// The forward displacement from p0 to p1: `p1.x - p0.x` in `ltr`, `p0.x - p1.x` in
  /// `rtl` ([D4]).
  static func forward(from p0: Point, to p1: Point, on device: Device) -> Int {
    device.direction == .rtl ? p0.x - p1.x : p1.x - p0.x
  }

  /// The 1-based index, in declaration order, and the item under a point: the first of
  /// a screen's items with `x <= px < x + w` and `y <= py < y + h`, or, when it is a
  /// scroll view that holds items under the point, the deepest of those ([C1], [C7]).
  package static func hit(
    _ point: Point, in content: [ContentItem]
  ) -> (index: Int, item: ContentItem)? {
    path(to: point, in: content).last
  }

  /// The items under a point, outermost first: the one a screen holds, then the one it
  /// holds, down to the item hit ([C1], [C7]); each with its 1-based index.
  static func path(
    to point: Point, in content: [ContentItem]
  ) -> [(index: Int, item: ContentItem)] {
    var found: [(index: Int, item: ContentItem)] = []
    var index = 0
    var items = content
    var searching = true
    while searching {
      searching = false
      for item in items {
        index += 1
        let f = item.frame
        if f.x <= point.x, point.x < f.x + f.width, f.y <= point.y, point.y < f.y + f.height {
          found.append((index, item))
          items = item.items
          searching = true
          break
        }
        index += count(item.items)
      }
    }
    return found
  }

  /// How many items a list holds, with those its items hold, and so on down ([C7]).
  static func count(_ items: [ContentItem]) -> Int {
    items.reduce(items.count) { $0 + count($1.items) }
  }

  /// Items in numbering order, each with the 0-based position of the scroll view that
  /// holds it: an item, then the items it holds ([C1], [C7]).
  package static func placed(_ content: [ContentItem]) -> [(item: ContentItem, holder: Int?)] {
    var placed: [(item: ContentItem, holder: Int?)] = []
    func add(_ items: [ContentItem], holder: Int?) {
      for item in items {
        placed.append((item, holder))
        add(item.items, holder: placed.count - 1)
      }
    }
    add(content, holder: nil)
    return placed
  }

  /// The centre of a slider's knob: `value` permille of the width from the slider's
  /// leading end, half the height down ([C4]).
  package static func knobCentre(of slider: Control, on device: Device) -> Point {
    let travel = slider.value * slider.frame.width / 1000
    let x =
      device.direction == .rtl
      ? slider.frame.x + slider.frame.width - travel : slider.frame.x + travel
    return Point(x: x, y: slider.frame.y + slider.frame.height / 2)
  }

  /// Whether a point lies on a slider's knob: the square of 48 pt around the knob's
  /// centre, `cx - 24 <= x < cx + 24` and the same down ([C4]).
  static func onKnob(_ point: Point, of slider: Control, on device: Device) -> Bool {
    let centre = knobCentre(of: slider, on: device)
    return centre.x - 24 <= point.x && point.x < centre.x + 24
      && centre.y - 24 <= point.y && point.y < centre.y + 24
  }

  /// Whether a control hit at a touch-down keeps the drag from the recognizers that are
  /// not its own at a decision point ([C4], [R-control]): a swipe cell does; a slider
  /// does when the touch-down lies on its knob, or when the decision point does and the
  /// drag went more across than down (`|dx| > |dy|`).
  static func keeps(
    _ control: Control, from touchDown: Point, at point: Point, on device: Device
  ) -> Bool {
    guard control.kind == .slider else { return true }
    if onKnob(touchDown, of: control, on: device) { return true }
    return onKnob(point, of: control, on: device)
      && abs(point.x - touchDown.x) > abs(point.y - touchDown.y)
  }
}
