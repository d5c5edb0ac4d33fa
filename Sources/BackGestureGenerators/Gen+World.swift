import BackGestureModel
import PropertyCore

extension Gen {
  /// The screen names worlds use, in declaration order: `A` … `Z`.
  static let screenNames = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }

  /// Returns a generator of worlds for a preset (or any preset).
  ///
  /// Stacks are mostly 1, 2 or 3 screens deep, sometimes 4 or 5; zero to two presented
  /// containers of one to three screens sit over the root; zero to three more screens are
  /// declared but on no stack, for `push`, `set-stack` and `present`. Every screen gets
  /// its own settings (``Gen/screenSettings(on:)``) and content (``Gen/content(on:)``).
  ///
  /// ```swift
  /// let worlds = Gen.world(preset: .fdFullscreen)
  /// ```
  ///
  /// - Parameters:
  ///   - preset: A fixed preset, or `nil` for any.
  ///   - device: The generator of devices.
  public static func world(
    preset: Preset? = nil, device: Generator<Device> = Gen.device()
  ) -> Generator<World> {
    Generator { source in
      let preset = try preset ?? source.pick(Preset.allCases)
      let device = try device.generate(from: source)
      let depth = try [2, 1, 3, 4, 5][source.weighted([6, 2, 4, 1, 1])]
      let presentationCount = try source.weighted([8, 3, 1])
      var presentationDepths: [Int] = []
      for _ in 0..<presentationCount {
        presentationDepths.append(try [1, 2, 3][source.weighted([3, 2, 1])])
      }
      let extras = try source.weighted([2, 3, 2, 1])
      let total = depth + presentationDepths.reduce(0, +) + extras
      var screens: [Screen] = []
      for name in screenNames.prefix(total) {
        source.beginSpan("screen")
        let settings = try screenSettings(on: device).generate(from: source)
        let content = try Gen.content(on: device).generate(from: source)
        source.endSpan()
        screens.append(Screen(name: name, settings: settings, content: content))
      }
      let names = screens.map(\.name)
      let stack = Array(names.prefix(depth))
      var presentations: [[String]] = []
      var next = depth
      for count in presentationDepths {
        presentations.append(Array(names[next..<(next + count)]))
        next += count
      }
      return World(
        device: device, preset: preset, screens: screens, stack: stack,
        presentations: presentations)
    }
  }
}
