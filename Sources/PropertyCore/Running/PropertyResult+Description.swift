/// Short descriptions of results, for a failing `#expect` or a debugger.
///
/// The full report is ``PropertyReport/message(for:testFilter:)``; these stay a
/// few lines long whatever the value, so `#expect(result.isSuccess)` prints the
/// outcome, the minimal counterexample (cut to one line), the seed and the
/// replay token instead of every recorded choice.
extension PropertyResult: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// A few lines: the outcome, the counterexample and error if any, the seed and replay token.
  public var description: String {
    let head = "PropertyResult \"\(name)\": "
    let seed = "seed \(self.seed)"
    switch outcome {
    case .passed:
      return head + "passed \(PropertyReport.cases(statistics.cases)) (\(seed))"
    case .failed(let failure):
      return [
        head + "failed after \(PropertyReport.cases(failure.caseNumber))",
        "  minimal: \(failure.minimal)",
        "  error: \(DescriptionText.line(failure.error))",
        "  \(seed), \(DescriptionText.replay(failure.replayToken))",
      ].joined(separator: "\n")
    case .flaky(let failure):
      return [
        head + "flaky: case \(failure.caseNumber) failed, then passed on the same choices",
        "  counterexample: \(failure.minimal)",
        "  error: \(DescriptionText.line(failure.error))",
        "  \(seed), \(DescriptionText.replay(failure.replayToken))",
      ].joined(separator: "\n")
    default:
      return head + outcome.description + " (\(seed))"
    }
  }

  /// The same text as ``description``.
  public var debugDescription: String { description }

  /// A mirror with the name, seed, statistics and outcome, each described briefly.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "name": name, "seed": seed, "statistics": statistics.description,
        "outcome": outcome.description,
      ],
      displayStyle: .struct)
  }
}

extension PropertyResult.Outcome: CustomStringConvertible {
  /// One line naming the outcome.
  public var description: String {
    switch self {
    case .passed: "passed"
    case .failed(let failure): "failed: \(failure.minimal)"
    case .flaky(let failure): "flaky: \(failure.minimal)"
    case .gaveUp: "gave up: filters rejected too many cases"
    case .coverageNotMet(let shortfalls):
      "coverage not met: "
        + shortfalls.map { "\($0.label) \(PropertyReport.cases($0.count)), needs \($0.floor)" }
        .joined(separator: "; ")
    case .invalidConfiguration(let message): "could not run: \(DescriptionText.line(message))"
    }
  }
}

extension PropertyFailureDetails: CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// A few lines: the minimal and original counterexamples, the error, the shrinking and the token.
  public var description: String {
    [
      "failure at case \(caseNumber): \(minimal)",
      "  error: \(DescriptionText.line(error))",
      "  shrunk from \(original) with \(improvements) improvements, \(evaluations) evaluations",
      "  \(DescriptionText.replay(replayToken))",
    ].joined(separator: "\n")
  }

  /// The same text as ``description``.
  public var debugDescription: String { description }

  /// A mirror of the description's parts, without the recorded choices.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "caseNumber": caseNumber, "minimal": minimal.description,
        "original": original.description, "error": error, "improvements": improvements,
        "evaluations": evaluations, "replay": DescriptionText.replay(replayToken),
      ],
      displayStyle: .struct)
  }
}

extension Counterexample: CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// The rendering cut to one line, and the number of choices.
  public var description: String {
    "\(DescriptionText.line(rendering)) (\(PropertyReport.count(choices.count, "choice")))"
  }

  /// The same text as ``description``.
  public var debugDescription: String { description }

  /// A mirror of the rendering and the number of choices.
  public var customMirror: Mirror {
    Mirror(
      self, children: ["rendering": rendering, "choices": choices.count], displayStyle: .struct)
  }
}

extension PropertyStatistics: CustomStringConvertible {
  /// One line: cases, rejections and label counts, labels sorted.
  public var description: String {
    var text = "\(PropertyReport.cases(cases)), \(rejected) rejected"
    if !labelCounts.isEmpty {
      text +=
        "; labels: "
        + labelCounts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        .joined(separator: ", ")
    }
    return text
  }
}

/// Cutting text to one short line for descriptions.
enum DescriptionText {
  /// The replay variable with its token, or the token's length when it is too long to show.
  static func replay(_ token: ReplayToken) -> String {
    let text = token.description
    let variable = PropertyConfiguration.Variable.replay
    guard text.count > maximumLength else { return "replay \(variable)=\(text)" }
    return "replay token of \(text.count) characters (in the failure message)"
  }

  /// The longest line a description shows of a value or message.
  static let maximumLength = 160

  /// The first line of the text, at most ``maximumLength`` characters, saying what was cut.
  static func line(_ text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var first = String(lines.first ?? "")
    var cut: [String] = []
    if first.count > maximumLength {
      cut.append("\(first.count - maximumLength) more characters")
      first = String(first.prefix(maximumLength))
    }
    if lines.count > 1 {
      cut.append(lines.count == 2 ? "1 more line" : "\(lines.count - 1) more lines")
    }
    return cut.isEmpty ? first : first + " … (" + cut.joined(separator: ", ") + ")"
  }
}
