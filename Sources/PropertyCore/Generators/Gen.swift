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

  /// Returns a generator of integers in the range that shrinks towards a target.
  ///
  /// - Parameters:
  ///   - range: The values allowed.
  ///   - target: The simplest value; zero by default, clamped into the range.
  public static func int(
    in range: ClosedRange<Int>, shrinkingTowards target: Int = 0
  ) -> Generator<Int> {
    integer(in: range, shrinkingTowards: target)
  }

  /// Returns a generator of fixed-width integers in the range.
  ///
  /// - Precondition: The bounds fit in `Int64`.
  public static func integer<Value: FixedWidthInteger & Sendable>(
    in range: ClosedRange<Value>, shrinkingTowards target: Value = 0
  ) -> Generator<Value> {
    let low = Int64(range.lowerBound)
    let high = Int64(range.upperBound)
    let kind = Choice.Kind.integer(
      low...high, target: min(max(Int64(clamping: target), low), high))
    return Generator { source in Value(try source.draw(kind)) }
  }

  /// Returns a generator that picks an element; earlier elements are simpler.
  ///
  /// - Precondition: The collection is not empty.
  public static func element<Element: Sendable>(of elements: [Element]) -> Generator<Element> {
    precondition(!elements.isEmpty, "Gen.element(of:) needs at least one element")
    let kind = Choice.Kind.integer(0...Int64(elements.count - 1), target: 0)
    return Generator { source in elements[Int(try source.draw(kind))] }
  }
}
