/// A Swift file's text with its comments and string literals blanked out, line for line:
/// what `check-file` searches for declarations and imports.
///
/// Every character of a comment or of a string literal, its quotes included, becomes a
/// space; line breaks stay, so a line of the code is the same line of the file, and a
/// character keeps its column. The code inside a string's interpolation, `\(…)`, stays
/// code. Raw strings (`#"…"#`), multi-line strings and nested block comments are read as
/// Swift reads them; regular-expression literals are not, and read as code.
///
/// ```swift
/// let code = SwiftCode("let a = \"x\" // b\nc")
/// code.lines == ["let a =" + String(repeating: " ", count: 9), "c"]  // true
/// ```
struct SwiftCode: Sendable, Hashable {
  /// The blanked lines, split where the file's lines are.
  var lines: [String]

  /// Blanks the comments and string literals of a file's text.
  init(_ source: String) {
    var blanker = Blanker(Array(source))
    blanker.code()
    lines = Self.lines(of: String(blanker.output))
  }

  /// The lines of a text, split at each line break (`\r\n` is one), the last line
  /// included even when it is empty.
  static func lines(of text: String) -> [String] {
    text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
  }
}

/// The scanner behind ``SwiftCode``: copies code and writes spaces for the rest.
private struct Blanker {
  let input: [Character]
  var output: [Character] = []
  var index = 0

  init(_ input: [Character]) {
    self.input = input
    output.reserveCapacity(input.count)
  }

  /// The character at an offset from the current one, or `nil` past the end.
  func peek(_ offset: Int = 0) -> Character? {
    index + offset < input.count ? input[index + offset] : nil
  }

  /// Copies the current character as code.
  mutating func keep() {
    output.append(input[index])
    index += 1
  }

  /// Blanks the current character (a line break stays).
  mutating func blank() {
    output.append(input[index].isNewline ? input[index] : " ")
    index += 1
  }

  /// Reads code until the end, or in an interpolation until its closing parenthesis,
  /// which is left for the caller.
  mutating func code(interpolation: Bool = false) {
    var depth = 0
    while let character = peek() {
      switch character {
      case "/" where peek(1) == "/":
        while let next = peek(), !next.isNewline { blank() }
      case "/" where peek(1) == "*":
        blockComment()
      case "\"", "#":
        if !string() { keep() }
      case "(":
        depth += 1
        keep()
      case ")":
        if interpolation, depth == 0 { return }
        depth -= 1
        keep()
      default:
        keep()
      }
    }
  }

  /// Blanks a block comment, nested ones included.
  mutating func blockComment() {
    var depth = 0
    while peek() != nil {
      if peek() == "/", peek(1) == "*" {
        depth += 1
        blank()
        blank()
      } else if peek() == "*", peek(1) == "/" {
        depth -= 1
        blank()
        blank()
        if depth == 0 { return }
      } else {
        blank()
      }
    }
  }

  /// Blanks a string literal that starts here, keeping its interpolations as code;
  /// returns `false`, reading nothing, when no string starts here (a `#` of `#if`).
  mutating func string() -> Bool {
    var hashes = 0
    while peek(hashes) == "#" { hashes += 1 }
    guard peek(hashes) == "\"" else { return false }
    let multiline = peek(hashes + 1) == "\"" && peek(hashes + 2) == "\""
    let quotes = multiline ? 3 : 1
    for _ in 0..<(hashes + quotes) { blank() }
    while let character = peek() {
      if character == "\\", (0..<hashes).allSatisfy({ peek(1 + $0) == "#" }) {
        for _ in 0...hashes { blank() }
        if peek() == "(" {
          blank()
          code(interpolation: true)
          if peek() == ")" { blank() }
        } else if peek() != nil {
          blank()
        }
      } else if character == "\"", (0..<quotes).allSatisfy({ peek($0) == "\"" }),
        (0..<hashes).allSatisfy({ peek(quotes + $0) == "#" })
      {
        for _ in 0..<(quotes + hashes) { blank() }
        return true
      } else if character.isNewline, !multiline {
        return true
      } else {
        blank()
      }
    }
    return true
  }
}
