import BackGestureCheck
import BackGestureGenerators
import BackGestureInvariants
import BackGestureModel
import BackGestureMutants
import BackGestureRendering
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

      USAGE: backgesture check [--preset <preset>] [--seed <n>] [--count <n>] [--steps <n>] [--save] [--replay <token>]

      OPTIONS:
        --preset <preset>   Checks one preset only: \(Preset.allCases.map(\.rawValue).joined(separator: ", ")).
                            Without it the count is split over every preset.
        --seed <n>          The seed (default 0); the same seed and count print the same output.
        --count <n>         The number of scenarios (default \(defaultCount)).
        --steps <n>         The most steps per scenario (default \(defaultSteps)); replays need the same.
        --save              Writes a counterexample to Corpus/found/<preset>-<hash>.scenario.
        --replay <token>    Reruns the one scenario of a replay token.
        -h, --help          Shows this help.

      EXIT STATUS:
        0  every invariant holds
        1  a counterexample was found
        2  bad input: an unknown option or preset, a value that is not a number, a bad token

      """,
    run: run)

  /// The parsed options.
  struct Options {
    var preset: Preset?
    var seed: UInt64 = 0
    var count = defaultCount
    var steps = defaultSteps
    var save = false
    var replay: ReplayToken?
  }

  static func run(_ arguments: [String]) -> ExitStatus {
    let options: Options
    switch parse(arguments) {
    case .success(let parsed?): options = parsed
    case .success(nil):
      Console.out(command.help)
      return .success
    case .failure(let message):
      return usageError(message.text)
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
        let known = ["--preset", "--seed", "--count", "--steps", "--save", "--replay", "--help"]
        let hint = argument.hasPrefix("-") ? Suggestion.hint(for: argument, in: known) : ""
        return .failure(Message(text: "unknown \(what) '\(argument)'\(hint)"))
      }
      index += 1
    }
    return .success(options)
  }

  /// Runs the campaign over the presets and prints coverage and verdict.
  static func campaign(_ options: Options) -> ExitStatus {
    let campaign = CheckCampaign(
      count: options.count, seed: options.seed, maximumSteps: options.steps,
      presets: options.preset.map { [$0] } ?? Preset.allCases)
    let started = ContinuousClock.now
    Console.out(
      "Checking \(options.count) scenarios with seed \(options.seed): "
        + campaign.presets.map(\.rawValue).joined(separator: ", ") + "\n")
    let outcome = campaign.run()
    Console.out("\n" + coverageTable(outcome.counts, total: outcome.total))
    let elapsed = ContinuousClock.now - started
    Console.error("Elapsed (not part of the result): \(elapsed.components.seconds) s\n")
    guard let (preset, result) = outcome.failure else {
      Console.out("\nPASS: every invariant held in \(outcome.total) scenarios.\n")
      return .success
    }
    return report(result, preset: preset, options: options, total: outcome.total)
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
    let result = check(owner, configuration, steps: options.steps)
    switch result.outcome {
    case .passed:
      Console.out("PASS: the replayed scenario of preset \(owner.rawValue) holds.\n")
      return .success
    case .invalidConfiguration(let message):
      Console.error("Error: \(message)\n")
      return .badInput
    default:
      return report(result, preset: owner, options: options, total: 1)
    }
  }

  /// Runs one preset's property.
  static func check(
    _ preset: Preset, _ configuration: PropertyConfiguration, steps: Int
  )
    -> PropertyResult<Scenario>
  {
    Property.check(
      ScenarioProperty.name(for: preset),
      Gen.scenarios(preset: preset, maximumSteps: steps),
      configuration: configuration, environment: [:], describe: ScenarioProperty.describe,
      ScenarioProperty.body)
  }

  /// Prints a result that did not pass.
  static func report(
    _ result: PropertyResult<Scenario>, preset: Preset, options: Options, total: Int
  ) -> ExitStatus {
    guard case .failed(let failure) = result.outcome else {
      Console.out("\n" + (PropertyReport.message(for: result) ?? "") + "\n")
      if case .invalidConfiguration = result.outcome { return .badInput }
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
    let steps = options.steps == defaultSteps ? "" : "--steps \(options.steps) "
    lines.append(
      "Replay: swift run -c release backgesture check --preset \(preset.rawValue) "
        + "\(steps)--replay \(failure.replayToken)")
    if options.save {
      switch saveCounterexample(failure.minimal.value, error: failure.error, preset: preset) {
      case .success(let path): lines.append("Saved: \(path)")
      case .failure(let message): Console.error("Error: \(message.text)\n")
      }
    }
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
