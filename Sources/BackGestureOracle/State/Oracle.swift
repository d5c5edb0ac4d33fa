import BackGestureModel

/// An independent model of the back-gesture spec: a pure function from a state and a step
/// to the next state.
///
/// The oracle is the second opinion of the differential check ([INV] 10): the reference
/// engine and the oracle run the same scenario, and after every step their snapshots must
/// be equal.
///
/// ```swift
/// let snapshots = try Oracle.run(world, steps)
/// ```
public enum Oracle {
  /// Returns the state of a world at time 0, before any step.
  ///
  /// - Precondition: Every name on a stack is declared and on one stack only, and every
  ///   stack has at least one screen.
  public static func start(_ world: World) -> OracleState {
    OracleState(world)
  }

  /// Returns the state after one step.
  ///
  /// - Throws: `OracleError.invalidStep` for a step the scenario rules forbid: time going
  ///   back, a finger id outside 1–9, a `down` of a finger that is down, a `move` or `up`
  ///   of a finger that is not down.
  public static func step(
    _ state: OracleState, _ step: Step
  ) throws(OracleError)
    -> OracleState
  {
    var next = state
    try next.apply(step)
    return next
  }

  /// Applies one step in place, as ``step(_:_:)`` returns the state after it, without
  /// copying a state that nothing else holds; a refused step leaves the state as it was
  /// (every refusal comes before any change).
  ///
  /// - Throws: `OracleError.invalidStep`, as ``step(_:_:)`` does.
  package static func advance(_ state: inout OracleState, _ step: Step) throws(OracleError) {
    try state.apply(step)
  }

  /// Returns the snapshot after each step of a scenario.
  ///
  /// - Throws: `OracleError.invalidStep` for the first step the scenario rules forbid.
  public static func run(_ world: World, _ steps: [Step]) throws(OracleError) -> [Snapshot] {
    var state = start(world)
    var snapshots: [Snapshot] = []
    snapshots.reserveCapacity(steps.count)
    for step in steps {
      try state.apply(step)
      snapshots.append(state.snapshot)
    }
    return snapshots
  }
}
