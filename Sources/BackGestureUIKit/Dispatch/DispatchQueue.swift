import Foundation

/// A queue whose work runs on the simulated clock: what an app defers with
/// `DispatchQueue.main.async` or `asyncAfter(deadline:execute:)` runs at its simulated time,
/// between steps, in the order it was scheduled (spec [U26]).
///
/// It stands in for Dispatch's queue in code that imports this module: a declaration here
/// shadows the one of a module this module imports. Every queue is the main queue of the
/// simulation, a global one included (model choice: the mirror has one thread). Work
/// scheduled outside a simulation's run is dropped, as there is no clock to run it on.
///
/// ```swift
/// DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
///   self.navigationController?.popViewController(animated: true)
/// }
/// ```
public final class DispatchQueue: Sendable {
  /// The main queue.
  public static let main = DispatchQueue(label: "com.apple.main-thread")

  /// The queue's label.
  public let label: String

  /// Creates a queue; its work runs on the main queue of the simulation.
  public init(label: String) {
    self.label = label
  }

  /// A global queue; its work runs on the main queue of the simulation.
  public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
    DispatchQueue(label: "com.apple.root.default-qos")
  }

  /// Runs work once the current event is handled: at the current simulated time, after
  /// the work already due then.
  @MainActor
  public func async(execute work: @escaping @MainActor () -> Void) {
    guard let simulation = UIKitSimulation.current else { return }
    simulation.schedule(at: simulation.time, byApp: true, source: "work on the main queue", work)
  }

  /// Runs work at a simulated time, or at once if the time has passed.
  @MainActor
  public func asyncAfter(deadline: DispatchTime, execute work: @escaping @MainActor () -> Void) {
    guard let simulation = UIKitSimulation.current else { return }
    simulation.schedule(
      at: deadline.milliseconds, byApp: true, source: "work on the main queue after a delay", work)
  }
}

/// A point on the simulated clock, for ``DispatchQueue/asyncAfter(deadline:execute:)``.
///
/// It stands in for Dispatch's time, which reads the real clock: `now()` is the
/// simulation's time, and an interval added to it is rounded down to whole milliseconds.
public struct DispatchTime: Sendable, Hashable, Comparable {
  /// The time in milliseconds of the simulated clock.
  package let milliseconds: Int

  /// A time on the simulated clock.
  package init(milliseconds: Int) {
    self.milliseconds = milliseconds
  }

  /// The simulation's current time; 0 outside a simulation's run.
  @MainActor
  public static func now() -> DispatchTime {
    DispatchTime(milliseconds: UIKitSimulation.current?.time ?? 0)
  }

  /// A time that never comes.
  public static let distantFuture = DispatchTime(milliseconds: Int.max)

  /// The time in nanoseconds since the simulation began.
  public var uptimeNanoseconds: UInt64 { UInt64(max(0, milliseconds)) &* 1_000_000 }

  /// A time some seconds later, rounded down to whole milliseconds.
  public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
    let added = (seconds * 1000).rounded(.down)
    guard added.isFinite, added < Double(Int.max - max(0, time.milliseconds)) else {
      return .distantFuture
    }
    return DispatchTime(milliseconds: time.milliseconds + max(0, Int(added)))
  }

  /// A time some interval later.
  public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
    switch interval {
    case .seconds(let s): time + Double(s)
    case .milliseconds(let ms): DispatchTime(milliseconds: time.milliseconds + max(0, ms))
    case .microseconds(let us): DispatchTime(milliseconds: time.milliseconds + max(0, us) / 1000)
    case .nanoseconds(let ns):
      DispatchTime(milliseconds: time.milliseconds + max(0, ns) / 1_000_000)
    case .never: .distantFuture
    @unknown default: .distantFuture
    }
  }

  /// Orders times on the simulated clock.
  public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool {
    lhs.milliseconds < rhs.milliseconds
  }
}
