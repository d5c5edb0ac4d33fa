import BackGestureInvariants
import BackGestureModel
import Testing
import _TestSupport

/// The diff of two snapshots, word for word.
@Suite struct SnapshotDiffTests {
  static let base = TestSupport.restingSnapshot

  @Test("Equal snapshots have no diff")
  func equal() {
    #expect(SnapshotDiff.diff(Self.base, Self.base, labels: ("engine", "oracle")) == nil)
  }

  @Test("Fields come one per line, in the fixed order")
  func fields() {
    var other = Self.base
    other.outcomes = [.swipe(.refused(.direction))]
    other.trackingItem = ItemID(screen: "B", index: 1)
    other.scrollViews[0].offset = 12
    other.screens[1].settings.veto = true
    other.fingers = [FingerState(id: 2, point: Point(x: 5, y: 6))]
    other.edge = .failed
    other.containers[0].stack = ["A"]
    other.containers[0].pageFlag = false
    other.time = 16
    #expect(
      SnapshotDiff.diff(Self.base, other, labels: ("engine", "oracle")) == """
        time: engine @0 | oracle @16
        containers[0].stack: engine A B | oracle A
        containers[0].pageFlag: engine on | oracle off
        edge: engine disabled | oracle failed
        fingers: engine none | oracle 2 at 5,6
        screens[B].settings: engine bar=visible style=2 | oracle bar=visible style=2 veto
        scrollViews[B.1].offset: engine 0 | oracle 12
        trackingItem: engine none | oracle B.1
        outcomes at #1: engine [end] | oracle [swipe:refused:direction]
        """)
  }

  @Test("A transition on one side only is written whole; on both, field by field")
  func transition() {
    var a = Self.base
    a.transition = TransitionState(
      kind: .interactivePop, container: 0, from: "B", to: "A", phase: .cancelling,
      progress: 128, duration: 350, endsAt: 244)
    var b = a
    b.transition?.progress = 130
    b.transition?.endsAt = nil
    #expect(
      SnapshotDiff.diff(a, Self.base, labels: ("engine", "oracle"))
        == "transition: engine interactivePop B -> A in container 0, cancelling 128‰, 350 ms, ends @244 | oracle none"
    )
    #expect(
      SnapshotDiff.diff(a, b, labels: ("first", "second")) == """
        transition.progress: first 128‰ | second 130‰
        transition.endsAt: first @244 | second none
        """)
  }

  @Test("A list shows its first difference with two items of context")
  func lists() {
    var a = Self.base
    a.callbacks = [
      .willShow("A"), .willDisappear("B"), .load("A"), .willAppear("A"), .willDisappear("A"),
      .willAppear("B"), .didDisappear("A"),
    ]
    var b = a
    var changed = Array(a.callbacks)
    changed[4] = .didDisappear("B")
    b.callbacks = EventLog(changed)
    #expect(
      SnapshotDiff.diff(a, b, labels: ("engine", "oracle"))
        == "callbacks at #5: engine ... A.load A.willAppear [A.willDisappear] B.willAppear A.didDisappear | oracle ... A.load A.willAppear [B.didDisappear] B.willAppear A.didDisappear"
    )
  }

  @Test("Containers of a different count are written as stacks")
  func containerCount() {
    var b = Self.base
    b.containers.append(
      ContainerState(
        stack: ["C"], transitioning: false, barHidden: false, barStyle: 0, pageFlag: true))
    #expect(
      SnapshotDiff.diff(Self.base, b, labels: ("engine", "oracle"))
        == "containers: engine A B | oracle A B | C")
  }
}
