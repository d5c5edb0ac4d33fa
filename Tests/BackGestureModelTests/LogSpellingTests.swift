import BackGestureModel
import Testing

@Suite struct LogSpellingTests {
  @Test("Callbacks print and parse in the log spelling")
  func callbacks() {
    let all: [Callback] = [
      .load("A"), .willAppear("A"), .didAppear("B_2"), .willDisappear("C"),
      .didDisappear("C"), .willShow("A"), .didShow("Detail"),
    ]
    #expect(
      all.map(\.description) == [
        "A.load", "A.willAppear", "B_2.didAppear", "C.willDisappear", "C.didDisappear",
        "willShow(A)", "didShow(Detail)",
      ])
    #expect(all.map { Callback($0.description) } == all)
    #expect(Callback("A.appeared") == nil)
    #expect(Callback("willShow(1A)") == nil)
  }

  @Test("Outcomes print and parse in the outcome-list spelling")
  func outcomes() {
    let all: [Outcome] = [
      .swipe(.finished), .swipe(.cancelled), .swipe(.refused(.maxDistance)),
      .swipe(.lostToControl), .swipe(.lostToScroll),
      .operation(keyword: "pop-to-root", refusal: nil),
      .operation(keyword: "dismiss", refusal: .noPresentation),
    ]
    #expect(
      all.map(\.description) == [
        "swipe:finished", "swipe:cancelled", "swipe:refused:maxDistance", "swipe:lost:control",
        "swipe:lost:scroll", "pop-to-root:done", "dismiss:refused:noPresentation",
      ])
    #expect(all.map { Outcome($0.description) } == all)
    #expect(Outcome("swipe:refused:nothing") == nil)
    #expect(Outcome("jump:done") == nil)
  }
}
