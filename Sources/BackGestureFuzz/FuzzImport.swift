import BackGestureGenerators
import BackGestureInvariants
import BackGestureModel
import BackGestureMutants
import BackGestureRunner
import Foundation
import PropertyCore

/// A fuzzer's failing input, shrunk by the project's shrinker.
package struct FuzzFinding: Sendable, Hashable {
  /// The minimal scenario.
  package var scenario: Scenario
  /// What it breaks.
  package var failure: CheckFailure
  /// The settings it was found and shrunk under.
  package var settings: FuzzSettings
  /// How many choices the input decoded to.
  package var originalChoices: Int
  /// How many choices the minimal scenario takes.
  package var minimalChoices: Int
  /// Bytes that decode to the minimal scenario, a seed for later campaigns.
  package var minimalBytes: [UInt8]

  /// Identifies the failure for deduplication: the engine, the invariant and the kinds
  /// of the steps, such as `reference engine; invariant 10; down move up wait`.
  package var signature: String {
    let engine = settings.mutant.map { "mutant \($0.id)" } ?? "reference engine"
    let kinds = scenario.steps.map(\.kindWord).joined(separator: " ")
    return "\(engine); invariant \(failure.invariant.rawValue); \(kinds)"
  }

  /// The file's name: preset, engine, invariant and a hash of the scenario.
  package var fileName: String {
    let engine = settings.mutant?.id ?? "reference"
    let hash = FNV1a.hash(scenario.scenarioText)
    return "\(scenario.world.preset.rawValue)-\(engine)-inv\(failure.invariant.rawValue)-"
      + String(hash & 0xFF_FFFF, radix: 16).leftPadded(to: 6) + ".scenario"
  }

  /// How `swift test` replays the file under the engine it was found with.
  package var replayCommand: String {
    guard let mutant = settings.mutant else {
      return "swift test --filter FuzzCorpusTests (fails until the engine is fixed)"
    }
    return "\(Mutant.environmentVariable)=\(mutant.id) swift test --filter FuzzCorpusTests"
      + " fails (the mutant is caught); without it the file passes."
  }

  /// The corpus file: the minimal scenario in the scenario format, titled by the
  /// invariant, with comments naming how it was found and the failure it shows.
  package func fileText(artifact: String? = nil) -> String {
    var titled = scenario
    titled.title = "Fuzz counterexample: \(failure.message.replacingOccurrences(of: "#", with: ""))"
    var lines = titled.scenarioText.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    var comments = [
      "# Found by backgesture-fuzz with \(settings.environmentText)"
        + (artifact.map { " (artifact \($0))" } ?? "") + ";",
      "# shrunk by the property shrinker"
        + " (\(originalChoices) choices before, \(minimalChoices) after).",
      "# Replay: \(replayCommand)",
      "# fuzz-signature: \(signature)",
      "# fuzz-bytes: \(minimalBytes.map { String($0, radix: 16).leftPadded(to: 2) }.joined())",
    ]
    comments += failure.description.split(separator: "\n").map { "#   " + $0 }
    lines.insert(contentsOf: comments, at: 2)
    return lines.joined(separator: "\n")
  }
}

/// What importing one artifact did.
package enum FuzzImportResult: Sendable, Hashable {
  /// The minimal scenario was written to this file.
  case written(URL, FuzzFinding)
  /// The failure is already in this file; nothing was written.
  case duplicate(URL, FuzzFinding)
  /// The input does not fail under the settings (or decodes to nothing).
  case passes
}

/// Shrinks fuzzer findings and files them into the corpus.
package enum FuzzImport {
  /// Shrinks a failing input with `Property.reproduce(_:_:bytes:)`.
  ///
  /// The failure's identity while shrinking is its origin (the broken invariant and the
  /// first observable that went wrong), so the minimal scenario fails as the input does.
  ///
  /// - Returns: The finding, or `nil` when the input passes or decodes to nothing.
  package static func minimize(_ bytes: [UInt8], settings: FuzzSettings) -> FuzzFinding? {
    let result = Property.reproduce(
      settings.propertyName, settings.generator, bytes: bytes,
      describe: { $0.scenarioText }
    ) { scenario, _ in
      guard let failure = settings.check(scenario).failure, !failure.invalidScenario else { return }
      throw PropertyFailure(
        failure.description, origin: failure.origin, fileID: "invariant",
        line: failure.invariant.rawValue)
    }
    guard case .failed(let details) = result.outcome else { return nil }
    let scenario = details.minimal.value
    guard let failure = settings.check(scenario).failure else { return nil }
    return FuzzFinding(
      scenario: scenario, failure: failure, settings: settings,
      originalChoices: details.original.choices.count,
      minimalChoices: details.minimal.choices.count,
      minimalBytes: ChoiceBytes.encode(details.minimal.choices))
  }

  /// Shrinks an input and writes its minimal scenario into a directory, unless the
  /// directory already holds the failure: the same minimal scenario, or a file with the
  /// same ``FuzzFinding/signature``.
  ///
  /// The file is written atomically (a temporary file, then a rename).
  package static func importInput(
    _ bytes: [UInt8], settings: FuzzSettings, into directory: URL, artifact: String? = nil
  ) throws -> FuzzImportResult {
    guard let finding = minimize(bytes, settings: settings) else { return .passes }
    if let existing = duplicate(of: finding, in: directory) {
      return .duplicate(existing, finding)
    }
    let url = directory.appendingPathComponent(finding.fileName)
    try AtomicFile.write(
      finding.fileText(artifact: artifact), to: url.path, createDirectories: true)
    return .written(url, finding)
  }

  /// The file in a directory that already holds the finding's failure, if any.
  package static func duplicate(of finding: FuzzFinding, in directory: URL) -> URL? {
    let marker = "# fuzz-signature: \(finding.signature)"
    for file in Corpus.files(in: directory, displayRoot: "") {
      guard let data = FileManager.default.contents(atPath: file.url.path),
        let text = String(data: data, encoding: .utf8)
      else { continue }
      if text.split(whereSeparator: \.isNewline).contains(where: { $0 == marker }) {
        return file.url
      }
      if case .success(let parsed) = file.load(), parsed.scenario.world == finding.scenario.world,
        parsed.scenario.steps == finding.scenario.steps
      {
        return file.url
      }
    }
    return nil
  }
}

extension Step {
  /// The step's kind as the scenario format spells it: `down`, `move`, `up`, `cancel`,
  /// `wait`, `back`, `focus`, `search`, or an operation's keyword.
  var kindWord: String {
    switch action {
    case .down: "down"
    case .move: "move"
    case .up: "up"
    case .cancel: "cancel"
    case .wait: "wait"
    case .back: "back"
    case .focus: "focus"
    case .search: "search"
    case .operation(let operation): operation.keyword
    }
  }
}

/// The 64-bit FNV-1a hash of a string's UTF-8 bytes, stable across runs and platforms.
enum FNV1a {
  static func hash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    return hash
  }
}

extension String {
  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
