import BackGestureFuzz
import BackGestureRunner
import Foundation

/// The modes that do not run libFuzzer: replay and import.
enum Modes {
  static let help = """
    OVERVIEW: libFuzzer target for BackGestureCheck: input bytes decode to a scenario
    (the property suites' byte-buffer choice source), which runs through the reference
    engine (or a mutant), the oracle and the invariants; a broken invariant traps.

    USAGE:
      backgesture-fuzz [libFuzzer flags] [CORPUS_DIR...]    built with -sanitize=fuzzer
      backgesture-fuzz FILE...                              plain build: replays each file
      backgesture-fuzz --replay FILE...                     replays in either build
      backgesture-fuzz --import ARTIFACT... --out DIR       shrinks and files findings
      backgesture-fuzz --help

    ENVIRONMENT:
      BACKGESTURE_PRESET  a preset (privateHandler fdFullscreen isolatedContainers
                          restoredEdge delegateInterceptor), or any (default)
      BACKGESTURE_MUTANT  a mutant, M1 to M28 (docs/Mutants.md), or none for the
                          reference engine (default)
      BACKGESTURE_STEPS   the most steps a scenario has, 1 to 64 (default 12)

    Replay decodes each input file, or parses each .scenario file, prints PASS, FAIL
    (with the counterexample) or SKIP per file and exits 1 if any file fails. Import
    shrinks each failing input with the property shrinker and writes the minimal
    scenario into DIR, skipping failures DIR already holds.

    """

  /// Replays files; returns the exit code.
  static func replay(_ paths: [String], settings: FuzzSettings) -> Int32 {
    var failed = 0
    let generator = settings.generator
    for path in paths {
      let verdict: FuzzVerdict
      if path.hasSuffix(".scenario") {
        switch ScenarioFile(path: path).load() {
        case .success(let parsed): verdict = FuzzHarness.check(parsed.scenario, settings: settings)
        case .failure(let error):
          Console.error("backgesture-fuzz: \(error)\n")
          return 2
        }
      } else {
        guard let data = FileManager.default.contents(atPath: path) else {
          Console.error("backgesture-fuzz: cannot read \(path)\n")
          return 2
        }
        verdict = FuzzHarness.check(Array(data), settings: settings, generator: generator)
      }
      switch verdict {
      case .undecodable:
        Console.out("SKIP \(path): decodes to no scenario\n")
      case .passed:
        Console.out("PASS \(path)\n")
      case .invalid(_, let failure):
        Console.out("PASS \(path) (invalid scenario: \(failure.message))\n")
      case .failed(let scenario, let failure):
        failed += 1
        Console.out("FAIL \(path)\n" + FuzzHarness.report(scenario, failure, settings: settings))
      }
    }
    Console.out("\(paths.count) input(s), \(failed) failing (\(settings))\n")
    return failed == 0 ? 0 : 1
  }

  /// Imports artifacts into a directory; returns the exit code.
  static func importArtifacts(_ arguments: [String], settings: FuzzSettings) -> Int32 {
    var paths: [String] = []
    var output: String?
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      if argument == "--out" {
        output = iterator.next()
      } else {
        paths.append(argument)
      }
    }
    guard let output, !paths.isEmpty else {
      Console.error("backgesture-fuzz: --import needs ARTIFACT... --out DIR\n")
      return 2
    }
    let directory = URL(fileURLWithPath: output)
    var status: Int32 = 0
    for path in paths {
      guard let data = FileManager.default.contents(atPath: path) else {
        Console.error("backgesture-fuzz: cannot read \(path)\n")
        status = 2
        continue
      }
      let name = URL(fileURLWithPath: path).lastPathComponent
      do {
        switch try FuzzImport.importInput(
          Array(data), settings: settings, into: directory, artifact: name)
        {
        case .written(let url, let finding):
          Console.out(
            "WROTE \(output)/\(url.lastPathComponent) from \(name): \(finding.failure.message)"
              + " (\(finding.originalChoices) -> \(finding.minimalChoices) choices)\n")
        case .duplicate(let url, let finding):
          Console.out(
            "DUPLICATE \(name): \(finding.failure.message) is already in"
              + " \(output)/\(url.lastPathComponent)\n")
        case .passes:
          Console.out("PASSES \(name): no invariant breaks under \(settings)\n")
        }
      } catch {
        Console.error("backgesture-fuzz: cannot write into \(output): \(error)\n")
        status = 2
      }
    }
    return status
  }
}
