import BackGestureCheck
import BackGestureModel
import BackGestureMutants
import BackGestureProve
import Foundation

/// `backgesture prove`: explores every scenario of a bounded scope breadth-first and
/// prints the shortest counterexample, or that there is none within the scope.
enum ProveCommand {
  static let command = Command(
    name: "prove",
    abstract: "Explores every scenario of a bounded scope for a counterexample.",
    usage: "prove [<options>]",
    help: """
      OVERVIEW: Explores every scenario of a bounded scope for a counterexample.

      Every world of the scope and every sequence of its abstract steps up to the depth
      run through the engine, the oracle and every invariant after every step, breadth
      first, with states of one future merged (docs/Prove.md, spec section 15).

      USAGE: backgesture prove [--preset <preset>] [--depth <n>] [--screens <n>] [--mutant <id>] [--jobs <n>]
             backgesture prove --bench [--preset <preset>] [--screens <n>] [--runs <n>] [--jobs <n>]

      OPTIONS:
        --preset <preset>   The preset (default every preset, one after the other): \(Preset.allCases.map(\.rawValue).joined(separator: ", ")).
        --depth <n>         The most steps of a scenario (default \(ProveScope.defaultDepth)), 0 to 12.
        --screens <n>       The screens of each world (default \(ProveScope.defaultScreens)), 1 to \(ProveScope.maximumScreens).
        --mutant <id>       Proves a built-in bug (M1 to M28, docs/Mutants.md) instead of the
                            reference engine.
        --jobs <n>          Searches worlds on n threads (default 1); the output is the same for any n.
        --bench             Prints a table of each preset's scope at depths \(ProveBench.depths.lowerBound) to \(ProveBench.depths.upperBound): worlds,
                            states, transitions, the median time and the states per second.
        --runs <n>          The runs of each row of --bench (default \(ProveBench.defaultRuns)).
        -h, --help          Shows this help.

      OUTPUT:
        The scope, the states explored, the transitions and the depth reached, then
        'PASS: no counterexample within the scope.' or the shortest counterexample, shrunk,
        in the scenario format. The time taken and a progress line go to standard error.

      EXIT STATUS:
        0  no counterexample within the scope
        1  a counterexample was found
        2  bad input: an unknown option, preset or mutant, a value out of range

      """,
    run: run)

  /// The parsed options.
  struct Options {
    var presets: [Preset] = Preset.allCases
    var depth = ProveScope.defaultDepth
    var screens = ProveScope.defaultScreens
    var mutant: Mutant?
    var jobs = 1
    var bench = false
    var runs = ProveBench.defaultRuns
  }

  static func run(_ arguments: [String]) -> ExitStatus {
    let options: Options
    switch parse(arguments) {
    case .success(let parsed?): options = parsed
    case .success(nil):
      Console.out(command.help)
      return .success
    case .failure(let message):
      return Tool.usageError(
        message.text, usage: "backgesture prove [<options>]",
        helpCommand: "backgesture prove")
    }
    if options.bench {
      return ProveBench.run(
        presets: options.presets, screens: options.screens, runs: options.runs, jobs: options.jobs)
    }
    var status = ExitStatus.success
    let clock = ContinuousClock()
    for (index, preset) in options.presets.enumerated() {
      let started = clock.now
      let scope = ProveScope(preset: preset, depth: options.depth, screens: options.screens)
      let target =
        options.mutant.map { mutant in
          ProveTarget.engine(
            policy: mutant.policy(for: preset), judgedBy: preset, faults: mutant.faults,
            label: "mutant \(mutant.id)")
        } ?? .preset(preset)
      let terminal = isatty(STDERR_FILENO) != 0
      let report = Prover.prove(scope, target: target, jobs: options.jobs) { progress in
        guard terminal else { return }
        Console.error(
          "\r\u{1B}[2K\(preset.rawValue): \(progress.worldsDone) of \(progress.worlds) worlds, "
            + "\(progress.states) states, \(progress.transitions) transitions")
      }
      if terminal { Console.error("\r\u{1B}[2K") }
      Console.out((index > 0 ? "\n" : "") + report.text)
      let elapsed = clock.now - started
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      Console.error(
        "Time (not part of the result): \(String(format: "%.2f", seconds)) s, "
          + "\(seconds > 0 ? Int(Double(report.states) / seconds) : 0) states/s\n")
      if report.counterexample != nil { status = .failure }
    }
    return status
  }

  struct Message: Error { var text: String }

  /// Parses the arguments; `nil` asks for help.
  static func parse(_ arguments: [String]) -> Result<Options?, Message> {
    var options = Options()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "-h" || argument == "--help" { return .success(nil) }
      if argument == "--bench" {
        options.bench = true
        index += 1
        continue
      }
      let known = [
        "--preset", "--depth", "--screens", "--mutant", "--jobs", "--runs", "--bench", "--help",
      ]
      guard known.dropLast(2).contains(argument) else {
        let what = argument.hasPrefix("-") ? "option" : "argument"
        let hint = argument.hasPrefix("-") ? Suggestion.hint(for: argument, in: known) : ""
        return .failure(Message(text: "unknown \(what) '\(argument)'\(hint)"))
      }
      guard index + 1 < arguments.count else {
        return .failure(Message(text: "missing value for '\(argument)'"))
      }
      index += 1
      let text = arguments[index]
      switch argument {
      case "--preset":
        guard let preset = Preset(rawValue: text) else {
          let hint = Suggestion.hint(for: text, in: Preset.allCases.map(\.rawValue))
          return .failure(Message(text: "unknown preset '\(text)'\(hint)"))
        }
        options.presets = [preset]
      case "--depth":
        guard let depth = Int(text), (0...12).contains(depth) else {
          return .failure(
            Message(text: "the depth must be a whole number from 0 to 12, found '\(text)'"))
        }
        options.depth = depth
      case "--screens":
        guard let screens = Int(text), (1...ProveScope.maximumScreens).contains(screens) else {
          return .failure(
            Message(
              text: "the screens must be a whole number from 1 to "
                + "\(ProveScope.maximumScreens), found '\(text)'"))
        }
        options.screens = screens
      case "--runs":
        guard let runs = Int(text), (1...99).contains(runs) else {
          return .failure(
            Message(text: "the runs must be a whole number from 1 to 99, found '\(text)'"))
        }
        options.runs = runs
      case "--jobs":
        guard let jobs = Int(text), (1...256).contains(jobs) else {
          return .failure(
            Message(text: "the jobs must be a whole number from 1 to 256, found '\(text)'"))
        }
        options.jobs = jobs
      default:
        guard let mutant = Mutant(id: text) else {
          return .failure(
            Message(
              text: "unknown mutant '\(text)'; expected one of: "
                + Mutant.allCases.map(\.id).joined(separator: " ")))
        }
        options.mutant = mutant
      }
      index += 1
    }
    return .success(options)
  }
}
