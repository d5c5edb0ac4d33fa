import BackGestureInvariants
import BackGestureModel
import BackGestureRunner

/// The breadth-first search of one world: every scenario of the scope's abstract steps,
/// run through the lockstep step by step, with states of one future merged ([PV4]).
struct ProveSearch {
  /// One state of the search: the lockstep after a path of steps.
  struct Node {
    var lockstep: Lockstep
    var steps: [Step]
  }

  /// What the search of one world found.
  struct Result {
    /// The distinct states reached, the start included.
    var states = 0
    /// The steps applied.
    var transitions = 0
    /// The largest number of steps of a state reached.
    var depthReached = 0
    /// The first counterexample in breadth-first order, the shortest.
    var counterexample: (steps: [Step], failure: CheckFailure)?
  }

  let world: World
  let target: ProveTarget
  let depth: Int

  /// Explores the world to the depth, or to the first failure.
  func run() -> Result {
    var result = Result()
    guard depth >= 0 else { return result }
    var lockstep = Lockstep(world: world, subject: target.subject(world), judgedBy: target.judgedBy)
    result.states = 1
    if let failure = lockstep.checkStart() {
      result.counterexample = ([], failure)
      return result
    }
    var seen: Set<LockstepFutureKey> = []
    seen.reserveCapacity(1024)
    if let key = lockstep.futureKey { seen.insert(key) }
    var level = [Node(lockstep: lockstep, steps: [])]
    for length in 0...depth {
      // Scenarios that end here (invariant 8's quiescence), before any longer one.
      for node in level {
        if let failure = node.lockstep.checkEnding(after: length), !failure.invalidScenario {
          result.counterexample = (node.steps, failure)
          return result
        }
      }
      guard length < depth else { break }
      var next: [Node] = []
      for node in level {
        let snapshot = node.lockstep.snapshot
        for abstract in AbstractStep.enabled(in: snapshot, world: world) {
          let step = abstract.concrete(in: snapshot, world: world)
          guard var child = node.lockstep.branched() else { continue }
          result.transitions += 1
          let steps = node.steps + [step]
          if let failure = child.check(step, at: length) {
            if failure.invalidScenario { continue }
            result.counterexample = (steps, failure)
            return result
          }
          if let key = child.futureKey {
            guard seen.insert(key).inserted else { continue }
          }
          result.states += 1
          result.depthReached = length + 1
          next.append(Node(lockstep: child, steps: steps))
        }
      }
      level = next
      if level.isEmpty { break }
    }
    return result
  }
}
