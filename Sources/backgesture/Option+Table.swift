import BackGestureModel
import BackGestureMutants
import BackGestureProve
import BackGestureRunner
import BackGestureSampleApps
import Foundation
import PropertyCore

/// The tool's options, each declared once: every command takes them from here, so an
/// option reads the same value with the same message in every command that takes it.
///
/// An option's help line is the one of the first command that lists it (`check` first);
/// a command that does something else with the option gives its own line where it lists
/// it, such as `prove --jobs`, whose output does not depend on the jobs.
extension Option where Value == Preset {
  /// `--preset <preset>`: one of the seed systems of spec table 2.2.
  static let preset = Option(
    "--preset", value: "<preset>",
    help: """
      Checks one preset only: \(Preset.allCases.map(\.rawValue).joined(separator: ", ")).
      Without it the count is split over every preset.
      """
  ) { text in
    guard let preset = Preset(rawValue: text) else {
      let hint = Suggestion.hint(for: text, in: Preset.allCases.map(\.rawValue))
      return .failure(UsageError("unknown preset '\(text)'\(hint)"))
    }
    return .success(preset)
  }
}

extension Option where Value == OperatingSystem {
  /// `--os <system>`: the system the worlds run on.
  static let os = Option(
    "--os", value: "<system>",
    help: """
      Draws worlds of one system only: \(OperatingSystem.allCases.map(\.rawValue).joined(separator: ", ")).
      Without it each world draws its system; replays need the same.
      """
  ) { text in
    guard let system = OperatingSystem(rawValue: text) else {
      let hint = Suggestion.hint(for: text, in: OperatingSystem.allCases.map(\.rawValue))
      return .failure(UsageError("unknown system '\(text)'\(hint)"))
    }
    return .success(system)
  }
}

extension Option where Value == UInt64 {
  /// `--seed <n>`: the seed of a campaign, any 64-bit whole number.
  static let seed = Option(
    "--seed", value: "<n>",
    help: "The seed (default 0); the same seed and count print the same output."
  ) { text in
    guard let seed = UInt64(text) else {
      return .failure(
        UsageError("the seed must be a whole number from 0 to \(UInt64.max), found '\(text)'"))
    }
    return .success(seed)
  }
}

extension Option where Value == Int {
  /// `--count <n>`: the scenarios of a campaign, `CheckOptions.cases`.
  static let count = Option(
    "--count", value: "<n>",
    help: "The number of scenarios (default \(CheckOptions.everything.cases))."
  ) { text in
    guard let count = Int(text), count >= 1 else {
      return .failure(UsageError("the count must be a whole number of at least 1, found '\(text)'"))
    }
    return .success(count)
  }

  /// `--jobs <n>`: the threads that check or search, 1 to 256.
  static let jobs = wholeNumber(
    "--jobs", the: "the jobs", in: 1...256,
    help: "Checks on n threads (default 1); see DETERMINISM.")

  /// `--steps <n>`: the most steps of a generated scenario, `CheckOptions.maximumSteps`.
  static let steps = wholeNumber(
    "--steps", the: "the steps", in: 1...1000,
    help: """
      The most steps per scenario (default \(CheckOptions.everything.maximumSteps)); \
      replays need the same.
      """)

  /// `--depth <n>`: the most steps of a scenario `prove` searches, 0 to 12.
  static let depth = wholeNumber(
    "--depth", the: "the depth", in: 0...12,
    help: "The most steps of a scenario (default \(ProveScope.defaultDepth)), 0 to 12.")

  /// `--screens <n>`: the screens of each world `prove` searches.
  static let screens = wholeNumber(
    "--screens", the: "the screens", in: 1...ProveScope.maximumScreens,
    help: """
      The screens of each world (default \(ProveScope.defaultScreens)), 1 to \
      \(ProveScope.maximumScreens).
      """)

  /// `--max-depth <n>`: the last depth of `prove --bench`'s table.
  static let maxDepth = wholeNumber(
    "--max-depth", the: "the max depth", in: ProveBench.depths,
    help: """
      The last depth of --bench's table (default \(ProveBench.depths.upperBound)), \
      \(ProveBench.depths.lowerBound) to \(ProveBench.depths.upperBound).
      """)

  /// `--runs <n>`: the runs of each row of `prove --bench`, 1 to 99.
  static let runs = wholeNumber(
    "--runs", the: "the runs", in: 1...99,
    help: "The runs of each row of --bench (default \(ProveBench.defaultRuns)).")

  /// `--throughput <n>`: the scenarios per preset `bench` times, 1 to 10,000.
  static let throughput = wholeNumber(
    "--throughput", the: "the throughput scenarios", in: 1...10_000,
    help: """
      The generated scenarios per preset the throughput is timed on
      (default \(BenchCommand.throughputPerPreset)), 1 to 10000.
      """)

  /// `--seeds <n>`: the seeds per mutant of `bench`, 1 to 1000.
  static let seeds = wholeNumber(
    "--seeds", the: "the seeds", in: 1...1000,
    help: "The seeds per mutant, 0 to n-1 (default \(BenchCommand.defaultSeeds)).")
}

extension Option where Value == Double {
  /// `--seconds <n>`: a campaign's time budget in place of its count.
  static let seconds = Option(
    "--seconds", value: "<n>",
    help: """
      Checks for n seconds instead of a count, in rounds of \(CheckCampaign.roundSize)
      scenarios (round 0 is the campaign of --count \(CheckCampaign.roundSize) and always
      runs whole); the counterexample is shrunk after the time is up.
      """
  ) { text in
    guard let seconds = Double(text), seconds > 0, seconds <= 1e9 else {
      return .failure(UsageError("the seconds must be a number above 0, found '\(text)'"))
    }
    return .success(seconds)
  }
}

