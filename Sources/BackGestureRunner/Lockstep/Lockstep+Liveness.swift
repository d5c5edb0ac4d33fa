import BackGestureInvariants
import BackGestureModel

extension Lockstep {
  /// Invariant 8's liveness, at rest (no transition, no container transitioning, no
  /// finger down, no work of the app's code deferred, [U26]): on a copy of the state, a plain back swipe that the top screen's
  /// declared settings allow must begin, each scroll view that can scroll must get its
  /// pan, and each control must keep its touch (spec section 12, invariant 8).
  ///
  /// The probes run on a copy of the subject (the engine's value, or an app's objects
  /// rebuilt by replaying the steps so far), so they never change the run. They run
  /// where a gesture can die: before the first step, after a step that ended a
  /// transition, an operation or a touch sequence, and at quiescence; and only when the
  /// state at rest changed (for an app's objects, also when a callback or a gesture
  /// outcome was logged since the last probe). Once the run is over, the last probe at
  /// quiescence runs on the subject itself.
  ///
  /// - Parameter last: Whether the step may be the run's last (the quiescence wait), whose
  ///   final probe may then run on the subject itself; `false` for a wait the check makes
  ///   on its own before more steps (deferred work, [U26]).
  mutating func checkLiveness(
    after step: Step, before: Snapshot, at place: CheckFailure.Place, last: Bool = true
  )
    -> CheckFailure?
  {
    let ended =
      (!before.transition.isNone && engineSnapshot.transition.isNone)
      || (!before.fingers.isEmpty && engineSnapshot.fingers.isEmpty)
    switch (place, step.action) {
    case (.quiescence, _), (_, .operation): break
    default: guard ended else { return nil }
    }
    var runIsOver = false
    if last, case .quiescence = place, case .wait = step.action { runIsOver = true }
    return checkLiveness(at: place, runIsOver: runIsOver)
  }

  /// The probes on the current state, when it is at rest and changed since the last;
  /// when the run is over, the last probe may run on the subject itself.
  mutating func checkLiveness(
    at place: CheckFailure.Place, runIsOver: Bool = false
  ) -> CheckFailure? {
    let snapshot = engineSnapshot
    guard snapshot.transition.isNone, snapshot.fingers.isEmpty,
      !snapshot.containers.contains(where: \.transitioning)
    else { return nil }
    // Work the app's code deferred is still to come: the app is not at rest yet, and a
    // probe would meet that work ([U26]).
    if let work = subject.deferredWork, work.defers(), work.pending() != nil { return nil }
    // The engine's state is its snapshot; an app's objects keep state of their own,
    // which any callback or gesture since the last probe may have changed.
    if let last = lastProbed, snapshot.equalsAtRest(last, comparingLogs: subject.isApp) {
      return nil
    }
    lastProbed = snapshot
    // The app's own gestures first: their probes replay on fresh objects, while the
    // last of the others may run on the subject itself ([L4]).
    if let problem = subject.gestureLiveness?() {
      return CheckFailure(.noFreeze, place, "\(LivenessProbe.context(of: snapshot)): \(problem)")
    }
    let probes = LivenessProbe.probes(in: snapshot, world: world, layouts: &hitLayouts)
    for (index, probe) in probes.enumerated() {
      let consuming = runIsOver && index == probes.count - 1
      guard let last = subject.probe(probe.steps, consuming) else { continue }
      if var problem = probe.problem(after: last, atRest: snapshot) {
        if case .backGestureBegins = probe.expectation, let hint = subject.systemPopHint() {
          problem += ": \(hint)"
        }
        return CheckFailure(.noFreeze, place, problem)
      }
    }
    return nil
  }
}

/// One probe of invariant 8's liveness: a few steps on a copy of the state at rest, and
/// what must hold after them.
struct LivenessProbe {
  /// What the probe tries.
  enum Expectation {
    /// A back gesture begins.
    case backGestureBegins
    /// The scroll view follows the finger.
    case scrollViewTracks(ItemID)
    /// No back gesture begins.
    case controlKeepsTouch(ItemID)
  }

  /// The steps, after the state at rest.
  var steps: [Step]
  /// What must hold after them.
  var expectation: Expectation
  /// Where the drag starts.
  var start: Point

  /// How the probe is named in a failure; made only then.
  var text: String {
    switch expectation {
    case .backGestureBegins: "a plain swipe from \(start)"
    case .scrollViewTracks(let item): "a drag on \(item) from \(start)"
    case .controlKeepsTouch(let item): "a drag on the control \(item) from \(start)"
    }
  }

