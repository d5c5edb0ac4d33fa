import BackGestureInvariants
import BackGestureModel
import BackGestureRunner

/// Renders an explanation as a timeline: one table row per step of the engine's run,
/// the first broken invariant marked where it broke, then the verdicts.
///
/// Each row shows the state after its step: the fingers, the `pan` and `edge`
/// recognizers, the transition in flight, the stacks and the current container's
/// bar. Under a row come the callbacks and outcomes the step added and the scroll
/// views it moved. The first broken invariant follows the row of its step as a `✘`
/// line, with its detail and a legend for the two sides of a diff.
///
/// ```text
/// Corpus/format/half-swipe-cancels.scenario
/// title: A slow half swipe cancels and restores the bar of the screen on top
/// device: phone 390x844 ltr, preset: fdFullscreen
///
///   time  step               fingers    pan/edge           transition                             stacks  bar
///   @0    start              none       possible/disabled  none                                   A B     visible style=2
///   @16   move 1 to 150,300  1 150,300  began/disabled     interactivePop B -> A interactive 128‰  A B     hidden style=1
///         callbacks: + willShow(A) B.willDisappear A.load A.willAppear
/// ```
public struct TimelineRenderer: Sendable {
  /// Creates a renderer.
  public init() {}

  /// Renders the header, the table, the expectations' verdict and a closing line; the
  /// text ends with a line break.
  public func render(_ explanation: ScenarioExplanation) -> String {
    let parsed = explanation.parsed
    let world = parsed.scenario.world
    let device = world.device
    var lines = [parsed.file]
    if let title = parsed.scenario.title { lines.append("title: \(title)") }
    var setup =
      "device: \(device.idiom.rawValue) \(device.width)x\(device.height) "
      + "\(device.direction.rawValue), preset: \(world.preset.rawValue)"
    if explanation.customPolicy { setup += " (the engine runs a custom policy)" }
    lines.append(setup)
    lines.append("")
    lines.append(contentsOf: table(explanation))
    lines.append("")
    lines.append(contentsOf: explanation.engine.verdict.split(separator: "\n").map(String.init))
    lines.append(closing(explanation))
    return lines.joined(separator: "\n") + "\n"
  }

  /// The closing line: every invariant holds, or which one broke first.
  func closing(_ explanation: ScenarioExplanation) -> String {
    guard let failure = explanation.failure else {
      return "All invariants hold; engine and oracle agree at every step."
    }
    if failure.invalidScenario { return "STOPPED: \(failure.message)" }
    return "FAIL: \(failure.message); see the ✘ line above."
  }

  /// The table: a heading, the start row, and one block per step that ran, each after
  /// a block per transition that ended while the clock advanced to the step and per
  /// checkpoint before it, in the order of time.
  func table(_ explanation: ScenarioExplanation) -> [String] {
    let run = explanation.engine
    let blocks = Self.blocks(run)
    var rows = [["time", "step", "fingers", "pan/edge", "transition", "stacks", "bar"]]
    rows.append(cells(time: run.initial.time, step: "start", run.initial))
    for block in blocks { rows.append(cells(time: block.time, step: block.label, block.state)) }
    let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
    let indent = String(repeating: " ", count: 2 + widths[0] + 2)
    func row(_ cells: [String]) -> String {
      let padded = zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
      return ("  " + padded.joined(separator: "  ")).trimmingTrailingSpaces
    }

    var lines = [row(rows[0]), row(rows[1])]
    let failure = explanation.failure
    let failsAtStart = failure != nil && explanation.report.stepsRun == 0
    if failsAtStart, let failure { lines.append(contentsOf: marker(failure)) }
    var previous = run.initial
    for (index, block) in blocks.enumerated() {
      lines.append(row(rows[index + 2]))
      var notes = notes(time: block.stepTime, from: previous, to: block.state)
      if let verdict = block.verdict { notes.append(contentsOf: verdict) }
      lines.append(contentsOf: notes.map { indent + $0 })
      if !failsAtStart, let failure, let step = block.stepIndex, failure.stepIndex == step {
        lines.append(contentsOf: marker(failure))
      }
      previous = block.state
    }
    if case .refusedStep(let step, _, let reason)? = run.refusedStep?.kind {
      let time = "@\(step.time)".padding(toLength: widths[0], withPad: " ", startingAt: 0)
      lines.append("  \(time)  \(step.action.scenarioText)")
      lines.append(indent + "refused by the engine: \(reason)")
    }
    if !failsAtStart, let failure, failure.stepIndex >= run.snapshots.count {
      lines.append(contentsOf: marker(failure))
    }
    return lines
  }

  /// One row of the table after the start: a step, a transition that ended before a
  /// step, or a checkpoint.
  struct Block {
    /// The time the row shows.
    var time: Int
    /// The step cell.
    var label: String
    /// The state the row shows.
    var state: Snapshot
    /// The time a step was written at, whose clock the notes compare with; `nil` for the
    /// other rows, whose state is at their own time.
    var stepTime: Int?
    /// The index of the step, for a step's row.
    var stepIndex: Int?
    /// A checkpoint's verdict lines.
    var verdict: [String]?
  }

