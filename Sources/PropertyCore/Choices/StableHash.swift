/// A hash that is the same on every platform and in every process.
///
/// Swift's `hashValue` is randomly seeded per process, so default seeds and
/// file names use 64-bit FNV-1a instead.
enum StableHash {
  /// Returns the 64-bit FNV-1a hash of the string's UTF-8 bytes.
  static func fnv1a(_ string: String) -> UInt64 {
    fnv1a(Array(string.utf8))
  }

  /// Returns the 64-bit FNV-1a hash of the bytes.
  static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01B3
    }
    return hash
  }
}
