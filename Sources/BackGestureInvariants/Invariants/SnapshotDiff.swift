import BackGestureModel

/// Lists the observables on which two snapshots differ, one line per field path.
///
/// The lines come in a fixed order, causes before consequences: outcomes, faults,
/// recognizers, transition, containers, screens, scroll views, tracking, the keyboard,
/// search and the tab bar, the app's own state, fingers, callbacks, time. Each reads
/// `path: <first label> <value> | <second label> <value>`; a list shows its first
/// differing position with two items of context on each side, the differing item in
/// brackets.
///
/// ```text
/// outcomes at #1: engine [swipe:refused:maxDistance] | oracle [end]
/// containers[0].stack: engine A B | oracle A
/// callbacks at #5: engine ... A.load A.willAppear [B.didAppear] | oracle ... A.load A.willAppear [end]
/// ```
public enum SnapshotDiff {
  /// Returns the differing fields of two snapshots, or `nil` when they are equal.
  ///
  /// - Parameters:
  ///   - a: The first snapshot.
  ///   - b: The second snapshot.
  ///   - labels: How the lines name the two sides, such as `("engine", "oracle")`.
  public static func diff(_ a: Snapshot, _ b: Snapshot, labels: (String, String)) -> String? {
    diff(a, b, labels: labels, logsAgreeUpTo: LogLengths())
  }

  /// Returns the differing fields of two snapshots, comparing the callback logs and the
  /// outcome lists only after lengths at which they are known to agree (an earlier diff
  /// of the same two runs found them equal there), so that a lockstep over n steps
  /// compares O(n) log entries in all.
  package static func diff(
    _ a: Snapshot, _ b: Snapshot, labels: (String, String), logsAgreeUpTo known: LogLengths
  ) -> String? {
    var lines = Lines(labels: labels)
    // Causes before consequences: what was decided (outcomes, faults), the recognizers
    // that decided it, the transition that followed, then the stacks, screens, content
    // and callbacks it changed (the order of `Snapshot.Field`).
    for field in Snapshot.Field.allCases {
      switch field {
      case .outcomes: lines.list("outcomes", a.outcomes, b.outcomes, from: known.outcomes)
      case .faults: lines.list("faults", a.faults, b.faults, from: 0)
      case .pan: lines.field("pan", a.pan, b.pan) { $0.rawValue }
      case .edge: lines.field("edge", a.edge, b.edge) { $0.rawValue }
      case .content: lines.field("content", a.content, b.content) { $0.rawValue }
      case .transition: diffTransition(a.transition, b.transition, into: &lines)
      case .containers:
        if a.containers != b.containers {
          diffContainers(a.containers, b.containers, into: &lines)
        }
      case .screens: if a.screens != b.screens { diffScreens(a.screens, b.screens, into: &lines) }
      case .scrollViews:
        if a.scrollViews != b.scrollViews {
          diffScrollViews(a.scrollViews, b.scrollViews, into: &lines)
        }
      case .trackingItem:
        lines.field("trackingItem", a.trackingItem, b.trackingItem) {
          $0?.description ?? "none"
        }
      case .system: if a.system != b.system { diffSystem(a.system, b.system, into: &lines) }
      case .appState:
        if a.appState != b.appState { diffAppState(a.appState, b.appState, into: &lines) }
      case .fingers:
        lines.field("fingers", a.fingers, b.fingers) {
          $0.isEmpty
            ? "none"
            : $0.map { "\($0.id) at \($0.point)\($0.ignored ? " ignored" : "")" }
              .joined(separator: ", ")
        }
      case .callbacks: lines.list("callbacks", a.callbacks, b.callbacks, from: known.callbacks)
      case .time: lines.field("time", a.time, b.time) { "@\($0)" }
      }
    }
    return lines.text.isEmpty ? nil : lines.text.joined(separator: "\n")
  }

  /// How many entries of the callback log and of the outcome list two runs are known to
  /// agree on.
  package struct LogLengths: Sendable, Hashable {
    /// Callbacks known to agree.
    package var callbacks = 0
    /// Outcomes known to agree.
    package var outcomes = 0

    /// Lengths of 0: nothing is known.
    package init() {}

    /// The lengths of a snapshot's logs.
    package init(_ snapshot: Snapshot) {
      callbacks = snapshot.callbacks.count
      outcomes = snapshot.outcomes.count
    }
  }

