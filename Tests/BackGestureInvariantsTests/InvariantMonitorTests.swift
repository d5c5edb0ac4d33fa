import BackGestureModel
import Testing
import _TestSupport

@testable import BackGestureInvariants

/// Each per-step invariant fires, word for word, on a hand-built bad sequence of
/// snapshots, and stays silent on the good one it was made from.
@Suite struct InvariantMonitorTests {
  static let world = CheckFixtures.halfSwipe.world
  static let down = Step(time: 0, action: .down(finger: 1, at: Point(x: 100, y: 300)))
  static let move = Step(time: 16, action: .move(finger: 1, to: Point(x: 150, y: 300)))
  static let up = Step(time: 200, action: .up(finger: 1))
  static let wait = Step(time: 400, action: .wait)

  /// The monitor's first failure over steps and the snapshot after each.
  static func firstFailure(
    _ steps: [(Step, Snapshot)], initial: Snapshot = TestSupport.restingSnapshot
  )
    -> CheckFailure?
  {
    var monitor = InvariantMonitor(world: world, initial: initial)
    var before = initial
    for (index, (step, after)) in steps.enumerated() {
      let context = InvariantMonitor.StepContext(
        place: .step(index, step), step: step, before: before, decision: before, after: after)
      if let failure = monitor.check(context) { return failure }
      before = after
    }
    return nil
  }

  /// A half swipe that cancels, as a correct engine reports it.
  static func cancelledSwipe(finish: Bool = false) -> [(Step, Snapshot)] {
    var s = TestSupport.restingSnapshot
    var all: [(Step, Snapshot)] = []
    s.fingers = [FingerState(id: 1, point: Point(x: 100, y: 300))]
    all.append((down, s))
    s.time = 16
    s.callbacks += [.willShow("A"), .willDisappear("B"), .load("A"), .willAppear("A")]
    s.containers[0].transitioning = true
    s.containers[0].barHidden = true
    s.containers[0].barStyle = 1
    s.transition = TransitionState(
      kind: .interactivePop, container: 0, from: "B", to: "A", phase: .interactive,
      progress: 128, duration: 350, endsAt: nil)
    s.pan = .began
    s.fingers = [FingerState(id: 1, point: Point(x: 150, y: 300))]
    s.screens[0].appearance = .appearing
    s.screens[0].loaded = true
    s.screens[1].appearance = .disappearing
    s.screens[1].beingPopped = true
    all.append((move, s))
    s.time = 200
    s.pan = .possible
    s.fingers = []
    if finish {
      s.transition?.phase = .finishing
      s.transition?.endsAt = 505
    } else {
      s.callbacks += [.willDisappear("A"), .willAppear("B")]
      s.containers[0].barHidden = false
      s.containers[0].barStyle = 2
      s.transition?.phase = .cancelling
      s.transition?.endsAt = 244
      s.screens[0].appearance = .disappearing
      s.screens[1].appearance = .appearing
    }
    all.append((up, s))
    s.time = finish ? 600 : 400
    s.transition = nil
    s.containers[0].transitioning = false
    s.screens[1].beingPopped = false
    if finish {
      s.callbacks += [.didDisappear("B"), .didAppear("A"), .didShow("A")]
      s.outcomes = [.swipe(.finished)]
      s.containers[0].stack = ["A"]
      s.screens[0].appearance = .appeared
      s.screens[1].appearance = .disappeared
    } else {
      s.callbacks += [.didDisappear("A"), .didAppear("B")]
      s.outcomes = [.swipe(.cancelled)]
      s.screens[0].appearance = .disappeared
      s.screens[1].appearance = .appeared
    }
    all.append((Step(time: s.time, action: .wait), s))
    return all
  }

  @Test("A correct cancelled or finished swipe keeps every invariant")
  func correctSwipes() {
    #expect(Self.firstFailure(Self.cancelledSwipe()) == nil)
    #expect(Self.firstFailure(Self.cancelledSwipe(finish: true)) == nil)
  }

