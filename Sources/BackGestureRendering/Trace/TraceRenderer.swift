import BackGestureInvariants
import BackGestureModel
import BackGestureRunner

/// Renders a run as text: the starting state, then each step as written and what it
/// changed.
///
/// Lines that did not change are left out; a step that changed nothing says so. The
/// order of the lines is fixed: callbacks, outcomes, stacks, transitioning, bar, page
/// flags, transition, recognizers, fingers, screens, settings, scroll, tracking.
///
/// ```text
/// @0 start
///   stacks: A B
///   bar: visible style=2
///   transition: none
///   recognizers: pan possible, edge disabled
///   fingers: none
///   screens: A none, B appeared loaded
/// @0 down 1 at 100,300
///   fingers: 1 at 100,300
/// @16 move 1 to 120,300
///   callbacks: + willShow(A) B.willDisappear A.load A.willAppear
///   transitioning: yes
///   bar: hidden style=1
///   transition: interactivePop B -> A, interactive 51‰, 350 ms
///   recognizers: pan began, edge disabled
///   fingers: 1 at 120,300
///   screens: A appearing loaded, B disappearing loaded beingPopped
/// ```
public struct TraceRenderer: Sendable {
  /// Creates a renderer.
  public init() {}

  /// Renders a run: its title, its start, and each step that ran.
  public func render(_ run: ScenarioTrace) -> String {
    render(
      title: run.parsed.scenario.title, steps: run.parsed.scenario.steps, initial: run.initial,
      snapshots: run.snapshots)
  }

