import BackGestureEngine
import BackGestureModel
import Testing

@Suite struct OperationTests {
  private func fd(_ stack: [String], presentations: [[String]] = []) -> Driver {
    Driver(
      world(
        .fdFullscreen,
        screens: [
          screen("A", ScreenSettings(style: 1)),
          screen("B", ScreenSettings(bar: .hidden, style: 2)),
          screen("C"), screen("D"), screen("P"),
          screen("Q", ScreenSettings(bar: .hidden, style: 4)),
        ], stack: stack, presentations: presentations))
  }

  @Test("An instant push logs every callback in the same step and applies the bar")
  func instantPush() throws {
    var d = fd(["A"])
    let s = try d.perform(.push("B"), instant: true, at: 0)
    #expect(d.stacks == [["A", "B"]])
    #expect(
      d.callbacks == [
        "willShow(B)", "A.willDisappear", "B.load", "B.willAppear", "A.didDisappear",
        "B.didAppear", "didShow(B)",
      ])
    #expect(d.outcomes == ["push:done"])
    #expect(s.transition == nil)
    #expect(s.containers[0].barHidden && s.containers[0].barStyle == 2)
  }

  @Test("An animated push animates 350 ms; an operation at its end time is accepted")
  func animatedPush() throws {
    var d = fd(["A"])
    var s = try d.perform(.push("B"), at: 0)
    #expect(d.callbacks == ["willShow(B)", "A.willDisappear", "B.load", "B.willAppear"])
    #expect(
      s.transition
        == TransitionState(
          kind: .push, container: 0, from: "A", to: "B", phase: .animating, progress: 0,
          duration: 350, endsAt: 350))
    #expect(s.containers[0].transitioning)
    #expect(d.stacks == [["A", "B"]])
    s = try d.wait(at: 349)
    #expect(s.transition != nil)
    s = try d.perform(.pop, at: 350)
    #expect(d.outcomes == ["push:done", "pop:done"])
    #expect(
      d.callbacks == [
        "willShow(B)", "A.willDisappear", "B.load", "B.willAppear", "A.didDisappear",
        "B.didAppear", "didShow(B)", "willShow(A)", "B.willDisappear", "A.willAppear",
      ])
    #expect(s.transition?.kind == .pop)
  }

  @Test("An instant pop loads the revealed screen on its first appearance")
  func instantPop() throws {
    var d = fd(["A", "B"])
    try d.perform(.pop, instant: true, at: 0)
    #expect(d.stacks == [["A"]])
    #expect(
      d.callbacks == [
        "willShow(A)", "B.willDisappear", "A.load", "A.willAppear", "B.didDisappear",
        "A.didAppear", "didShow(A)",
      ])
    #expect(d.snapshot.containers[0].barHidden == true)  // A's preference is unset
    #expect(d.snapshot.containers[0].barStyle == 1)
  }

  @Test("Pop to root removes the middle screens without callbacks for them")
  func popToRoot() throws {
    var d = fd(["A", "B", "C"])
    try d.perform(.popToRoot, instant: true, at: 0)
    #expect(d.stacks == [["A"]])
    #expect(
      d.callbacks == [
        "willShow(A)", "C.willDisappear", "A.load", "A.willAppear", "C.didDisappear",
        "A.didAppear", "didShow(A)",
      ])
    #expect(d.snapshot.screen(named: "B")?.appearance == ScreenState.Appearance.none)
    var animated = fd(["A", "B", "C"])
    #expect(try animated.perform(.popToRoot, at: 0).transition?.kind == .popToRoot)
  }

  @Test("Set-stack replaces the stack; keeping the top logs nothing and does not animate")
  func setStack() throws {
    var d = fd(["A", "B"])
    try d.perform(.setStack(["C", "D"]), instant: true, at: 0)
    #expect(d.stacks == [["C", "D"]])
    #expect(
      d.callbacks == [
        "willShow(D)", "B.willDisappear", "D.load", "D.willAppear", "B.didDisappear",
        "D.didAppear", "didShow(D)",
      ])
    var keep = fd(["A", "B"])
    let s = try keep.perform(.setStack(["C", "B"]), at: 0)
    #expect(keep.stacks == [["C", "B"]])
    #expect(keep.callbacks == [])
    #expect(keep.outcomes == ["set-stack:done"])
    #expect(s.transition == nil)
  }

  @Test("Present adds a container at once that starts from a visible style-0 bar")
  func present() throws {
    var d = fd(["A"])
    var s = try d.perform(.present(["P", "Q"]), instant: true, at: 0)
    #expect(d.stacks == [["A"], ["P", "Q"]])
    #expect(
      d.callbacks == ["A.willDisappear", "Q.load", "Q.willAppear", "A.didDisappear", "Q.didAppear"])
    #expect(s.containers[1].barHidden && s.containers[1].barStyle == 4)
    #expect(s.containers[0].barStyle == 1)
    var animated = fd(["A"])
    s = try animated.perform(.present(["P"]), at: 0)
    #expect(s.transition?.kind == .present)
    #expect(s.transition?.container == 1)
    #expect(s.containers.map(\.transitioning) == [false, true])
    #expect(s.containers[1].barHidden == false && s.containers[1].barStyle == 0)
  }

  @Test("An animated dismiss keeps the container until its end; an instant one removes it at once")
  func dismiss() throws {
    var d = fd(["A"], presentations: [["P"]])
    var s = try d.perform(.dismiss, at: 0)
    #expect(d.callbacks == ["P.willDisappear", "A.willAppear"])
    #expect(d.stacks == [["A"], ["P"]])
    #expect(s.containers[1].transitioning)
    #expect(s.transition?.kind == .dismiss && s.transition?.from == "P" && s.transition?.to == "A")
    s = try d.wait(at: 350)
    #expect(d.stacks == [["A"]])
    #expect(Array(d.callbacks.suffix(2)) == ["P.didDisappear", "A.didAppear"])
    var instant = fd(["A"], presentations: [["P"]])
    try instant.perform(.dismiss, instant: true, at: 0)
    #expect(instant.stacks == [["A"]])
    #expect(
      instant.callbacks == ["P.willDisappear", "A.willAppear", "P.didDisappear", "A.didAppear"])
  }

  @Test("Operations during any transition are refused with reason transition and change nothing")
  func refusedMidTransition() throws {
    var d = fd(["A", "B"])
    try d.perform(.push("C"), at: 0)
    try d.perform(.pop, at: 100)
    var gesture = fd(["A", "B"])
    try gesture.swipe(from: 100, to: 120, at: 0)
    let before = gesture.snapshot
    let s = try gesture.perform(.push("C"), instant: true, at: 20)
    #expect(d.outcomes == ["push:done", "pop:refused:transition"])
    #expect(gesture.outcomes == ["push:refused:transition"])
    #expect(s.containers == before.containers && s.callbacks == before.callbacks)
    try gesture.up(at: 200)
    try gesture.perform(.pop, at: 210)
    #expect(gesture.outcomes == ["push:refused:transition", "pop:refused:transition"])
  }

  @Test("Refusals: unknown, duplicate, root, empty and noPresentation")
  func refusals() throws {
    var d = fd(["A"], presentations: [["P"]])
    try d.perform(.push("Z"), at: 0)
    try d.perform(.push("A"), at: 1)
    try d.perform(.pop, at: 2)
    try d.perform(.popToRoot, at: 3)
    try d.perform(.setStack([]), at: 4)
    try d.perform(.setStack(["C", "C"]), at: 5)
    try d.perform(.setStack(["A"]), at: 6)
    try d.perform(.setStack(["C", "Z"]), at: 7)
    try d.perform(.present([]), at: 8)
    try d.perform(.present(["P"]), at: 9)
    try d.perform(.present(["Z", "P"]), at: 10)
    #expect(
      d.outcomes == [
        "push:refused:unknown", "push:refused:duplicate", "pop:refused:root",
        "pop-to-root:refused:root", "set-stack:refused:empty", "set-stack:refused:duplicate",
        "set-stack:refused:duplicate", "set-stack:refused:unknown", "present:refused:empty",
        "present:refused:duplicate", "present:refused:unknown",
      ])
    #expect(d.callbacks == [])
    #expect(d.stacks == [["A"], ["P"]])
    var root = fd(["A"])
    try root.perform(.dismiss, at: 0)
    #expect(root.outcomes == ["dismiss:refused:noPresentation"])
  }

  @Test("Set-stack may reuse the current container's own screens")
  func setStackReusesOwnScreens() throws {
    var d = fd(["A", "B"])
    try d.perform(.setStack(["B", "A"]), instant: true, at: 0)
    #expect(d.stacks == [["B", "A"]])
    #expect(d.outcomes == ["set-stack:done"])
  }

  @Test("A removed screen may be pushed again and does not load twice")
  func pushAgain() throws {
    var d = fd(["A", "B"])
    try d.perform(.pop, instant: true, at: 0)
    try d.perform(.push("B"), instant: true, at: 1)
    #expect(d.stacks == [["A", "B"]])
    #expect(d.callbacks.filter { $0 == "B.load" } == [])
    #expect(d.outcomes == ["pop:done", "push:done"])
  }
}
