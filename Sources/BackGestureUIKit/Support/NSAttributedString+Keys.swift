import Foundation

// The two attribute keys bar code sets in title attributes (`[.foregroundColor: …]`), which
// UIKit adds to Foundation's `NSAttributedString.Key`. Foundation declares neither, on Linux
// or on Darwin (AppKit declares them on macOS); the mirror keeps the values, not reads them.
extension NSAttributedString.Key {
  /// The font of the text.
  public static let font = NSAttributedString.Key("NSFont")
  /// The colour of the text.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
}
