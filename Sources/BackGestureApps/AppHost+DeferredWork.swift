import BackGestureModel
import BackGestureUIKit

extension AppHost {
  /// Advances the clock towards a time, stopping before the first work the app's code
  /// deferred that is due by then ([U26]); the time of that work, or `nil` when none is
  /// due and the clock reached the time.
  package func advanceToAppWork(by time: Int) -> Int? {
    simulation.run {
      let stopped = simulation.advance(to: time, stoppingAtAppWork: true)
      takeGestureOutcomes()
      return stopped ? simulation.time : nil
    }
  }

  /// Runs the work the app's code deferred that ``advanceToAppWork(by:)`` stopped before,
  /// then the animations it left with no time ([T3]), stopping before any more of the
  /// app's work.
  package func runAppWork() {
    simulation.run {
      simulation.runAppWork()
      takeGestureOutcomes()
      simulation.advance(to: simulation.time, stoppingAtAppWork: true)
      takeGestureOutcomes()
    }
  }

  /// Whether the app's code has deferred work on the main queue in this run.
  package var defersWork: Bool { simulation.defersWork }

  /// The work the app's code deferred that is still scheduled: how many pieces, and when
  /// the first is due; `nil` when none is.
  package var pendingAppWork: (count: Int, next: Int)? {
    guard let next = simulation.nextAppWorkTime else { return nil }
    return (simulation.appWorkCount, next)
  }
}
