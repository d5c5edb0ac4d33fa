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
  /// - Parameter device: The device, which bounds `maxDistance`.
  public static func screenSettings(on device: Device) -> Generator<ScreenSettings> {
    Generator { source in
      var settings = ScreenSettings()
      settings.popDisabled = try source.chance(1, in: 8)
      switch try source.weighted([14, 1, 2, 3, 1]) {
      case 0: settings.maxDistance = 0
      case 1: settings.maxDistance = try source.pick([-1, -40, -device.width])
      case 2: settings.maxDistance = try source.int(1...60, towards: 1)
      case 3: settings.maxDistance = try source.pick([20, 40, 19, 21, 39, 41, 10, 11, 100])
      default: settings.maxDistance = try source.int(61...device.width, towards: 61)
      }
      switch try source.weighted([3, 1, 1]) {
      case 0: settings.bar = nil
      case 1: settings.bar = .hidden
      default: settings.bar = .visible
      }
      settings.style = try source.chance(2, in: 3) ? source.int(1...9) : 0
      switch try source.weighted([8, 1, 1, 1]) {
      case 0: settings.back = .system
      case 1: settings.back = .supplementing
      case 2: settings.back = .replacing
      default: settings.back = .hidden
      }
      settings.veto = try source.chance(1, in: 10)
      settings.late = try source.chance(1, in: 4)
      switch try source.weighted([4, 1, 1, 1]) {
      case 0: settings.animator = nil
      case 1: settings.animator = try source.pick([1, 2, 10, 50])
      case 2: settings.animator = try source.pick([350, 200, 300, 400, 349, 351])
      default: settings.animator = try source.pick([5000, 1000, 2000, 4999])
      }
      return settings
    }
  }
}
