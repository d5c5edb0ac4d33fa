import BackGestureModel
import BackGestureOracle
import Testing

@Suite struct ScrollTests {
  private let band = Frame(x: 0, y: 300, width: 400, height: 200)

  private func world(_ item: ContentItem) -> World { world(.fdFullscreen, item) }

  private func world(top: ScreenSettings, _ item: ContentItem) -> World {
    world(.fdFullscreen, top: top, item)
  }

  private func world(device: Device, _ item: ContentItem) -> World {
    world(.fdFullscreen, device: device, item)
  }

  private func world(
    _ preset: Preset, device: Device = Fixtures.phone,
    top: ScreenSettings = ScreenSettings(), _ item: ContentItem
  ) -> World {
    Fixtures.world(
      preset, device: device,
      screens: [Screen(name: "A"), Screen(name: "B", settings: top, content: [item])],
      stack: ["A", "B"])
  }

  private func hscroll(
    content: Int = 800, offset: Int = 0, inset: Int = 0, bounces: Bool = false,
    paging: Bool = false, until: Int? = nil, frame: Frame? = nil
  ) -> ContentItem {
    .horizontalScroll(
      HorizontalScrollView(
        frame: frame ?? band, content: content, offset: offset, inset: inset, bounces: bounces,
        paging: paging, deceleratingUntil: until))
  }

  @Test("A horizontal scroll view at its leading edge yields a forward pan")
  func yieldsAtLeadingEdge() throws {
    #expect(try Fixtures.final(world(hscroll()), swipe(from: 50, through: [61])).pan == .began)
  }

  @Test("Away from its leading edge it wins, then tracks the finger from the decision point")
  func winsAndTracks() throws {
    let steps = swipe(from: 50, through: [61, 71, 91])
    let s = try Oracle.run(world(hscroll(offset: 10)), steps)
    #expect(s[1].outcomes == Fixtures.outcomes("swipe:lost:scroll"))
    #expect(s[1].trackingItem == ItemID(screen: "B", index: 1))
    #expect(s[1].scrollViews[0].offset == 10)
    #expect(s[2].scrollViews[0].offset == 0)
    // Raw -20 is below the minimum 0; without bounces it is clamped.
    #expect(s[3].scrollViews[0].offset == 0)
    let lifted = try Fixtures.final(world(hscroll(offset: 10)), steps + [up(1, at: 200)])
    #expect(lifted.trackingItem == nil)
  }

