import BackGestureModel

extension InvariantMonitor {
  /// The quiescence conditions of invariant 8 on a snapshot.
  package static func checkNoFreeze(
    _ snapshot: Snapshot, at place: CheckFailure.Place
  ) -> CheckFailure? {
    var problems: [String] = []
    if let transition = snapshot.transition {
      problems.append("\(transition.headline) is still \(transition.phase.rawValue)")
    }
    for (index, container) in snapshot.containers.enumerated() where container.transitioning {
      problems.append("container \(index) is still transitioning")
    }
    for (name, state) in [
      ("pan", snapshot.pan), ("edge", snapshot.edge), ("content pop", snapshot.content),
    ]
    where state != .possible && state != .disabled {
      problems.append("the \(name) is \(state.rawValue)")
    }
    if !snapshot.fingers.isEmpty {
      problems.append(
        "fingers are down: " + snapshot.fingers.map { "\($0.id)" }.joined(separator: " "))
    }
    if let item = snapshot.trackingItem { problems.append("\(item) still tracks a finger") }
    guard !problems.isEmpty else { return nil }
    return CheckFailure(.noFreeze, place, problems.joined(separator: "\n"))
  }
}
