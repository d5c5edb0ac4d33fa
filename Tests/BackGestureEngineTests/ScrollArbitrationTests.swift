import BackGestureEngine
import BackGestureModel
import Testing

@Suite struct ScrollArbitrationTests {
  /// A under B, whose content is the given items.
  private func driver(
    _ preset: Preset = .fdFullscreen, device: Device = phone, content items: [ContentItem]
  ) -> Driver {
    Driver(
      world(
        preset, device: device, screens: [screen("A"), screen("B", content: items)],
        stack: ["A", "B"]))
  }

  @Test("A horizontal scroll view at its leading edge yields to a forward pan")
  func yieldsAtLeadingEdge() throws {
    var d = driver(content: [hscroll(offset: 0)])
    let s = try d.swipe(from: 100, to: 120, y: 150, at: 0)
    #expect(s.pan == .began)
    #expect(s.trackingItem == nil)
  }

  @Test("Away from its leading edge it wins and tracks the finger")
  func winsAwayFromEdge() throws {
    var d = driver(content: [hscroll(offset: 50)])
    var s = try d.swipe(from: 100, to: 120, y: 150, at: 0)
    #expect(d.outcomes == ["swipe:lost:scroll"])
    #expect(s.pan == .failed)
    #expect(s.trackingItem == ItemID(screen: "B", index: 1))
    #expect(s.scrollViews[0].offset == 50)
    s = try d.move(1, 140, 150, at: 20)
    #expect(s.scrollViews[0].offset == 30)
    s = try d.move(1, 200, 150, at: 30)
    #expect(s.scrollViews[0].offset == 0)
    s = try d.up(at: 100)
    #expect(s.trackingItem == nil)
    #expect(
      s.scrollViews[0]
        == ScrollState(item: ItemID(screen: "B", index: 1), offset: 0, decelerating: true))
    #expect(try d.wait(at: 399).scrollViews[0].decelerating)
    #expect(try d.wait(at: 400).scrollViews[0].decelerating == false)
    #expect(d.callbacks == [])
  }

  @Test("The leading edge counts the inset")
  func insetAwareEdge() throws {
    var atEdge = driver(content: [hscroll(offset: -20, inset: 20)])
    #expect(try atEdge.swipe(from: 100, to: 120, y: 150, at: 0).pan == .began)
    var short = driver(content: [hscroll(offset: 0, inset: 20)])
    // offset 0 shows 20 pt of inset still to reveal: not at the edge.
    try short.swipe(from: 100, to: 120, y: 150, at: 0)
    #expect(short.outcomes == ["swipe:lost:scroll"])
  }

  @Test("A touch on a decelerating scroll view stops it, so at offset 0 it yields ([K7])")
  func touchStopsDeceleration() throws {
    var early = driver(content: [hscroll(offset: 0, decelerating: 100)])
    #expect(early.snapshot.scrollViews[0].decelerating)
    try early.down(1, 100, 150, at: 0)
    #expect(!early.snapshot.scrollViews[0].decelerating)
    var swiped = driver(content: [hscroll(offset: 0, decelerating: 100)])
    #expect(try swiped.swipe(from: 100, to: 120, y: 150, at: 0).pan == .began)
  }

  @Test("A backward pan is refused by direction and then scrolls the view")
  func backwardPanScrolls() throws {
    var d = driver(content: [hscroll(offset: 0)])
    try d.down(1, 200, 150, at: 0)
    try d.move(1, 189, 150, at: 10)
    #expect(d.outcomes == ["swipe:refused:direction"])
    let s = try d.move(1, 150, 150, at: 20)
    #expect(s.scrollViews[0].offset == 39)
  }

  @Test("A scroll view that cannot scroll does not compete")
  func cannotScroll() throws {
    var d = driver(content: [hscroll(content: 400, offset: 50)])
    #expect(try d.swipe(from: 100, to: 120, y: 150, at: 0).pan == .began)
  }

  @Test("A mostly vertical pan over a horizontal scroll view does not compete")
  func verticalPanOverHorizontal() throws {
    var d = driver(content: [hscroll(offset: 50)])
    try d.down(1, 100, 150, at: 0)
    let s = try d.move(1, 105, 170, at: 10)
    #expect(s.pan == .began)
    #expect(s.transition?.progress == 12)
  }

  @Test("A vertical scroll view wins a mostly vertical pan and clamps to its range")
  func verticalScroll() throws {
    let item = ContentItem.verticalScroll(
      VerticalScrollView(frame: Frame(x: 0, y: 100, width: 400, height: 400), content: 1000))
    var d = driver(content: [item])
    try d.down(1, 100, 200, at: 0)
    var s = try d.move(1, 105, 215, at: 10)
    #expect(d.outcomes == ["swipe:lost:scroll"])
    #expect(s.trackingItem == ItemID(screen: "B", index: 1))
    s = try d.move(1, 105, 180, at: 20)
    #expect(s.scrollViews[0].offset == 35)
    s = try d.move(1, 105, 600, at: 30)
    #expect(s.scrollViews[0].offset == 0)
    s = try d.move(1, 105, 0, at: 40)
    #expect(s.scrollViews[0].offset == 215)
    s = try d.up(at: 50)
    #expect(
      s.scrollViews[0]
        == ScrollState(item: ItemID(screen: "B", index: 1), offset: 215, decelerating: false))
  }

  @Test("A vertical scroll view does not compete with a horizontal pan")
  func verticalScrollHorizontalPan() throws {
    let item = ContentItem.verticalScroll(
      VerticalScrollView(frame: Frame(x: 0, y: 100, width: 400, height: 400), content: 1000))
    var d = driver(content: [item])
    #expect(try d.swipe(from: 100, to: 120, y: 200, at: 0).pan == .began)
  }

  @Test("leadingEdgeNoBounce: a bouncing view at its edge still wins")
  func noBounceRule() throws {
    var bouncing = driver(.isolatedContainers, content: [hscroll(offset: 0, bounces: true)])
    try bouncing.swipe(from: 100, to: 120, y: 150, at: 0)
    #expect(bouncing.outcomes == ["swipe:lost:scroll"])
    var still = driver(.isolatedContainers, content: [hscroll(offset: 0)])
    #expect(try still.swipe(from: 100, to: 120, y: 150, at: 0).pan == .began)
  }

  @Test("leadingEdgeOrStrip(40): within 40 pt of the edge the view yields, at 41 it wins")
  func stripRule() throws {
    let item = hscroll(Frame(x: 0, y: 100, width: 1000, height: 200), content: 2000, offset: 100)
    for (x, began) in [(30, true), (40, true), (41, false)] {
      var d = driver(.restoredEdge, device: pad, content: [item])
      let s = try d.swipe(from: x, to: x + 20, y: 150, at: 0)
      #expect((s.pan == .began) == began)
      if !began { #expect(d.outcomes == ["swipe:lost:scroll"]) }
    }
  }

  @Test("The edge recognizer always has priority over scroll views")
  func edgeAlwaysYields() throws {
    var d = driver(.delegateInterceptor, content: [hscroll(offset: 100)])
    #expect(try d.swipe(from: 5, to: 30, y: 150, at: 0).edge == .began)
  }
}
