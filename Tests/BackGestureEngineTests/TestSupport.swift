import BackGestureEngine
import BackGestureModel

/// A 400-pt-wide phone: 1 pt of forward travel is 2.5‰ of progress.
let phone = Device(idiom: .phone, width: 400, height: 800, direction: .ltr)
/// The same phone in right-to-left layout.
let rtlPhone = Device(idiom: .phone, width: 400, height: 800, direction: .rtl)
/// A 1000-pt-wide pad.
let pad = Device(idiom: .pad, width: 1000, height: 1200, direction: .ltr)

/// Returns a screen with settings and content.
func screen(
  _ name: String, _ settings: ScreenSettings = ScreenSettings(), content: [ContentItem] = []
) -> Screen {
  Screen(name: name, settings: settings, content: content)
}

/// Returns plain screens with default settings.
func screens(_ names: String...) -> [Screen] {
  names.map { screen($0) }
}

/// Returns a world.
func world(
  _ preset: Preset, device: Device = phone, screens: [Screen], stack: [String],
  presentations: [[String]] = []
) -> World {
  World(
    device: device, preset: preset, screens: screens, stack: stack, presentations: presentations)
}

/// Returns a horizontal scroll view item.
func hscroll(
  _ frame: Frame = Frame(x: 0, y: 100, width: 400, height: 200), content: Int = 800,
  offset: Int = 0, inset: Int = 0, bounces: Bool = false, paging: Bool = false,
  decelerating: Int? = nil
) -> ContentItem {
  .horizontalScroll(
    HorizontalScrollView(
      frame: frame, content: content, offset: offset, inset: inset, bounces: bounces,
      paging: paging, deceleratingUntil: decelerating))
}

/// Drives an engine with short step spellings, as a scenario file would.
struct Driver {
  var engine: ReferenceEngine

  init(_ world: World) {
    engine = ReferenceEngine(world: world)
  }

  init(_ world: World, policy: GesturePolicy) {
    engine = ReferenceEngine(world: world, policy: policy)
  }

  var snapshot: Snapshot { engine.snapshot }
  /// The callback log in its spelling.
  var callbacks: [String] { engine.snapshot.callbacks.map(\.description) }
  /// The outcome list in its spelling.
  var outcomes: [String] { engine.snapshot.outcomes.map(\.description) }
  /// Every container's stack, root first.
  var stacks: [[String]] { engine.snapshot.containers.map(\.stack) }

  @discardableResult
  mutating func down(_ finger: Int = 1, _ x: Int, _ y: Int = 300, at time: Int) throws -> Snapshot {
    try engine.apply(Step(time: time, action: .down(finger: finger, at: Point(x: x, y: y))))
  }

  @discardableResult
  mutating func move(_ finger: Int = 1, _ x: Int, _ y: Int = 300, at time: Int) throws -> Snapshot {
    try engine.apply(Step(time: time, action: .move(finger: finger, to: Point(x: x, y: y))))
  }

  @discardableResult
  mutating func up(_ finger: Int = 1, at time: Int) throws -> Snapshot {
    try engine.apply(Step(time: time, action: .up(finger: finger)))
  }

  @discardableResult
  mutating func cancel(at time: Int) throws -> Snapshot {
    try engine.apply(Step(time: time, action: .cancel))
  }

  @discardableResult
  mutating func wait(at time: Int) throws -> Snapshot {
    try engine.apply(Step(time: time, action: .wait))
  }

  @discardableResult
  mutating func perform(
    _ kind: Operation.Kind, instant: Bool = false, at time: Int
  ) throws
    -> Snapshot
  {
    try engine.apply(Step(time: time, action: .operation(Operation(kind, animated: !instant))))
  }

  /// Touches down at `x` and moves past the slop to `to`, 10 ms later.
  @discardableResult
  mutating func swipe(from x: Int, to: Int, y: Int = 300, at time: Int) throws -> Snapshot {
    try down(1, x, y, at: time)
    return try move(1, to, y, at: time + 10)
  }
}
