/// Decoding draws from bytes, and encoding choices back into bytes.
///
/// A draw of a kind with `n` values reads the fewest whole bytes that can
/// count to `n`, big-endian, and takes that number modulo `n` as the
/// simplicity index. All-zero bytes therefore decode to the simplest value.
extension ChoiceSource {
  /// Decodes one draw from the buffer, or the simplest value when it is spent.
  func decode(_ kind: Choice.Kind, from bytes: [UInt8]) -> Int64 {
    let width = ChoiceBytes.width(of: kind)
    guard position + width <= bytes.count else {
      position = bytes.count
      return kind.target
    }
    var number: UInt64 = 0
    for byte in bytes[position..<position + width] {
      number = number << 8 | UInt64(byte)
    }
    position += width
    let maximum = kind.maximumIndex
    let index = maximum == .max ? number : number % (maximum + 1)
    return kind.value(at: index)
  }
}

/// The byte encoding of choices shared by decoding and encoding.
public enum ChoiceBytes {
  /// The number of bytes one draw of the kind consumes.
  static func width(of kind: Choice.Kind) -> Int {
    var maximum = kind.maximumIndex
    var width = 1
    while maximum > 0xFF {
      maximum >>= 8
      width += 1
    }
    return width
  }

  /// Encodes choices as bytes that a byte-buffer source decodes to the same values.
  ///
  /// Feeding the result to ``ChoiceSource/init(bytes:)`` under the same
  /// generator reproduces the choices exactly; this lets a fuzzer's findings
  /// and the shrinker's results move between the two forms.
  public static func encode(_ choices: [Choice]) -> [UInt8] {
    var bytes: [UInt8] = []
    for choice in choices {
      let width = width(of: choice.kind)
      let index = choice.index
      for shift in stride(from: (width - 1) * 8, through: 0, by: -8) {
        bytes.append(UInt8(truncatingIfNeeded: index >> UInt64(shift)))
      }
    }
    return bytes
  }
}