  @Test("The leading edge is inset-aware: offset + inset <= 0")
  func inset() throws {
    #expect(
      try Fixtures.final(world(hscroll(offset: -20, inset: 20)), swipe(from: 50, through: [61])).pan
        == .began)
    #expect(
      try Fixtures.final(world(hscroll(offset: -19, inset: 20)), swipe(from: 50, through: [61]))
        .outcomes
        == Fixtures.outcomes("swipe:lost:scroll"))
  }

  @Test("A touch on a decelerating scroll view stops it, so it rests at its leading edge ([K7])")
  func decelerating() throws {
    let item = hscroll(until: 100)
    #expect(Oracle.start(world(item)).snapshot.scrollViews[0].decelerating)
    let touched = try Fixtures.final(world(item), swipe(from: 50, through: [61], at: 80))
    #expect(touched.pan == .began)
    #expect(!touched.scrollViews[0].decelerating)
  }

  @Test("isolatedContainers yields only when the scroll view does not bounce")
  func bouncesRule() throws {
    let bouncing = world(.isolatedContainers, hscroll(bounces: true))
    #expect(
      try Fixtures.final(bouncing, swipe(from: 50, through: [61])).outcomes
        == Fixtures.outcomes("swipe:lost:scroll"))
    let still = world(.isolatedContainers, hscroll())
    #expect(try Fixtures.final(still, swipe(from: 50, through: [61])).pan == .began)
  }

  @Test("restoredEdge's pan yields within 40 pt of the leading edge even away from the scroll edge")
  func strip() throws {
    let item = hscroll(
      content: 1600, offset: 100, frame: Frame(x: 0, y: 300, width: 800, height: 200))
    let pad = world(.restoredEdge, device: Fixtures.pad, item)
    let inside = try Fixtures.final(pad, swipe(from: 40, through: [60]))
    #expect(inside.edge == .failed)
    #expect(inside.pan == .began)
    let outside = try Fixtures.final(pad, swipe(from: 41, through: [60]))
    #expect(outside.outcomes == Fixtures.outcomes("swipe:lost:scroll"))
  }

  @Test("The edge recognizer always wins over a horizontal scroll view")
  func edgeAlwaysYields() throws {
    let phone = world(.delegateInterceptor, hscroll(offset: 200))
    #expect(try Fixtures.final(phone, swipe(from: 5, through: [30])).edge == .began)
  }

  @Test("A vertical scroll view wins a mostly vertical pan and tracks it, clamped to its range")
  func vertical() throws {
    let item = ContentItem.verticalScroll(
      VerticalScrollView(frame: Frame(x: 0, y: 0, width: 400, height: 800), content: 2000))
    let steps = [
      down(1, 100, 400, at: 0), move(1, 105, 420, at: 10), move(1, 105, 380, at: 20),
      move(1, 105, 600, at: 30), up(1, at: 40),
    ]
    let s = try Oracle.run(world(item), steps)
    #expect(s[1].outcomes == Fixtures.outcomes("swipe:lost:scroll"))
    #expect(s[2].scrollViews[0].offset == 40)
    #expect(s[3].scrollViews[0].offset == 0)
    #expect(s[4].scrollViews[0].decelerating == false)
    // A mostly horizontal pan on it: it does not compete, and the pop begins.
    #expect(try Fixtures.final(world(item), swipe(from: 100, through: [130])).pan == .began)
  }

  @Test(
    "A horizontal scroll view does not compete for a mostly vertical pan, nor when it cannot scroll"
  )
  func notCompeting() throws {
    let vertical = [down(1, 100, 400, at: 0), move(1, 105, 420, at: 10)]
    #expect(try Fixtures.final(world(hscroll(offset: 50)), vertical).pan == .began)
    let fixed = world(top: ScreenSettings(veto: true), hscroll(content: 400, offset: 0))
    let refused = try Fixtures.final(fixed, swipe(from: 50, through: [61, 90]))
    #expect(refused.outcomes == Fixtures.outcomes("swipe:refused:veto"))
    #expect(refused.trackingItem == nil)
    #expect(refused.scrollViews[0].offset == 0)
  }

  @Test("With bounces, the part outside the range is halved, truncating")
  func bounceHalving() throws {
    let vetoed = ScreenSettings(veto: true)
    let low = try Oracle.run(
      world(top: vetoed, hscroll(bounces: true)), swipe(from: 50, through: [61, 101, 102]))
    #expect(low[1].outcomes == Fixtures.outcomes("swipe:refused:veto"))
    #expect(low[2].scrollViews[0].offset == -20)
    #expect(low[3].scrollViews[0].offset == -20)
    let high = try Oracle.run(
      world(top: vetoed, hscroll(offset: 390, bounces: true)),
      swipe(from: 300, through: [289, 239]))
    #expect(high[2].scrollViews[0].offset == 420)
    let released = try Fixtures.final(
      world(top: vetoed, hscroll(offset: 390, bounces: true)),
      swipe(from: 300, through: [289, 239]) + [up(1, at: 500)])
    #expect(released.scrollViews[0].offset == 400)
  }

  @Test("Paging snaps to the nearest page on release, rounding half up")
  func paging() throws {
    let item = hscroll(content: 1600, offset: 400, paging: true)
    let half = try Fixtures.final(
      world(item), swipe(from: 300, through: [289, 89]) + [up(1, at: 500)])
    #expect(half.outcomes == Fixtures.outcomes("swipe:refused:direction"))
    #expect(half.scrollViews[0].offset == 800)
    let less = try Fixtures.final(
      world(item), swipe(from: 300, through: [289, 90]) + [up(1, at: 500)])
    #expect(less.scrollViews[0].offset == 400)
    let cancelled = try Fixtures.final(
      world(item), swipe(from: 300, through: [289, 89]) + [cancel(at: 30)])
    #expect(cancelled.scrollViews[0].offset == 800)
  }

  @Test("A fling of 200 pt/s or more decelerates for 300 ms; a cancel never does")
  func fling() throws {
    let item = hscroll(content: 1600, offset: 400)
    // Last two samples: 289 at 10 and 269 at 20: -20 * 1000 / 10 = -2000 pt/s.
    let steps = swipe(from: 300, through: [289, 269])
    let flung = try Oracle.run(world(item), steps + [up(1, at: 20), wait(at: 319), wait(at: 320)])
    #expect(flung[3].scrollViews[0].offset == 420)
    #expect(flung[3].scrollViews[0].decelerating)
    #expect(flung[4].scrollViews[0].decelerating)
    #expect(flung[5].scrollViews[0].decelerating == false)
    // Exactly -2 pt in 10 ms is 200 pt/s in size: it decelerates.
    let slow = try Fixtures.final(
      world(item), swipe(from: 300, through: [289, 287]) + [up(1, at: 20)])
    #expect(slow.scrollViews[0].decelerating)
    let cancelled = try Fixtures.final(world(item), steps + [cancel(at: 20)])
    #expect(cancelled.scrollViews[0].decelerating == false)
  }

  @Test("A touch on a control never moves a scroll view")
  func controlOverScroll() throws {
    let slider = ContentItem.control(Control(kind: .swipecell, frame: band))
    let world = Fixtures.world(
      .fdFullscreen,
      screens: [Screen(name: "A"), Screen(name: "B", content: [slider, hscroll(offset: 100)])],
      stack: ["A", "B"])
    let snapshot = try Fixtures.final(world, swipe(from: 300, through: [289, 200]))
    #expect(snapshot.outcomes == Fixtures.outcomes("swipe:lost:control"))
    #expect(snapshot.scrollViews[0].offset == 100)
    #expect(snapshot.trackingItem == nil)
  }

  @Test("In right-to-left, a forward pan drags the offset down from the decision point")
  func rightToLeft() throws {
    let item = hscroll(offset: 100)
    let s = try Oracle.run(
      world(device: Fixtures.rtlPhone, item), swipe(from: 300, through: [289, 259]))
    #expect(s[1].outcomes == Fixtures.outcomes("swipe:lost:scroll"))
    #expect(s[2].scrollViews[0].offset == 70)
  }
}
