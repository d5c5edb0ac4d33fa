/// A recipe that builds a value from the choices it draws.
///
/// A generator is a function from a ``ChoiceSource`` to a value. Because
/// every random decision goes through the source and is recorded, shrinking
/// needs no help from the generator: `map`, `flatMap` and `filter` shrink
/// for free.
///
/// ```swift
/// let pairs = Gen.zip(Gen.int(in: 0...9), Gen.bool)
/// let lists = Gen.array(of: pairs, length: 0...5)
/// ```
public struct Generator<Value>: Sendable {
  /// Draws a value from the source.
  let body: @Sendable (ChoiceSource) throws -> Value
  /// Whether shrinking answers draws past the end of a candidate's choices with the
  /// simplest value (see ``paddingShortCandidates()``).
  var padsShortCandidates = false

  /// Creates a generator from a function that draws through a source.
  ///
  /// The function must draw only through the source (never from another
  /// random generator), so the value can be replayed and shrunk.
  public init(_ body: @escaping @Sendable (ChoiceSource) throws -> Value) {
    self.body = body
  }

  /// Draws a value, recording every choice in the source.
  ///
  /// - Throws: An internal stop when the source overruns or a filter rejects
  ///   every attempt; callers treat such a case as invalid, not as a failure.
  public func generate(from source: ChoiceSource) throws -> Value {
    try body(source)
  }

  /// Decodes a byte string, such as a fuzzer's input, into a value.
  ///
  /// Every byte string decodes without looping: spent bytes answer with the
  /// simplest value. The result is `nil` only when a filter rejects every
  /// attempt it is allowed.
  public func value(decoding bytes: [UInt8]) -> Value? {
    try? body(ChoiceSource(bytes: bytes))
  }

  /// Returns the same generator, shrunk as if every draw past the end of a candidate's
  /// choices answered with the simplest value, instead of the candidate being discarded.
  ///
  /// For generators that stop at a limit: a list at its longest draws no choice to end
  /// it, so once the shrinker deletes an element the shorter list would read its end
  /// from whatever follows. Combinators such as `map` return generators without it.
  public func paddingShortCandidates() -> Generator {
    var generator = self
    generator.padsShortCandidates = true
    return generator
  }
}
