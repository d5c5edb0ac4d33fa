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
    discussion: """
      Every world of the scope and every sequence of its abstract steps up to the depth
      run through the engine, the oracle and every invariant after every step, breadth
      first, with states of one future merged (docs/Prove.md, spec section 15).
      """,
    options: [
      .option(
        .preset,
        help: """
          The preset (default every preset, one after the other): \(Preset.allCases.map(\.rawValue).joined(separator: ", ")).
          """),
      .option(
        .os,
        help: """
          The system every world runs on (default ios18): \(OperatingSystem.allCases.map(\.rawValue).joined(separator: ", ")).
          """),
      .option(.depth), .option(.screens),
      .option(
        .mutant,
        help: """
          Proves a built-in bug (\(Option.mutantRange), docs/Mutants.md) instead of the
          reference engine.
          """),
      .option(.app),
      .option(
        .jobs, help: "Searches worlds on n threads (default 1); the output is the same for any n."),
      .option(.bench), .option(.maxDepth), .option(.runs),
    ],
    conflicts: [
      OptionConflict(
        .app, with: .mutant, message: "--app and --mutant do not go together: give one"),
      OptionConflict(
        .bench, with: .app, .mutant,
        message: "--bench times the reference engine: leave out --app and --mutant"),
    ],
    forms: [
      UsageForm(takes: .preset, .os, .depth, .screens, .mutant, .jobs),
      UsageForm(needs: .app, takes: .preset, .os, .depth, .screens),
      UsageForm(needs: .bench, takes: .preset, .os, .screens, .maxDepth, .runs, .jobs),
    ],
    details: """
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
    var system: OperatingSystem
    var mutant: Mutant?
    /// The name `--app` chose, one of ``NamedApp/names``.
    var app: String?
    var jobs: Int
    var bench: Bool
    var maxDepth: Int
    var runs: Int

    /// The options a command line gives.
    init(_ parsed: ParsedArguments) {
      preset = parsed[.preset]
      depth = parsed[.depth]
      screens = parsed[.screens]
      system = parsed[.os] ?? .ios18
      mutant = parsed[.mutant]
      app = parsed[.app]
      jobs = parsed[.jobs] ?? 1
      bench = parsed.contains(.bench)
      maxDepth = parsed[.maxDepth] ?? ProveBench.depths.upperBound
      runs = parsed[.runs] ?? ProveBench.defaultRuns
    }
  }

  static func run(_ arguments: [String]) -> ExitStatus {
    let options: Options
    switch parse(arguments) {
    case .success(let parsed?): options = parsed
    case .success(nil):
      Console.out(command.help)
      return .success
    case .failure(let error):
      return command.usageError(error)
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
        _ = command.usageError(
          UsageError(
            "the app '\(name)' follows \(follows.rawValue), so its scope is "
              + "\(follows.rawValue)'s; leave out --preset or give \(follows.rawValue)"))
        return nil
      }
      return [(follows, target)]
    }
    return (preset.map { [$0] } ?? Preset.allCases).map { ($0, target) }
  }

  /// Parses the arguments; `nil` asks for help.
  static func parse(_ arguments: [String]) -> Result<Options?, UsageError> {
    command.parse(arguments).map { parsed in parsed.map(Options.init) }
  }
}

/// An app's targets, made on the main actor where the command runs, and used on it: the
/// search runs an app's objects on the calling thread only (``ProveTarget/isThreadSafe``).
private struct MainThreadTargets: @unchecked Sendable {
  var runs: [(Preset, ProveTarget)]?
}
