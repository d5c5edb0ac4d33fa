import Foundation

/// The Objective-C names of the methods the files declare, read from their `func`s: what a
/// `#selector` names, and the only place a `#selector` without labels
/// (`#selector(handleTap)`) says whether its method takes an argument.
///
/// A method's name is its explicit `@objc(name)`, on its line or on a line of attributes
/// just above, or else the name Swift derives (``ObjectiveCName``). The files are read
/// lexically (``SwiftCode``): a method declared in no file given is not known.
struct ObjectiveCMethods: Sendable, Hashable {
  /// A method the files declare.
  struct Method: Sendable, Hashable {
    /// The argument labels, `_` for none.
    var labels: [String]
    /// The Objective-C selector.
    var selector: String
  }

  /// The methods, by base name, in the order the files declare them.
  var methods: [String: [Method]] = [:]

  /// Reads the methods of files' texts.
  init(_ texts: [String]) {
    for text in texts {
      let code = Array(SwiftCode(text).lines.joined(separator: "\n"))
      var index = 0
      while let found = Self.declaration(in: code, from: index) {
        index = found.end
        let selector =
          found.explicit ?? ObjectiveCName.selector(base: found.base, labels: found.labels)
        methods[found.base, default: []].append(Method(labels: found.labels, selector: selector))
      }
    }
  }

  /// The selector a `#selector` of a base name and, if it writes them, labels names: the
  /// declared method's, or the one Swift derives; a base name alone that no file declares
  /// names a method without arguments.
  func selector(base: String, labels: [String]?) -> String {
    let declared = methods[base] ?? []
    guard let labels else { return declared.first?.selector ?? base }
    return declared.first { $0.labels == labels }?.selector
      ?? ObjectiveCName.selector(base: base, labels: labels)
  }

  /// The next `func` declaration from an offset of blanked code: its base name, labels,
  /// explicit `@objc` name and the offset after its parameters.
  static func declaration(
    in code: [Character], from start: Int
  ) -> (base: String, labels: [String], explicit: String?, end: Int)? {
    var index = start
    while index + 4 <= code.count {
      defer { index += 1 }
      guard String(code[index..<index + 4]) == "func",
        index == 0 || !isIdentifier(code[index - 1]),
        index + 4 < code.count, code[index + 4].isWhitespace
      else { continue }
      var cursor = index + 4
      while cursor < code.count, code[cursor].isWhitespace { cursor += 1 }
      let nameStart = cursor
      while cursor < code.count, isIdentifier(code[cursor]) { cursor += 1 }
      let base = String(code[nameStart..<cursor])
      while cursor < code.count, code[cursor].isWhitespace { cursor += 1 }
      if cursor < code.count, code[cursor] == "<" {
        while cursor < code.count, code[cursor] != ">" { cursor += 1 }
        cursor += 1
        while cursor < code.count, code[cursor].isWhitespace { cursor += 1 }
      }
      guard !base.isEmpty, cursor < code.count, code[cursor] == "(",
        let parameters = parameters(in: code, at: cursor)
      else { continue }
      return (base, parameters.labels, explicitName(in: code, before: index), parameters.end)
    }
    return nil
  }

  /// The argument labels of the parameter list that opens at an offset, and the offset
  /// after its closing parenthesis.
  static func parameters(in code: [Character], at open: Int) -> (labels: [String], end: Int)? {
    var depth = 0
    var pieces: [String] = []
    var piece = ""
    for index in open..<code.count {
      let character = code[index]
      switch character {
      case "(", "[", "<":
        depth += 1
        if depth > 1 { piece.append(character) }
      case ">" where index > 0 && code[index - 1] == "-":
        piece.append(character)
      case ")", "]", ">":
        depth -= 1
        if depth == 0 {
          pieces.append(piece)
          let labels = pieces.compactMap { piece -> String? in
            let head = piece.prefix { $0 != ":" }
            return head.split(whereSeparator: \.isWhitespace).first.map(String.init)
          }
          return (labels, index + 1)
        }
        piece.append(character)
      case "," where depth == 1:
        pieces.append(piece)
        piece = ""
      default:
        piece.append(character)
      }
    }
    return nil
  }

  /// The name of an `@objc(name)` among the attributes before a `func`: on its line, or on
  /// the line above when that line holds attributes alone.
  static func explicitName(in code: [Character], before index: Int) -> String? {
    var lineStart = index
    while lineStart > 0, !code[lineStart - 1].isNewline { lineStart -= 1 }
    var window = String(code[lineStart..<index])
    if lineStart > 0 {
      var above = lineStart - 1
      while above > 0, !code[above - 1].isNewline { above -= 1 }
      let line = String(code[above..<(lineStart - 1)]).trimmingCharacters(in: .whitespaces)
      if !line.isEmpty, line.split(whereSeparator: \.isWhitespace).allSatisfy({ $0.hasPrefix("@") })
      {
        window = line + " " + window
      }
    }
    guard let range = window.range(of: "@objc(") else { return nil }
    let name = window[range.upperBound...].prefix { $0 != ")" }
    return name.isEmpty ? nil : String(name).trimmingCharacters(in: .whitespaces)
  }

  /// Whether a character can be part of an identifier.
  static func isIdentifier(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }
}
