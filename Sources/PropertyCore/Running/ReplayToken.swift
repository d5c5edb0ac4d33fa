/// A short, copyable string that reruns exactly one case of one property.
///
/// The token holds the case's choice values, not a seed, so it keeps working
/// when the mapping from seeds to cases changes. Its form is
/// `1-<property>-<choices>`: a version, six hex digits of the property
/// name's hash, and the values as zig-zag varints in lowercase base-32.
public struct ReplayToken: Sendable, Hashable, CustomStringConvertible {
  /// The hash identifying the property the token belongs to.
  public var propertyHash: UInt32
  /// The choice values to replay.
  public var values: [Int64]

  static let version = "1"
  static let alphabet = Array("0123456789abcdefghjkmnpqrstvwxyz")

  /// Creates a token for a property's case.
  public init(property: String, values: [Int64]) {
    self.init(propertyHash: Self.hash(property), values: values)
  }

  init(propertyHash: UInt32, values: [Int64]) {
    self.propertyHash = propertyHash
    self.values = values
  }

  /// Returns the short hash of a property name used in tokens.
  static func hash(_ property: String) -> UInt32 {
    UInt32(truncatingIfNeeded: StableHash.fnv1a(property)) & 0xFF_FFFF
  }

  /// Whether the token belongs to the property with the given name.
  public func belongs(to property: String) -> Bool {
    propertyHash == Self.hash(property)
  }

  /// The text shown to a person.
  public var description: String {
    var bytes: [UInt8] = []
    for value in values {
      var zigzag = UInt64(bitPattern: (value << 1) ^ (value >> 63))
      while zigzag >= 0x80 {
        bytes.append(UInt8(zigzag & 0x7F) | 0x80)
        zigzag >>= 7
      }
      bytes.append(UInt8(zigzag))
    }
    let hex = String(propertyHash, radix: 16)
    let property = String(repeating: "0", count: 6 - hex.count) + hex
    return "\(Self.version)-\(property)-\(Self.base32(bytes))"
  }

  /// Reads a token printed by a failure message.
  ///
  /// - Throws: A ``PropertyConfigurationError`` saying what is malformed.
  public init(parsing text: String) throws {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0] == Self.version else {
      throw PropertyConfigurationError(
        "The replay token \"\(text)\" is not of the form 1-<property>-<choices>.")
    }
    guard parts[1].count == 6, let hash = UInt32(parts[1], radix: 16) else {
      throw PropertyConfigurationError(
        "The replay token \"\(text)\" has no valid property hash.")
    }
    guard let bytes = Self.bytes(fromBase32: parts[2]), let values = Self.varints(bytes) else {
      throw PropertyConfigurationError(
        "The replay token \"\(text)\" has damaged choices.")
    }
    self.init(propertyHash: hash, values: values)
  }
}

extension ReplayToken {
  static func base32(_ bytes: [UInt8]) -> String {
    var result = ""
    var buffer: UInt32 = 0
    var bits = 0
    for byte in bytes {
      buffer = buffer << 8 | UInt32(byte)
      bits += 8
      while bits >= 5 {
        bits -= 5
        result.append(alphabet[Int((buffer >> UInt32(bits)) & 31)])
      }
    }
    if bits > 0 {
      result.append(alphabet[Int((buffer << UInt32(5 - bits)) & 31)])
    }
    return result
  }

  static func bytes(fromBase32 text: Substring) -> [UInt8]? {
    var bytes: [UInt8] = []
    var buffer: UInt32 = 0
    var bits = 0
    for character in text {
      guard let digit = alphabet.firstIndex(of: character) else { return nil }
      buffer = buffer << 5 | UInt32(digit)
      bits += 5
      if bits >= 8 {
        bits -= 8
        bytes.append(UInt8((buffer >> UInt32(bits)) & 0xFF))
      }
    }
    return bytes
  }

  static func varints(_ bytes: [UInt8]) -> [Int64]? {
    var values: [Int64] = []
    var current: UInt64 = 0
    var shift: UInt64 = 0
    for byte in bytes {
      guard shift < 64 else { return nil }
      current |= UInt64(byte & 0x7F) << shift
      if byte & 0x80 == 0 {
        values.append(Int64(bitPattern: current >> 1) ^ -Int64(bitPattern: current & 1))
        current = 0
        shift = 0
      } else {
        shift += 7
      }
    }
    return shift == 0 ? values : nil
  }
}
