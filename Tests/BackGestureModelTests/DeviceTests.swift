import BackGestureModel
import Testing

@Suite struct DeviceTests {
  @Test("The leading edge is the left one in LTR and the right one in RTL")
  func leadingDistance() {
    let ltr = Device(idiom: .phone, width: 390, height: 844, direction: .ltr)
    let rtl = Device(idiom: .phone, width: 390, height: 844, direction: .rtl)
    #expect(ltr.leadingDistance(ofX: 30) == 30)
    #expect(rtl.leadingDistance(ofX: 30) == 360)
  }

  @Test("A forward swipe moves right in LTR and left in RTL")
  func forwardDisplacement() {
    let ltr = Device(idiom: .pad, width: 1024, height: 1366, direction: .ltr)
    let rtl = Device(idiom: .pad, width: 1024, height: 1366, direction: .rtl)
    let a = Point(x: 500, y: 10)
    let b = Point(x: 520, y: 40)
    #expect(ltr.forwardDisplacement(from: a, to: b) == 20)
    #expect(rtl.forwardDisplacement(from: a, to: b) == -20)
  }

  @Test("Frames exclude their right and bottom edges")
  func frameContains() {
    let frame = Frame(x: 0, y: 100, width: 390, height: 200)
    #expect(frame.contains(Point(x: 0, y: 100)))
    #expect(!frame.contains(Point(x: 390, y: 150)))
    #expect(!frame.contains(Point(x: 10, y: 300)))
  }
}
