import BackGestureModel
import PropertyCore

extension Gen {
  /// Common phone sizes in points, portrait; the first is the simplest.
  static let phoneSizes: [(Int, Int)] = [
    (390, 844), (320, 568), (375, 667), (375, 812), (393, 852), (414, 896), (428, 926),
    (430, 932), (360, 780),
  ]

  /// Common pad sizes in points, portrait and landscape.
  static let padSizes: [(Int, Int)] = [
    (820, 1180), (744, 1133), (768, 1024), (810, 1080), (834, 1194), (1024, 1366),
    (1366, 1024), (1180, 820),
  ]

  /// Returns a generator of devices: phones 320–430 pt wide and pads 744–1366 pt wide,
  /// in common sizes, at the bounds and in between, left-to-right or right-to-left.
  ///
  /// ```swift
  /// let rtlPads = Gen.device(idiom: .pad, direction: .rtl)
  /// ```
  ///
  /// - Parameters:
  ///   - idiom: A fixed idiom, or `nil` for phones (mostly) and pads.
  ///   - direction: A fixed layout direction, or `nil` for `ltr` (mostly) and `rtl`.
  public static func device(
    idiom: Device.Idiom? = nil, direction: Device.Direction? = nil
  ) -> Generator<Device> {
    Generator { source in
      let idiom = try idiom ?? (source.chance(1, in: 4) ? .pad : .phone)
      let phone = idiom == .phone
      let common = phone ? phoneSizes : padSizes
      let widths = phone ? 320...430 : 744...1366
      let width: Int
      let height: Int
      switch try source.weighted([6, 1, 2]) {
      case 0:
        (width, height) = try source.pick(common)
      case 1:
        width = try source.pick([widths.lowerBound, widths.upperBound])
        height = phone ? (width < 375 ? 568 : 932) : (width < 1024 ? 1133 : 1024)
      default:
        width = try source.int(widths, towards: common[0].0)
        height = try source.int(phone ? 480...960 : 744...1366, towards: common[0].1)
      }
      let direction = try direction ?? (source.chance(1, in: 3) ? .rtl : .ltr)
      return Device(idiom: idiom, width: width, height: height, direction: direction)
    }
  }
}
