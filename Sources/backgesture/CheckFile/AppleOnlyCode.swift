/// The lines of a file that Swift on Linux never compiles: those of an `#if` branch whose
/// condition holds only on Apple's platforms, as in the documented
/// `#if canImport(UIKit) / @objc / #endif`.
///
/// A condition holds only on Apple's platforms when it is one of ``appleOnly``, or joins
/// such a one to others with `&&`; a condition with `||` or `!` is taken to hold on Linux
/// too. The lines read are blanked (``SwiftCode``).
enum AppleOnlyCode {
  /// The conditions that hold on Apple's platforms alone, as written without spaces.
  static let appleOnly = [
    "canImport(UIKit", "canImport(ObjectiveC", "canImport(SwiftUI", "canImport(QuartzCore",
    "canImport(CoreGraphics", "canImport(AppKit", "os(iOS)", "os(macOS)", "os(tvOS)",
    "os(watchOS)", "os(visionOS)", "targetEnvironment(macCatalyst)",
  ]

  /// For each line, whether it is in a branch Linux never compiles; the `#if`, `#else` and
  /// `#endif` lines themselves are not.
  static func lines(_ code: [String]) -> [Bool] {
    // For each open `#if`, whether its current branch holds only on Apple's platforms.
    var branches: [Bool] = []
    var result: [Bool] = []
    for line in code {
      let words = line.split(whereSeparator: \.isWhitespace)
      switch words.first {
      case "#if":
        result.append(branches.contains(true))
        branches.append(holdsOnlyOnApple(words.dropFirst().joined()))
      case "#elseif":
        result.append(branches.dropLast().contains(true))
        if !branches.isEmpty {
          branches[branches.count - 1] = holdsOnlyOnApple(words.dropFirst().joined())
        }
      case "#else":
        result.append(branches.dropLast().contains(true))
        if !branches.isEmpty { branches[branches.count - 1] = false }
      case "#endif":
        _ = branches.popLast()
        result.append(branches.contains(true))
      default:
        result.append(branches.contains(true))
      }
    }
    return result
  }

  /// Whether a condition, written without spaces, holds only on Apple's platforms.
  static func holdsOnlyOnApple(_ condition: String) -> Bool {
    guard !condition.contains("||"), !condition.contains("!") else { return false }
    return condition.split(separator: "&&").contains { term in
      let bare = term.drop { $0 == "(" }
      return appleOnly.contains { bare.hasPrefix($0) }
    }
  }
}
