import BackGestureModel

extension Lockstep {
  /// How far past the last step the quiescence check waits, in milliseconds; longer
  /// than any animation (an animator lasts at most 5000 ms).
  package static let quiescenceWait = 10_000

  /// Invariant 8: after the last step, cancels any finger still down and waits far
  /// past every animation, checking those steps like any other; then nothing is
  /// transitioning, every recognizer is `possible` or `disabled`, no finger is down and
  /// no scroll view tracks.
  mutating func settle(after stepCount: Int) -> CheckFailure? {
    let time = engineSnapshot.time
    var steps: [Step] = []
    if !engineSnapshot.fingers.isEmpty { steps.append(Step(time: time, action: .cancel)) }
    steps.append(Step(time: time + Self.quiescenceWait, action: .wait))
    for step in steps {
      if let failure = advance(step, at: .quiescence(stepCount, step), recording: false) {
        return failure
      }
    }
    return Self.checkNoFreeze(engineSnapshot, at: .quiescence(stepCount, steps[steps.count - 1]))
  }

  /// The quiescence conditions of invariant 8 on a snapshot.
  static func checkNoFreeze(_ snapshot: Snapshot, at place: CheckFailure.Place) -> CheckFailure? {
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
