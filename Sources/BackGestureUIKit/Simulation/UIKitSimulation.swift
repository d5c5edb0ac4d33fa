import Foundation

/// The UIKit that the mirror's objects run in: the clock, the animations scheduled on
/// it, the window, and the logs that a host reads.
///
/// Not API: a host (the `BackGestureApps` module) creates one per run, installs the
/// app's controllers in its ``window``, and drives it with touches, operations and
/// time. Every object finds the simulation of the run it belongs to through
/// ``current``, which the host sets around every call.
@MainActor
package final class UIKitSimulation {
  /// The simulation of the run in progress.
  package static var current: UIKitSimulation? { running }
  /// The storage of ``current``, which only ``run(_:)`` writes: private, so that the
  /// compiler sees every access and needs no exclusivity check at run time.
  private static var running: UIKitSimulation?

  /// The time, in whole milliseconds.
  package var time: Int { clock }
  /// The storage of ``time``, private for the same reason as ``running``.
  private var clock = 0
  /// The screen's width and height in points.
  package let width: Int
  /// The screen's height in points.
  package let height: Int
  /// The layout direction.
  package let layoutDirection: UIUserInterfaceLayoutDirection
  /// Whether the simulated system is iOS 26, whose navigation controllers install the
  /// content pop (spec [G10]).
  package let hasContentPop: Bool
  /// Whether an animated transition ends at once when another operation arrives: on
  /// iOS 26, the system whose navigation controllers have the content pop (spec [O7]).
  package var interruptsAnimatedTransitions: Bool { hasContentPop }
  /// The window: the root controller and the presented ones.
  package let window: UIWindow
  /// The event the recognizers and views receive with touches; one object, renewed for
  /// every touch event, as UIKit reuses one for a touch sequence (spec [TD1]).
  let touchEvent: UIEvent
  // Exclusivity: the mirror's state is read and written on the main actor only, by whole
  // reads and writes and by in-place changes (appends, removals) that call nothing
  // outside the standard library, never the app's code. No access to it can overlap
  // another, so the storage of the hot state goes without the run-time exclusivity check
  // (`@exclusivity(unchecked)`, a thread-local lookup on every access otherwise). The host
  // reads it through computed `package` properties: another module checks each access to
  // a stored property it reads directly, whatever the declaration says. Measured: with
  // the check, an app alone runs 4.7% more instructions (docs/Performance.md, "Speed
  // machinery, measured").

  /// The appearance and navigation-delegate callbacks, in order.
  package var events: [UIKitEvent] {
    get { eventLog }
    set { eventLog = newValue }
  }
  /// The storage of ``events``; no access to it overlaps another.
  @exclusivity(unchecked) var eventLog: [UIKitEvent] = []
  /// How many callbacks ``events`` holds.
  package var eventCount: Int { eventLog.count }
  /// Every back-gesture attempt that reached a decision, and how it ended.
  package var outcomes: [GestureOutcome] {
    get { outcomeLog }
    set { outcomeLog = newValue }
  }
  /// The storage of ``outcomes``; no access to it overlaps another.
  @exclusivity(unchecked) var outcomeLog: [GestureOutcome] = []
  /// How many outcomes ``outcomes`` holds.
  package var outcomeCount: Int { outcomeLog.count }
  /// What the app's code did that UIKit does not allow.
  package var faults: [String] {
    get { faultLog }
    set { faultLog = newValue }
  }
  /// The storage of ``faults``; no access to it overlaps another.
  @exclusivity(unchecked) var faultLog: [String] = []
  /// The navigation and presentation operations running now, outermost first ([U31]).
  @exclusivity(unchecked) var operationChain: [String] = []
  /// The operations that led to the code running now, oldest first: those running now and
  /// those whose callbacks or completions scheduled it, each started from the one before
  /// ([U32]). A scheduled action takes the value its scheduling saw.
  @exclusivity(unchecked) var causes: [String] = []
  /// The fingers that are down, by id.
  package var touches: [Int: UITouch] {
    get { fingers }
    set { fingers = newValue }
  }
  /// The storage of ``touches``; no access to it overlaps another.
  @exclusivity(unchecked) var fingers: [Int: UITouch] = [:] {
    didSet { eventTouchesStale = true }
  }
  /// Whether the touch event's `allTouches` no longer lists the fingers down (they changed,
  /// or the last event also held a lifting touch): the next event lists them again.
  var eventTouchesStale = true
  /// The fingers down that the window ignores, by id, with where each is: they went down
  /// while a presentation or a dismissal ran on its own, or were down when one began, and
  /// no object hears of them (spec [U24]).
  package internal(set) var ignoredTouches: [Int: CGPoint] = [:]
  /// The touch attempt of the first finger, while any finger is down.
  @exclusivity(unchecked) var attempt: TouchAttempt?
  /// The scroll view that follows a finger, if any.
  @exclusivity(unchecked) var scrollTracking: ScrollTracking?
  /// The finger pulling a page sheet down, past its decision moment (spec [N7]).
  @exclusivity(unchecked) var sheetPull: SheetPull?
  /// Whether the system is cancelling every finger now ([G8], [K5]).
  var cancellingTouches = false
  /// Whether a touch event (a touch-down, a move, a lift or a cancel) is being handled
  /// now, the app's code it calls included.
  @exclusivity(unchecked) var handlingTouchEvent = false
  /// Whether the window stopped hearing touches during the touch event being handled, so
  /// that the fingers it hears are cancelled once that event is over ([U24]).
  @exclusivity(unchecked) var stopsHearingAfterTouchEvent = false
  /// The transition whose animator is running `animateTransition(using:)` now.
  var animatingTransition: NavigationTransition?
  /// The hook that fills a controller's view with content when it loads; set once by the
  /// host, read whole (no access overlaps another).
  @exclusivity(unchecked) package var contentInstaller: ((UIViewController) -> Void)?

  /// The rules of the mirror's past planted in this run; none but in the tests.
  package var plantedFaults: MirrorFaults = []

  /// The scheduled actions; changed in place only by appends and removals.
  @exclusivity(unchecked) private var timers: [ScheduledAction] = []
  private var sequence = 0

  /// How many actions ran at the clock's present time, for the runaway bound.
  private var runsAtClock = 0
  /// How many actions ran since the host began the step, for the per-step bound ([U32]).
  private var runsInStep = 0
  /// Whether the app's code has deferred work on the main queue in this run.
  package private(set) var defersWork = false

  /// A scheduled action.
  private struct ScheduledAction {
    var time: Int
    var sequence: Int
    /// Whether the app's code deferred it (the main queue), not the mirror (an animation).
    var byApp: Bool
    /// What scheduled it, for a fault's message: "a UIView animation's completion".
    var source: String
    /// The operations that led to its scheduling ([U32]).
    var causes: [String]
    var action: @MainActor () -> Void
  }

  /// Creates the simulation of a screen.
  package init(
    width: Int, height: Int, layoutDirection: UIUserInterfaceLayoutDirection,
    hasContentPop: Bool = false
  ) {
    self.width = width
    self.height = height
    self.layoutDirection = layoutDirection
    self.hasContentPop = hasContentPop
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    touchEvent = UIEvent(touches: [], time: 0)
    window.simulation = self
  }

  /// The simulation to use now: the current one.
  ///
  /// Objects created outside a run (before a host starts one) have none; the calls that
  /// need one do nothing then.
  static var active: UIKitSimulation? { current }

  /// Runs a body with this simulation as the current one.
  package func run<Result>(_ body: () throws -> Result) rethrows -> Result {
    let previous = Self.running
    Self.running = self
    defer { Self.running = previous }
    return try body()
  }

  /// Schedules an action at a time (not earlier than now); actions at the same time run
  /// in the order they were scheduled.
  ///
  /// - Parameters:
  ///   - time: When it runs.
  ///   - byApp: Whether the app's code deferred it.
  ///   - source: What schedules it, as a fault names it ("a Timer's fire").
  ///   - action: The action.
  /// - Returns: The action's number, for ``unschedule(_:)``.
  @discardableResult
  func schedule(
    at time: Int, byApp: Bool = false, source: String,
    _ action: @escaping @MainActor () -> Void
  )
    -> Int
  {
    sequence += 1
    if byApp, plantedFaults.contains(.deferredWorkDropped) { return sequence }
    if byApp { defersWork = true }
    timers.append(
      ScheduledAction(
        time: max(time, self.time), sequence: sequence, byApp: byApp, source: source,
        causes: causes, action: action))
    return sequence
  }

  /// Removes a scheduled action that has not run yet, by its number.
  func unschedule(_ number: Int) {
    timers.removeAll { $0.sequence == number }
  }

  /// Advances the clock to a time, running every action due by then, earliest first
  /// (spec [T1]); an action that schedules another at or before the time runs it too.
  ///
  /// - Parameter stoppingAtAppWork: Whether to stop before the first work the app's code
  ///   deferred that is due by then, with the clock at its time; `true` when the caller
  ///   runs that work as a step of its own (``runAppWork()``).
  /// - Returns: Whether it stopped before the app's work.
  @discardableResult
  package func advance(to target: Int, stoppingAtAppWork: Bool = false) -> Bool {
    while let index = dueTimerIndex(by: target) {
      if stoppingAtAppWork, timers[index].byApp {
        clock = timers[index].time
        return true
      }
      guard runDue(at: index) else { break }
    }
    clock = max(clock, target)
    return false
  }

  /// Runs the work of the app's code that is due now and first in line (after
  /// ``advance(to:stoppingAtAppWork:)`` stopped before it); does nothing when the next
  /// action due now is not the app's.
  package func runAppWork() {
    guard let index = dueTimerIndex(by: clock), timers[index].byApp else { return }
    runDue(at: index)
  }

  /// The earliest time of work the app's code deferred, if any is scheduled.
  package var nextAppWorkTime: Int? {
    var earliest: Int?
    for timer in timers where timer.byApp { earliest = min(earliest ?? timer.time, timer.time) }
    return earliest
  }

  /// How many pieces of work the app's code deferred are scheduled.
  package var appWorkCount: Int {
    var count = 0
    for timer in timers where timer.byApp { count += 1 }
    return count
  }

  /// Runs the scheduled action at an index; `false` when a runaway bound stopped it.
  @discardableResult
  private func runDue(at index: Int) -> Bool {
    let timer = timers.remove(at: index)
    runsAtClock = timer.time == clock ? runsAtClock + 1 : 1
    clock = timer.time
    runsInStep += 1
    // [U32] Work that keeps scheduling more, however the clock moves, would make one step
    // run without end: past a bound it is a fault, and every scheduled action is dropped.
    if runsInStep > Self.runsInOneStep {
      fault(
        "\(Self.runsInOneStep) scheduled actions ran within one step and more were due "
          + "(next: \(timer.source) at \(clock) ms\(Self.describe(timer.causes))): the "
          + "app's animations, timers or deferred work never settle")
      timers.removeAll()
      return false
    }
    // Work that schedules more work at the same time would never let the clock move:
    // past a bound it is a fault of the app's code, and the work due then is dropped.
    if runsAtClock > Self.runsAtOneTime {
      fault(
        "work on the main queue scheduled more work at \(clock) ms \(Self.runsAtOneTime) "
          + "times without the clock moving")
      timers.removeAll { $0.time <= clock }
      return false
    }
    let outer = causes
    causes = timer.causes
    timer.action()
    causes = outer
    return true
  }

  /// How many scheduled actions may run at one time before the rest is a fault.
  static let runsAtOneTime = 10_000
  /// How many scheduled actions may run within one step before the rest is a fault
  /// ([U32]).
  static let runsInOneStep = 100_000

  /// Starts a step of the host's: the per-step bound counts from here ([U32]).
  package func beginStep() {
    runsInStep = 0
  }

  private func dueTimerIndex(by target: Int) -> Int? {
    var best: Int?
    for (index, timer) in timers.enumerated() where timer.time <= target {
      if let b = best, (timers[b].time, timers[b].sequence) < (timer.time, timer.sequence) {
        continue
      }
      best = index
    }
    return best
  }

  /// Empties the logs (callbacks, outcomes, faults), keeping their storage for the run.
  package func clearLogs() {
    eventLog.removeAll(keepingCapacity: true)
    outcomeLog.removeAll(keepingCapacity: true)
    faultLog.removeAll(keepingCapacity: true)
  }

  /// Records a call of the app's code that UIKit does not allow.
  func fault(_ text: String) {
    faultLog.append(text)
  }

  /// Records an appearance or navigation-delegate callback.
  func record(_ event: UIKitEvent) {
    eventLog.append(event)
  }
}

