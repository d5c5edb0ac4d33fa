import BackGestureModel
import Testing

/// `Snapshot.Field` and `ContainerState.Field` name every stored property, so the
/// exhaustive switches over them (the diff, the cancel's restore, the app projection)
/// cover every observable.
@Suite struct SnapshotFieldTests {
  @Test("Every stored property of a snapshot has a case of Snapshot.Field, and no more")
  func snapshotFields() {
    let snapshot = Snapshot(
      time: 0, containers: [], transition: nil, pan: .possible, edge: .possible, fingers: [],
      screens: [], scrollViews: [], trackingItem: nil, callbacks: EventLog(),
      outcomes: EventLog())
    let stored = Mirror(reflecting: snapshot).children.compactMap(\.label)
    #expect(stored.sorted() == Snapshot.Field.allCases.map(\.rawValue).sorted())
  }

  @Test("Every stored property of a container has a case of ContainerState.Field, and no more")
  func containerFields() {
    let container = ContainerState(
      stack: ["A"], transitioning: false, barHidden: false, barStyle: 0, pageFlag: true)
    let stored = Mirror(reflecting: container).children.compactMap(\.label)
    #expect(stored.sorted() == ContainerState.Field.allCases.map(\.rawValue).sorted())
  }
}
