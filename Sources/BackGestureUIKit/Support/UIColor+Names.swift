import Foundation

// Colours by name. UIKit declares them as `class var … { get }`; a `static let` is the same
// at a call site. The system and semantic colours are dynamic in UIKit; the mirror's screen
// has the light style (`UITraitCollection`), so each is its light appearance, as Apple's
// Human Interface Guidelines give it, kept in the RGB colour space. Kept, not read.
extension UIColor {
  /// A dark grey: white 1/3.
  public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
  /// A light grey: white 2/3.
  public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
  /// A grey: white 0.5.
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// Red: 1, 0, 0.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Green: 0, 1, 0.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Blue: 0, 0, 1.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// Cyan: 0, 1, 1.
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// Yellow: 1, 1, 0.
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// Magenta: 1, 0, 1.
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  /// Orange: 1, 0.5, 0.
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Purple: 0.5, 0, 0.5.
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Brown: 0.6, 0.4, 0.2.
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// The system's red in the light style: 255, 59, 48 of 255.
  public static let systemRed = UIColor(red: 255 / 255, green: 59 / 255, blue: 48 / 255, alpha: 1)
  /// The system's orange in the light style: 255, 149, 0 of 255.
  public static let systemOrange = UIColor(
    red: 255 / 255, green: 149 / 255, blue: 0 / 255, alpha: 1)
  /// The system's yellow in the light style: 255, 204, 0 of 255.
  public static let systemYellow = UIColor(
    red: 255 / 255, green: 204 / 255, blue: 0 / 255, alpha: 1)
  /// The system's green in the light style: 52, 199, 89 of 255.
  public static let systemGreen = UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1)
  /// The system's mint in the light style: 0, 199, 190 of 255.
  public static let systemMint = UIColor(red: 0 / 255, green: 199 / 255, blue: 190 / 255, alpha: 1)
  /// The system's teal in the light style: 48, 176, 199 of 255.
  public static let systemTeal = UIColor(red: 48 / 255, green: 176 / 255, blue: 199 / 255, alpha: 1)
  /// The system's cyan in the light style: 50, 173, 230 of 255.
  public static let systemCyan = UIColor(red: 50 / 255, green: 173 / 255, blue: 230 / 255, alpha: 1)
  /// The system's blue in the light style: 0, 122, 255 of 255.
  public static let systemBlue = UIColor(red: 0 / 255, green: 122 / 255, blue: 255 / 255, alpha: 1)
  /// The system's indigo in the light style: 88, 86, 214 of 255.
  public static let systemIndigo = UIColor(
    red: 88 / 255, green: 86 / 255, blue: 214 / 255, alpha: 1)
  /// The system's purple in the light style: 175, 82, 222 of 255.
  public static let systemPurple = UIColor(
    red: 175 / 255, green: 82 / 255, blue: 222 / 255, alpha: 1)
  /// The system's pink in the light style: 255, 45, 85 of 255.
  public static let systemPink = UIColor(red: 255 / 255, green: 45 / 255, blue: 85 / 255, alpha: 1)
  /// The system's brown in the light style: 162, 132, 94 of 255.
  public static let systemBrown = UIColor(
    red: 162 / 255, green: 132 / 255, blue: 94 / 255, alpha: 1)
  /// The system's grey 1 in the light style: 142, 142, 147 of 255.
  public static let systemGray = UIColor(
    red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
  /// The system's grey 2 in the light style: 174, 174, 178 of 255.
  public static let systemGray2 = UIColor(
    red: 174 / 255, green: 174 / 255, blue: 178 / 255, alpha: 1)
  /// The system's grey 3 in the light style: 199, 199, 204 of 255.
  public static let systemGray3 = UIColor(
    red: 199 / 255, green: 199 / 255, blue: 204 / 255, alpha: 1)
  /// The system's grey 4 in the light style: 209, 209, 214 of 255.
  public static let systemGray4 = UIColor(
    red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1)
  /// The system's grey 5 in the light style: 229, 229, 234 of 255.
  public static let systemGray5 = UIColor(
    red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1)
  /// The system's grey 6 in the light style: 242, 242, 247 of 255.
  public static let systemGray6 = UIColor(
    red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
  /// The text of labels. In the light style: 0, 0, 0 of 255, alpha 1.
  public static let label = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
  /// Secondary text. In the light style: 60, 60, 67 of 255, alpha 0.6.
  public static let secondaryLabel = UIColor(
    red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
  /// Tertiary text. In the light style: 60, 60, 67 of 255, alpha 0.3.
  public static let tertiaryLabel = UIColor(
    red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
  /// Quaternary text. In the light style: 60, 60, 67 of 255, alpha 0.18.
  public static let quaternaryLabel = UIColor(
    red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18)
  /// Placeholder text. In the light style: 60, 60, 67 of 255, alpha 0.3.
  public static let placeholderText = UIColor(
    red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
  /// Links. In the light style: 0, 122, 255 of 255, alpha 1.
  public static let link = UIColor(red: 0 / 255, green: 122 / 255, blue: 255 / 255, alpha: 1)
  /// Separators, which let content show through. In the light style: 60, 60, 67 of 255, alpha 0.29.
  public static let separator = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
  /// Opaque separators. In the light style: 198, 198, 200 of 255, alpha 1.
  public static let opaqueSeparator = UIColor(
    red: 198 / 255, green: 198 / 255, blue: 200 / 255, alpha: 1)
  /// The background of the interface. In the light style: 255, 255, 255 of 255, alpha 1.
  public static let systemBackground = UIColor(
    red: 255 / 255, green: 255 / 255, blue: 255 / 255, alpha: 1)
  /// Content layered on the background. In the light style: 242, 242, 247 of 255, alpha 1.
  public static let secondarySystemBackground = UIColor(
    red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
  /// Content layered on secondary content. In the light style: 255, 255, 255 of 255, alpha 1.
  public static let tertiarySystemBackground = UIColor(
    red: 255 / 255, green: 255 / 255, blue: 255 / 255, alpha: 1)
  /// The background of a grouped interface. In the light style: 242, 242, 247 of 255, alpha 1.
  public static let systemGroupedBackground = UIColor(
    red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
  /// Content layered on a grouped background. In the light style: 255, 255, 255 of 255, alpha 1.
  public static let secondarySystemGroupedBackground = UIColor(
    red: 255 / 255, green: 255 / 255, blue: 255 / 255, alpha: 1)
  /// Content layered on grouped secondary content. In the light style: 242, 242, 247 of 255, alpha 1.
  public static let tertiarySystemGroupedBackground = UIColor(
    red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
  /// Thin and small shapes. In the light style: 120, 120, 128 of 255, alpha 0.2.
  public static let systemFill = UIColor(
    red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
  /// Medium-size shapes. In the light style: 120, 120, 128 of 255, alpha 0.16.
  public static let secondarySystemFill = UIColor(
    red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)
  /// Large shapes. In the light style: 118, 118, 128 of 255, alpha 0.12.
  public static let tertiarySystemFill = UIColor(
    red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
  /// Large areas with complex content. In the light style: 116, 116, 128 of 255, alpha 0.08.
  public static let quaternarySystemFill = UIColor(
    red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08)

  /// Returns the colour with another alpha, in the same colour space.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    isGrey
      ? UIColor(white: components[0], alpha: alpha)
      : UIColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
  }
}
