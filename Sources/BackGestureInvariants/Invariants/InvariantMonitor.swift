import BackGestureModel
import BackGestureOracle

/// Watches one run step by step and checks invariants 1 to 8 of spec section 12 on
/// each new snapshot.
///
/// The monitor remembers what the invariants need across steps: where each finger
/// touched down, the state just before the interactive transition in flight began,
/// the appearance callbacks seen per screen. Its checks read the snapshots only, and
/// judge them against the specification for the preset the run is judged by (its row
/// of table 2.2, read from the oracle's `PresetTable`), never against the policy that
/// drove the engine; without a preset
/// the checks that need table 2.2 are skipped. It builds text only when a check fails.
package struct InvariantMonitor {
  /// The world being run.
  let world: World
  /// The preset the run is judged by, if any.
  let judgedBy: Preset?
  /// Table 2.2 for that preset; `nil` without one.
  let preset: PresetTable?
  /// The declared screens' names, sorted, each with its index in declaration order: a
  /// binary search finds a screen without hashing its name.
  let sortedScreens: [(name: String, index: Int)]
  /// Where each finger (by id) touched down, and the screen that was current then.
  var touchDowns: [TouchDown?] = Array(repeating: nil, count: 10)
  /// The interactive transition in flight and what it began from.
  var gesture: Gesture?
  /// The last appearance callback of each screen, by declaration order.
  var appearance: [AppearanceMark?]

  /// Creates a monitor for a world, starting from the state before any step.
  package init(world: World, judgedBy preset: Preset?, initial: Snapshot) {
    self.world = world
    self.judgedBy = preset
    self.preset = preset.map(PresetTable.of)
    self.sortedScreens = world.screens.indices
      .map { (name: world.screens[$0].name, index: $0) }
      .sorted { ($0.name, $0.index) < ($1.name, $1.index) }
    self.appearance = world.screens.map { screen in
      switch initial.screen(named: screen.name)?.appearance ?? .none {
      case .none: nil
      case .appearing: .willAppear
      case .appeared: .didAppear
      case .disappearing: .willDisappear
      case .disappeared: .didDisappear
      }
    }
  }

  /// Creates a monitor judged by the world's own preset.
  init(world: World, initial: Snapshot) {
    self.init(world: world, judgedBy: world.preset, initial: initial)
  }

  /// A touch-down remembered for the begin checks.
  struct TouchDown: Hashable {
    /// The touch-down point.
    var point: Point
    /// The current screen at the touch-down, whose content the touch hit.
    var screen: String
    /// When the finger went down.
    var time: Int
    /// The presentation or dismissal that animated when the finger went down, for which
    /// the window ignores the finger until it lifts ([O8]); `nil` for a finger it hears.
    var ignoredFor: TransitionState?
  }

  /// An interactive transition in flight, from its begin to its completion.
  struct Gesture: Hashable {
    /// The state at the decision moment of the begin, before the begin applied.
    var start: Snapshot
    /// The transition as it began.
    var transition: TransitionState
    /// Every scroll view that tracked a finger while the transition was in flight.
    var trackedItems: Set<ItemID> = []
    /// Whether work the app's code deferred changed an observable while the transition
    /// was in flight: what a cancel must restore is then no longer the begin's state.
    var appActed = false
    /// Whether the app's own state at the begin is known: not when the begin interrupted
    /// an animated operation, whose end the app hears only after the decision ([U27]).
    var appStateKnown = true
  }

  /// What one step did, as the checks see it.
  package struct StepContext {
    /// Where the step is, for the failure's headline.
    var place: CheckFailure.Place
    /// The step.
    var step: Step
    /// The snapshot after the previous step.
    var before: Snapshot
    /// The state once the clock advanced to the step's time, before the step applied:
    /// the decision moment of a begin ([T1]). The same as `before` when the clock
    /// advance changed nothing the checks read.
    var decision: Snapshot
    /// The snapshot after the step.
    var after: Snapshot
    /// Whether the pan drives UIKit's pop handler: `false` for an app's pan that drives
    /// a transition of its own, whose direction and fingers are the app's design.
    var panDrivesSystemPop: Bool
    /// Whether the step is work the app's code deferred ([U26]), not a step of the
    /// scenario.
    var byApp: Bool

    /// Creates the context of one step.
    package init(
      place: CheckFailure.Place, step: Step, before: Snapshot, decision: Snapshot,
      after: Snapshot, panDrivesSystemPop: Bool = true, byApp: Bool = false
    ) {
      self.place = place
      self.step = step
      self.before = before
      self.decision = decision
      self.after = after
      self.panDrivesSystemPop = panDrivesSystemPop
      self.byApp = byApp
    }
  }

  /// Checks every per-step invariant on one step; returns the first that fails.
  package mutating func check(_ context: StepContext) -> CheckFailure? {
    if context.byApp, !gesture.isNone, Self.appWorkChanged(context) { gesture?.appActed = true }
    if let failure = checkStacks(context) { return failure }
    if let failure = checkUIKitRules(context) { return failure }
    if let failure = checkNavigationState(context) { return failure }
    // The gesture in flight may complete during this step's clock advance, before a new
    // one begins at the step itself: judge its completion first.
    if !gesture.isNone, let failure = checkSystemCancelCancels(context) { return failure }
    if !gesture.isNone, let failure = checkCompletion(context) { return failure }
    if isBegin(context), context.after.transitionKind == .pullDismiss {
      if let failure = checkNoBeginMidTransition(context) { return failure }
      if let failure = checkPullBegin(context) { return failure }
      gesture = Gesture(start: context.decision, transition: context.after.transition!)
    } else if isBegin(context) {
      if let failure = checkBeginWithScreens(context) { return failure }
      if let failure = checkNoBeginMidTransition(context) { return failure }
      if let failure = checkSettingsRespected(context) { return failure }
      let interrupted = beginInterrupted(context)
      let start = interrupted ? Self.settled(context.decision) : context.decision
      gesture = Gesture(start: start, transition: context.after.transition!)
      // The app's own state once the interrupted operation settled is not known ([U27]).
      gesture?.appStateKnown = !interrupted
    } else if let failure = checkRecognizerBegin(context) {
      return failure
    }
    if let failure = checkBackButton(context) { return failure }
    if let failure = checkBalancedCallbacks(context) { return failure }
    if let failure = checkDismissCallbacks(context) { return failure }
    if let failure = checkRestState(context) { return failure }
    if let failure = checkAppStateAtRest(context) { return failure }
    recordTouches(context)
    return nil
  }

  /// Whether an interactive transition began in this step.
  package func isBegin(_ context: StepContext) -> Bool {
    guard let transition = context.after.transition, transition.isInteractiveKind,
      transition.phase == .interactive
    else { return false }
    guard let previous = context.before.transition else { return true }
    return !(previous.isInteractiveKind && previous.phase == .interactive)
  }

  /// Remembers touch-down points and the screen each touch hit.
  private mutating func recordTouches(_ context: StepContext) {
    switch context.step.action {
    case .down(let finger, let point) where (1...9).contains(finger):
      let screen = context.after.current.stack.last ?? ""
      // The state once the clock reached the touch-down, before it applied ([T1]).
      let animating = context.decision.transition.flatMap { transition in
        transition.ignoresTouches ? transition : nil
      }
      touchDowns[finger] = TouchDown(
        point: point, screen: screen, time: context.step.time, ignoredFor: animating)
    case .up(let finger) where (1...9).contains(finger):
      touchDowns[finger] = nil
    case .cancel:
      for finger in 1...9 { touchDowns[finger] = nil }
    default:
      break
    }
  }

  /// Whether the preset the run is judged by reads the page flag ([B6]).
  package var readsPageFlag: Bool { preset?.pageFlagHooks ?? false }

  /// The name of the preset the run is judged by, for messages.
  var presetName: String { judgedBy?.rawValue ?? "the spec" }

  /// A declared screen's index in declaration order, by name; `nil` for a name not
  /// declared, the last of a name declared twice.
  func screenIndex(_ name: String) -> Int? {
    // The first entry past the name; the one before it is the name's last, if any.
    var low = 0
    var high = sortedScreens.count
    while low < high {
      let middle = (low + high) / 2
      if name < sortedScreens[middle].name { high = middle } else { low = middle + 1 }
    }
    return low > 0 && sortedScreens[low - 1].name == name ? sortedScreens[low - 1].index : nil
  }

  /// The state of a screen in a snapshot, by name.
  func screen(_ name: String, in snapshot: Snapshot) -> ScreenState? {
    if let index = screenIndex(name), index < snapshot.screens.count,
      snapshot.screens[index].name == name
    {
      return snapshot.screens[index]
    }
    return snapshot.screen(named: name)
  }
}

extension TransitionState {
  /// Whether the transition is driven by a finger: a back gesture or a sheet's pull.
  var isInteractiveKind: Bool {
    kind == .interactivePop || kind == .interactiveDismiss || kind == .pullDismiss
  }

  /// Whether the window ignores a finger that goes down while it runs: a present or a
  /// dismiss that animates on its own ([O8]).
  var ignoresTouches: Bool {
    phase == .animating && (kind == .present || kind == .dismiss)
  }

  /// `interactivePop B -> A in container 0`.
  package var headline: String { "\(kind.rawValue) \(from) -> \(to) in container \(container)" }
}