  /// The rows after the start, in the order of time: before each step, the transitions
  /// that ended as its clock advanced and the checkpoints written before it (an end at a
  /// checkpoint's time first, as [T1] orders them); then the step.
  static func blocks(_ run: ScenarioTrace) -> [Block] {
    let scenario = run.parsed.scenario
    var blocks: [Block] = []
    var completions = run.completions[...]
    var checkpoints = Array(zip(scenario.checkpoints, run.checkpointStates).enumerated())[...]
    for index in 0...run.snapshots.count {
      let limit = index < run.snapshots.count ? scenario.steps[index].time : Int.max
      while true {
        let completion = completions.first.flatMap { $0.stepIndex == index ? $0 : nil }
        let checkpoint = checkpoints.first.flatMap { $0.element.0.stepsBefore <= index ? $0 : nil }
        if let completion,
          checkpoint.map({ completion.snapshot.time <= $0.element.0.time }) ?? true
        {
          let t = completion.transition
          blocks.append(
            Block(
              time: completion.snapshot.time,
              label: "(\(t.kind.rawValue) \(t.from) -> \(t.to) ends)",
              state: completion.snapshot))
          completions.removeFirst()
        } else if let checkpoint {
          let (point, state) = checkpoint.element
          let line = run.parsed.checkpointLines[checkpoint.offset]
          let verdict = run.expectationFailures.first { $0.line == line }.map { failure in
            guard case .checkpoint(_, let message) = failure.kind else { return ["holds"] }
            let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
            return ["failed: " + lines[0]] + lines.dropFirst().map(String.init)
          }
          blocks.append(
            Block(
              time: point.time, label: point.expectation.scenarioText, state: state,
              verdict: verdict ?? ["holds"]))
          checkpoints.removeFirst()
        } else {
          break
        }
      }
      guard index < run.snapshots.count, limit != Int.max else { break }
      blocks.append(
        Block(
          time: limit, label: scenario.steps[index].action.scenarioText,
          state: run.snapshots[index], stepTime: limit, stepIndex: index))
    }
    return blocks
  }

  /// The `✘` line of a broken invariant, then its detail under a legend.
  func marker(_ failure: CheckFailure) -> [String] {
    var lines = ["  ✘ \(failure.message)"]
    let detail = failure.detail.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    if let legend = Self.legend(detail) { lines.append("    legend: \(legend)") }
    lines.append(contentsOf: detail.map { "    " + $0 })
    return lines
  }

  /// The legend for the two sides of a diff in a failure's detail, if it holds one.
  static func legend(_ detail: [String]) -> String? {
    let sides = [
      ("engine", "oracle", "; the oracle follows the specification"),
      ("before the begin", "now", "; the state when the gesture began, and after the cancel"),
      ("first run", "second run", ""),
    ]
    for (first, second, note) in sides
    where detail.contains(where: { $0.contains(": \(first) ") && $0.contains(" | \(second) ") }) {
      return "field: \(first) <value> | \(second) <value>\(note)"
    }
    return nil
  }

  /// The cells of one row: the state after a step.
  func cells(time: Int, step: String, _ s: Snapshot) -> [String] {
    [
      "@\(time)", step,
      s.fingers.isEmpty
        ? "none"
        : s.fingers.map { "\($0.id) \($0.point)\($0.ignored ? " ignored" : "")" }
          .joined(separator: ", "),
      "\(s.pan.rawValue)/\(s.edge.rawValue)",
      Self.transition(s.transition),
      s.containers.map { $0.stack.joined(separator: " ") }.joined(separator: " | "),
      Expectation.barText(hidden: s.current.barHidden, style: s.current.barStyle),
    ]
  }

  /// What a row added or moved beyond the previous one: callbacks, outcomes, scroll
  /// views, and the clock when it differs from a step's time.
  func notes(time: Int?, from old: Snapshot, to new: Snapshot) -> [String] {
    var lines: [String] = []
    if let time, new.time != time { lines.append("time @\(new.time)") }
    lines.append(contentsOf: Self.added("callbacks", old.callbacks, new.callbacks))
    lines.append(contentsOf: Self.added("outcomes", old.outcomes, new.outcomes))
    let moved =
      old.scrollViews.count == new.scrollViews.count
      ? zip(old.scrollViews, new.scrollViews).filter { $0 != $1 }.map(\.1) : new.scrollViews
    if !moved.isEmpty {
      lines.append(
        "scroll: "
          + moved.map {
            "\($0.item) " + Expectation.scrollText(offset: $0.offset, decelerating: $0.decelerating)
          }.joined(separator: ", "))
    }
    let (was, now) = (old.system, new.system)
    if was.keyboard != now.keyboard {
      lines.append("keyboard: " + Expectation.keyboardText(now.keyboard))
    }
    if was.searching != now.searching || was.searchOver != now.searchOver {
      let active = now.searching.isEmpty ? "none" : now.searching.joined(separator: " ")
      lines.append("search: " + active + (now.searchOver.map { " (over \($0))" } ?? ""))
    }
    if was.tabBarHidden != now.tabBarHidden, let hidden = now.tabBarHidden {
      lines.append("tab bar: " + (hidden ? "hidden" : "visible"))
    }
    return lines
  }

  private static func added<T>(_ label: String, _ old: EventLog<T>, _ new: EventLog<T>) -> [String]
  {
    if new.count >= old.count, new.hasPrefix(old) {
      guard new.count > old.count else { return [] }
      return ["\(label): + " + new.entries(from: old.count).map { "\($0)" }.joined(separator: " ")]
    }
    return ["\(label): (rewritten) " + new.map { "\($0)" }.joined(separator: " ")]
  }

  /// The transition cell: kind, screens, phase, progress ‰ for the interactive kinds,
  /// and the end time once known.
  static func transition(_ t: TransitionState?) -> String {
    guard let t else { return "none" }
    var text = "\(t.kind.rawValue) \(t.from) -> \(t.to)"
    if t.container != 0 { text += " in \(t.container)" }
    text += " \(t.phase.rawValue)"
    if t.kind == .interactivePop || t.kind == .interactiveDismiss || t.kind == .pullDismiss {
      text += " \(t.progress)‰"
    }
    if let end = t.endsAt { text += " ends @\(end)" }
    return text
  }
}

extension String {
  /// The string without the spaces at its end.
  fileprivate var trimmingTrailingSpaces: String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}
