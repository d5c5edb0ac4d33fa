import BackGestureModel
import Testing

/// A snapshot keeps value semantics while its copies share one storage: a copy that
/// changes gets its own, and equality and hashing read the fields.
@Suite struct SnapshotStorageTests {
  static let original = Snapshot(
    time: 5,
    containers: [
      ContainerState(
        stack: ["A", "B"], transitioning: false, barHidden: false, barStyle: 0,
        pageFlag: true)
    ],
    transition: nil, pan: .possible, edge: .possible, fingers: [], screens: [], scrollViews: [],
    trackingItem: nil, callbacks: EventLog(), outcomes: EventLog())

  @Test(
    "A copy changed in place, by a setter or through a nested list, leaves the original as it was")
  func copiesAreIndependent() {
    let original = Self.original
    var copy = original
    #expect(copy == original)
    copy.containers[0].stack.append("C")
    copy.time = 6
    copy.faults.append("a fault")
    #expect(original.containers[0].stack == ["A", "B"])
    #expect(original.time == 5)
    #expect(original.faults.isEmpty)
    #expect(copy.containers[0].stack == ["A", "B", "C"])
    #expect(copy.time == 6)
    #expect(copy != original)
  }

  @Test("Snapshots with equal fields in different storages are equal and hash alike")
  func equalityReadsTheFields() {
    var other = Self.original
    other.time = 9
    other.time = 5
    #expect(other == Self.original)
    #expect(other.hashValue == Self.original.hashValue)
    var different = Self.original
    different.pan = .began
    #expect(different != Self.original)
  }
}
