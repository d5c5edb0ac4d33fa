/// Spells values as JSON text for the machine-readable reports (`--json`).
///
/// Test and tool support only: `package`, not part of the public API.
package enum JSONText {
  /// Returns a JSON string literal: quotes, backslashes and control characters escaped.
  package static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
