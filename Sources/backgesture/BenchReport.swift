import BackGestureGenerators
import BackGestureInvariants
import BackGestureMutants
import BackGestureRendering
import BackGestureRunner
import Foundation

/// What `backgesture bench` prints: a table, or JSON with sorted keys.
///
/// Times and memory vary from run to run; every other number depends only on the seeds.
struct BenchReport {
  /// The seeds per mutant.
  var seeds: Int
  /// One benchmark per mutant, in mutant order.
  var benchmarks: [MutantBenchmark]
  /// The throughput measurement.
  var speed: Speed

  init(seeds: Int, benchmarks: [MutantBenchmark], throughput: Speed) {
    self.seeds = seeds
    self.benchmarks = benchmarks
    self.speed = throughput
  }

  /// Scenarios per second of the engine alone and of the full check, and peak memory.
  struct Speed {
    /// The scenarios timed.
    var scenarios: Int
    /// Their steps, all told.
    var steps: Int
    /// The engine alone over every scenario, in nanoseconds.
    var engineNanoseconds: Int64
    /// Engine, oracle and invariants over every scenario, in nanoseconds.
    var checkNanoseconds: Int64
    /// An app's objects alone (the fdFullscreen app on UIKit's surface), in nanoseconds.
    var appNanoseconds: Int64
    /// The app's objects, the oracle, the invariants and the liveness probes, in nanoseconds.
    var appCheckNanoseconds: Int64
    /// The maximum resident set size of the process, in kilobytes.
    var peakMemoryKilobytes: Int

    var enginePerSecond: Int { Throughput.perSecond(scenarios, nanoseconds: engineNanoseconds) }
    var checkPerSecond: Int { Throughput.perSecond(scenarios, nanoseconds: checkNanoseconds) }
    var appPerSecond: Int { Throughput.perSecond(scenarios, nanoseconds: appNanoseconds) }
    var appCheckPerSecond: Int {
      Throughput.perSecond(scenarios, nanoseconds: appCheckNanoseconds)
    }
  }

  /// Milliseconds with one decimal, from nanoseconds.
  static func milliseconds(_ nanoseconds: Int64) -> String {
    let tenths = (nanoseconds + 50_000) / 100_000
    return "\(tenths / 10).\(tenths % 10)"
  }

  /// The mutants missed on some seed.
  var missed: [MutantBenchmark] { benchmarks.filter { $0.caught < seeds } }

  /// The readable table.
  var table: String {
    let header = [
      "mutant", "caught", "scenarios", "ms", "hand-written", "shrunk", "shrunk max", "screens",
      "parts", "evaluations", "invariants",
    ]
    var rows = [header]
    for bench in benchmarks {
      rows.append([
        bench.mutant.id, "\(bench.caught)/\(seeds)", "\(bench.medianScenarios)",
        Self.milliseconds(bench.medianNanoseconds), "\(bench.handWrittenSteps)",
        "\(bench.medianShrunkSteps)", "\(bench.maximumShrunkSteps)",
        "\(bench.medianShrunkScreens)/\(bench.handWrittenScreens)",
        "\(bench.medianShrunkParts)/\(bench.notMinimal)", "\(bench.medianEvaluations)",
        bench.invariants.map { "\($0.rawValue)" }.joined(separator: ","),
      ])
    }
    let widths = header.indices.map { column in rows.map { $0[column].count }.max()! }
    let lines = rows.map { row in
      row.indices.map { column in
        let text = row[column]
        let pad = String(repeating: " ", count: widths[column] - text.count)
        return column == 0 || column == row.count - 1 ? text + pad : pad + text
      }.joined(separator: "  ").trimmingTrailingSpaces
    }
    var text = """
      Mutant benchmark: \(seeds) seeds per mutant, at most \(MutantBenchmark.defaultCases) scenarios per preset.
      scenarios, ms, shrunk and evaluations are medians over the seeds; steps for the counterexamples.
      screens: median shrunk / hand-written. parts: median parts (screens, settings, items,
      presentations, fingers, steps) / counterexamples keeping one whose removal still fails the same way.

      \(lines.joined(separator: "\n"))

      Throughput on \(speed.scenarios) generated scenarios (\(speed.steps) steps), median of 3 runs:
        engine alone                            \(speed.enginePerSecond) scenarios/s
        engine, oracle and invariants           \(speed.checkPerSecond) scenarios/s
        an app's objects alone                  \(speed.appPerSecond) scenarios/s
        an app's objects, oracle and invariants \(speed.appCheckPerSecond) scenarios/s
      Peak memory: \(speed.peakMemoryKilobytes / 1024) MiB (maximum resident set size)


      """
    let shrinking = benchmarks.flatMap(\.shrinkingProblems)
    if missed.isEmpty && shrinking.isEmpty {
      text +=
        "PASS: every mutant was caught on every seed, shrunk to no more than its hand-written "
        + "counterexample and 1-minimal.\n"
    }
    if !missed.isEmpty {
      let names = missed.map { "\($0.mutant.id) (\($0.caught)/\(seeds))" }
      text += "FAIL: missed on some seed: \(names.joined(separator: ", ")).\n"
    }
    for problem in shrinking { text += "FAIL: \(problem)\n" }
    return text
  }

