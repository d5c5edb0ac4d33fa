import BackGestureInvariants
import BackGestureModel
import Foundation

/// `backgesture prove`: explores every world of a scope breadth-first and reports the
/// shortest counterexample, or that there is none within the scope ([PV4]).
package enum Prover {
  /// How far a search has come, for progress lines on long runs.
  package struct Progress: Sendable {
    /// The worlds searched so far.
    package var worldsDone: Int
    /// The worlds of the scope.
    package var worlds: Int
    /// The states explored so far.
    package var states: Int
    /// The transitions so far.
    package var transitions: Int
  }

  /// Searches every world of the scope, each to the scope's depth or to its own first
  /// counterexample, and keeps the shortest counterexample, the first of its length in the
  /// scope's order of worlds. Every world is searched the same way whatever the number of
  /// jobs, so the report is the same for any `jobs`.
  ///
  /// - Parameters:
  ///   - jobs: The threads that search worlds side by side; an app's objects live on the
  ///     main actor, and a target that cannot be copied across threads runs on one.
  ///   - progress: Called after each world, from the thread that searched it.
  ///   - shortestOnly: Searches the worlds one by one, each only to one step less than the
  ///     shortest counterexample found so far: the same counterexample, with fewer states
  ///     explored (the counts then depend on the order, so it runs on one thread).
  package static func prove(
    _ scope: ProveScope, target: ProveTarget, jobs: Int = 1, shortestOnly: Bool = false,
    progress: @escaping @Sendable (Progress) -> Void = { _ in }
  ) -> ProveReport {
    let worlds = scope.worlds
    let results = ResultBoard(count: worlds.count)
    let shared = Shared(target: target)
    @Sendable func search(_ index: Int) {
      let depth = shortestOnly ? min(scope.depth, results.shortest - 1) : scope.depth
      let result = ProveSearch(world: worlds[index], target: shared.target, depth: depth).run()
      let totals = results.record(result, at: index)
      progress(
        Progress(
          worldsDone: totals.done, worlds: worlds.count, states: totals.states,
          transitions: totals.transitions))
    }
    if jobs > 1, target.isThreadSafe, !shortestOnly {
      DispatchQueue.concurrentPerform(iterations: jobs) { _ in
        while let index = results.claim() { search(index) }
      }
    } else {
      while let index = results.claim() { search(index) }
    }
    var report = ProveReport(scope: scope, target: target.label, judgedBy: target.judgedBy)
    var best: (world: World, steps: [Step], failure: CheckFailure)?
    for (index, result) in results.all.enumerated() {
      report.states += result.states
      report.transitions += result.transitions
      report.depthReached = max(report.depthReached, result.depthReached)
      if let found = result.counterexample, found.steps.count < best?.steps.count ?? Int.max {
        best = (worlds[index], found.steps, found.failure)
      }
    }
    report.worldsSearched = worlds.count
    if let best {
      let scenario = Scenario(world: best.world, steps: best.steps)
      report.counterexample = Counterexample.shrinking(
        scenario, failure: best.failure, by: target)
    }
    return report
  }
}

/// The target, handed to the jobs: only a target whose closures copy nothing shared
/// (``ProveTarget/isThreadSafe``) is used from more than one thread.
private struct Shared: @unchecked Sendable {
  let target: ProveTarget
}

/// The worlds the jobs claim in order, and what each one's search found.
private final class ResultBoard: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0
  private var results: [ProveSearch.Result?]
  private var done = 0
  private var states = 0
  private var transitions = 0
  private var shortestFound = Int.max

  init(count: Int) {
    results = Array(repeating: nil, count: count)
  }

  /// The next world to search, or `nil` when every world is taken.
  func claim() -> Int? {
    lock.withLock {
      guard next < results.count else { return nil }
      next += 1
      return next - 1
    }
  }

  /// Records a world's result; the totals so far.
  func record(
    _ result: ProveSearch.Result, at index: Int
  ) -> (done: Int, states: Int, transitions: Int) {
    lock.withLock {
      results[index] = result
      if let found = result.counterexample {
        shortestFound = min(shortestFound, found.steps.count)
      }
      done += 1
      states += result.states
      transitions += result.transitions
      return (done, states, transitions)
    }
  }

  /// The length of the shortest counterexample recorded so far; `Int.max` for none.
  var shortest: Int { lock.withLock { shortestFound } }

  /// Every world's result, in the scope's order.
  var all: [ProveSearch.Result] { lock.withLock { results.compactMap { $0 } } }
}
