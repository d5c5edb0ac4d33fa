import BackGestureModel
import BackGestureOracle

extension AbstractStep {
  /// The leading distances of a world's touch-downs ([PV1]): 100 always; 10 where a rule
  /// reads the touch's distance from the leading edge below 100 (the edge zone of an edge
  /// recognizer on the device, or a `maxDistance` a move from 10 stays below); 30 where a
  /// 40-pt scroll strip tells it from both (a preset with a strip, in a world with a
  /// horizontal scroll view, the only item the strip is read for, [K3]).
  static func leadingDistances(in world: World) -> [Int] {
    let table = PresetTable.of(world.preset)
    let horizontal = world.screens.contains { screen in
      screen.content.contains { item in
        if case .horizontalScroll = item { return true }
        return false
      }
    }
    let strip =
      horizontal && [table.panScrollRule, table.edgeScrollRule].contains { $0?.strip != nil }
    let zone = table.uses(.edge, on: world.device)
    let limit = world.screens.contains { $0.settings.maxDistance > 0 }
    var distances: [Int] = []
    if zone || limit || strip { distances.append(edgeZoneDistance) }
    if strip { distances.append(stripDistance) }
    distances.append(farDistance)
    return distances
  }

  /// The abstract steps that apply in a state, in the search's fixed order ([PV1]).
  ///
  /// They depend only on what the state's future depends on (its fingers, its stacks, the
  /// top's content, the transition's end and whether a scroll view decelerates), so two
  /// merged states are offered the same steps.
  package static func enabled(in snapshot: Snapshot, world: World) -> [AbstractStep] {
    var steps: [AbstractStep] = []
    let first = snapshot.fingers.contains { $0.id == 1 }
    let second = snapshot.fingers.contains { $0.id == 2 }
    if !first {
      let top = snapshot.current.stack.last.flatMap(world.screen(named:))
      let hasItem = !(top?.content.isEmpty ?? true)
      for leading in leadingDistances(in: world) {
        steps.append(.down(leading: leading, onItem: false))
        if hasItem { steps.append(.down(leading: leading, onItem: true)) }
      }
    } else if isIdle(snapshot) {
      // Nothing reads the finger any more: one move stands for all.
      steps += [.move(.forward), .up(rested: false), .up(rested: true)]
      if !second { steps.append(.secondDown) }
    } else {
      steps += Move.allCases.map(AbstractStep.move)
      steps += [.up(rested: false), .up(rested: true)]
      if !second { steps.append(.secondDown) }
    }
    if second { steps.append(.secondUp) }
    if first || second { steps.append(.cancel) }
    steps += operations(in: snapshot, world: world).map(AbstractStep.operation)
    if nextChange(in: snapshot) != nil { steps.append(.wait) }
    return steps
  }

  /// Whether the fingers down are idle: every back recognizer decided and failed (or is
  /// off) and no scroll view tracks a finger. Then no rule reads where a finger goes
  /// until every finger is up ([G4]–[G9], [K4]): a move changes the finger's position and
  /// nothing else, so one move represents them all ([PV1]).
  package static func isIdle(_ snapshot: Snapshot) -> Bool {
    // A first finger the window ignores is read by nothing until it lifts ([O8]).
    if snapshot.fingers.contains(where: { $0.id == 1 && $0.ignored }) { return true }
    let done: Set<RecognizerState> = [.failed, .disabled]
    return done.contains(snapshot.pan) && done.contains(snapshot.edge)
      && snapshot.trackingItem == nil
  }

  /// The operations worth trying: a push or a present of each screen on no stack, a pop,
  /// and a dismiss when something is presented; each animated and instant ([PV1]). Of
  /// screens off the stacks that are declared alike (settings and content), only the
  /// first: no rule reads a name, so the others give the same states but for names.
  static func operations(in snapshot: Snapshot, world: World) -> [Operation] {
    let stacked = Set(snapshot.containers.flatMap(\.stack))
    var free: [String] = []
    var kinds: [Operation.Kind] = []
    for screen in world.screens where !stacked.contains(screen.name) {
      let alike = free.contains { name in
        let other = world.screen(named: name)
        return other?.settings == screen.settings && other?.content == screen.content
      }
      if !alike { free.append(screen.name) }
    }
    kinds += free.map { .push($0) }
    kinds.append(.pop)
    kinds += free.map { .present([$0]) }
    if snapshot.containers.count > 1 { kinds.append(.dismiss) }
    return kinds.flatMap { [Operation($0), Operation($0, animated: false)] }
  }

  /// The next moment at which the state changes by itself: the end of the transition in
  /// flight, or, while a scroll view decelerates, the latest end a deceleration can have
  /// ([PV2]); `nil` when nothing is pending.
  static func nextChange(in snapshot: Snapshot) -> Int? {
    if let end = snapshot.transition?.endsAt, end > snapshot.time { return end }
    if snapshot.scrollViews.contains(where: \.decelerating) {
      return snapshot.time + decelerationWait
    }
    return nil
  }

  /// The concrete step this abstract step stands for in a state: its representative
  /// ([PV1], [PV2]).
  package func concrete(in snapshot: Snapshot, world: World) -> Step {
    concrete(in: snapshot, world: world, planting: nil)
  }

  /// The concrete step this abstract step stands for, or with `fault` the wrong one the
  /// fault puts in its place (the tests' seam, ``AbstractionFault``).
  func concrete(in snapshot: Snapshot, world: World, planting fault: AbstractionFault?) -> Step {
    let device = world.device
    let now = snapshot.time
    let forward = device.direction == .ltr ? 1 : -1
    func onDevice(_ point: Point) -> Point {
      Point(
        x: min(max(point.x, 0), device.width - 1), y: min(max(point.y, 0), device.height - 1))
    }
    let finger = snapshot.fingers.first { $0.id == 1 }?.point ?? Point(x: 0, y: 0)
    switch self {
    case .down(var leading, let onItem):
      if fault == .touchOutsideEdgeZone, leading == Self.edgeZoneDistance {
        leading = AbstractionFault.misplacedEdgeDistance
      }
      let x = device.direction == .ltr ? leading : device.width - leading
      let y = onItem ? Self.itemY : Self.plainY
      return Step(time: now + Self.frame, action: .down(finger: 1, at: Point(x: x, y: y)))
    case .move(let move):
      var point = finger
      switch move {
      case .forward: point.x += forward * 50
      case .nudge: point.x += forward * 5
      case .far: point.x += forward * (device.width * 2 / 3)
      case .backward: point.x -= forward * 50
      case .vertical: point.y += 50
      }
      return Step(time: now + Self.frame, action: .move(finger: 1, to: onDevice(point)))
    case .up(let rested):
      return Step(time: now + (rested ? Self.rest : Self.frame), action: .up(finger: 1))
    case .secondDown:
      let point = Point(x: device.width / 2, y: Self.plainY)
      return Step(time: now + Self.frame, action: .down(finger: 2, at: point))
    case .secondUp:
      return Step(time: now + Self.frame, action: .up(finger: 2))
    case .cancel:
      return Step(time: now + Self.frame, action: .cancel)
    case .operation(let operation):
      return Step(time: now + Self.frame, action: .operation(operation))
    case .wait:
      return Step(time: Self.nextChange(in: snapshot) ?? now, action: .wait)
    }
  }
}
