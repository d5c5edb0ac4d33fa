import BackGestureModel
import PropertyCore

extension Gen {
  /// Returns a generator of screen settings covering every value of spec table 1.2.
  ///
  /// Defaults are the most likely (and simplest) values. `maxDistance` is 0, negative,
  /// small, one of the edge distances that touches aim at (20, 40 and their
  /// neighbours), or anything up to the device's width; animators are short (1 ms),
  /// typical or long (up to 5000 ms).
  ///
  /// With `systemUI`, the settings of the keyboard, the tab bar and search are drawn
  /// last: a text field, a search controller and `hidesBottomBarWhenPushed` one screen in
  /// two each; without it, the draws are those of the
  /// generator before they existed.
  ///
  /// - Parameters:
  ///   - device: The device, which bounds `maxDistance`.
  ///   - systemUI: Whether screens may hold a text field or a search controller and hide
  ///     the tab bar (spec [K1] to [K7]).
  public static func screenSettings(
    on device: Device, systemUI: Bool = false
  ) -> Generator<ScreenSettings> {
    Generator { source in
      // Each setting is one choice whose simplest value is its default, so the shrinker
      // resets any one setting without moving the choices of the others.
      var settings = ScreenSettings()
      settings.popDisabled = try source.element([false, true], weights: [7, 1])
      let width = device.width
      let favoured = MaxDistances(width: width)
      settings.maxDistance = Int(
        try source.draw(
          .integer(Int64(-width)...Int64(width), target: 0), favouringOneOf: favoured.count,
          anyOneIn: 20
        ) { Int64(favoured[$0]) })
      settings.bar = try source.element([nil, .hidden, .visible], weights: [3, 1, 1])
      settings.style = try source.option(barStyleWeights)
      settings.back = try source.element(
        [.system, .supplementing, .replacing, .hidden], weights: [8, 1, 1, 1])
      settings.veto = try source.element([false, true], weights: [9, 1])
      settings.late = try source.element([false, true], weights: [3, 1])
      settings.animator = try source.element(
        [nil, 1, 2, 10, 50, 350, 200, 300, 400, 349, 351, 5000, 1000, 2000, 4999],
        weights: [48, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3])
      if systemUI {
        settings.field = try source.element([false, true], weights: [1, 1])
        settings.search = try source.element([false, true], weights: [1, 1])
        settings.hidesBottomBar = try source.element([false, true], weights: [1, 1])
      }
      return settings
    }
  }

  /// The weights of a screen's bar style: the default 0 nine times as often as each of
  /// the nine others, made once.
  static let barStyleWeights = [9] + Array(repeating: 2, count: 9)

  /// The `maxDistance` values the generator favours, each listed as often as it is
  /// favoured: 0 most, then the edge distances touches aim at and their neighbours,
  /// small ones, negative ones and a few up to the device's width. Read by position, so
  /// that a screen's draw builds no list.
  struct MaxDistances {
    /// The device's width.
    let width: Int
    /// The zeros: 14 × 30 of them.
    static let zeros = 14 * 30
    /// The edge distances and their neighbours, listed ten times each.
    static let edges = [20, 40, 19, 21, 39, 41, 10, 11, 100]
    /// The step of the wide ones, from 61 up to the width.
    var wideStep: Int { max(1, (width - 61) / 30) }
    /// How many wide ones there are.
    var wide: Int { width < 61 ? 0 : (width - 61) / wideStep + 1 }

    /// The length of the list.
    var count: Int { Self.zeros + 3 * 10 + 60 + Self.edges.count * 10 + wide }

    /// The entry at a position: the zeros, the negative ones, 1 to 60, the edges, the wide.
    subscript(position: Int) -> Int {
      var position = position - Self.zeros
      guard position >= 0 else { return 0 }
      // -1, -40 and minus the width, in turn, ten times.
      if position < 30 {
        switch position % 3 {
        case 0: return -1
        case 1: return -40
        default: return -width
        }
      }
      position -= 30
      if position < 60 { return position + 1 }
      position -= 60
      if position < Self.edges.count * 10 { return Self.edges[position % Self.edges.count] }
      position -= Self.edges.count * 10
      return 61 + wideStep * position
    }
  }
}
