import BackGestureModel
import BackGestureRendering
import Testing
import _TestSupport

/// The trace layout, word for word, on a cancelled half swipe built by hand.
@Suite struct TraceRendererTests {
  static let steps: [Step] = [
    Step(time: 0, action: .down(finger: 1, at: Point(x: 100, y: 300))),
    Step(time: 16, action: .move(finger: 1, to: Point(x: 150, y: 300))),
    Step(time: 200, action: .up(finger: 1)),
    Step(time: 400, action: .wait),
    Step(time: 500, action: .wait),
  ]

  static let snapshots: [Snapshot] = {
    var s = TestSupport.restingSnapshot
    var all: [Snapshot] = []
    s.fingers = [FingerState(id: 1, point: Point(x: 100, y: 300))]
    all.append(s)

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
    all.append(s)

    s.time = 200
    s.callbacks += [.willDisappear("A"), .willAppear("B")]
    s.containers[0].barHidden = false
    s.containers[0].barStyle = 2
    s.transition!.phase = .cancelling
    s.transition!.endsAt = 244
    s.pan = .possible
    s.fingers = []
    s.screens[0].appearance = .disappearing
    s.screens[1].appearance = .appearing
    all.append(s)

    s.time = 400
    s.callbacks += [.didDisappear("A"), .didAppear("B")]
    s.outcomes += [.swipe(.cancelled)]
    s.containers[0].transitioning = false
    s.transition = nil
    s.screens[0].appearance = .disappeared
    s.screens[1].appearance = .appeared
    s.screens[1].beingPopped = false
    all.append(s)

    s.time = 500
    all.append(s)
    return all
  }()

  @Test("Each step shows only what changed, in a fixed order")
  func cancelledSwipe() {
    let text = TraceRenderer().render(
      title: "A half swipe cancels", steps: Self.steps, initial: TestSupport.restingSnapshot,
      snapshots: Self.snapshots)
    #expect(
      text == """
        title: A half swipe cancels
        @0 start
          stacks: A B
          bar: visible style=2
          transition: none
          recognizers: pan possible, edge disabled
          fingers: none
          screens: A none, B appeared loaded
          scroll: B.1 offset=0
        @0 down 1 at 100,300
          fingers: 1 at 100,300
        @16 move 1 to 150,300
          callbacks: + willShow(A) B.willDisappear A.load A.willAppear
          transitioning: yes
          bar: hidden style=1
          transition: interactivePop B -> A, interactive 128‰, 350 ms
          recognizers: pan began, edge disabled
          fingers: 1 at 150,300
          screens: A appearing loaded, B disappearing loaded beingPopped
        @200 up 1
          callbacks: + A.willDisappear B.willAppear
          bar: visible style=2
          transition: interactivePop B -> A, cancelling 128‰, 350 ms, ends @244
          recognizers: pan possible, edge disabled
          fingers: none
          screens: A disappearing loaded, B appearing loaded beingPopped
        @400 wait
          callbacks: + A.didDisappear B.didAppear
          outcomes: + swipe:cancelled
          transitioning: no
          transition: none
          screens: A disappeared loaded, B appeared loaded
        @500 wait
          (no change)

        """)
  }

  @Test("Presentations, page flags, settings, scrolling, tracking and a wrong clock")
  func lessCommonLines() {
    var start = TestSupport.restingSnapshot
    start.containers.append(
      ContainerState(
        stack: ["C"], transitioning: true, barHidden: false, barStyle: 0, pageFlag: false))
    start.transition = TransitionState(
      kind: .present, container: 1, from: "B", to: "C", phase: .animating, progress: 0,
      duration: 350, endsAt: 350)
    var after = start
    after.time = 40
    after.containers[1].pageFlag = true
    after.screens[1].settings.popDisabled = true
    after.screens[0].settings = ScreenSettings()
    after.scrollViews[0] = ScrollState(
      item: ItemID(screen: "B", index: 1), offset: -20, decelerating: true)
    after.trackingItem = ItemID(screen: "B", index: 1)
    let text = TraceRenderer().render(
      title: nil, steps: [Step(time: 30, action: .operation(Operation(.pop, animated: false)))],
      initial: start, snapshots: [after])
    #expect(
      text == """
        @0 start
          stacks: A B | C
          transitioning: no | yes
          bar: visible style=2 | visible style=0
          page flags: on | off
          transition: present B -> C in container 1, animating, 350 ms, ends @350
          recognizers: pan possible, edge disabled
          fingers: none
          screens: A none, B appeared loaded
          scroll: B.1 offset=0
        @30 pop instant
          time: @40
          page flags: on | on
          settings: A default, B popDisabled bar=visible style=2
          scroll: B.1 offset=-20 decelerating
          tracking: B.1

        """)
  }

  @Test("A run that stopped early shows only the steps that ran")
  func shortTrace() {
    let text = TraceRenderer().render(
      title: nil, steps: Self.steps, initial: TestSupport.restingSnapshot,
      snapshots: Array(Self.snapshots.prefix(1)))
    #expect(text.hasSuffix("@0 down 1 at 100,300\n  fingers: 1 at 100,300\n"))
  }
}
