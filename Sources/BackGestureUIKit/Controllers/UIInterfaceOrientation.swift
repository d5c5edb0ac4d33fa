import Foundation

/// An orientation of the app's interface.
///
/// Kept, not read: the simulated screen never rotates.
public enum UIInterfaceOrientation: Int, Sendable {
  /// The orientation is not known.
  case unknown = 0
  /// Portrait, the home button or indicator at the bottom.
  case portrait = 1
  /// Portrait, upside down.
  case portraitUpsideDown = 2
  /// Landscape, the top of the device on the left of the interface.
  case landscapeLeft = 4
  /// Landscape, the top of the device on the right of the interface.
  case landscapeRight = 3
}

/// A set of interface orientations a controller supports.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
  /// The bits of the set.
  public let rawValue: UInt

  /// Creates a set from its bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Portrait.
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  /// Landscape, the top of the device on the left of the interface.
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  /// Landscape, the top of the device on the right of the interface.
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  /// Portrait, upside down.
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  /// Both landscape orientations.
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  /// Every orientation.
  public static let all: UIInterfaceOrientationMask = [
    .portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown,
  ]
  /// Every orientation but portrait upside down.
  public static let allButUpsideDown: UIInterfaceOrientationMask = [
    .portrait, .landscapeLeft, .landscapeRight,
  ]
}