  private static func diffContainers(
    _ a: [ContainerState], _ b: [ContainerState], into lines: inout Lines
  ) {
    guard a.count == b.count else {
      lines.field("containers", a, b) {
        $0.map { $0.stack.joined(separator: " ") }.joined(separator: " | ")
      }
      return
    }
    for (index, (x, y)) in zip(a, b).enumerated() where x != y {
      let path = "containers[\(index)]"
      for field in ContainerState.Field.allCases {
        switch field {
        case .stack: lines.field(path + ".stack", x.stack, y.stack) { names($0) }
        case .transitioning:
          lines.field(path + ".transitioning", x.transitioning, y.transitioning, yesNo)
        case .barHidden: lines.field(path + ".barHidden", x.barHidden, y.barHidden, yesNo)
        case .barStyle: lines.field(path + ".barStyle", x.barStyle, y.barStyle) { "\($0)" }
        case .pageFlag:
          lines.field(path + ".pageFlag", x.pageFlag, y.pageFlag) { $0 ? "on" : "off" }
        case .style: lines.field(path + ".style", x.style, y.style) { styleText($0) }
        case .believedStack:
          lines.field(path + ".believedStack", x.believedStack, y.believedStack) {
            $0.map { names($0) } ?? "not said"
          }
        }
      }
    }
  }

  /// The spelling of a presentation style: `fullScreen`, `pageSheet` or `pageSheet modal`.
  private static func styleText(_ style: PresentationStyle) -> String {
    switch style {
    case .fullScreen: "fullScreen"
    case .pageSheet(let modal): modal ? "pageSheet modal" : "pageSheet"
    }
  }

  private static func diffTransition(
    _ a: TransitionState?, _ b: TransitionState?, into lines: inout Lines
  ) {
    guard let x = a, let y = b else {
      lines.field("transition", a, b) { $0.map(transitionText) ?? "none" }
      return
    }
    lines.field("transition.kind", x.kind, y.kind) { $0.rawValue }
    lines.field("transition.container", x.container, y.container) { "\($0)" }
    lines.field("transition.from", x.from, y.from) { $0 }
    lines.field("transition.to", x.to, y.to) { $0 }
    lines.field("transition.phase", x.phase, y.phase) { $0.rawValue }
    lines.field("transition.progress", x.progress, y.progress) { "\($0)‰" }
    lines.field("transition.duration", x.duration, y.duration) { "\($0) ms" }
    lines.field("transition.endsAt", x.endsAt, y.endsAt) { $0.map { "@\($0)" } ?? "none" }
  }

  private static func diffScreens(_ a: [ScreenState], _ b: [ScreenState], into lines: inout Lines) {
    guard a.map(\.name) == b.map(\.name) else {
      lines.field("screens", a.map(\.name), b.map(\.name)) { names($0) }
      return
    }
    for (x, y) in zip(a, b) where x != y {
      let path = "screens[\(x.name)]"
      lines.field(path + ".appearance", x.appearance, y.appearance) { $0.rawValue }
      lines.field(path + ".loaded", x.loaded, y.loaded, yesNo)
      lines.field(path + ".beingPopped", x.beingPopped, y.beingPopped, yesNo)
      lines.field(path + ".settings", x.settings, y.settings) {
        $0.scenarioWords.isEmpty ? "default" : $0.scenarioWords.joined(separator: " ")
      }
    }
  }

  private static func diffScrollViews(
    _ a: [ScrollState], _ b: [ScrollState], into lines: inout Lines
  ) {
    guard a.map(\.item) == b.map(\.item) else {
      lines.field("scrollViews", a.map(\.item), b.map(\.item)) {
        $0.isEmpty ? "none" : $0.map(\.description).joined(separator: " ")
      }
      return
    }
    for (x, y) in zip(a, b) where x != y {
      let path = "scrollViews[\(x.item)]"
      lines.field(path + ".offset", x.offset, y.offset) { "\($0)" }
      lines.field(path + ".decelerating", x.decelerating, y.decelerating, yesNo)
    }
  }

