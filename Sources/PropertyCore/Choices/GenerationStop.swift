/// The reasons a generator stops drawing before it produces a value.
enum GenerationStop: Error, Sendable {
  /// A replayed sequence ran out of choices, or a case drew too many.
  case overrun
  /// A filter rejected every attempt it was allowed.
  case rejected
}
