import BackGestureModel
import BackGestureMutants
import BackGestureProve
import BackGestureRunner
import BackGestureSampleApps
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

      USAGE: backgesture prove [--preset <preset>] [--os <system>] [--depth <n>] [--screens <n>] [--mutant <id>] [--jobs <n>]
             backgesture prove --app <name> [--preset <preset>] [--os <system>] [--depth <n>] [--screens <n>]
             backgesture prove --bench [--preset <preset>] [--os <system>] [--screens <n>] [--max-depth <n>] [--runs <n>] [--jobs <n>]

      OPTIONS:
        --preset <preset>   The preset (default every preset, one after the other): \(Preset.allCases.map(\.rawValue).joined(separator: ", ")).
        --os <system>       The system every world runs on (default ios18): \(OperatingSystem.allCases.map(\.rawValue).joined(separator: ", ")).
        --depth <n>         The most steps of a scenario (default \(ProveScope.defaultDepth)), 0 to 12.
        --screens <n>       The screens of each world (default \(ProveScope.defaultScreens)), 1 to \(ProveScope.maximumScreens).
        --mutant <id>       Proves a built-in bug (M1 to M28, docs/Mutants.md) instead of the
                            reference engine.
        --app <name>        Proves an app's own code on UIKit's surface instead of the engine:
                            privateHandler, fdFullscreen, delegateInterceptor (the presets'
                            apps); privateHandlerAsShipped, fdFullscreenAsShipped,
                            restoredEdgeAsShipped, isolatedContainersAsShipped,
                            delegateInterceptorAsShipped (the systems as they ship); S1 to S8
                            (the stateful bugs). The scope is the preset the app follows (S1 to
                            S8 follow none: --preset's); no state is merged, so the defaults
                            are depth \(ProveScope.defaultAppDepth) and \(ProveScope.defaultAppScreens) screen.
        --jobs <n>          Searches worlds on n threads (default 1); the output is the same for any n.
        --bench             Prints a table of each preset's scope at depths \(ProveBench.depths.lowerBound) to --max-depth: worlds,
                            states, transitions, the median time and the states per second.
        --max-depth <n>     The last depth of --bench's table (default \(ProveBench.depths.upperBound)), \(ProveBench.depths.lowerBound) to \(ProveBench.depths.upperBound).
        --runs <n>          The runs of each row of --bench (default \(ProveBench.defaultRuns)).
        -h, --help          Shows this help.

      OUTPUT:
        The scope, the states explored, the transitions and the depth reached, then
        'PASS: no counterexample within the scope.' or the shortest counterexample, shrunk,
        in the scenario format. The time taken and a progress line go to standard error.

      EXIT STATUS:
        0  no counterexample within the scope
        1  a counterexample was found
        2  bad input: an unknown option, preset, mutant or app, a value out of range,
           options that do not go together

      """,
    run: run)

  /// The parsed options.
  struct Options {
    /// The presets `--preset` chose; `nil` when it was left out.
    var preset: Preset?
    /// The depth `--depth` chose; `nil` when it was left out.
    var depth: Int?
    /// The screens `--screens` chose; `nil` when it was left out.
    var screens: Int?
    /// The system `--os` chose.
    var system = OperatingSystem.ios18
    var mutant: Mutant?
    /// The name `--app` chose, one of ``NamedApp/names``.
    var app: String?
    var jobs = 1
    var bench = false
    var maxDepth = ProveBench.depths.upperBound
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
        presets: options.preset.map { [$0] } ?? Preset.allCases,
        screens: options.screens ?? ProveScope.defaultScreens,
        depths: ProveBench.depths.lowerBound...options.maxDepth, runs: options.runs,
        jobs: options.jobs, system: options.system)
    }
    let runs: [(preset: Preset, target: ProveTarget)]
    let depth: Int
    let screens: Int
    if let name = options.app {
      guard let planned = appTargets(name, preset: options.preset) else { return .badInput }
      runs = planned
      depth = options.depth ?? ProveScope.defaultAppDepth
      screens = options.screens ?? ProveScope.defaultAppScreens
    } else {
      runs = (options.preset.map { [$0] } ?? Preset.allCases).map { preset in
        let target =
          options.mutant.map { mutant in
            ProveTarget.engine(
              policy: mutant.policy(for: preset), judgedBy: preset, faults: mutant.faults,
              label: "mutant \(mutant.id)")
          } ?? .preset(preset)
        return (preset, target)
      }
      depth = options.depth ?? ProveScope.defaultDepth
      screens = options.screens ?? ProveScope.defaultScreens
    }
    var status = ExitStatus.success
    let clock = ContinuousClock()
    for (index, run) in runs.enumerated() {
      let (preset, target) = run
      let started = clock.now
      let scope = ProveScope(
        preset: preset, depth: depth, screens: screens, system: options.system)
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

  /// The app of a name, on its preset's scope (an app that follows no preset: on the
  /// chosen preset's, or every preset's); `nil` after reporting a preset that is not
  /// the app's.
  static func appTargets(_ name: String, preset: Preset?) -> [(Preset, ProveTarget)]? {
    let made = MainActor.assumeIsolated { () -> MainThreadTargets in
      MainThreadTargets(runs: appTargetsOnMain(name, preset: preset))
    }
    return made.runs
  }

  @MainActor
  private static func appTargetsOnMain(
    _ name: String, preset: Preset?
  ) -> [(Preset, ProveTarget)]? {
    guard let app = NamedApp.app(named: name) else { return nil }
    let target = ProveTarget.app(app, label: "the app \(name)")
    if let follows = app.follows {
      if let preset, preset != follows {
        _ = Tool.usageError(
          "the app '\(name)' follows \(follows.rawValue), so its scope is "
            + "\(follows.rawValue)'s; leave out --preset or give \(follows.rawValue)",
          usage: "backgesture prove [<options>]", helpCommand: "backgesture prove")
        return nil
      }
      return [(follows, target)]
    }
    return (preset.map { [$0] } ?? Preset.allCases).map { ($0, target) }
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
        "--preset", "--os", "--depth", "--screens", "--mutant", "--app", "--jobs", "--max-depth",
        "--runs", "--bench", "--help",
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
        options.preset = preset
      case "--os":
        guard let system = OperatingSystem(rawValue: text) else {
          let hint = Suggestion.hint(for: text, in: OperatingSystem.allCases.map(\.rawValue))
          return .failure(Message(text: "unknown system '\(text)'\(hint)"))
        }
        options.system = system
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
      case "--max-depth":
        let depths = ProveBench.depths
        guard let depth = Int(text), depths.contains(depth) else {
          return .failure(
            Message(
              text: "the max depth must be a whole number from \(depths.lowerBound) to "
                + "\(depths.upperBound), found '\(text)'"))
        }
        options.maxDepth = depth
      case "--app":
        guard NamedApp.names.contains(text) else {
          return .failure(
            Message(
              text: "unknown app '\(text)'; expected one of: "
                + NamedApp.names.joined(separator: " ")))
        }
        options.app = text
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
    if options.app != nil, options.mutant != nil {
      return .failure(Message(text: "--app and --mutant do not go together: give one"))
    }
    if options.bench, options.app != nil || options.mutant != nil {
      return .failure(
        Message(text: "--bench times the reference engine: leave out --app and --mutant"))
    }
    return .success(options)
  }
}

/// An app's targets, made on the main actor where the command runs, and used on it: the
/// search runs an app's objects on the calling thread only (``ProveTarget/isThreadSafe``).
private struct MainThreadTargets: @unchecked Sendable {
  var runs: [(Preset, ProveTarget)]?
}