  @Test("Invariant 1 fires on an empty stack")
  func emptyStack() {
    var s = TestSupport.restingSnapshot
    s.containers[0].stack = []
    let failure = Self.firstFailure([(Step(time: 0, action: .operation(Operation(.pop))), s)])
    #expect(
      failure?.description == """
        invariant 1 (the root is never popped and no gesture begins with one screen) broken after step 1 '@0 pop'
          container 0 has an empty stack
          container 0 before: A B
        """)
    #expect(failure?.invariant == .rootNeverPopped)
    #expect(failure?.stepIndex == 0)
  }

  @Test("Invariant 1 fires on a pop that begins with one screen")
  func oneScreenPop() {
    var steps = Array(Self.cancelledSwipe().prefix(2))
    steps[1].1.containers[0].stack = ["B"]
    let failure = Self.firstFailure(steps)
    #expect(
      failure?.description == """
        invariant 1 (the root is never popped and no gesture begins with one screen) broken after step 2 '@16 move 1 to 150,300'
          an interactive pop began with one screen
          transition: interactivePop B -> A in container 0
          stacks: B
        """)
  }

  @Test("Invariant 2 fires on a begin while a push animates")
  func beginMidTransition() {
    var initial = TestSupport.restingSnapshot
    initial.transition = TransitionState(
      kind: .push, container: 0, from: "A", to: "B", phase: .animating, progress: 0,
      duration: 350, endsAt: 350)
    initial.containers[0].transitioning = true
    var steps = Array(Self.cancelledSwipe().prefix(2))
    steps[0].1.transition = initial.transition
    steps[0].1.containers[0].transitioning = true
    let failure = Self.firstFailure(steps, initial: initial)
    #expect(
      failure?.description == """
        invariant 2 (no back gesture begins while a transition is in flight) broken after step 2 '@16 move 1 to 150,300'
          interactivePop B -> A in container 0 began while push A -> B in container 0 was animating (ends @350)
        """)
  }

  @Test("Invariant 2 fires on a begin by a finger that went down while a dismissal animated")
  func beginFromIgnoredFinger() {
    // The dismissal ends @10; the finger went down @0, so the window ignores it ([O8]).
    var initial = TestSupport.restingSnapshot
    initial.transition = TransitionState(
      kind: .dismiss, container: 1, from: "C", to: "B", phase: .animating, progress: 0,
      duration: 10, endsAt: 10)
    let steps = Array(Self.cancelledSwipe().prefix(2))
    let failure = Self.firstFailure(steps, initial: initial)
    #expect(
      failure?.description == """
        invariant 2 (no back gesture begins while a transition is in flight) broken after step 2 '@16 move 1 to 150,300'
          interactivePop B -> A in container 0 began from finger 1, which went down at @0 while dismiss C -> B in container 1 was animating: the window ignores that finger
        """)
    #expect(
      failure?.headline
        == "A back swipe began from a touch made while a screen was presented or dismissed.")
  }

  @Test("Invariant 7 counts no finger the window ignores")
  func ignoredFingerIsNoSecondFinger() {
    for ignored in [true, false] {
      var steps = Self.cancelledSwipe()
      for index in steps.indices {
        steps[index].1.fingers.append(
          FingerState(id: 2, point: Point(x: 200, y: 600), ignored: ignored))
      }
      let failure = Self.firstFailure(steps)
      if ignored {
        #expect(failure == nil, "\(failure?.description ?? "")")
      } else {
        #expect(failure?.detail.hasSuffix("rule fingers refuses: 2 fingers are down") == true)
      }
    }
  }

  @Test("Invariant 3 fires when a cancel leaves the bar of the revealed screen")
  func cancelKeepsBar() {
    var steps = Self.cancelledSwipe()
    for index in 2...3 {
      steps[index].1.containers[0].barHidden = true
      steps[index].1.containers[0].barStyle = 1
    }
    let failure = Self.firstFailure(steps)
    #expect(
      failure?.description == """
        invariant 3 (a cancelled gesture restores every observable) broken after step 4 '@400 wait'
          the cancelled interactivePop B -> A in container 0 left 2 observables changed
          containers[0].barHidden: before the begin no | now yes
          containers[0].barStyle: before the begin 2 | now 1
        """)
  }

  @Test("Invariant 3 allows the offsets of scroll views another finger moved")
  func cancelAllowsTrackedScroll() {
    var steps = Self.cancelledSwipe()
    steps[2].1.trackingItem = ItemID(screen: "B", index: 1)
    steps[2].1.scrollViews[0].offset = 40
    steps[3].1.scrollViews[0].offset = 40
    #expect(Self.firstFailure(steps) == nil)
    steps[2].1.trackingItem = nil
    #expect(Self.firstFailure(steps)?.invariant == .cancelRestores)
  }

  @Test("Invariant 4 fires when a finish leaves the top on its stack")
  func finishKeepsTop() {
    var steps = Self.cancelledSwipe(finish: true)
    steps[3].1.containers[0].stack = ["A", "B"]
    let failure = Self.firstFailure(steps)
    #expect(
      failure?.description == """
        invariant 4 (a finished gesture removes exactly the top) broken after step 4 '@600 wait'
          the finished interactivePop B -> A in container 0 left the wrong stacks
          at the begin: A B
          expected:     A
          now:          A B
        """)
  }

  @Test("Invariant 5 fires on a bar that does not follow the top at rest")
  func restBar() {
    var s = TestSupport.restingSnapshot
    s.containers[0].barStyle = 1
    let failure = Self.firstFailure([(Self.wait, s)])
    #expect(
      failure?.description == """
        invariant 5 (at rest the bar and the screens are settled) broken after step 1 '@400 wait'
          container 0 shows bar visible style=1 at rest, but its top B prefers bar visible style=2
        """)
  }

  @Test("Invariant 5 fires on a covered screen that stays appeared at rest")
  func restAppearance() {
    var s = TestSupport.restingSnapshot
    s.screens[0].appearance = .appeared
    let failure = Self.firstFailure([(Self.wait, s)])
    #expect(
      failure?.description == """
        invariant 5 (at rest the bar and the screens are settled) broken after step 1 '@400 wait'
          A, a screen of container 0, is appeared at rest
          stacks: A B
        """)
  }

  @Test("Invariant 6 fires on a second did-appear")
  func doubleDidAppear() {
    var s = TestSupport.restingSnapshot
    s.callbacks = [.didAppear("B")]
    let failure = Self.firstFailure([(Self.wait, s)])
    #expect(
      failure?.description == """
        invariant 6 (appearance callbacks are balanced per screen) broken after step 1 '@400 wait'
          B: did-appear twice without a disappearance between
          callbacks of the step: [B.didAppear]
        """)
  }

  @Test("Invariant 6 fires on a will-appear followed by did-disappear")
  func willAppearThenDidDisappear() {
    var s = TestSupport.restingSnapshot
    s.callbacks = [.load("A"), .willAppear("A"), .didDisappear("A")]
    let failure = Self.firstFailure([(Self.wait, s)])
    #expect(
      failure?.description == """
        invariant 6 (appearance callbacks are balanced per screen) broken after step 1 '@400 wait'
          A: will-appear is followed by A.didDisappear instead of did-appear or will-disappear
          callbacks of the step: A.load A.willAppear [A.didDisappear]
        """)
  }

  @Test("Invariant 7 fires on a begin too far from the edge for maxDistance")
  func maxDistance() {
    var world = Self.world
    world.screens[1].settings.maxDistance = 120
    var steps = Array(Self.cancelledSwipe().prefix(2))
    steps[0].1.screens[1].settings.maxDistance = 120
    steps[1].1.screens[1].settings.maxDistance = 120
    var monitor = InvariantMonitor(world: world, initial: TestSupport.restingSnapshot)
    var before = TestSupport.restingSnapshot
    var failure: CheckFailure?
    for (index, (step, after)) in steps.enumerated() where failure == nil {
      failure = monitor.check(
        .init(place: .step(index, step), step: step, before: before, decision: before, after: after)
      )
      before = after
    }
    #expect(
      failure?.description == """
        invariant 7 (per-screen settings are respected) broken after step 2 '@16 move 1 to 150,300'
          the pan began on B, which fdFullscreen's rule maxDistance refuses: the decision point 150,300 is 150 pt from the leading edge, past B's maxDistance=120
        """)
  }

  @Test("Invariant 8 fires on a transition left in flight")
  func freeze() {
    var s = TestSupport.restingSnapshot
    s.transition = TransitionState(
      kind: .interactivePop, container: 0, from: "B", to: "A", phase: .interactive,
      progress: 128, duration: 350, endsAt: nil)
    s.containers[0].transitioning = true
    s.pan = .changed
    let step = Step(time: 10_400, action: .wait)
    let failure = InvariantMonitor.checkNoFreeze(s, at: .quiescence(4, step))
    #expect(
      failure?.description == """
        invariant 8 (no freeze and no dead gesture) broken after the last step, once everything settled
          interactivePop B -> A in container 0 is still interactive
          container 0 is still transitioning
          the pan is changed
        """)
    #expect(failure?.stepIndex == 4)
    #expect(
      InvariantMonitor.checkNoFreeze(TestSupport.restingSnapshot, at: .quiescence(4, step)) == nil)
  }
}
