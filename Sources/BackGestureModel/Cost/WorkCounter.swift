/// Counts the work of the walks whose length grows with a scenario (log entries
/// compared, content items visited, lines written), so that a test can check that the
/// work grows linearly with the input instead of timing it.
///
/// Counting is off unless a task binds a counter; the walks then pay one task-local read
/// per walk (never per entry or item), and only when the walk did some work:
///
/// ```swift
/// let counter = WorkCounter()
/// counter.counting { _ = ScenarioCheck.isDeterministic(scenario) }
/// let work = counter.units
/// ```
///
/// The binding is the task's own, so tests that run in parallel never add to each
/// other's counter.
package final class WorkCounter: @unchecked Sendable {
  /// The counter the current task counts into, if any.
  @TaskLocal package static var current: WorkCounter?

  /// Guards `total`.
  private let lock = EventLogLock()
  /// The units added so far.
  private var total = 0

  /// Creates a counter at 0.
  package init() {}

  deinit {
    lock.destroy()
  }

  /// The units added so far.
  package var units: Int { lock.withLock { total } }

  /// Runs a closure with this counter bound as the current task's, and returns its
  /// result.
  package func counting<T>(_ body: () throws -> T) rethrows -> T {
    try Self.$current.withValue(self) { try body() }
  }

  /// Adds units of work to the current task's counter, if one is bound; does nothing for
  /// 0 units, without reading the binding.
  @inline(__always)
  package static func add(_ units: Int) {
    guard units > 0 else { return }
    current?.increment(by: units)
  }

  /// Adds units to this counter.
  private func increment(by units: Int) {
    lock.withLock { total += units }
  }
}
