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
  static let defaultCount = 1000
  static let defaultSteps = 12

  static let command = Command(
    name: "check",
    abstract: "Generates scenarios and checks every invariant after every step.",
    usage: "check [<options>]",
    help: """
      OVERVIEW: Generates scenarios and checks every invariant after every step.

      Random worlds and touch sequences run through the reference engine and the oracle;
      a broken invariant is shrunk to a minimal scenario, printed in the scenario format.

      USAGE: backgesture check [--preset <preset>] [--os <system>] [--seed <n>] [--count <n> | --seconds <n>] [--jobs <n>] [--steps <n>] [--json] [--save] [--replay <token>]

      OPTIONS:
        --preset <preset>   Checks one preset only: \(Preset.allCases.map(\.rawValue).joined(separator: ", ")).
                            Without it the count is split over every preset.
        --os <system>       Draws worlds of one system only: \(OperatingSystem.allCases.map(\.rawValue).joined(separator: ", ")).
                            Without it each world draws its system; replays need the same.
        --seed <n>          The seed (default 0); the same seed and count print the same output.
        --count <n>         The number of scenarios (default \(defaultCount)).
        --seconds <n>       Checks for n seconds instead of a count, in rounds of \(CheckCampaign.roundSize)
                            scenarios (round 0 is the campaign of --count \(CheckCampaign.roundSize)); the
                            counterexample is shrunk after the time is up.
        --jobs <n>          Checks on n threads (default 1); see DETERMINISM.
        --steps <n>         The most steps per scenario (default \(defaultSteps)); replays need the same.
        --json              Prints the result as one JSON object instead of text.
        --save              Writes a counterexample to Corpus/found/<preset>-<hash>.scenario.
        --replay <token>    Reruns the one scenario of a replay token.
        -h, --help          Shows this help.

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
        BACKGESTURE_MUTANT  A built-in bug, M1 to M28 (docs/Mutants.md), checked in place
                            of the reference engine; none or unset for the reference.

      EXIT STATUS:
        0  every invariant holds
        1  a counterexample was found
        2  bad input: an unknown option or preset, a value that is not a number, a bad token

      """,
    run: run)

  /// The parsed options.
  struct Options {
    var preset: Preset?
    /// The systems worlds are drawn on (`--os`); every one by default.
    var systems = OperatingSystem.allCases
    var seed: UInt64 = 0
    var count = defaultCount
    var steps = defaultSteps
    var save = false
    var replay: ReplayToken?
    /// The time budget, in place of the count.
    var seconds: Double?
    /// Whether `--count` was given.
    var countGiven = false
    var jobs = 1
    /// Whether `--jobs` was given.
    var jobsGiven = false
    var json = false
    /// The built-in bug `BACKGESTURE_MUTANT` selects, checked in place of the reference.
    var mutant: Mutant?
  }

  static func run(_ arguments: [String]) -> ExitStatus {
    var options: Options
    switch parse(arguments) {
    case .success(let parsed?): options = parsed
    case .success(nil):
      Console.out(command.help)
      return .success
    case .failure(let message):
      return usageError(message.text)
    }
    do {
      options.mutant = try Mutant.selected()
    } catch {
      Console.error("Error: \(error)\n")
      return .badInput
    }
    if let token = options.replay { return replay(token, options) }
    return campaign(options)
  }

  struct Message: Error { var text: String }

  /// Parses the arguments; `nil` asks for help.
  static func parse(_ arguments: [String]) -> Result<Options?, Message> {
    var options = Options()
    var index = 0
    func value(_ option: String) -> Result<String, Message> {
      guard index + 1 < arguments.count else {
        return .failure(Message(text: "missing value for '\(option)'"))
      }
      index += 1
      return .success(arguments[index])
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "-h", "--help":
        return .success(nil)
      case "--preset":
        guard case .success(let text) = value(argument) else {
          return .failure(Message(text: "missing value for '--preset'"))
        }
        guard let preset = Preset(rawValue: text) else {
          let hint = Suggestion.hint(for: text, in: Preset.allCases.map(\.rawValue))
          return .failure(Message(text: "unknown preset '\(text)'\(hint)"))
        }
        options.preset = preset
      case "--os":
        guard case .success(let text) = value(argument) else {
          return .failure(Message(text: "missing value for '--os'"))
        }
        guard let system = OperatingSystem(rawValue: text) else {
          let names = OperatingSystem.allCases.map(\.rawValue)
          let hint = Suggestion.hint(for: text, in: names)
          return .failure(Message(text: "unknown system '\(text)'\(hint)"))
        }
        options.systems = [system]
      case "--seed":
        guard case .success(let text) = value(argument) else {
          return .failure(Message(text: "missing value for '--seed'"))
        }
        guard let seed = UInt64(text) else {
          return .failure(
            Message(
              text: "the seed must be a whole number from 0 to \(UInt64.max), found '\(text)'"))
        }
        options.seed = seed
      case "--count":
        guard case .success(let text) = value(argument) else {
          return .failure(Message(text: "missing value for '--count'"))
        }
        guard let count = Int(text), count >= 1 else {
          return .failure(
            Message(text: "the count must be a whole number of at least 1, found '\(text)'"))
        }
        options.count = count
        options.countGiven = true
      case "--seconds":
        guard case .success(let text) = value(argument) else {
          return .failure(Message(text: "missing value for '--seconds'"))
        }
        guard let seconds = Double(text), seconds > 0, seconds <= 1e9 else {
          return .failure(
            Message(text: "the seconds must be a number above 0, found '\(text)'"))
        }
        options.seconds = seconds
      case "--jobs":
        guard case .success(let text) = value(argument) else {
          return .failure(Message(text: "missing value for '--jobs'"))
        }
        guard let jobs = Int(text), (1...256).contains(jobs) else {
          return .failure(
            Message(text: "the jobs must be a whole number from 1 to 256, found '\(text)'"))
        }
        options.jobs = jobs
        options.jobsGiven = true
      case "--json":
        options.json = true
      case "--steps":
        guard case .success(let text) = value(argument) else {
          return .failure(Message(text: "missing value for '--steps'"))
        }
        guard let steps = Int(text), (1...1000).contains(steps) else {
          return .failure(
            Message(text: "the steps must be a whole number from 1 to 1000, found '\(text)'"))
        }
        options.steps = steps
      case "--save":
        options.save = true
      case "--replay":
        guard case .success(let text) = value(argument) else {
          return .failure(Message(text: "missing value for '--replay'"))
        }
        guard let token = try? ReplayToken(parsing: text) else {
          return .failure(Message(text: "'\(text)' is not a replay token"))
        }
        options.replay = token
      default:
        let what = argument.hasPrefix("-") ? "option" : "argument"
        let known = [
          "--preset", "--os", "--seed", "--count", "--seconds", "--jobs", "--steps", "--json",
          "--save",
          "--replay", "--help",
        ]
        let hint = argument.hasPrefix("-") ? Suggestion.hint(for: argument, in: known) : ""
        return .failure(Message(text: "unknown \(what) '\(argument)'\(hint)"))
      }
      index += 1
    }
    if options.countGiven, options.seconds != nil {
      return .failure(Message(text: "'--count' and '--seconds' cannot be used together"))
    }
    return .success(options)
  }

  /// Runs the campaign over the presets and prints coverage and verdict.
  static func campaign(_ options: Options) -> ExitStatus {
    let campaign = CheckCampaign(
      count: options.seconds == nil ? options.count : CheckCampaign.roundSize,
      seed: options.seed, maximumSteps: options.steps,
      presets: options.preset.map { [$0] } ?? Preset.allCases, systems: options.systems)
    let started = ContinuousClock.now
    if !options.json {
      let budget =
        options.seconds.map { "for \(secondsText($0)) s" } ?? "\(options.count) scenarios"
      let mutant = options.mutant.map { " on mutant \($0.id)" } ?? ""
      let system = options.systems.count == 1 ? " on \(options.systems[0].rawValue)" : ""
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
    let preset = options.preset
    let candidates = preset.map { [$0] } ?? Preset.allCases
    guard let owner = candidates.first(where: { token.belongs(to: ScenarioProperty.name(for: $0)) })
    else {
      let scope = preset.map { "preset \($0.rawValue)" } ?? "any preset"
      return usageError("the replay token does not belong to \(scope)")
    }
    let configuration = PropertyConfiguration(cases: 1, replay: token.description)
    let result = check(
      owner, configuration, steps: options.steps, systems: options.systems,
      mutant: options.mutant)
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

  /// Runs one preset's property, on the reference engine or on a mutant.
  static func check(
    _ preset: Preset, _ configuration: PropertyConfiguration, steps: Int,
    systems: [OperatingSystem] = OperatingSystem.allCases, mutant: Mutant?
  )
    -> PropertyResult<Scenario>
  {
    Property.check(
      ScenarioProperty.name(for: preset),
      Gen.scenarios(
        preset: preset, maximumSteps: steps, sheets: true, systems: systems, nested: true),
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
    let steps = options.steps == defaultSteps ? "" : "--steps \(options.steps) "
    let mutant = options.mutant.map { "\(Mutant.environmentVariable)=\($0.id) " } ?? ""
    let replay =
      "\(mutant)swift run -c release backgesture check --preset \(preset.rawValue) "
      + "\(steps)--replay \(failure.replayToken)"
    var saved: String?
    if options.save {
      switch saveCounterexample(failure.minimal.value, error: failure.error, preset: preset) {
      case .success(let path): saved = path
      case .failure(let message): Console.error("Error: \(message.text)\n")
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
  static func saveCounterexample(
    _ scenario: Scenario, error: String, preset: Preset
  )
    -> Result<String, Message>
  {
    var scenario = scenario
    let headline = error.split(separator: "\n").first.map(String.init) ?? error
    scenario.title = "Counterexample: \(headline)"
    let text = scenario.scenarioText
    let hash = String(Property.defaultSeed(for: text) & 0xFF_FFFF, radix: 16)
    let name = "\(preset.rawValue)-\(String(repeating: "0", count: 6 - hash.count))\(hash).scenario"
    let path = "Corpus/found/\(name)"
    do {
      try AtomicFile.write(text, to: path, createDirectories: true)
    } catch {
      return .failure(Message(text: "could not write \(error)"))
    }
    return .success(path)
  }

  static func usageError(_ message: String) -> ExitStatus {
    Tool.usageError(
      message, usage: "\(Tool.name) \(command.usage)", helpCommand: "\(Tool.name) \(command.name)")
  }
}
