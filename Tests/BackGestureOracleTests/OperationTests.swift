import BackGestureModel
import BackGestureOracle
import Testing

@Suite struct OperationTests {
  private let names = ["A", "B", "C", "P", "Q"]

  private func world(_ stack: [String], _ presentations: [[String]] = []) -> World {
    Fixtures.world(.fdFullscreen, names: names, stack: stack, presentations: presentations)
  }

  @Test("An instant push logs the whole sequence in one step, with did-show")
  func instantPush() throws {
    let snapshot = try Fixtures.final(world(["A"]), [op(.push("B"), animated: false, at: 5)])
    #expect(snapshot.containers[0].stack == ["A", "B"])
    #expect(
      snapshot.callbacks
        == Fixtures.log(
          "willShow(B) A.willDisappear B.load B.willAppear A.didDisappear B.didAppear didShow(B)"))
    #expect(snapshot.outcomes == Fixtures.outcomes("push:done"))
    #expect(snapshot.transition == nil)
  }

  @Test("An animated push changes the stack at once and completes at its end time, not before")
  func animatedPush() throws {
    let s = try Oracle.run(world(["A"]), [op(.push("B"), at: 0), wait(at: 349), wait(at: 350)])
    #expect(s[0].containers[0].stack == ["A", "B"])
    #expect(s[0].callbacks == Fixtures.log("willShow(B) A.willDisappear B.load B.willAppear"))
    #expect(
      s[0].transition
        == TransitionState(
          kind: .push, container: 0, from: "A", to: "B", phase: .animating, progress: 0,
          duration: 350, endsAt: 350))
    #expect(s[0].containers[0].transitioning)
    #expect(s[1].transition != nil)
    #expect(s[2].transition == nil)
    #expect(s[2].containers[0].transitioning == false)
    #expect(
      Array(s[2].callbacks.suffix(3))
        == Array(Fixtures.log("A.didDisappear B.didAppear didShow(B)")))
  }

  @Test("An animation ending exactly at a step's time completes before the step")
  func completionAtStepTime() throws {
    let accepted = try Fixtures.final(
      world(["A"]), [op(.push("B"), at: 0), op(.push("C"), at: 350)])
    #expect(accepted.outcomes == Fixtures.outcomes("push:done push:done"))
    #expect(accepted.callbacks.contains(.didShow("B")))
    let refused = try Fixtures.final(
      world(["A"]), [op(.push("B"), at: 0), op(.push("C"), at: 349)])
    #expect(refused.outcomes == Fixtures.outcomes("push:done push:refused:transition"))
    #expect(refused.containers[0].stack == ["A", "B"])
    // A swipe at the end time of a push is not refused by the transition rule.
    let swiped = try Fixtures.final(
      world(["A"]), [op(.push("B"), at: 0), down(1, 50, 400, at: 300), move(1, 80, 400, at: 350)])
    #expect(swiped.pan == .began)
  }

  @Test("Pop, pop-to-root and set-stack log from the old top to the new one")
  func stackOperations() throws {
    let pop = try Fixtures.final(world(["A", "B"]), [op(.pop, at: 0)])
    #expect(pop.containers[0].stack == ["A"])
    #expect(pop.callbacks == Fixtures.log("willShow(A) B.willDisappear A.load A.willAppear"))
    #expect(pop.transition?.kind == .pop)
    let toRoot = try Fixtures.final(
      world(["A", "B", "C"]), [op(.popToRoot, animated: false, at: 0)])
    #expect(toRoot.containers[0].stack == ["A"])
    #expect(
      toRoot.callbacks
        == Fixtures.log(
          "willShow(A) C.willDisappear A.load A.willAppear C.didDisappear A.didAppear didShow(A)"))
    #expect(toRoot.screen(named: "B")?.appearance == ScreenState.Appearance.none)
    let replaced = try Fixtures.final(world(["A", "B"]), [op(.setStack(["C", "A"]), at: 0)])
    #expect(replaced.containers[0].stack == ["C", "A"])
    #expect(replaced.transition?.kind == .setStack)
    #expect(replaced.callbacks == Fixtures.log("willShow(A) B.willDisappear A.load A.willAppear"))
  }

  @Test("A set-stack that keeps the top logs nothing and does not animate")
  func setStackKeepingTop() throws {
    let snapshot = try Fixtures.final(world(["A", "B"]), [op(.setStack(["C", "B"]), at: 0)])
    #expect(snapshot.containers[0].stack == ["C", "B"])
    #expect(snapshot.callbacks.isEmpty)
    #expect(snapshot.transition == nil)
    #expect(snapshot.outcomes == Fixtures.outcomes("set-stack:done"))
  }

  @Test("Present adds a container at once with a fresh bar that its top's will-appear sets")
  func present() throws {
    let screens = names.map {
      Screen(
        name: $0, settings: $0 == "Q" ? ScreenSettings(bar: .hidden, style: 3) : ScreenSettings())
    }
    let world = Fixtures.world(.fdFullscreen, screens: screens, stack: ["A"])
    let s = try Oracle.run(world, [op(.present(["P", "Q"]), at: 0), wait(at: 350)])
    #expect(s[0].containers.map(\.stack) == [["A"], ["P", "Q"]])
    #expect(s[0].callbacks == Fixtures.log("A.willDisappear Q.load Q.willAppear"))
    #expect(s[0].transition?.kind == .present)
    #expect(s[0].transition?.container == 1)
    #expect(s[0].containers.map(\.transitioning) == [false, true])
    #expect(s[0].containers[1].barHidden && s[0].containers[1].barStyle == 3)
    #expect(Array(s[1].callbacks.suffix(2)) == Array(Fixtures.log("A.didDisappear Q.didAppear")))
    #expect(s[1].screen(named: "Q")?.appearance == .appeared)
    #expect(s[1].screen(named: "A")?.appearance == .disappeared)
  }

  @Test("An animated dismiss keeps the container until its end; an instant one removes it at once")
  func dismiss() throws {
    let s = try Oracle.run(world(["A"], [["P"]]), [op(.dismiss, at: 0), wait(at: 350)])
    #expect(s[0].containers.count == 2)
    #expect(s[0].containers[1].transitioning)
    #expect(s[0].transition?.kind == .dismiss)
    #expect(s[0].callbacks == Fixtures.log("P.willDisappear A.willAppear"))
    #expect(s[1].containers.count == 1)
    #expect(
      s[1].callbacks == Fixtures.log("P.willDisappear A.willAppear P.didDisappear A.didAppear"))
    let instant = try Fixtures.final(world(["A"], [["P"]]), [op(.dismiss, animated: false, at: 0)])
    #expect(instant.containers.count == 1)
    #expect(
      instant.callbacks == Fixtures.log("P.willDisappear A.willAppear P.didDisappear A.didAppear"))
  }

  @Test("Every refusal reason, checked after the transition rule")
  func refusals() throws {
    let cases: [([String], [[String]], Operation.Kind, String)] = [
      (["A"], [], .push("Z"), "push:refused:unknown"),
      (["A", "B"], [], .push("B"), "push:refused:duplicate"),
      (["A"], [["P"]], .push("A"), "push:refused:duplicate"),
      (["A"], [], .pop, "pop:refused:root"),
      (["A"], [], .popToRoot, "pop-to-root:refused:root"),
      (["A"], [], .setStack(["A", "Z"]), "set-stack:refused:unknown"),
      (["A"], [], .setStack(["B", "B"]), "set-stack:refused:duplicate"),
      (["A"], [["P"]], .setStack(["A"]), "set-stack:refused:duplicate"),
      (["A"], [], .setStack([]), "set-stack:refused:empty"),
      (["A"], [], .present(["Z"]), "present:refused:unknown"),
      (["A"], [], .present(["A"]), "present:refused:duplicate"),
      (["A"], [], .present(["B", "B"]), "present:refused:duplicate"),
      (["A"], [], .present([]), "present:refused:empty"),
      (["A"], [], .dismiss, "dismiss:refused:noPresentation"),
    ]
    for (stack, presentations, kind, expected) in cases {
      let snapshot = try Fixtures.final(world(stack, presentations), [op(kind, at: 0)])
      #expect(snapshot.outcomes == Fixtures.outcomes(expected), "\(kind)")
      #expect(snapshot.callbacks.isEmpty)
    }
    // A set-stack may reuse the screens of its own container.
    let reuse = try Fixtures.final(world(["A", "B"]), [op(.setStack(["B", "A"]), at: 0)])
    #expect(reuse.outcomes == Fixtures.outcomes("set-stack:done"))
    // Mid-transition, even an unknown name is refused for the transition.
    let busy = try Fixtures.final(world(["A"]), [op(.push("B"), at: 0), op(.push("Z"), at: 10)])
    #expect(busy.outcomes == Fixtures.outcomes("push:done push:refused:transition"))
  }

  @Test("Operations are refused during an interactive swipe and its completion")
  func refusedDuringGesture() throws {
    let steps =
      swipe(from: 50, through: [61, 300]) + [op(.pop, at: 30), up(1, at: 200), op(.pop, at: 210)]
    let snapshot = try Fixtures.final(world(["A", "B", "C"]), steps)
    #expect(snapshot.outcomes == Fixtures.outcomes("pop:refused:transition pop:refused:transition"))
    #expect(snapshot.containers[0].stack == ["A", "B", "C"])
  }
}
