import BackGestureGenerators
import BackGestureInvariants
import BackGestureModel
import BackGestureMutants
import BackGestureRendering
import BackGestureRunner
import Foundation
import PropertyCore

/// `backgesture check`: generates scenarios for every preset, checks every invariant
/// after every step, and prints the coverage and the minimal counterexample, if any.
enum CheckCommand {
  static let command = Command(
    name: "check",
    abstract: "Generates scenarios and checks every invariant after every step.",
    discussion: """
      Random worlds and touch sequences run through the reference engine and the oracle;
      a broken invariant is shrunk to a minimal scenario, printed in the scenario format.
      """,
    options: [
      .option(.preset), .option(.os), .option(.seed), .option(.count), .option(.seconds),
      .option(.jobs), .option(.steps), .option(.mutant), .option(.json), .option(.save),
      .option(.replay),
    ],
    conflicts: [OptionConflict(.count, with: .seconds)],
    details: """
      DETERMINISM:
        The seed fixes one sequence of scenarios: each preset's share in turn (with
        --seconds, round after round), cut into batches of \(CheckCampaign.batchSize) that the jobs take in
        order; the campaign stops at the first counterexample in that order.
        With --count, the output is the same for any --jobs.
        With --seconds, how many scenarios run depends on the machine: the jobs stop
        taking batches when the time is up and finish the ones they took. The scenarios
        checked are the first of the sequence, each the same for any --jobs, and the
        counterexample reported is the first in the sequence among them.
        A progress line is shown on standard error when it is a terminal.

      ENVIRONMENT:
        BACKGESTURE_MUTANT  A built-in bug, \(Option.mutantRange) (docs/Mutants.md), checked in place
                            of the reference engine when --mutant is not given; none or
                            unset for the reference.

      EXIT STATUS:
        0  every invariant holds
        1  a counterexample was found
        2  bad input: an unknown option or preset, a value that is not a number, a bad token
      """,
    run: run)

  /// The parsed options.
  struct Options {
    /// The space the scenarios are drawn from and their count: `CheckOptions.everything`
    /// narrowed by `--preset`, `--os`, `--count`, `--steps` and `--seed` (0 by default).
    var check = CheckOptions.everything
    /// The time budget, in place of the count.
    var seconds: Double?
    var jobs: Int
    /// Whether `--jobs` was given.
    var jobsGiven: Bool
    var json: Bool
    var save: Bool
    var replay: ReplayToken?
    /// The built-in bug checked in place of the reference: `--mutant`'s, or else the one
    /// `BACKGESTURE_MUTANT` selects.
    var mutant: Mutant?
    /// Whether `--mutant` chose ``mutant``; the replay command then spells it so.
    var mutantGiven: Bool

    /// The options a command line gives.
    init(_ parsed: ParsedArguments) {
      check.seed = parsed[.seed] ?? 0
      if let preset = parsed[.preset] { check.presets = [preset] }
      if let system = parsed[.os] { check.systems = [system] }
      if let count = parsed[.count] { check.cases = count }
      if let steps = parsed[.steps] { check.maximumSteps = steps }
      seconds = parsed[.seconds]
      jobs = parsed[.jobs] ?? 1
      jobsGiven = parsed.contains(.jobs)
      json = parsed.contains(.json)
      save = parsed.contains(.save)
      replay = parsed[.replay]
      mutant = parsed[.mutant]
      mutantGiven = mutant != nil
    }

    /// The campaign's seed.
    var seed: UInt64 { check.seed ?? 0 }
    /// The scenarios asked for with `--count`, or by default.
    var count: Int { check.cases }
    /// The most steps per scenario.
    var steps: Int { check.maximumSteps }
    /// The presets checked, in order.
    var presets: [Preset] { check.presets ?? Preset.allCases }
  }

  static func run(_ arguments: [String]) -> ExitStatus {
    var options: Options
    switch parse(arguments) {
    case .success(let parsed?): options = parsed
    case .success(nil):
      Console.out(command.help)
      return .success
    case .failure(let error):
      return command.usageError(error)
    }
    if !options.mutantGiven {
      do {
        options.mutant = try Mutant.selected()
      } catch {
        Console.error("Error: \(error)\n")
        return .badInput
      }
    }
    if let token = options.replay { return replay(token, options) }
    return campaign(options)
  }

  /// Parses the arguments; `nil` asks for help.
  static func parse(_ arguments: [String]) -> Result<Options?, UsageError> {
    command.parse(arguments).map { parsed in parsed.map(Options.init) }
  }