/// One appearance or navigation-delegate callback that the mirror made.
package enum UIKitEvent {
  /// The controller's view loaded (`viewDidLoad`).
  case load(UIViewController)
  /// `viewWillAppear(_:)`.
  case willAppear(UIViewController)
  /// `viewDidAppear(_:)`.
  case didAppear(UIViewController)
  /// `viewWillDisappear(_:)`.
  case willDisappear(UIViewController)
  /// `viewDidDisappear(_:)`.
  case didDisappear(UIViewController)
  /// `navigationController(_:willShow:animated:)`.
  case willShow(UIViewController)
  /// `navigationController(_:didShow:animated:)`.
  case didShow(UIViewController)
  /// `presentationControllerWillDismiss(_:)`, with the presented controller.
  case willDismiss(UIViewController)
  /// `presentationControllerDidDismiss(_:)`, with the presented controller.
  case didDismiss(UIViewController)
  /// `presentationControllerDidAttemptToDismiss(_:)`, with the presented controller.
  case didAttemptToDismiss(UIViewController)
}

/// How a back-gesture attempt ended (spec [O1]).
package enum GestureOutcome: Equatable {
  /// A recognizer's own rule or its delegate refused; the rule's name, or `delegate`.
  case refused(String)
  /// A control kept the touch.
  case lostToControl
  /// A scroll view won the pan.
  case lostToScroll
  /// The interactive transition finished.
  case finished
  /// The interactive transition was cancelled.
  case cancelled
  /// A pull dismissed a page sheet (spec [N7]).
  case pullDismissed
  /// A pull on a page sheet sprang back.
  case pullCancelled
  /// A pull on a page sheet was refused: the sheet is modal (`isModalInPresentation`),
  /// or else its presentation controller's delegate said no.
  case pullRefused(modal: Bool)
  /// On iOS 26, UIKit's pop handler ended its navigation controller's animated push or
  /// pop when a back gesture began during it (spec [O7], [U9]); the transition's kind.
  case interrupted(NavigationTransition.Kind)
}
