/// One stored counterexample: the property, its choices and how it rendered.
public struct CorpusEntry: Sendable, Hashable {
  /// The file the entry was read from or written to.
  public var path: String
  /// The property the counterexample falsified.
  public var property: String
  /// The choice values that generate the counterexample.
  public var values: [Int64]
  /// The value as rendered when it was stored.
  public var rendering: String
  /// The line holding the choices, for error messages.
  var choicesLine: Int

  /// A token that replays the entry through the runner.
  public var replayToken: ReplayToken {
    ReplayToken(property: property, values: values)
  }

  /// Decodes the entry with the current generator.
  ///
  /// - Returns: The value, or a stale-entry error naming the file when the
  ///   choices no longer fit the generator: they run out, a value falls
  ///   outside its draw, or some are left unread.
  public func decode<Value>(with generator: Generator<Value>) -> Result<Value, CorpusError> {
    let source = ChoiceSource(replaying: values)
    let stale = { (reason: String) in
      Result<Value, CorpusError>.failure(
        CorpusError(path: path, line: choicesLine, reason: "stale entry: \(reason)"))
    }
    let value: Value
    do {
      value = try generator.generate(from: source)
    } catch {
      return source.didOverrun
        ? stale("the generator needs more than the \(values.count) stored choices")
        : stale("the generator's filters reject the stored choices")
    }
    if source.isMisaligned {
      return stale("a stored choice is outside the range the generator now draws")
    }
    if source.choices.count < values.count {
      return stale("the generator reads \(source.choices.count) of the \(values.count) stored choices")
    }
    return .success(value)
  }
}