extension Option where Value == Mutant {
  /// The ids of the first and the last mutant, `M1 to M28`, as the help lines give them.
  static let mutantRange = "\(Mutant.allCases.first!.id) to \(Mutant.allCases.last!.id)"

  /// `--mutant <id>`: a built-in bug, spelled `M1`, `m1` or `1` (`Mutant(id:)`), checked in
  /// place of the reference engine.
  static let mutant = Option(
    "--mutant", value: "<id>",
    help: """
      Checks a built-in bug (\(mutantRange), docs/Mutants.md) in place of the
      reference engine; it wins over \(Mutant.environmentVariable).
      """
  ) { text in
    let id = text.trimmingCharacters(in: .whitespaces)
    guard let mutant = Mutant(id: id) else {
      return .failure(
        UsageError(
          "unknown mutant '\(id)'; expected one of: "
            + Mutant.allCases.map(\.id).joined(separator: " ")))
    }
    return .success(mutant)
  }
}

extension Option where Value == ReplayToken {
  /// `--replay <token>`: the token of one scenario of a property, from a failure.
  static let replay = Option(
    "--replay", value: "<token>", help: "Reruns the one scenario of a replay token."
  ) { text in
    guard let token = try? ReplayToken(parsing: text) else {
      return .failure(UsageError("'\(text)' is not a replay token"))
    }
    return .success(token)
  }
}

extension Option where Value == String {
  /// `--app <name>`: an app of `NamedApp.names` whose own code `prove` searches.
  static let app = Option(
    "--app", value: "<name>",
    help: """
      Proves an app's own code on UIKit's surface instead of the engine:
      privateHandler, fdFullscreen, delegateInterceptor (the presets'
      apps); privateHandlerAsShipped, fdFullscreenAsShipped,
      restoredEdgeAsShipped, isolatedContainersAsShipped,
      delegateInterceptorAsShipped (the systems as they ship); S1 to S8
      (the stateful bugs). The scope is the preset the app follows (S1 to
      S8 follow none: --preset's); no state is merged, so the defaults
      are depth \(ProveScope.defaultAppDepth) and \(ProveScope.defaultAppScreens) screen.
      """
  ) { text in
    guard NamedApp.names.contains(text) else {
      return .failure(
        UsageError(
          "unknown app '\(text)'; expected one of: " + NamedApp.names.joined(separator: " ")))
    }
    return .success(text)
  }

  /// `--navigation-controller <type>`: the class `check-file` checks, in place of the one
  /// it would choose.
  static let navigationController = Option(
    "--navigation-controller", value: "<type>",
    help: """
      The class to check: a navigation controller of the files, or
      UINavigationController. Without it, the files' class that no
      other subclasses, or UIKit's when they define none.
      """
  ) { text in
    let isName =
      text.first.map { $0 == "_" || $0.isLetter } == true
      && text.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    guard isName else { return .failure(UsageError("'\(text)' is not the name of a type")) }
    return .success(text)
  }

  /// `--scratch-path <dir>`: where `check-file` writes and builds its package.
  static let scratchPath = Option(
    "--scratch-path", value: "<dir>",
    help: """
      Writes and builds the scratch package in dir (default
      .build/check-file/ of the BackGestureCheck package); its build
      is reused from run to run.
      """
  ) { text in .success(text) }

  /// `--package-path <dir>`: the BackGestureCheck package `check-file` builds against.
  static let packagePath = Option(
    "--package-path", value: "<dir>",
    help: """
      The BackGestureCheck package the files are built against
      (default: the one this tool was built from, else the current
      directory).
      """
  ) { text in .success(text) }

  /// `--svg <out.svg>`: the file `explain` draws the scenario into.
  static let svg = Option(
    "--svg", value: "<out.svg>",
    help: "Also draws the scenario as an SVG picture (see docs/Explain.md)."
  ) { text in .success(text) }
}

extension Option where Value == Bool {
  /// `--json`: the result as JSON instead of text.
  static let json = Option(
    flag: "--json", help: "Prints the result as one JSON object instead of text.")

  /// `--save`: writes a counterexample under `Corpus/found/`.
  static let save = Option(
    flag: "--save", help: "Writes a counterexample to Corpus/found/<preset>-<hash>.scenario.")

  /// `--check`: `upgrade` rewrites nothing and names the files in an older version.
  static let check = Option(
    flag: "--check", help: "Rewrites nothing: names the files in an older version.")

  /// `--swift-5`: `check-file` compiles the files in Swift 5 mode.
  static let swift5 = Option(
    flag: "--swift-5", help: "Compiles the files in Swift 5 mode (default Swift 6).")

  /// `--as-is`: `check-file` builds the files as they are, without the Linux side of the
  /// documented `#if`s.
  static let asIs = Option(
    flag: "--as-is",
    help: """
      Builds the files as they are: no @objc removed, no #selector rewritten; each line
      Linux refuses is named with its #if.
      """)

  /// `--bench`: times `prove` instead of proving.
  static let bench = Option(
    flag: "--bench",
    help: """
      Prints a table of each preset's scope at depths \(ProveBench.depths.lowerBound) to --max-depth: worlds,
      states, transitions, the median time and the states per second.
      """)
}