  /// The JSON form, as `JSONEncoder` writes it: keys sorted, two-space indentation.
  var json: String {
    let document = Document(
      seeds: seeds, casesPerPreset: MutantBenchmark.defaultCases, allCaught: missed.isEmpty,
      mutants: benchmarks.map { bench in
        Document.Benchmark(
          id: bench.mutant.id, title: bench.mutant.title, caught: bench.caught, seeds: seeds,
          medianScenarios: bench.medianScenarios, handWrittenSteps: bench.handWrittenSteps,
          medianShrunkSteps: bench.medianShrunkSteps, maximumShrunkSteps: bench.maximumShrunkSteps,
          handWrittenScreens: bench.handWrittenScreens,
          medianShrunkScreens: bench.medianShrunkScreens,
          medianShrunkParts: bench.medianShrunkParts, notMinimal: bench.notMinimal,
          medianEvaluations: bench.medianEvaluations, invariants: bench.invariants.map(\.rawValue),
          medianMicroseconds: bench.medianNanoseconds / 1000)
      },
      throughput: Document.Throughput(
        scenarios: speed.scenarios, steps: speed.steps,
        engineScenariosPerSecond: speed.enginePerSecond,
        checkScenariosPerSecond: speed.checkPerSecond,
        appScenariosPerSecond: speed.appPerSecond,
        appCheckScenariosPerSecond: speed.appCheckPerSecond,
        peakMemoryKilobytes: speed.peakMemoryKilobytes))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
    } catch {
      preconditionFailure("integers, strings and booleans always encode: \(error)")
    }
  }

  /// The JSON document: the run's settings, one object per mutant and the throughput.
  struct Document: Encodable {
    var seeds: Int
    var casesPerPreset: Int
    var allCaught: Bool
    var mutants: [Benchmark]
    var throughput: Throughput

    /// One mutant's benchmark figures; times in microseconds.
    struct Benchmark: Encodable {
      var id: String
      var title: String
      var caught: Int
      var seeds: Int
      var medianScenarios: Int
      var handWrittenSteps: Int
      var medianShrunkSteps: Int
      var maximumShrunkSteps: Int
      var handWrittenScreens: Int
      var medianShrunkScreens: Int
      var medianShrunkParts: Int
      var notMinimal: Int
      var medianEvaluations: Int
      var invariants: [Int]
      var medianMicroseconds: Int64
    }

    /// The throughput measurement and the peak memory.
    struct Throughput: Encodable {
      var scenarios: Int
      var steps: Int
      var engineScenariosPerSecond: Int
      var checkScenariosPerSecond: Int
      var appScenariosPerSecond: Int
      var appCheckScenariosPerSecond: Int
      var peakMemoryKilobytes: Int
    }
  }
}

extension String {
  /// The string without its trailing spaces.
  var trimmingTrailingSpaces: String {
    var text = Substring(self)
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
