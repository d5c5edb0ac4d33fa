import Foundation

/// The style of the status bar.
///
/// Kept, not read: the mirror has no status bar.
public enum UIStatusBarStyle: Int, Sendable {
  /// Dark content on light backgrounds before iOS 13; since, the style that follows the
  /// interface's.
  case `default` = 0
  /// Light content, for dark backgrounds.
  case lightContent = 1
  /// Dark content, for light backgrounds.
  case darkContent = 3
}

/// How the status bar animates when it hides or shows.
public enum UIStatusBarAnimation: Int, Sendable {
  /// No animation.
  case none = 0
  /// A fade.
  case fade = 1
  /// A slide.
  case slide = 2
}
