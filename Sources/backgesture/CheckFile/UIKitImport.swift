/// The import swap of `check-file`: each import of UIKit in a file, or of QuartzCore or
/// CoreGraphics, which UIKit brings with it and Linux does not have, becomes an import of
/// the mirror on the same line, so the copy's line numbers are the file's.
///
/// ```text
/// import UIKit                        ->  import BackGestureUIKit
/// @_exported import UIKit             ->  @_exported import BackGestureUIKit
/// @preconcurrency import UIKit        ->  @preconcurrency import BackGestureUIKit
/// import UIKit.UIGestureRecognizerSubclass  ->  import BackGestureUIKit
/// import class UIKit.UIView           ->  import class BackGestureUIKit.UIView
/// import QuartzCore                   ->  import BackGestureUIKit
/// import CoreGraphics                 ->  import BackGestureUIKit
/// ```
///
/// Only the module's name changes: the rest of the line, a trailing comment included, is
/// kept. An import inside `#if canImport(UIKit)` (or `canImport` of the other two), as in
/// the documented `#if canImport(UIKit) / import UIKit / #else / import BackGestureUIKit /
/// #endif`, is left as it is: Linux never compiles it. Comments and string literals are
/// not read (``SwiftCode``).
enum UIKitImport {
  /// The module imported in place of the swapped ones.
  static let mirror = "BackGestureUIKit"

  /// The modules swapped for the mirror: UIKit, and the two modules `import UIKit` brings
  /// whose types the mirror declares on Linux (`CALayer`, `CGAffineTransform`,
  /// `CGVector`).
  static let swappedModules: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics"]

  /// The words that may stand between `import` and the module, as in `import class`.
  static let kinds: Set<String> = [
    "class", "struct", "enum", "protocol", "func", "var", "let", "typealias",
  ]

  /// Returns a file's text with its imports of UIKit swapped, every other character as it
  /// was.
  static func swapped(_ text: String) -> String {
    let code = SwiftCode(text).lines
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    var result = ""
    var cursor = text.startIndex
    // For each open `#if`, whether its current branch is `canImport` of a swapped module's.
    var branches: [Bool] = []
    for (number, line) in lines.enumerated() where number < code.count {
      let words = code[number].split(whereSeparator: \.isWhitespace)
      switch words.first {
      case "#if":
        let condition = words.dropFirst().joined()
        let guarded = swappedModules.contains { condition.contains("canImport(\($0))") }
        branches.append(guarded && !condition.contains("!canImport"))
      case "#elseif", "#else":
        if !branches.isEmpty { branches[branches.count - 1] = false }
      case "#endif":
        _ = branches.popLast()
      default:
        guard !branches.contains(true), let module = moduleRange(in: code[number]) else { continue }
        let start = line.index(line.startIndex, offsetBy: module.lowerBound)
        let end = line.index(line.startIndex, offsetBy: module.upperBound)
        result += text[cursor..<start] + mirror
        cursor = end
      }
    }
    return result + text[cursor...]
  }

  /// The characters of a blanked line that name a swapped module in an import of it
  /// (`UIKit`, or `UIKit.Sub` of a plain import), or `nil` when the line is no import of
  /// one.
  static func moduleRange(in line: String) -> Range<Int>? {
    let characters = Array(line)
    var words: [(text: String, range: Range<Int>)] = []
    var start: Int?
    for offset in 0...characters.count {
      if offset == characters.count || characters[offset].isWhitespace {
        if let begun = start {
          words.append((String(characters[begun..<offset]), begun..<offset))
        }
        start = nil
      } else if start == nil {
        start = offset
      }
    }
    guard let importIndex = words.firstIndex(where: { $0.text == "import" }),
      words[..<importIndex].allSatisfy({ $0.text.hasPrefix("@") })
    else { return nil }
    var index = importIndex + 1
    let kind = index < words.count && kinds.contains(words[index].text)
    if kind { index += 1 }
    guard index == words.count - 1 else { return nil }
    let path = words[index]
    let parts = path.text.split(separator: ".", omittingEmptySubsequences: false)
    guard let module = parts.first.map(String.init), swappedModules.contains(module),
      parts.allSatisfy({ !$0.isEmpty })
    else { return nil }
    if kind {
      guard parts.count > 1 else { return nil }
      return path.range.lowerBound..<(path.range.lowerBound + module.count)
    }
    return path.range
  }
}
