/// The outcome of running the property on one replayed choice sequence.
struct ShrinkRun {
  /// How a run ended.
  enum Status: Equatable {
    case passed
    case invalid
    case failed(FailureSignature)
  }

  var status: Status
  /// The choices the run actually drew; a replayed tail it never read is dropped.
  var choices: [Choice]
  /// The spans the run recorded.
  var spans: [Span]

  /// The values of the recorded choices.
  var values: [Int64] { choices.map(\.value) }

  /// The shortlex key of the run.
  var key: [UInt64] { choices.map(\.index) }
}