  /// Runs the campaign over the presets and prints coverage and verdict.
  static func campaign(_ options: Options) -> ExitStatus {
    var space = options.check
    if options.seconds != nil { space.cases = CheckCampaign.roundSize }
    let campaign = CheckCampaign(space)
    let started = ContinuousClock.now
    if !options.json {
      let budget =
        options.seconds.map { "for \(secondsText($0)) s" } ?? "\(options.count) scenarios"
      let mutant = options.mutant.map { " on mutant \($0.id)" } ?? ""
      let systems = options.check.systems
      let system = systems.count == 1 ? " on \(systems[0].rawValue)" : ""
      Console.out(
        "Checking \(budget)\(system) with seed \(options.seed)\(mutant): "
          + campaign.presets.map(\.rawValue).joined(separator: ", ") + "\n")
    }
    let progress = ProgressLine(options: options)
    let mutant = options.mutant
    let outcome = campaign.run(
      jobs: options.jobs, deadline: options.seconds.map { started + .seconds($0) },
      policy: { preset in mutant?.policy(for: preset) }, faults: mutant?.faults ?? [],
      progress: progress.map { line in { line.show($0) } })
    progress?.clear()
    if !options.json {
      Console.out("\n" + coverageTable(outcome.counts, total: outcome.total))
    }
    let elapsed = ContinuousClock.now - started
    if options.seconds == nil, !options.jobsGiven {
      Console.error("Elapsed (not part of the result): \(elapsed.components.seconds) s\n")
    } else {
      let checking = ProgressLine.seconds(outcome.checking)
      let rate = checking > 0 ? Int((Double(outcome.total) / checking).rounded()) : 0
      Console.error(
        "Elapsed (not part of the result): \(String(format: "%.2f", ProgressLine.seconds(elapsed))) s; "
          + "checking \(String(format: "%.2f", checking)) s, \(rate) scenarios/s "
          + "with \(options.jobs) job\(options.jobs == 1 ? "" : "s")\n")
    }
    var json = CheckJSON(options: options, presets: campaign.presets)
    json.scenarios = outcome.total
    json.coverage = outcome.counts
    guard let (preset, result) = outcome.failure else {
      if options.json {
        json.verdict = .pass
        Console.out(json.text)
      } else {
        Console.out("\nPASS: every invariant held in \(outcome.total) scenarios.\n")
      }
      return .success
    }
    return report(result, preset: preset, options: options, total: outcome.total, json: json)
  }

  /// A time budget as the header prints it: `10`, `0.5`.
  static func secondsText(_ seconds: Double) -> String {
    seconds == seconds.rounded() && seconds < 1e15 ? "\(Int(seconds))" : "\(seconds)"
  }

  /// Reruns one replay token, on the preset it belongs to.
  static func replay(_ token: ReplayToken, _ options: Options) -> ExitStatus {
    let candidates = options.presets
    guard let owner = candidates.first(where: { token.belongs(to: ScenarioProperty.name(for: $0)) })
    else {
      let scope = candidates.count == 1 ? "preset \(candidates[0].rawValue)" : "any preset"
      return command.usageError(UsageError("the replay token does not belong to \(scope)"))
    }
    let configuration = PropertyConfiguration(cases: 1, replay: token.description)
    let result = check(owner, configuration, in: options.check, mutant: options.mutant)
    var json = CheckJSON(options: options, presets: [owner])
    json.replayed = token.description
    json.scenarios = 1
    switch result.outcome {
    case .passed:
      if options.json {
        json.verdict = .pass
        Console.out(json.text)
      } else {
        Console.out("PASS: the replayed scenario of preset \(owner.rawValue) holds.\n")
      }
      return .success
    case .invalidConfiguration(let message):
      Console.error("Error: \(message)\n")
      return .badInput
    default:
      return report(result, preset: owner, options: options, total: 1, json: json)
    }
  }

  /// Runs one preset's property in the space of the options (their presets, cases and seed
  /// aside), on the reference engine or on a mutant.
  static func check(
    _ preset: Preset, _ configuration: PropertyConfiguration, in options: CheckOptions,
    mutant: Mutant?
  )
    -> PropertyResult<Scenario>
  {
    Property.check(
      ScenarioProperty.name(for: preset), Gen.scenarios(preset: preset, in: options),
      configuration: configuration, environment: [:], describe: ScenarioProperty.describe,
      ScenarioProperty.body(policy: mutant?.policy(for: preset), faults: mutant?.faults ?? []))
  }

