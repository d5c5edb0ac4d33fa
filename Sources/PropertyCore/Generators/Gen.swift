/// The namespace of generator factories.
///
/// ```swift
/// let small = Gen.int(in: 0...9)
/// let words = Gen.element(of: ["a", "b", "c"])
/// let lists = Gen.array(of: small, length: 1...5)
/// ```
public enum Gen {}

extension Gen {
  /// Returns a generator that always produces the value and draws nothing.
  public static func just<Value: Sendable>(_ value: Value) -> Generator<Value> {
    Generator { _ in value }
  }

  /// A generator of booleans that shrinks towards `false`.
  public static var bool: Generator<Bool> {
    Generator { source in try source.drawBool() }
  }
}
