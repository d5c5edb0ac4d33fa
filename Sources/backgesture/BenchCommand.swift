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
    usage: "bench [<options>]",
    help: """
      OVERVIEW: Measures how fast the property suites catch each mutant.

      Each seed is a fresh campaign: the mutant's presets in order, each a property run of
      at most \(MutantBenchmark.defaultCases) scenarios (the suites' budget), until one fails; the
      counterexample is shrunk and its steps compared with the hand-written one in Corpus/.
      Then the scenarios per second of the engine alone and of the full check, and the peak
      memory. Times vary from run to run; everything else is the same for the same seeds.

      USAGE: backgesture bench [--seeds <n>] [--mutant <id>...] [--json]

      OPTIONS:
        --seeds <n>         The seeds per mutant, 0 to n-1 (default \(defaultSeeds)).
        --mutant <id>       Benchmarks these mutants only: an id such as M1, or a comma
                            list; repeatable. Without it, every mutant.
        --json              Prints JSON instead of the table.
        -h, --help          Shows this help.

      Run it from the package root: it reads Corpus/mutants/.

      EXIT STATUS:
        0  every mutant was caught on every seed
        1  a mutant was missed on some seed
        2  bad input: an unknown option or mutant, a value that is not a number, a
           missing counterexample file

      """,
    run: run)

  /// The parsed options.
  struct Options {
    var seeds = defaultSeeds
    var mutants: [Mutant] = Mutant.allCases
    var json = false
  }

  struct Message: Error { var text: String }

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
    let speed = measureThroughput()
    let report = BenchReport(seeds: options.seeds, benchmarks: benchmarks, throughput: speed)
    Console.out(options.json ? report.json : report.table)
    return benchmarks.allSatisfy { $0.caught == options.seeds } ? .success : .failure
  }

  /// Parses the arguments; `nil` asks for help.
  static func parse(_ arguments: [String]) -> Result<Options?, Message> {
    var options = Options()
    var chosen: Set<Mutant> = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "-h", "--help":
        return .success(nil)
      case "--seeds":
        guard index + 1 < arguments.count else {
          return .failure(Message(text: "missing value for '--seeds'"))
        }
        index += 1
        let text = arguments[index]
        guard let seeds = Int(text), (1...1000).contains(seeds) else {
          return .failure(
            Message(text: "the seeds must be a whole number from 1 to 1000, found '\(text)'"))
        }
        options.seeds = seeds
      case "--mutant":
        guard index + 1 < arguments.count else {
          return .failure(Message(text: "missing value for '--mutant'"))
        }
        index += 1
        for id in arguments[index].split(separator: ",", omittingEmptySubsequences: false) {
          let id = id.trimmingCharacters(in: .whitespaces)
          guard let mutant = Mutant(rawValue: id.uppercased()) else {
            let hint = Suggestion.hint(for: id, in: Mutant.allCases.map(\.id))
            return .failure(Message(text: "unknown mutant '\(id)'\(hint)"))
          }
          chosen.insert(mutant)
        }
      case "--json":
        options.json = true
      default:
        let what = argument.hasPrefix("-") ? "option" : "argument"
        let known = ["--seeds", "--mutant", "--json", "--help"]
        let hint = argument.hasPrefix("-") ? Suggestion.hint(for: argument, in: known) : ""
        return .failure(Message(text: "unknown \(what) '\(argument)'\(hint)"))
      }
      index += 1
    }
    if !chosen.isEmpty { options.mutants = Mutant.allCases.filter(chosen.contains) }
    return .success(options)
  }

  /// Times the engine alone and the full check on the same generated scenarios, the
  /// median of three runs each, and reads the peak memory.
  static func measureThroughput() -> BenchReport.Speed {
    let scenarios = Throughput.scenarios(perPreset: throughputPerPreset, seed: 0)
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

  static func usageError(_ message: String) -> ExitStatus {
    Tool.usageError(
      message, usage: "\(Tool.name) \(command.usage)", helpCommand: "\(Tool.name) \(command.name)")
  }
}
