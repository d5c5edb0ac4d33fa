import BackGestureGenerators
import BackGestureInvariants
import BackGestureModel
import BackGestureMutants
import BackGestureRendering
import BackGestureRunner
import Foundation

/// `backgesture bench`: how fast, over many seeds, the property suites catch each mutant,
/// how small the shrunk counterexamples are, and how many scenarios a second the checker runs.
enum BenchCommand {
  static let defaultSeeds = 20
  /// The scenarios per preset of the throughput measurement.
  static let throughputPerPreset = 200

  static let command = Command(
    name: "bench",
    abstract: "Measures how fast the property suites catch each mutant.",
    discussion: """
      Each seed is a fresh campaign: the mutant's presets in order, each a property run of
      at most \(MutantBenchmark.defaultCases) scenarios (the suites' budget), until one fails; the
      counterexample is shrunk and its steps compared with the hand-written one in Corpus/.
      Then the scenarios per second of the engine alone and of the full check, and the peak
      memory. Times vary from run to run; everything else is the same for the same seeds.
      """,
    options: [
      .option(.seeds),
      .option(
        .mutant,
        help: """
          Benchmarks these mutants only: an id such as M1, or a comma
          list; repeatable. Without it, every mutant.
          """,
        repeats: true),
      .option(.throughput),
      .option(.json, help: "Prints JSON instead of the table."),
    ],
    details: """
      Run it from the package root: it reads Corpus/mutants/.

      EXIT STATUS:
        0  every mutant was caught on every seed, shrunk to no more than its hand-written
           counterexample (median) and 1-minimal
        1  a mutant was missed on some seed, or shrunk larger or not 1-minimal
        2  bad input: an unknown option or mutant, a value that is not a number, a
           missing counterexample file
      """,
    run: run)

  /// The parsed options.
  struct Options {
    var seeds: Int
    /// The mutants `--mutant` chose, in mutant order; every one by default.
    var mutants: [Mutant]
    var json: Bool
    /// The scenarios per preset the throughput is timed on.
    var throughput: Int

    /// The options a command line gives.
    init(_ parsed: ParsedArguments) {
      seeds = parsed[.seeds] ?? defaultSeeds
      let chosen = Set(parsed.values(of: .mutant))
      mutants = chosen.isEmpty ? Mutant.allCases : Mutant.allCases.filter(chosen.contains)
      json = parsed.contains(.json)
      throughput = parsed[.throughput] ?? throughputPerPreset
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
    var handWritten: [Mutant: Scenario] = [:]
    for mutant in options.mutants {
      let path = "Corpus/" + mutant.counterexample
      switch ScenarioFile(path: path).load() {
      case .success(let parsed): handWritten[mutant] = parsed.scenario
      case .failure(let error):
        Console.error("Error: \(error)\n")
        return .badInput
      }
    }
    let seeds = (0..<UInt64(options.seeds))
    var benchmarks: [MutantBenchmark] = []
    for mutant in options.mutants {
      let bench = MutantBenchmark.run(mutant, seeds: seeds, handWritten: handWritten[mutant]!)
      benchmarks.append(bench)
      if !options.json {
        Console.error("\(mutant.id): \(bench.caught)/\(options.seeds) caught\n")
      }
    }
    let speed = measureThroughput(perPreset: options.throughput)
    let report = BenchReport(seeds: options.seeds, benchmarks: benchmarks, throughput: speed)
    Console.out(options.json ? report.json : report.table)
    let held = benchmarks.allSatisfy { $0.caught == options.seeds && $0.shrinkingProblems.isEmpty }
    return held ? .success : .failure
  }

  /// Parses the arguments; `nil` asks for help.
  static func parse(_ arguments: [String]) -> Result<Options?, UsageError> {
    command.parse(arguments).map { parsed in parsed.map(Options.init) }
  }

  /// Times the engine alone and the full check on the same generated scenarios, the
  /// median of three runs each, and reads the peak memory.
  static func measureThroughput(perPreset: Int) -> BenchReport.Speed {
    let scenarios = Throughput.scenarios(perPreset: perPreset, seed: 0)
    func median(_ body: (Scenario) -> Void) -> Int64 {
      let runs = (0..<3).map { _ in Throughput.measure(scenarios, body) }.sorted()
      return runs[1]
    }
    let engine = median { Throughput.runEngine($0) }
    let check = median { _ = ScenarioCheck.run($0) }
    let (app, appCheck) = MainActor.assumeIsolated {
      let app = Throughput.referenceApp
      return (
        median { Throughput.runApp($0, app) },
        median { _ = ScenarioCheck.run($0, app: app) }
      )
    }
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return BenchReport.Speed(
      scenarios: scenarios.count, steps: scenarios.reduce(0) { $0 + $1.steps.count },
      engineNanoseconds: engine, checkNanoseconds: check, appNanoseconds: app,
      appCheckNanoseconds: appCheck,
      peakMemoryKilobytes: Int(usage.ru_maxrss))
  }
}