  /// Prints a result that did not pass, as text or as the JSON object.
  static func report(
    _ result: PropertyResult<Scenario>, preset: Preset, options: Options, total: Int,
    json: CheckJSON
  ) -> ExitStatus {
    guard case .failed(let failure) = result.outcome else {
      let message = PropertyReport.message(for: result) ?? ""
      let status: ExitStatus
      if case .invalidConfiguration = result.outcome {
        status = .badInput
      } else {
        status = .failure
      }
      if options.json {
        var json = json
        json.verdict = .error
        json.message = message
        Console.out(json.text)
      } else {
        Console.out("\n" + message + "\n")
      }
      return status
    }
    let steps =
      options.steps == CheckOptions.everything.maximumSteps ? "" : "--steps \(options.steps) "
    // The mutant as the user chose it: the flag, or the environment variable.
    var environment = ""
    var mutant = ""
    if let chosen = options.mutant {
      if options.mutantGiven {
        mutant = "--mutant \(chosen.id) "
      } else {
        environment = "\(Mutant.environmentVariable)=\(chosen.id) "
      }
    }
    let replay =
      "\(environment)swift run -c release backgesture check --preset \(preset.rawValue) "
      + "\(steps)\(mutant)--replay \(failure.replayToken)"
    var saved: String?
    if options.save {
      do {
        saved = try saveCounterexample(failure.minimal.value, error: failure.error, preset: preset)
      } catch {
        Console.error("Error: could not write \(error)\n")
      }
    }
    if options.json {
      var json = json
      json.verdict = .fail
      json.counterexample = CheckJSON.Counterexample(
        preset: preset.rawValue, scenario: failure.minimal.rendering, invariant: failure.error,
        replayToken: failure.replayToken.description, replayCommand: replay, saved: saved)
      if !result.statistics.isReplay {
        json.counterexample?.shrinking = CheckJSON.Shrinking(
          originalChoices: failure.original.choices.count,
          minimalChoices: failure.minimal.choices.count, improvements: failure.improvements,
          evaluations: failure.evaluations, original: failure.original.rendering)
      }
      Console.out(json.text)
      return .failure
    }
    var lines = [
      "", "Counterexample (preset \(preset.rawValue)):", "",
      failure.minimal.rendering.trimmingCharacters(in: .newlines), "",
      "Invariant: \(failure.error)",
    ]
    if !result.statistics.isReplay {
      lines.append(
        "Shrunk from \(failure.original.choices.count) choices to \(failure.minimal.choices.count) "
          + "with \(failure.improvements) improvements, \(failure.evaluations) evaluations.")
    }
    lines.append("Replay: \(replay)")
    if let saved { lines.append("Saved: \(saved)") }
    lines.append("")
    lines.append(
      result.statistics.isReplay
        ? "FAIL: the replayed scenario breaks an invariant."
        : "FAIL: an invariant broke after \(total) scenarios.")
    Console.out(lines.joined(separator: "\n") + "\n")
    return .failure
  }

  /// The coverage table: one row per label, sorted, with its count and share.
  static func coverageTable(_ counts: [String: Int], total: Int) -> String {
    let labels = counts.keys.sorted()
    let width = max("label".count, labels.map(\.count).max() ?? 0) + 2
    func pad(_ text: String, _ width: Int) -> String {
      text.padding(toLength: width, withPad: " ", startingAt: 0)
    }
    func right(_ text: String, _ width: Int) -> String {
      String(repeating: " ", count: max(0, width - text.count)) + text
    }
    var lines = [pad("label", width) + right("scenarios", 10) + right("share", 8)]
    for label in labels {
      let count = counts[label]!
      let permille = total == 0 ? 0 : count * 1000 / total
      let share = "\(permille / 10).\(permille % 10)%"
      lines.append(pad(label, width) + right("\(count)", 10) + right(share, 8))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Writes a counterexample under `Corpus/found/` atomically; returns its path.
  ///
  /// - Throws: The error of the write.
  static func saveCounterexample(
    _ scenario: Scenario, error: String, preset: Preset
  ) throws -> String {
    var scenario = scenario
    let headline = error.split(separator: "\n").first.map(String.init) ?? error
    scenario.title = "Counterexample: \(headline)"
    let text = scenario.scenarioText
    let hash = String(Property.defaultSeed(for: text) & 0xFF_FFFF, radix: 16)
    let name = "\(preset.rawValue)-\(String(repeating: "0", count: 6 - hash.count))\(hash).scenario"
    let path = "Corpus/found/\(name)"
    try AtomicFile.write(text, to: path, createDirectories: true)
    return path
  }
}