  /// Why the probe failed, or `nil` when it held; `rest` is the state it started from,
  /// which the failure names.
  func problem(after snapshot: Snapshot, atRest rest: Snapshot) -> String? {
    let began =
      Self.recognizing(snapshot.pan) || Self.recognizing(snapshot.edge)
      || Self.recognizing(snapshot.content)
    let interactive =
      snapshot.transitionKind == .interactivePop || snapshot.transitionKind == .interactiveDismiss
    let content =
      snapshot.content == .disabled ? "" : ", content pop \(snapshot.content.rawValue)"
    let recognizers = "pan \(snapshot.pan.rawValue), edge \(snapshot.edge.rawValue)\(content)"
    switch expectation {
    case .backGestureBegins:
      guard !(began || interactive) else { return nil }
      let outcome = snapshot.outcomes.last.map { ", last outcome \($0)" } ?? ""
      return
        "\(Self.context(of: rest)): \(text) \(LivenessPhrase.swipeDidNotBegin) (\(recognizers)\(outcome))"
    case .scrollViewTracks(let item):
      guard snapshot.trackingItem != item else { return nil }
      let tracking = snapshot.trackingItem.map { "\($0) tracks" } ?? "nothing tracks"
      return
        "\(Self.context(of: rest)): \(text) did not move \(item)\(LivenessPhrase.scrollDidNotMove) (\(tracking); \(recognizers))"
    case .controlKeepsTouch(let item):
      guard began || interactive else { return nil }
      return
        "\(Self.context(of: rest)): \(text) \(LivenessPhrase.controlLostTouch) \(item) (\(recognizers))"
    }
  }

  /// `at rest on B (stacks A B)`: where the probes of a state at rest start.
  static func context(of snapshot: Snapshot) -> String {
    let stacks = snapshot.containers.map { $0.stack.joined(separator: " ") }
    return
      "at rest on \(snapshot.current.stack.last ?? "?") (stacks \(stacks.joined(separator: " | ")))"
  }

  private static func recognizing(_ state: RecognizerState) -> Bool {
    state == .began || state == .changed
  }

  /// The probes of a state at rest: the plain swipe, then one per scroll view that can
  /// scroll and per control of the current screen, in declaration order.
  ///
  /// - Parameter layouts: The screens' items arranged for the hit tests, by declaration
  ///   index, each arranged the first time its screen is probed and kept for the run.
  static func probes(
    in snapshot: Snapshot, world: World, layouts: inout [HitLayout?]
  ) -> [LivenessProbe] {
    guard let topName = snapshot.current.stack.last,
      let topIndex = world.screens.firstIndex(where: { $0.name == topName }),
      let state = snapshot.screen(named: topName)
    else { return [] }
    let top = world.screens[topIndex]
    let device = world.device
    let time = snapshot.time
    var probes: [LivenessProbe] = []
    // The items arranged once for the hit tests of every probe of the run on this screen.
    if layouts.count != world.screens.count {
      layouts = Array(repeating: nil, count: world.screens.count)
    }
    let layout = layouts[topIndex] ?? HitLayout(top.content)
    layouts[topIndex] = layout
    if let swipe = plainSwipe(snapshot, top, state, layout, device, time) {
      probes.append(
        LivenessProbe(
          steps: swipe.steps, expectation: .backGestureBegins, start: swipe.start))
    }
    let placed = layout.placed
    // A scroll view's offset now: its first entry in the snapshot, found only for the
    // scroll views probed.
    func currentOffset(of id: ItemID) -> Int? {
      snapshot.scrollViews.first { $0.item == id }?.offset
    }
    for (offset, entry) in placed.enumerated() {
      let item = entry.item
      // A scroll view held by one of its own axis hands a drag it cannot follow to it
      // ([C7]), so it is dragged only the way it can move.
      let nested = sameAxisHolder(of: offset, in: placed)
      let id = ItemID(screen: topName, index: offset + 1)
      var center = Point(
        x: item.frame.x + item.frame.width / 2, y: item.frame.y + item.frame.height / 2)
      // A slider keeps only a drag from its knob ([C4]): the probe starts there, inside
      // the slider's frame.
      if case .control(let control) = item, control.kind == .slider {
        let knob = SpecGeometry.knobCentre(of: control, on: device)
        center = Point(
          x: min(max(knob.x, control.frame.x), control.frame.x + control.frame.width - 1),
          y: knob.y)
      }
      guard layout.hit(center)?.index == offset + 1,
        center.x >= 0, center.x < device.width, center.y >= 0, center.y < device.height
      else { continue }
      switch item {
      case .control:
        let steps = drag(
          from: center, dx: forwardX(device, 12), then: forwardX(device, 40), dy: 0, at: time)
        probes.append(
          LivenessProbe(
            steps: steps, expectation: .controlKeepsTouch(id),
            start: center))
      case .horizontalScroll(let view):
        let current = currentOffset(of: id) ?? view.offset
        guard SpecGeometry.leadingDistance(ofX: center.x, on: device) > 40,
          let direction = scrollDirection(view, offset: current, nested: nested)
        else { continue }
        let steps = drag(
          from: center, dx: direction * forwardX(device, 12),
          then: direction * forwardX(device, 40),
          dy: 0, at: time)
        probes.append(
          LivenessProbe(
            steps: steps, expectation: .scrollViewTracks(id),
            start: center))
      case .verticalScroll(let view):
        let current = currentOffset(of: id) ?? view.offset
        guard view.content > view.frame.height,
          SpecGeometry.leadingDistance(ofX: center.x, on: device) > 40,
          !nested || current > 0 || current < view.content - view.frame.height
        else { continue }
        // On a page sheet a drag down from the top is the sheet's pull ([N7]): the probe
        // drags up there, as it does a nested one that cannot follow a drag down.
        let sheet = snapshot.current.style != .fullScreen
        let down = !(nested || sheet) || current > 0 ? 12 : -12
        let steps = drag(from: center, dx: 0, then: 0, dy: down, at: time)
        probes.append(
          LivenessProbe(
            steps: steps, expectation: .scrollViewTracks(id),
            start: center))
      case .cell:
        continue
      }
    }
    return probes
  }