  /// One line per value of the app's own state that differs, `app[B].selection: ...`
  /// (the owner in brackets, as a list's position is); the names alone when the two
  /// lists do not name the same values.
  private static func diffAppState(_ a: [AppValue], _ b: [AppValue], into lines: inout Lines) {
    guard a.map(\.name) == b.map(\.name) else {
      lines.field("app", a.map(\.name), b.map(\.name)) { names($0) }
      return
    }
    for (x, y) in zip(a, b) where x != y {
      let parts = x.name.split(separator: ".", maxSplits: 1)
      let path = parts.count == 2 ? "app[\(parts[0])].\(parts[1])" : "app.\(x.name)"
      lines.field(path, x.value, y.value) { $0 }
    }
  }

  private static func diffSystem(_ a: SystemUIState, _ b: SystemUIState, into lines: inout Lines) {
    for field in SystemUIState.Field.allCases {
      switch field {
      case .keyboard:
        lines.field("keyboard", a.keyboard, b.keyboard) { $0.map { "up for \($0)" } ?? "down" }
      case .searching: lines.field("searching", a.searching, b.searching) { names($0) }
      case .searchOver: lines.field("searchOver", a.searchOver, b.searchOver) { $0 ?? "none" }
      case .tabBarHidden:
        lines.field("tabBarHidden", a.tabBarHidden, b.tabBarHidden) {
          $0.map(yesNo) ?? "no tab bar"
        }
      }
    }
  }

  private static func yesNo(_ value: Bool) -> String { value ? "yes" : "no" }

  private static func names(_ names: [String]) -> String {
    names.isEmpty ? "(empty)" : names.joined(separator: " ")
  }

  private static func transitionText(_ t: TransitionState) -> String {
    var text =
      "\(t.kind.rawValue) \(t.from) -> \(t.to) in container \(t.container), \(t.phase.rawValue)"
    if t.kind == .interactivePop || t.kind == .interactiveDismiss || t.kind == .pullDismiss {
      text += " \(t.progress)‰"
    }
    text += ", \(t.duration) ms"
    if let end = t.endsAt { text += ", ends @\(end)" }
    return text
  }

  /// The lines of a diff, as they are found.
  private struct Lines {
    let labels: (String, String)
    var text: [String] = []

    mutating func field<T: Equatable>(
      _ path: String, _ a: T, _ b: T, _ render: (T) -> String
    ) {
      guard a != b else { return }
      text.append("\(path): \(labels.0) \(render(a)) | \(labels.1) \(render(b))")
    }

    /// A line for two lists that differ, naming the first differing position at or
    /// after `start` (the lists are known to agree before it).
    mutating func list<L: RandomAccessCollection>(
      _ path: String, _ a: L, _ b: L, from start: Int
    ) where L: Equatable, L.Element: Equatable & CustomStringConvertible, L.Index == Int {
      if start == 0, a == b { return }
      let shared = min(a.count, b.count)
      let lower = min(start, shared)
      let differing = (lower..<shared).first(where: { a[$0] != b[$0] })
      WorkCounter.add((differing.map { $0 + 1 } ?? shared) - lower)
      guard let index = differing ?? (a.count == b.count ? nil : shared) else { return }
      text.append(
        "\(path) at #\(index + 1): \(labels.0) \(excerpt(a, at: index)) | \(labels.1) \(excerpt(b, at: index))"
      )
    }

    /// The items around a position, the one at the position in brackets.
    private func excerpt<L: RandomAccessCollection>(_ list: L, at index: Int) -> String
    where L.Element: CustomStringConvertible, L.Index == Int {
      let context = 2
      let lower = max(0, index - context)
      let upper = min(list.count, index + context + 1)
      var words: [String] = lower > 0 ? ["..."] : []
      for position in lower..<max(upper, index + 1) {
        let word = position < list.count ? list[position].description : "end"
        words.append(position == index ? "[\(word)]" : word)
      }
      if upper < list.count { words.append("...") }
      return words.joined(separator: " ")
    }
  }
}