  /// Renders steps and the snapshot after each; `snapshots` may be shorter than `steps`
  /// (the rest did not run). The text ends with a line break.
  public func render(
    title: String?, steps: [Step], initial: Snapshot, snapshots: [Snapshot]
  )
    -> String
  {
    var lines: [String] = []
    if let title { lines.append("title: \(title)") }
    lines.append("@\(initial.time) start")
    lines.append(contentsOf: startLines(initial).map { "  " + $0 })
    var previous = initial
    for (step, snapshot) in zip(steps, snapshots) {
      lines.append(step.scenarioText)
      var changes = changeLines(from: previous, to: snapshot)
      if snapshot.time != step.time { changes.insert("time: @\(snapshot.time)", at: 0) }
      lines.append(contentsOf: (changes.isEmpty ? ["(no change)"] : changes).map { "  " + $0 })
      previous = snapshot
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Every observable of the starting state, leaving out what is normal at rest.
  func startLines(_ snapshot: Snapshot) -> [String] {
    var lines = ["stacks: " + stacks(snapshot)]
    if snapshot.containers.contains(where: \.transitioning) {
      lines.append("transitioning: " + transitioning(snapshot))
    }
    lines.append("bar: " + bars(snapshot))
    if snapshot.containers.contains(where: { !$0.pageFlag }) {
      lines.append("page flags: " + pageFlags(snapshot))
    }
    if snapshot.containers.contains(where: { $0.style != .fullScreen }) {
      lines.append("presented as: " + styles(snapshot))
    }
    lines.append("transition: " + transition(snapshot.transition))
    lines.append("recognizers: " + recognizers(snapshot))
    lines.append("fingers: " + fingers(snapshot))
    if !snapshot.screens.isEmpty {
      lines.append("screens: " + snapshot.screens.map(screen).joined(separator: ", "))
    }
    if !snapshot.scrollViews.isEmpty {
      lines.append("scroll: " + snapshot.scrollViews.map(scroll).joined(separator: ", "))
    }
    if let item = snapshot.trackingItem { lines.append("tracking: \(item)") }
    let system = snapshot.system
    if system.keyboard != nil { lines.append("keyboard: " + keyboard(snapshot)) }
    if !system.searching.isEmpty || system.searchOver != nil {
      lines.append("search: " + search(snapshot))
    }
    if system.tabBarHidden != nil { lines.append("tab bar: " + tabBar(snapshot)) }
    if !snapshot.callbacks.isEmpty { lines.append("callbacks: " + list(snapshot.callbacks)) }
    if !snapshot.outcomes.isEmpty { lines.append("outcomes: " + list(snapshot.outcomes)) }
    return lines
  }

  /// The observables that differ between two snapshots, in the fixed order.
  func changeLines(from old: Snapshot, to new: Snapshot) -> [String] {
    var lines: [String] = []
    func line(_ label: String, _ render: (Snapshot) -> String) {
      let text = render(new)
      if text != render(old) { lines.append("\(label): \(text)") }
    }
    if old.callbacks != new.callbacks {
      lines.append("callbacks: " + appended(old.callbacks, new.callbacks))
    }
    if old.outcomes != new.outcomes {
      lines.append("outcomes: " + appended(old.outcomes, new.outcomes))
    }
    line("stacks", stacks)
    line("transitioning", transitioning)
    line("bar", bars)
    line("page flags", pageFlags)
    // Only a world with a page sheet says how its containers are presented.
    let sheets = [old, new].contains { $0.containers.contains { $0.style != .fullScreen } }
    if sheets { line("presented as", styles) }
    line("transition") { transition($0.transition) }
    line("recognizers", recognizers)
    line("fingers", fingers)
    let screens = zip(old.screens, new.screens).filter {
      ($0.appearance, $0.loaded, $0.beingPopped) != ($1.appearance, $1.loaded, $1.beingPopped)
    }
    if !screens.isEmpty || old.screens.count != new.screens.count {
      let changed = old.screens.count == new.screens.count ? screens.map(\.1) : new.screens
      lines.append("screens: " + changed.map(screen).joined(separator: ", "))
    }
    let settings = zip(old.screens, new.screens).filter { $0.settings != $1.settings }.map(\.1)
    if !settings.isEmpty {
      lines.append(
        "settings: "
          + settings.map {
            ([$0.name]
              + ($0.settings.scenarioWords.isEmpty
                ? ["default"] : $0.settings.scenarioWords))
              .joined(separator: " ")
          }.joined(separator: ", "))
    }
    let scrolls =
      old.scrollViews.count == new.scrollViews.count
      ? zip(old.scrollViews, new.scrollViews).filter { $0 != $1 }.map(\.1) : new.scrollViews
    if !scrolls.isEmpty { lines.append("scroll: " + scrolls.map(scroll).joined(separator: ", ")) }
    line("tracking") { $0.trackingItem.map(\.description) ?? "none" }
    line("keyboard", keyboard)
    line("search", search)
    line("tab bar", tabBar)
    return lines
  }

  private func keyboard(_ s: Snapshot) -> String {
    Expectation.keyboardText(s.system.keyboard)
  }

  private func search(_ s: Snapshot) -> String {
    let active = s.system.searching.isEmpty ? "none" : s.system.searching.joined(separator: " ")
    return active + (s.system.searchOver.map { " (over \($0))" } ?? "")
  }

  private func tabBar(_ s: Snapshot) -> String {
    s.system.tabBarHidden.map { $0 ? "hidden" : "visible" } ?? "none"
  }

  private func appended<T: CustomStringConvertible>(
    _ old: EventLog<T>, _ new: EventLog<T>
  ) -> String {
    if new.count > old.count, new.hasPrefix(old) {
      return "+ " + new.entries(from: old.count).map { "\($0)" }.joined(separator: " ")
    }
    return "(rewritten) " + list(new)
  }

  private func list<C: Collection>(_ items: C) -> String where C.Element: CustomStringConvertible {
    items.isEmpty ? "none" : items.map(\.description).joined(separator: " ")
  }

  private func stacks(_ s: Snapshot) -> String {
    s.containers.map { $0.stack.joined(separator: " ") }.joined(separator: " | ")
  }

  private func transitioning(_ s: Snapshot) -> String {
    s.containers.map { $0.transitioning ? "yes" : "no" }.joined(separator: " | ")
  }

  private func bars(_ s: Snapshot) -> String {
    s.containers.map { Expectation.barText(hidden: $0.barHidden, style: $0.barStyle) }
      .joined(separator: " | ")
  }

  /// Each container's presentation style (spec [N6]), root first; the root is `-`.
  private func styles(_ s: Snapshot) -> String {
    s.containers.enumerated().map { index, container in
      switch container.style {
      case .fullScreen: index == 0 ? "-" : "fullScreen"
      case .pageSheet(let modal): modal ? "pageSheet modal" : "pageSheet"
      }
    }
    .joined(separator: " | ")
  }

  private func pageFlags(_ s: Snapshot) -> String {
    s.containers.map { $0.pageFlag ? "on" : "off" }.joined(separator: " | ")
  }

  private func transition(_ t: TransitionState?) -> String {
    guard let t else { return "none" }
    var text = "\(t.kind.rawValue) \(t.from) -> \(t.to)"
    if t.container != 0 { text += " in container \(t.container)" }
    text += ", \(t.phase.rawValue)"
    if t.kind == .interactivePop || t.kind == .interactiveDismiss || t.kind == .pullDismiss {
      text += " \(t.progress)‰"
    }
    text += ", \(t.duration) ms"
    if let end = t.endsAt { text += ", ends @\(end)" }
    return text
  }

  private func recognizers(_ s: Snapshot) -> String {
    "pan \(s.pan.rawValue), edge \(s.edge.rawValue)"
  }

  /// `1 at 100,300, 2 at 200,400 ignored`: a finger the window ignores says so ([O8]).
  private func fingers(_ s: Snapshot) -> String {
    guard !s.fingers.isEmpty else { return "none" }
    return s.fingers.map { "\($0.id) at \($0.point)\($0.ignored ? " ignored" : "")" }
      .joined(separator: ", ")
  }

  private func screen(_ state: ScreenState) -> String {
    "\(state.name) "
      + Expectation.flagsText(
        appearance: state.appearance, beingPopped: state.beingPopped, loaded: state.loaded)
  }

  private func scroll(_ state: ScrollState) -> String {
    "\(state.item) "
      + Expectation.scrollText(offset: state.offset, decelerating: state.decelerating)
  }
}
