import BackGestureModel

/// What one input to the parser's fuzz target gave.
package enum RoundTripVerdict: Sendable, Hashable {
  /// The text is not a scenario: the parser refused it with this error. Not a finding.
  case rejected(ScenarioError)
  /// The text parsed, and its printed form parsed back to an equal scenario.
  case passed(Scenario)
  /// A finding: the printed form of a parsed scenario does not parse.
  case reprintRejected(Scenario, printed: String, error: ScenarioError)
  /// A finding: the printed form parses to a different scenario.
  case changed(Scenario, printed: String, reparsed: Scenario)

  /// Whether the input is a finding.
  package var isFailure: Bool {
    switch self {
    case .rejected, .passed: false
    case .reprintRejected, .changed: true
    }
  }
}

/// The body of the parser's fuzz target: text in, a verdict out, nothing printed.
///
/// It uses only the format's public API (`Scenario.parse(_:file:)` and
/// `Scenario.scenarioText`), so it keeps working as the format grows: parse the text, print
/// the scenario, parse the printed text again, and compare the two scenarios.
package enum RoundTrip {
  /// The file name the parser's messages carry.
  package static let inputName = "input"
  /// The file name of the printed text in the second parse's messages.
  package static let printedName = "printed"

  /// Decodes bytes as UTF-8 (invalid sequences become U+FFFD) and checks the text.
  package static func check(_ bytes: [UInt8]) -> RoundTripVerdict {
    check(String(decoding: bytes, as: UTF8.self))
  }

  /// Parses the text, prints the scenario, and parses the printed text again.
  package static func check(_ text: String) -> RoundTripVerdict {
    let first: Scenario
    do {
      first = try Scenario.parse(text, file: inputName).scenario
    } catch {
      return .rejected(error)
    }
    let printed = first.scenarioText
    let second: Scenario
    do {
      second = try Scenario.parse(printed, file: printedName).scenario
    } catch {
      return .reprintRejected(first, printed: printed, error: error)
    }
    return second == first ? .passed(first) : .changed(first, printed: printed, reparsed: second)
  }

  /// The finding as the fuzz target reports it, or `nil` when the input is not a finding.
  package static func report(_ verdict: RoundTripVerdict) -> String? {
    switch verdict {
    case .rejected, .passed:
      return nil
    case .reprintRejected(_, let printed, let error):
      return """
        backgesture-parse-fuzz: the printed scenario does not parse: \(error)
        Printed text:
        \(printed)
        """
    case .changed(let first, let printed, let reparsed):
      var titles = ""
      if first.title != reparsed.title {
        let spell = { (title: String?) in title.map { String(reflecting: $0) } ?? "none" }
        titles = "Titles: \(spell(first.title)), then \(spell(reparsed.title))\n"
      }
      return """
        backgesture-parse-fuzz: the printed scenario parses to a different scenario \
        (\(differences(first, reparsed).joined(separator: ", ")) differ)
        \(titles)Printed text:
        \(printed)
        Printed again after the second parse:
        \(reparsed.scenarioText)
        """
    }
  }

  /// The parts of two scenarios that differ: `title`, `world`, `steps`, `expectations`.
  package static func differences(_ first: Scenario, _ second: Scenario) -> [String] {
    var parts: [String] = []
    if first.title != second.title { parts.append("title") }
    if first.world != second.world { parts.append("world") }
    if first.steps != second.steps { parts.append("steps") }
    if first.expectations != second.expectations { parts.append("expectations") }
    return parts
  }
}
