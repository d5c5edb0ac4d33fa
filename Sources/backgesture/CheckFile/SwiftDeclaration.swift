/// A class or an extension that a Swift file declares, as `check-file` reads it: by its
/// words, not by parsing Swift.
///
/// `class Name: Superclass` is read with any attributes and modifiers before it
/// (`@MainActor`, `open`, `public final`); the superclass is the first name of the
/// inheritance list, `UIKit.` dropped. A generic class, and `class func` or `class var`,
/// are not classes it reads. Comments and string literals are not read (``SwiftCode``).
enum SwiftDeclaration: Sendable, Hashable {
  /// `class Name: Superclass` at a line (1-based); the superclass is `nil` when the class
  /// inherits nothing.
  case `class`(name: String, superclass: String?, line: Int)
  /// `extension Type` at a line.
  case `extension`(type: String, line: Int)

  /// The words that may follow `class` without it declaring a class.
  static let notClassNames: Set<String> = [
    "func", "var", "let", "subscript", "init", "deinit", "typealias", "override", "final",
    "static", "private", "fileprivate", "internal", "public", "open", "required",
    "convenience", "dynamic", "lazy", "weak", "unowned", "mutating", "nonmutating",
    "nonisolated", "indirect", "protocol",
  ]

  /// The classes and extensions of a file's code, in the order they appear.
  static func scan(_ code: SwiftCode) -> [SwiftDeclaration] {
    let tokens = Token.read(code)
    var found: [SwiftDeclaration] = []
    var index = 0
    func name(at start: Int) -> (name: String, end: Int)? {
      guard start < tokens.count, tokens[start].isName else { return nil }
      var parts = [tokens[start].text]
      var end = start + 1
      while end + 1 < tokens.count, tokens[end].text == ".", tokens[end + 1].isName {
        parts.append(tokens[end + 1].text)
        end += 2
      }
      if parts.count > 1, parts[0] == "UIKit" { parts.removeFirst() }
      return (parts.joined(separator: "."), end)
    }
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      switch token.text {
      case "class":
        guard index < tokens.count, tokens[index].isName,
          !notClassNames.contains(tokens[index].text)
        else { continue }
        let className = tokens[index].text
        var next = index + 1
        guard next >= tokens.count || tokens[next].text != "<" else { continue }
        var superclass: String?
        if next < tokens.count, tokens[next].text == ":" {
          next += 1
          while next + 1 < tokens.count, tokens[next].text == "@", tokens[next + 1].isName {
            next += 2
          }
          superclass = name(at: next)?.name
        }
        found.append(.class(name: className, superclass: superclass, line: token.line))
      case "extension":
        guard let extended = name(at: index) else { continue }
        found.append(.extension(type: extended.name, line: token.line))
      default:
        continue
      }
    }
    return found
  }
}

/// A word or a punctuation character of blanked code, with its line.
private struct Token {
  var text: String
  var line: Int

  /// Whether the token is a name (a keyword included), not punctuation.
  var isName: Bool {
    text.first.map { $0 == "_" || $0.isLetter } ?? false
  }

  /// The tokens of blanked code: names (with backticks dropped) and single punctuation
  /// characters; numbers read as names do no harm here.
  static func read(_ code: SwiftCode) -> [Token] {
    var tokens: [Token] = []
    for (offset, line) in code.lines.enumerated() {
      var word = ""
      func flush() {
        if !word.isEmpty { tokens.append(Token(text: word, line: offset + 1)) }
        word = ""
      }
      for character in line {
        if character == "_" || character.isLetter || character.isNumber {
          word.append(character)
        } else if character == "`" {
          continue
        } else {
          flush()
          if !character.isWhitespace {
            tokens.append(Token(text: String(character), line: offset + 1))
          }
        }
      }
      flush()
    }
    return tokens
  }
}
