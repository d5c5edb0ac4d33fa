import BackGestureEngine
import BackGestureModel
import Testing

@Suite struct ScrollTrackingTests {
  private func driver(device: Device = phone, _ item: ContentItem) -> Driver {
    Driver(
      world(
        .fdFullscreen, device: device, screens: [screen("A"), screen("B", content: [item])],
        stack: ["A", "B"]))
  }

  @Test("With bounces the overshoot past the leading end is halved, and the release clamps it")
  func bounceLeading() throws {
    var d = driver(hscroll(offset: 10, bounces: true))
    try d.swipe(from: 100, to: 120, y: 150, at: 0)
    var s = try d.move(1, 151, 150, at: 20)
    #expect(s.scrollViews[0].offset == -10)
    s = try d.up(at: 200)
    #expect(s.scrollViews[0].offset == 0)
    #expect(s.scrollViews[0].decelerating == false)
  }

  @Test("With bounces the overshoot past the far end is halved")
  func bounceTrailing() throws {
    var d = driver(hscroll(offset: 390, bounces: true))
    try d.down(1, 300, 150, at: 0)
    try d.move(1, 289, 150, at: 10)
    var s = try d.move(1, 259, 150, at: 20)
    #expect(s.scrollViews[0].offset == 410)
    s = try d.up(at: 200)
    #expect(s.scrollViews[0].offset == 400)
  }

  @Test("Paging snaps to the nearest page, half up")
  func paging() throws {
    for (x, snapped) in [(99, 0), (89, 400)] {
      var d = driver(hscroll(content: 1200, paging: true))
      try d.down(1, 300, 150, at: 0)
      try d.move(1, 289, 150, at: 10)
      try d.move(1, x, 150, at: 20)
      #expect(try d.up(at: 200).scrollViews[0].offset == snapped)
    }
  }

  @Test("A release at 200 pt/s either way decelerates for 300 ms; 199 pt/s does not")
  func decelerationThreshold() throws {
    var fast = driver(hscroll(content: 1200))
    try fast.down(1, 300, 150, at: 0)
    try fast.move(1, 289, 150, at: 10)
    try fast.move(1, 279, 150, at: 60)
    var s = try fast.up(at: 70)
    #expect(s.scrollViews[0].offset == 10)
    #expect(s.scrollViews[0].decelerating)
    s = try fast.wait(at: 370)
    #expect(s.scrollViews[0].decelerating == false)
    var slow = driver(hscroll(content: 1200))
    try slow.down(1, 300, 150, at: 0)
    try slow.move(1, 289, 150, at: 10)
    try slow.move(1, 90, 150, at: 1010)
    #expect(try slow.up(at: 1010).scrollViews[0].decelerating == false)
  }

  @Test("A system cancel clamps the view but never starts a deceleration")
  func cancelClamps() throws {
    var d = driver(hscroll(offset: 10, bounces: true))
    try d.swipe(from: 100, to: 120, y: 150, at: 0)
    try d.move(1, 151, 150, at: 20)
    let s = try d.cancel(at: 25)
    #expect(s.scrollViews[0].offset == 0)
    #expect(s.scrollViews[0].decelerating == false)
    #expect(s.trackingItem == nil)
  }

  @Test("In RTL a forward (leftward) drag lowers the leading offset")
  func rtlDrag() throws {
    var d = driver(device: rtlPhone, hscroll(offset: 50))
    try d.swipe(from: 300, to: 280, y: 150, at: 0)
    #expect(d.outcomes == ["swipe:lost:scroll"])
    #expect(try d.move(1, 260, 150, at: 20).scrollViews[0].offset == 30)
  }

  @Test("No scroll view moves during a back gesture")
  func noScrollDuringGesture() throws {
    var d = driver(hscroll(offset: 0))
    try d.swipe(from: 100, to: 120, y: 150, at: 0)
    let s = try d.move(1, 300, 150, at: 20)
    #expect(s.scrollViews[0].offset == 0)
    #expect(s.trackingItem == nil)
  }
}
