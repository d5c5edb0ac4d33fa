import BackGestureModel
import Testing

/// The errors of expectations, final ones and checkpoints, word for word.
extension ScenarioErrorTests {
  @Test("Expectations")
  func expectations() {
    #expect(
      stepError("expect stack: A B\n")
        == "x.scenario:10: unknown expectation 'stack:'; expected stacks:, bar:, outcomes:, outcomes include:, callbacks:, callbacks include:, callbacks of <screen>:, transition:, scroll:, flags:, gesture:, keyboard:, search: or tabBar:; did you mean 'stacks:'?"
    )
    #expect(
      stepError("expect stacks A B\n")
        == "x.scenario:10: expected 'stacks:' after 'expect', found 'stacks'")
    #expect(
      stepError("expect\n")
        == "x.scenario:10: expected 'stacks:', 'bar:', 'outcomes:', 'outcomes include:', 'callbacks:', 'callbacks include:', 'callbacks of <screen>:', 'transition:', 'scroll:', 'flags:', 'gesture:', 'keyboard:', 'search:' or 'tabBar:' after 'expect', found the end of the line"
    )
    #expect(
      stepError("expect stacks: A C\n")
        == "x.scenario:10: unknown screen 'C' in 'expect stacks:'; expected A or B")
    #expect(
      stepError("expect stacks: A |\n")
        == "x.scenario:10: expected screen names on both sides of '|' in 'expect stacks:'")
    #expect(
      stepError("expect bar: shown style=1\n")
        == "x.scenario:10: expected 'hidden' or 'visible' after 'expect bar:', found 'shown'")
    #expect(
      stepError("expect bar: hidden\n")
        == "x.scenario:10: expected 'style=N' after 'expect bar: hidden', found the end of the line"
    )
    #expect(
      stepError("expect bar: hidden style=10\n")
        == "x.scenario:10: style 10 is out of range (0 to 9)")
    #expect(
      stepError("expect outcomes: swipe:refused:rot\n")
        == "x.scenario:10: unknown outcome 'swipe:refused:rot'; expected \(Self.outcomes); did you mean 'swipe:refused:root'?"
    )
    // Spec [O3] and [O6]: a push is refused only for a transition, an undeclared name or
    // a screen already on a stack; a dismiss only for a transition or nothing presented.
    #expect(
      stepError("expect outcomes: push:refused:veto\n")
        == "x.scenario:10: outcome 'push:refused:veto' cannot happen: veto never refuses push; push is refused for transition, unknown or duplicate"
    )
    #expect(
      stepError("expect outcomes: dismiss:refused:root\n")
        == "x.scenario:10: outcome 'dismiss:refused:root' cannot happen: root never refuses dismiss; dismiss is refused for transition or noPresentation"
    )
    #expect(
      stepError("expect outcomes:\n")
        == "x.scenario:10: expected outcomes or 'none' after 'expect outcomes:'")
    #expect(
      stepError("expect outcomes: none push:done\n")
        == "x.scenario:10: 'none' must stand alone in 'expect outcomes:'")
    #expect(
      stepError("expect callbacks: A.willApear\n")
        == "x.scenario:10: unknown callback 'A.willApear'; expected S.load, S.willAppear, S.didAppear, S.willDisappear, S.didDisappear, willShow(S), didShow(S), willDismiss(S), didDismiss(S) or didAttemptToDismiss(S) for a screen S (A or B); did you mean 'A.willAppear'?"
    )
    #expect(
      stepError("expect callbacks: Q.load\n")
        == "x.scenario:10: unknown screen 'Q' in 'expect callbacks:'; expected A or B")
    #expect(
      stepError("expect transition: pops animating\n")
        == "x.scenario:10: unknown transition kind 'pops'; expected none, interactivePop, interactiveDismiss, push, pop, popToRoot, setStack, present, dismiss or pullDismiss; did you mean 'pop'?"
    )
    #expect(
      stepError("expect transition: pop\n")
        == "x.scenario:10: expected a phase after 'expect transition: pop', found the end of the line"
    )
    #expect(
      stepError("expect transition: pop animatin\n")
        == "x.scenario:10: unknown transition phase 'animatin'; expected interactive, finishing, cancelling or animating; did you mean 'animating'?"
    )
    #expect(
      stepError("expect scroll: B offset=0\n")
        == "x.scenario:10: expected an item like 'B.1' after 'expect scroll:', found 'B'")
    #expect(stepError("expect scroll: B.3 offset=0\n") == "x.scenario:10: screen 'B' has no item 3")
    #expect(
      stepError("expect scroll: B.2 offset=0\n")
        == "x.scenario:10: B.2 is a slider, not a scroll view")
    #expect(
      stepError("expect scroll: B.1 ofset=0\n")
        == "x.scenario:10: expected 'offset=N' after 'expect scroll: B.1', found 'ofset=0'")
    #expect(
      stepError("expect flags: B loaded\n")
        == "x.scenario:10: expected an appearance state (none, appearing, appeared, disappearing or disappeared) in 'expect flags: B'"
    )
    #expect(
      stepError("expect flags: B appeared none\n")
        == "x.scenario:10: more than one appearance state in 'expect flags: B': 'appeared' and 'none'"
    )
    #expect(
      stepError("expect flags: B appeared loded\n")
        == "x.scenario:10: unknown flag 'loded'; expected none, appearing, appeared, disappearing, disappeared, loaded or beingPopped; did you mean 'loaded'?"
    )
    #expect(
      stepError("expect flags: B appeared loaded loaded\n")
        == "x.scenario:10: duplicate 'loaded' in 'expect flags: B'")
    #expect(
      stepError("expect transition: none\n@0 wait\n")
        == "x.scenario:11: steps must come before the first 'expect' (line 10)")
  }

  @Test("Unknown words of expectations list the valid ones and suggest the nearest")
  func unknownExpectationWords() {
    #expect(
      stepError("expect idle\n")
        == "x.scenario:10: unknown expectation 'idle'; expected stacks:, bar:, outcomes:, outcomes include:, callbacks:, callbacks include:, callbacks of <screen>:, transition:, scroll:, flags:, gesture:, keyboard:, search: or tabBar:"
    )
    #expect(
      stepError("expect bar: hiden style=0\n")
        == "x.scenario:10: expected 'hidden' or 'visible' after 'expect bar:', found 'hiden'; did you mean 'hidden'?"
    )
    // An outcome without its kind: the kind the steps can record comes first.
    #expect(
      stepError(
        "@0 down 1 at 10,10\n@16 move 1 to 40,10\n@20 pop\nexpect outcomes: refused:root\n")
        == "x.scenario:13: unknown outcome 'refused:root'; expected \(Self.outcomes); did you mean 'swipe:refused:root'?"
    )
    #expect(
      stepError("@0 pop\nexpect outcomes: refused:root\n")
        == "x.scenario:11: unknown outcome 'refused:root'; expected \(Self.outcomes); did you mean 'pop:refused:root'?"
    )
    #expect(
      stepError("@0 back\nexpect outcomes: refused:veto\n")
        == "x.scenario:11: unknown outcome 'refused:veto'; expected \(Self.outcomes); did you mean 'back:refused:veto'?"
    )
    #expect(
      stepError("expect outcomes: bak:done\n")
        == "x.scenario:10: unknown outcome 'bak:done'; expected \(Self.outcomes); did you mean 'back:done'?"
    )
  }

  @Test("Expectations of one screen's callbacks, of a part of a list, of no gesture")
  func partialExpectations() {
    #expect(
      stepError("expect gesture none\n")
        == "x.scenario:10: expected 'gesture:' after 'expect', found 'gesture'")
    #expect(
      stepError("expect gesture: began\n")
        == "x.scenario:10: expected 'none' after 'expect gesture:', found 'began'")
    #expect(
      stepError("expect gesture:\n")
        == "x.scenario:10: expected 'none' after 'expect gesture:', found the end of the line")
    #expect(
      stepError("expect gesture: none extra\n")
        == "x.scenario:10: unexpected 'extra' after 'expect gesture: none'")
    #expect(
      stepError("expect callbacks of B\n")
        == "x.scenario:10: expected a screen name and ':' after 'expect callbacks of', found 'B'")
    #expect(
      stepError("expect callbacks of Q: none\n")
        == "x.scenario:10: unknown screen 'Q' in 'expect callbacks of'; expected A or B")
    #expect(
      stepError("expect callbacks of B: A.load\n")
        == "x.scenario:10: callback 'A.load' does not name B in 'expect callbacks of B:'")
    #expect(
      stepError("expect callbacks of B: B.willApear\n")
        == "x.scenario:10: unknown callback 'B.willApear'; expected B.load, B.willAppear, B.didAppear, B.willDisappear, B.didDisappear, willShow(B), didShow(B), willDismiss(B), didDismiss(B) or didAttemptToDismiss(B); did you mean 'B.willAppear'?"
    )
    #expect(
      stepError("expect callbacks include: none\n")
        == "x.scenario:10: expected callbacks after 'expect callbacks include:', found 'none'")
    #expect(
      stepError("expect callbacks include:\n")
        == "x.scenario:10: expected callbacks after 'expect callbacks include:'")
    #expect(
      stepError("expect outcomes include: none\n")
        == "x.scenario:10: expected outcomes after 'expect outcomes include:', found 'none'")
  }

  @Test("An interrupted outcome names a step that animates")
  func interruptedOutcome() {
    #expect(
      stepError("@0 wait\nexpect outcomes: interrupted:back")
        == "x.scenario:11: unknown outcome 'interrupted:back'; expected \(Self.outcomes); "
        + "did you mean 'interrupted:push'?")
  }

  @Test("Every number of an expectation has a range, and an item must exist")
  func expectationNumberLimits() {
    #expect(
      stepError("expect scroll: B.1 offset=2000001\n")
        == "x.scenario:10: offset 2000001 is out of range (-2000000 to 2000000)")
    #expect(
      stepError("expect scroll: B.0 offset=0\n") == "x.scenario:10: screen 'B' has no item 0")
  }

  @Test("A cell is not a scroll view for 'expect scroll:', and nested items count")
  func scrollExpectationOnCell() {
    let lines = [
      "  vscroll frame=0,0,390,400 content=800", "    cell frame=0,0,390,40",
    ]
    #expect(
      error(
        """
        backgesture-scenario 4
        device: phone 390x844 ltr
        preset: fdFullscreen
        screen A
        screen B
        \(lines.joined(separator: "\n"))
        stack: A B
        steps:
        @0 wait
        expect scroll: B.2 offset=0

        """) == "x.scenario:11: B.2 is a cell, not a scroll view")
  }
}
