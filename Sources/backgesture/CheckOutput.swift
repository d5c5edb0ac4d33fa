import BackGestureModel
import BackGestureRunner
import Foundation

/// The result of `backgesture check --json`: one object, the same for any `--jobs` with
/// `--count` (nothing in it depends on the machine but the scenarios of a time budget).
struct CheckJSON: Encodable {
  /// How the check ended.
  enum Verdict: String, Encodable {
    /// Every invariant held.
    case pass
    /// A counterexample was found.
    case fail
    /// The check could not give a verdict (a flaky property or an unusable token).
    case error
  }

  /// The campaign's seed; absent for a replay.
  var seed: UInt64?
  /// The presets checked, in order.
  var presets: [String]
  /// The most steps per scenario.
  var steps: Int
  /// The scenarios asked for with `--count`.
  var count: Int?
  /// The time budget of `--seconds`.
  var seconds: Double?
  /// The built-in bug checked in place of the reference engine.
  var mutant: String?
  /// The replay token rerun with `--replay`.
  var replayed: String?
  /// The scenarios checked.
  var scenarios = 0
  /// Each coverage label with the scenarios that carried it; absent for a replay.
  var coverage: [String: Int]?
  /// How the check ended.
  var verdict = Verdict.pass
  /// Why there is no verdict, for `error`.
  var message: String?
  /// The counterexample, for `fail`.
  var counterexample: Counterexample?

  /// A counterexample: the minimal scenario, the broken invariant and how to rerun it.
  struct Counterexample: Encodable {
    /// The preset whose property found it.
    var preset: String
    /// The minimal scenario, in the scenario format.
    var scenario: String
    /// The broken invariant and what broke it.
    var invariant: String
    /// The replay token of the minimal scenario.
    var replayToken: String
    /// The command that reruns it.
    var replayCommand: String
    /// Where `--save` wrote it.
    var saved: String?
    /// How it was shrunk; absent for a replay.
    var shrinking: Shrinking?
  }

  /// How a counterexample was shrunk.
  struct Shrinking: Encodable {
    /// The choices of the scenario as first found.
    var originalChoices: Int
    /// The choices of the minimal scenario.
    var minimalChoices: Int
    /// The improvements the shrinker accepted.
    var improvements: Int
    /// The property runs shrinking spent.
    var evaluations: Int
    /// The scenario as first found, in the scenario format.
    var original: String
  }

  /// The fields the options fix.
  init(options: CheckCommand.Options, presets: [Preset]) {
    let campaign = options.replay == nil
    seed = campaign ? options.seed : nil
    count = campaign && options.seconds == nil ? options.count : nil
    seconds = campaign ? options.seconds : nil
    self.presets = presets.map(\.rawValue)
    steps = options.steps
    mutant = options.mutant?.id
  }

  /// The object, pretty-printed with sorted keys, and a final newline.
  var text: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

/// The progress line of a campaign on standard error, shown only when it is a terminal.
struct ProgressLine {
  /// The scenarios asked for, without a time budget.
  var count: Int?
  /// The time budget.
  var seconds: Double?
  /// The jobs.
  var jobs: Int

  /// A progress line for the options, or `nil` when standard error is not a terminal.
  init?(options: CheckCommand.Options) {
    guard isatty(STDERR_FILENO) != 0 else { return nil }
    count = options.seconds == nil ? options.count : nil
    seconds = options.seconds
    jobs = options.jobs
  }

  /// Rewrites the line: `52000 scenarios, 4 s of 10, 13000 scenarios/s, 2 jobs`.
  func show(_ progress: CheckCampaign.Progress) {
    let elapsed = Self.seconds(progress.elapsed)
    let rate = elapsed > 0 ? Int(Double(progress.scenarios) / elapsed) : 0
    var text = "\(progress.scenarios)"
    if let count { text += " of \(count)" }
    text += " scenarios, \(Int(elapsed)) s"
    if let seconds { text += " of \(CheckCommand.secondsText(seconds))" }
    text += ", \(rate) scenarios/s, \(jobs) job\(jobs == 1 ? "" : "s")"
    Console.error("\r\u{1B}[2K" + text)
  }

  /// Erases the line.
  func clear() {
    Console.error("\r\u{1B}[2K")
  }

  /// A duration in seconds.
  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}
