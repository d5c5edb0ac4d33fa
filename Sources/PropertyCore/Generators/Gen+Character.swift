/// Characters: any Unicode scalar, printable ASCII most often, shrinking towards "a".
extension Gen {
  /// A generator of characters, each one Unicode scalar, that shrinks towards `"a"`.
  ///
  /// Every Unicode scalar can come up; printable ASCII does most often (five
  /// draws in eight), then other ASCII, the Basic Multilingual Plane and the
  /// rest. Simpler characters come first in this order: `a`–`z`, `0`–`9`,
  /// `A`–`Z`, the space and the other printable ASCII, ASCII control
  /// characters, then the remaining scalars by code point. A scalar that is a
  /// combining mark merges with the character before it when characters are
  /// put into a `String`.
  public static var character: Generator<Character> {
    let kind = Choice.Kind.integer(0...Int64(CharacterOrder.count - 1), target: 0)
    return Generator { source in
      let index = try source.draw(kind) { random in
        switch random.next(below: 8) {
        case 0..<5: Int64(random.next(below: UInt64(CharacterOrder.printable)))
        case 5: Int64(random.next(below: UInt64(CharacterOrder.ascii)))
        case 6: Int64(random.next(below: UInt64(CharacterOrder.basicPlane)))
        default: Int64(random.next(below: UInt64(CharacterOrder.count)))
        }
      }
      return Character(CharacterOrder.scalar(at: Int(index)))
    }
  }

  /// Returns a generator of characters whose scalar lies in the range, shrinking
  /// towards the lower bound.
  ///
  /// Surrogate code points, which are not scalars, are skipped. Every scalar
  /// in the range is equally likely, except that one draw in eight is a bound.
  public static func character(in range: ClosedRange<Unicode.Scalar>) -> Generator<Character> {
    let low = range.lowerBound.value
    let high = range.upperBound.value
    let surrogates: UInt32 = low < 0xD800 && high > 0xDFFF ? 0x800 : 0
    let count = Int64(high - low + 1 - surrogates)
    let kind = Choice.Kind.integer(0...(count - 1), target: 0)
    return Generator { source in
      let index = try source.draw(kind) { random in
        switch random.next(below: 16) {
        case 0: 0
        case 1: count - 1
        default: Int64(random.next(below: UInt64(count)))
        }
      }
      var value = low + UInt32(index)
      if surrogates > 0 && value >= 0xD800 { value += surrogates }
      return Character(Unicode.Scalar(value) ?? range.lowerBound)
    }
  }
}

/// The order of simplicity of ``Gen/character``: an index for every Unicode scalar.
enum CharacterOrder {
  /// The printable ASCII characters after the letters and digits, in code point order.
  static let punctuation: [Unicode.Scalar] = (0x20...0x7E).compactMap { value in
    let scalar = Unicode.Scalar(UInt8(value))
    return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) ? nil : scalar
  }

  /// The ASCII control characters, in code point order.
  static let controls: [Unicode.Scalar] = (Array(0x00...0x1F) + [0x7F]).map {
    Unicode.Scalar(UInt8($0))
  }

  /// How many indices are printable ASCII (letters, digits, then the rest).
  static let printable = 26 + 10 + 26 + punctuation.count
  /// How many indices are ASCII.
  static let ascii = printable + controls.count
  /// How many indices lie in the Basic Multilingual Plane.
  static let basicPlane = ascii + (0xD800 - 0x80) + (0x1_0000 - 0xE000)
  /// How many Unicode scalars there are.
  static let count = basicPlane + (0x11_0000 - 0x1_0000)

  /// The scalar with the given index.
  static func scalar(at index: Int) -> Unicode.Scalar {
    switch index {
    case 0..<26: return Unicode.Scalar(UInt8(0x61 + index))
    case 26..<36: return Unicode.Scalar(UInt8(0x30 + index - 26))
    case 36..<62: return Unicode.Scalar(UInt8(0x41 + index - 36))
    case 62..<printable: return punctuation[index - 62]
    case printable..<ascii: return controls[index - printable]
    default:
      var value = UInt32(index - ascii) + 0x80
      if value >= 0xD800 { value += 0x800 }
      return Unicode.Scalar(value) ?? "a"
    }
  }
}
