import BackGestureModel
import BackGestureProve
import Foundation

/// `backgesture prove --bench`: the size of each preset's scope at depths 3 to 6 (or to
/// `--max-depth`) and the states explored per second, timed over several runs (medians).
enum ProveBench {
  /// The depths of the table at most.
  static let depths = 3...6
  /// The runs whose median time is reported.
  static let defaultRuns = 3

  /// One row: a preset at a depth.
  struct Row {
    var preset: Preset
    var depth: Int
    var worlds: Int
    var states: Int
    var transitions: Int
    /// The median of the runs' times, in seconds.
    var seconds: Double
  }

  /// Times every preset at every depth and prints the table on standard output.
  static func run(
    presets: [Preset], screens: Int, depths: ClosedRange<Int>, runs: Int, jobs: Int,
    system: OperatingSystem = .ios18
  ) -> ExitStatus {
    var rows: [Row] = []
    var status = ExitStatus.success
    for preset in presets {
      for depth in depths {
        let scope = ProveScope(preset: preset, depth: depth, screens: screens, system: system)
        var times: [Double] = []
        var report: ProveReport?
        for _ in 0..<runs {
          let clock = ContinuousClock()
          let started = clock.now
          report = Prover.prove(scope, target: .preset(preset), jobs: jobs)
          let elapsed = clock.now - started
          times.append(
            Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        guard let report else { continue }
        if report.counterexample != nil { status = .failure }
        times.sort()
        rows.append(
          Row(
            preset: preset, depth: depth, worlds: report.worldsSearched, states: report.states,
            transitions: report.transitions, seconds: times[times.count / 2]))
        Console.error("\(preset.rawValue) depth \(depth): \(report.states) states\n")
      }
    }
    Console.out(table(rows, screens: screens, runs: runs, jobs: jobs))
    return status
  }

  /// The table: one row per preset and depth.
  static func table(_ rows: [Row], screens: Int, runs: Int, jobs: Int) -> String {
    var lines = [
      "backgesture prove --bench: \(screens) "
        + (screens == 1 ? "screen" : "screens")
        + ", median of \(runs) " + (runs == 1 ? "run" : "runs") + ", \(jobs) "
        + (jobs == 1 ? "job" : "jobs"),
      "",
      pad("preset", 20) + pad("depth", 6, right: true) + pad("worlds", 8, right: true)
        + pad("states", 11, right: true) + pad("transitions", 13, right: true)
        + pad("median s", 10, right: true) + pad("states/s", 10, right: true),
    ]
    for row in rows {
      let rate = row.seconds > 0 ? Int(Double(row.states) / row.seconds) : 0
      lines.append(
        pad(row.preset.rawValue, 20) + pad("\(row.depth)", 6, right: true)
          + pad("\(row.worlds)", 8, right: true) + pad("\(row.states)", 11, right: true)
          + pad("\(row.transitions)", 13, right: true)
          + pad(String(format: "%.2f", row.seconds), 10, right: true)
          + pad("\(rate)", 10, right: true))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let space = String(repeating: " ", count: max(0, width - text.count))
    return right ? space + text : text + space
  }
}
