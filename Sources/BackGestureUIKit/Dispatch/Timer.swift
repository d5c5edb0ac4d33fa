import Foundation

/// A timer that fires on the simulated clock: what an app schedules with
/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` runs at its simulated time
/// (spec [U26]).
///
/// It stands in for Foundation's timer in code that imports this module. A one-shot timer
/// is deferred work, as `DispatchQueue.main.asyncAfter` is: a check runs it as a step of
/// its own and requires it to have fired once the quiescence wait has passed. A repeating
/// timer fires with the clock, as an animation ends, and is never work left unsettled
/// (model choice: a clock on screen repeats for as long as the screen shows). The
/// interval is rounded down to whole milliseconds, at least 1 ms.
///
/// ```swift
/// Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
///   self.navigationController?.popViewController(animated: true)
/// }
/// ```
@MainActor
public final class Timer {
  /// The interval between fires, in seconds.
  public let timeInterval: TimeInterval
  /// Whether the timer fires again after each fire.
  let repeats: Bool
  /// What the timer does when it fires.
  private let block: @MainActor (Timer) -> Void
  /// The simulation that runs the timer, and the number of its next fire there.
  private var scheduled: (simulation: UIKitSimulation, number: Int)?

  /// Whether the timer will still fire.
  public var isValid: Bool { scheduled != nil }

  private init(interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (Timer) -> Void) {
    self.timeInterval = interval
    self.repeats = repeats
    self.block = block
  }

  /// Creates a timer and schedules it on the simulated clock; outside a simulation's run
  /// it never fires.
  @discardableResult
  public static func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @MainActor (Timer) -> Void
  ) -> Timer {
    let timer = Timer(interval: interval, repeats: repeats, block: block)
    if let simulation = UIKitSimulation.current { timer.schedule(on: simulation) }
    return timer
  }

  /// Stops the timer: it fires no more.
  public func invalidate() {
    guard let scheduled else { return }
    scheduled.simulation.unschedule(scheduled.number)
    self.scheduled = nil
  }

  /// Fires the timer now; a one-shot timer is then invalidated.
  public func fire() {
    guard isValid else { return }
    if !repeats { invalidate() }
    block(self)
  }

  /// The interval in whole milliseconds, at least 1.
  private var milliseconds: Int {
    let value = (timeInterval * 1000).rounded(.down)
    guard value.isFinite, value >= 1 else { return 1 }
    return value < 1e12 ? Int(value) : 1_000_000_000_000
  }

  private func schedule(on simulation: UIKitSimulation) {
    // The clock holds the timer until it fires for the last time, as a run loop does.
    let number = simulation.schedule(
      at: simulation.time + milliseconds, byApp: !repeats,
      source: repeats ? "a repeating Timer's fire" : "a Timer's fire"
    ) { [self] in
      guard self.scheduled != nil else { return }
      if self.repeats {
        self.schedule(on: simulation)
      } else {
        self.scheduled = nil
      }
      self.block(self)
    }
    scheduled = (simulation, number)
  }
}