  /// Whether an item is held, directly or further up, by a scroll view of its own axis.
  private static func sameAxisHolder(
    of index: Int, in placed: [(item: ContentItem, holder: Int?)]
  ) -> Bool {
    let horizontal: Bool
    switch placed[index].item {
    case .horizontalScroll: horizontal = true
    case .verticalScroll: horizontal = false
    case .control, .cell: return false
    }
    var holder = placed[index].holder
    while let current = holder {
      switch placed[current].item {
      case .horizontalScroll where horizontal, .verticalScroll where !horizontal: return true
      default: holder = placed[current].holder
      }
    }
    return false
  }

  /// The plain back swipe, when the top's declared settings allow one: a stack of two or
  /// more, not opted out, no veto, a back button that does not stop the system's swipe
  /// ([S5]), and room for the decision point within `maxDistance` ([R-maxDistance]).
  private static func plainSwipe(
    _ snapshot: Snapshot, _ top: Screen, _ state: ScreenState, _ layout: HitLayout,
    _ device: Device, _ time: Int
  ) -> (steps: [Step], start: Point)? {
    let settings = top.settings
    let late = settings.late && !state.loaded
    guard snapshot.current.stack.count >= 2,
      !(settings.popDisabled && !late), !settings.veto,
      settings.back == .system || settings.back == .supplementing
    else { return nil }
    let limit = late ? 0 : max(0, settings.maxDistance)
    guard limit == 0 || limit >= 13 else { return nil }
    let x = device.direction == .rtl ? device.width - 1 : 1
    func free(_ y: Int) -> Bool {
      y >= 0 && y < device.height && layout.hit(Point(x: x, y: y)) == nil
    }
    // Five heights first, then every eighth point from the top.
    let first = [device.height / 2, device.height / 4, 3 * device.height / 4, 1, device.height - 2]
    guard
      let y = first.first(where: free)
        ?? stride(from: 0, to: device.height, by: 8).first(where: free)
    else { return nil }
    let start = Point(x: x, y: y)
    let steps = drag(
      from: start, dx: forwardX(device, 12), then: forwardX(device, 40), dy: 0, at: time)
    return (steps, start)
  }

  /// The direction a horizontal scroll view can be dragged in: backward (-1) while it is
  /// below its largest offset or bounces, else forward (+1) while above its smallest;
  /// `nil` when it cannot scroll ([C2], [K4]).
  private static func scrollDirection(
    _ view: HorizontalScrollView, offset: Int, nested: Bool
  ) -> Int? {
    let minimum = -(view.inset + view.safeInset)
    let maximum = max(minimum, view.content - view.frame.width)
    guard view.content - minimum > view.frame.width || (view.bounces && view.alwaysBounce)
    else { return nil }
    if offset < maximum || (view.bounces && !nested) { return -1 }
    if offset > minimum { return 1 }
    return nil
  }

  /// A horizontal amount in the forward direction ([D4]).
  private static func forwardX(_ device: Device, _ amount: Int) -> Int {
    device.direction == .rtl ? -amount : amount
  }

  /// A touch-down and two moves, 16 ms apart, starting 1 ms after a time.
  private static func drag(
    from start: Point, dx: Int, then dx2: Int, dy: Int, at time: Int
  )
    -> [Step]
  {
    [
      Step(time: time + 1, action: .down(finger: 1, at: start)),
      Step(time: time + 17, action: .move(finger: 1, to: Point(x: start.x + dx, y: start.y + dy))),
      Step(
        time: time + 33,
        action: .move(finger: 1, to: Point(x: start.x + dx2, y: start.y + dy * 3))),
    ]
  }
}
