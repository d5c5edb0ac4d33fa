import BackGestureModel
import BackGestureRunner

/// A small SVG writer: a white canvas, then elements with integer coordinates and
/// attributes in the order given, text escaped, one element per line.
///
/// The output depends only on the calls made, so the same picture always gives the
/// same bytes.
struct SVGDocument {
  /// The canvas width in pixels.
  var width: Int
  /// The canvas height in pixels.
  var height: Int
  /// The elements, each on its own line, in drawing order.
  private(set) var elements: [String] = []

  /// An attribute name and its value, unescaped.
  typealias Attribute = (String, String)

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Adds an element with no content.
  mutating func element(_ name: String, _ attributes: [Attribute]) {
    elements.append("<\(name)\(Self.attributes(attributes))/>")
  }

  /// Adds a text element.
  mutating func text(_ text: String, x: Int, y: Int, _ attributes: [Attribute] = []) {
    elements.append(
      "<text\(Self.attributes([("x", "\(x)"), ("y", "\(y)")] + attributes))>"
        + Self.escape(text) + "</text>")
  }

  /// Adds a rectangle.
  mutating func rect(x: Int, y: Int, width: Int, height: Int, _ attributes: [Attribute]) {
    element(
      "rect",
      [("x", "\(x)"), ("y", "\(y)"), ("width", "\(width)"), ("height", "\(height)")] + attributes)
  }

  /// Adds a comment naming the part of the picture that follows.
  mutating func comment(_ text: String) {
    elements.append("<!-- \(text.replacingDoubleHyphens) -->")
  }

  /// The whole document, ending with a line break.
  var text: String {
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
        + "viewBox=\"0 0 \(width) \(height)\" font-family=\"Helvetica, Arial, sans-serif\" "
        + "font-size=\"12\">",
      "  <rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>",
    ]
    lines.append(contentsOf: elements.map { "  " + $0 })
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Escapes the five characters XML reserves, in text and in attribute values.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.append(character)
      }
    }
    return result
  }

  private static func attributes(_ attributes: [Attribute]) -> String {
    attributes.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
  }
}

extension String {
  /// The string with every `--` broken up, as an XML comment requires.
  fileprivate var replacingDoubleHyphens: String {
    var result = ""
    for character in self {
      if character == "-", result.last == "-" { result += " " }
      result.append(character)
    }
    return result
  }
}
