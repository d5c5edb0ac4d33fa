/// How a title is written after `title:`: as it is, or quoted with escapes (spec [F2]).
///
/// A title is written as it is when reading the line gives it back: it is not empty,
/// holds no `#`, no control character and no line or paragraph separator, does not start
/// with `"`, a space or a tab, or anything that would join the space before it into one
/// character (a combining mark, a joiner), and does not end with a space or a tab. Any
/// other title is quoted:
///
/// ```text
/// title: "Two lines:\nthe second # not a comment"
/// ```
///
/// Inside the quotes `\\`, `\"`, `\n`, `\r` and `\t` stand for themselves, and
/// `\u{1F600}` for any Unicode scalar by its hexadecimal value; every other character,
/// `#` included, is itself.
enum TitleQuoting {
  /// Whether a title can be written as it is.
  static func isPlain(_ title: String) -> Bool {
    let scalars = title.unicodeScalars
    guard let first = scalars.first, let last = scalars.last else { return false }
    if first == "\"" || first == " " || first == "\t" || last == " " || last == "\t" {
      return false
    }
    // A mark, a joiner or anything else that extends a grapheme joins the space after
    // `title:`, and the line would not read back.
    guard (" " + title).first == " " else { return false }
    return !scalars.contains { $0 == "#" || needsEscape($0) }
  }

  /// The title as written after `title: `.
  static func written(_ title: String) -> String {
    isPlain(title) ? title : quoted(title)
  }

  /// The title in quotes, with escapes.
  static func quoted(_ title: String) -> String {
    var text = "\""
    for scalar in title.unicodeScalars {
      switch scalar {
      case "\\": text += "\\\\"
      case "\"": text += "\\\""
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where needsEscape(scalar):
        text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text + "\""
  }

  /// Whether a scalar is written as an escape inside quotes: a control character or a
  /// line or paragraph separator.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: true
    default: false
    }
  }

  /// Why a quoted title cannot be read.
  enum Problem: Error, Equatable {
    /// No closing quote.
    case unterminated
    /// A backslash followed by something that is no escape.
    case unknownEscape(String)
    /// `\u{...}` that names no Unicode scalar.
    case invalidScalar(String)
    /// Text after the closing quote that is not a comment.
    case trailing(String)
  }

  /// Reads a quoted title from the text that starts with its opening quote; after the
  /// closing quote only spaces, tabs and a comment may follow.
  static func unquoted(_ text: Substring) throws(Problem) -> String {
    var scalars = text.unicodeScalars.dropFirst()[...]
    var title = String.UnicodeScalarView()
    while let scalar = scalars.popFirst() {
      switch scalar {
      case "\"":
        let rest = String(String.UnicodeScalarView(scalars))
        let after = rest.drop { $0 == " " || $0 == "\t" }
        guard after.isEmpty || after.hasPrefix("#") else {
          throw .trailing(String(after.prefix { $0 != " " && $0 != "\t" }))
        }
        return String(title)
      case "\\":
        guard let escaped = scalars.popFirst() else { throw .unterminated }
        switch escaped {
        case "\\", "\"": title.append(escaped)
        case "n": title.append("\n")
        case "r": title.append("\r")
        case "t": title.append("\t")
        case "u":
          guard scalars.first == "{" else { throw .unknownEscape("\\u") }
          let digits = String(
            String.UnicodeScalarView(scalars.dropFirst().prefix { $0 != "}" && $0 != "\"" }))
          let closed = scalars.dropFirst(digits.unicodeScalars.count + 1).first == "}"
          let spelled = "\\u{" + digits + (closed ? "}" : "")
          guard closed, (1...8).contains(digits.unicodeScalars.count),
            digits.unicodeScalars.allSatisfy({ $0.properties.isASCIIHexDigit }),
            let value = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(value)
          else { throw .invalidScalar(spelled) }
          scalars.removeFirst(digits.unicodeScalars.count + 2)
          title.append(decoded)
        default:
          throw .unknownEscape("\\" + String(Character(escaped)))
        }
      default:
        title.append(scalar)
      }
    }
    throw .unterminated
  }
}
