import BackGestureModel
import Testing

/// Every kind of parse error, word for word: messages are UI.
@Suite struct ScenarioErrorTests {
  /// A valid header; the first step goes on line 8.
  static let header = """
    backgesture-scenario 1
    device: phone 390x844 ltr
    preset: fdFullscreen
    screen A
    screen B
      hscroll frame=0,0,390,100 content=800
      slider frame=0,100,390,40
    stack: A B
    steps:

    """

  /// What an unknown outcome's message lists.
  static let outcomes =
    "swipe:finished, swipe:cancelled, swipe:lost:control, swipe:lost:scroll, swipe:refused:<rule>, "
    + "pull:dismissed, pull:cancelled, pull:refused:modal, pull:refused:veto, "
    + "<step>:done, <step>:refused:<reason> or interrupted:<step> (<rule>: root, optOut, "
    + "pageFlag, maxDistance, "
    + "transition, edgeZone, direction, fingers, veto, backButton or delegate; <step>: push, pop, "
    + "pop-to-root, set-stack, present, dismiss or back; <reason>: transition, unknown, duplicate, "
    + "root, empty, noPresentation, noBackButton or veto)"

  /// Parses text that must fail and returns the error's description.
  func error(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    do {
      let parsed = try Scenario.parse(text, file: "x.scenario")
      Issue.record("parsed without error: \(parsed.scenario)", sourceLocation: sourceLocation)
      return ""
    } catch {
      return error.description
    }
  }

  /// Parses the header followed by `steps`, which must fail.
  func stepError(_ steps: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    error(Self.header + steps, sourceLocation: sourceLocation)
  }

  /// Parses a header whose line 4 is replaced, which must fail.
  func headerError(_ line4: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    var lines = Self.header.split(separator: "\n", omittingEmptySubsequences: false)
    lines[3] = Substring(line4)
    return error(lines.joined(separator: "\n"), sourceLocation: sourceLocation)
  }

  @Test("The header line and version")
  func version() {
    #expect(
      error("device: phone 390x844 ltr\n")
        == "x.scenario:1: expected 'backgesture-scenario 4' on the first line, found 'device:'")
    #expect(
      error("\n# only a comment\n")
        == "x.scenario:3: expected 'backgesture-scenario 4' on the first line, found the end of the file"
    )
    #expect(
      error("backgesture-scenario 5\n")
        == "x.scenario:1: unsupported format version '5'; this tool reads versions 1, 2, 3 and 4")
    #expect(
      error("backgesture-scenario 02\n")
        == "x.scenario:1: unsupported format version '02'; this tool reads versions 1, 2, 3 and 4")
    #expect(
      error("backgesture-scenario\n")
        == "x.scenario:1: unsupported format version none; this tool reads versions 1, 2, 3 and 4")
    #expect(
      error("backgesture-scenario 2\n")
        == "x.scenario:2: expected 'steps:' before the end of the file")
    #expect(
      error("backgesture-scenario 1 extra\n")
        == "x.scenario:1: unexpected 'extra' after 'backgesture-scenario 1'")
  }

  @Test("Header statements")
  func headerStatements() {
    #expect(
      headerError("stak: A B")
        == "x.scenario:4: unknown statement 'stak:'; expected title:, device:, preset:, system:, screen, stack:, present: or steps:; did you mean 'stack:'?"
    )
    #expect(
      headerError("frobnicate")
        == "x.scenario:4: unknown statement 'frobnicate'; expected title:, device:, preset:, system:, screen, stack:, present: or steps:"
    )
    #expect(
      headerError("device: pad 1024x1366 ltr")
        == "x.scenario:4: duplicate 'device:'; the first is on line 2")
    #expect(headerError("title:") == "x.scenario:4: expected a title after 'title:'")
    #expect(
      headerError("preset: fdFullScreen2")
        == "x.scenario:4: duplicate 'preset:'; the first is on line 3")
    #expect(
      headerError("expect stacks: A") == "x.scenario:4: expected 'steps:' before the first 'expect'"
    )
    #expect(headerError("@0 wait") == "x.scenario:4: expected 'steps:' before the first step")
    #expect(
      error("backgesture-scenario 1\npreset: fdFullscren\n")
        == "x.scenario:2: unknown preset 'fdFullscren'; expected privateHandler, fdFullscreen, isolatedContainers, restoredEdge or delegateInterceptor; did you mean 'fdFullscreen'?"
    )
    #expect(
      error("backgesture-scenario 1\ndevice: phone 390x844\n")
        == "x.scenario:2: expected 'device: <phone|pad> <W>x<H> <ltr|rtl>', found 'device: phone 390x844'"
    )
    #expect(
      error("backgesture-scenario 1\ndevice: watch 390x844 ltr\n")
        == "x.scenario:2: unknown idiom 'watch' in 'device:'; expected phone or pad")
    #expect(
      error("backgesture-scenario 1\ndevice: phone 390 ltr\n")
        == "x.scenario:2: expected a size like '390x844' in 'device:', found '390'")
    #expect(
      error("backgesture-scenario 1\ndevice: phone 5000x844 ltr\n")
        == "x.scenario:2: device width 5000 is out of range (1 to 4096)")
    #expect(
      error("backgesture-scenario 1\ndevice: phone 390x0 ltr\n")
        == "x.scenario:2: device height 0 is out of range (1 to 4096)")
    #expect(
      error("backgesture-scenario 1\ndevice: phone 390x844 up\n")
        == "x.scenario:2: unknown direction 'up' in 'device:'; expected ltr or rtl")
  }

  @Test("Required statements and the end of the header")
  func requiredStatements() {
    #expect(
      error("backgesture-scenario 1\npreset: fdFullscreen\nscreen A\nstack: A\nsteps:\n")
        == "x.scenario:5: missing 'device:' before 'steps:'")
    #expect(
      error("backgesture-scenario 1\ndevice: phone 390x844 ltr\nscreen A\nstack: A\nsteps:\n")
        == "x.scenario:5: missing 'preset:' before 'steps:'")
    #expect(
      error("backgesture-scenario 1\ndevice: phone 390x844 ltr\npreset: fdFullscreen\nsteps:\n")
        == "x.scenario:4: missing 'stack:' before 'steps:'")
    #expect(
      error("backgesture-scenario 1\ndevice: phone 390x844 ltr\n")
        == "x.scenario:3: expected 'steps:' before the end of the file")
    #expect(
      stepError("steps:\n") == "x.scenario:10: expected a step '@T ...' or 'expect', found 'steps:'"
    )
  }

  @Test("Screens and their settings")
  func screens() {
    #expect(headerError("screen B") == "x.scenario:5: duplicate screen 'B'; the first is on line 4")
    #expect(headerError("screen") == "x.scenario:4: expected a screen name after 'screen'")
    #expect(
      headerError("screen 1A")
        == "x.scenario:4: invalid screen name '1A'; names are letters, digits and '_', starting with a letter"
    )
    #expect(
      headerError("screen instant")
        == "x.scenario:4: 'instant' is a keyword and cannot name a screen")
    #expect(
      headerError("screen A maxDistanse=40")
        == "x.scenario:4: unknown setting 'maxDistanse'; expected popDisabled, maxDistance=N, bar=hidden|visible, style=N, back=system|supplementing|replacing|hidden, veto, late or animator=MS; did you mean 'maxDistance'?"
    )
    #expect(headerError("screen A style=12") == "x.scenario:4: style 12 is out of range (0 to 9)")
    #expect(
      headerError("screen A animator=0") == "x.scenario:4: animator 0 is out of range (1 to 5000)")
    #expect(
      headerError("screen A animator=5001")
        == "x.scenario:4: animator 5001 is out of range (1 to 5000)")
    #expect(headerError("screen A style=x") == "x.scenario:4: expected a whole number in 'style=x'")
    #expect(headerError("screen A style=1 style=2") == "x.scenario:4: duplicate 'style'")
    #expect(
      headerError("screen A veto=yes") == "x.scenario:4: 'veto' takes no value, found 'veto=yes'")
    #expect(headerError("screen A style") == "x.scenario:4: expected 'style=N', found 'style'")
    #expect(
      headerError("screen A bar=shown")
        == "x.scenario:4: unknown value 'shown' in 'bar=shown'; expected hidden or visible")
    #expect(
      headerError("screen A back=none")
        == "x.scenario:4: unknown value 'none' in 'back=none'; expected system, supplementing, replacing or hidden"
    )
  }

  @Test("Content items")
  func contentItems() {
    #expect(
      headerError("  slider frame=0,0,1,1")
        == "x.scenario:4: content item outside a screen; indent content only under a 'screen' line")
    #expect(
      headerError("screen A\n    slider frame=0,0,1,1")
        == "x.scenario:5: expected an indentation of two spaces, found 4 spaces")
    #expect(
      headerError("screen A\n\tslider frame=0,0,1,1")
        == "x.scenario:5: expected an indentation of two spaces, found a tab")
    #expect(
      headerError("screen A\n  hscrol frame=0,0,1,1")
        == "x.scenario:5: unknown content item 'hscrol'; expected hscroll, vscroll, slider or swipecell; did you mean 'hscroll'?"
    )
    #expect(
      headerError("screen A\n  hscroll frame=0,0,1,1")
        == "x.scenario:5: expected 'content=N' in 'hscroll'")
    #expect(
      headerError("screen A\n  vscroll content=1")
        == "x.scenario:5: expected 'frame=X,Y,W,H' in 'vscroll'")
    #expect(
      headerError("screen A\n  slider frame=0,0,1")
        == "x.scenario:5: expected 'frame=X,Y,W,H', found 'frame=0,0,1'")
    #expect(
      headerError("screen A\n  slider frame=0,0,-1,1")
        == "x.scenario:5: frame width -1 is out of range (0 to 1000000)")
    #expect(
      headerError("screen A\n  hscroll frame=0,0,1,1 content=5 ofset=3")
        == "x.scenario:5: unknown key 'ofset' in 'hscroll'; expected frame=X,Y,W,H, content=N, offset=N, inset=N, bounces, paging or decelerating=T; did you mean 'offset'?"
    )
    #expect(
      headerError("screen A\n  hscroll frame=0,0,1,1 content=5 inset=-1")
        == "x.scenario:5: inset -1 is out of range (0 to 1000000)")
    #expect(
      stepError("  slider frame=0,0,1,1\n")
        == "x.scenario:10: unexpected indentation; only content items under a 'screen' are indented"
    )
  }

  @Test("Stacks: unknown screens, duplicates, a screen on two stacks, empty stacks")
  func stacks() {
    let top =
      "backgesture-scenario 1\ndevice: phone 390x844 ltr\npreset: fdFullscreen\nscreen A\nscreen B\n"
    #expect(
      error(top + "stack: A X\nsteps:\n")
        == "x.scenario:6: unknown screen 'X' in 'stack:'; expected A or B")
    #expect(
      error(top + "stack: A Bx\nsteps:\n")
        == "x.scenario:6: unknown screen 'Bx' in 'stack:'; expected A or B; did you mean 'B'?")
    #expect(
      error(top + "stack: A A\nsteps:\n") == "x.scenario:6: screen 'A' appears twice in 'stack:'")
    #expect(
      error(top + "stack: A B\npresent: B\nsteps:\n")
        == "x.scenario:7: screen 'B' is already on the stack of line 6")
    #expect(
      error(top + "stack:\nsteps:\n") == "x.scenario:6: expected at least one screen after 'stack:'"
    )
    #expect(
      error(top + "present:\n") == "x.scenario:6: expected at least one screen after 'present:'")
    #expect(
      error(top + "present: C\nstack: A\nsteps:\n")
        == "x.scenario:6: unknown screen 'C' in 'present:'; expected A or B")
  }

  @Test("Steps: syntax, time and fingers")
  func steps() {
    #expect(
      stepError("@0 down 1 to 100,300\n")
        == "x.scenario:10: expected 'at X,Y' after 'down 1', found 'to'")
    #expect(
      stepError("@0 down 1\n")
        == "x.scenario:10: expected 'at X,Y' after 'down 1', found the end of the line")
    #expect(
      stepError("@0 down 1 at 100\n")
        == "x.scenario:10: expected 'X,Y' after 'down 1 at', found '100'")
    #expect(
      stepError("@0 down x at 1,1\n")
        == "x.scenario:10: expected a finger number after 'down', found 'x'")
    #expect(stepError("@0 down 0 at 1,1\n") == "x.scenario:10: finger 0 is out of range (1 to 9)")
    #expect(stepError("@0 down 10 at 1,1\n") == "x.scenario:10: finger 10 is out of range (1 to 9)")
    #expect(stepError("@0 move 2 to 1,1\n") == "x.scenario:10: finger 2 is not down")
    #expect(
      stepError("@0 down 1 at 1,1\n@1 up 1\n@2 up 1\n") == "x.scenario:12: finger 1 is not down")
    #expect(
      stepError("@0 down 1 at 1,1\n@5 down 1 at 2,2\n")
        == "x.scenario:11: finger 1 is already down (since line 10)")
    #expect(
      stepError("@0 down 1 at 1,1\n@1 cancel\n@2 move 1 to 3,3\n")
        == "x.scenario:12: finger 1 is not down")
    #expect(
      stepError("@100 wait\n@50 wait\n")
        == "x.scenario:11: time goes backwards: @50 comes after @100 on line 10")
    #expect(stepError("@x wait\n") == "x.scenario:10: expected '@T' with a time in ms, found '@x'")
    #expect(
      stepError("@-1 wait\n") == "x.scenario:10: time -1 is out of range (0 to 1000000000)")
    #expect(
      stepError("@0\n") == "x.scenario:10: expected a step after '@0', found the end of the line")
    #expect(
      stepError("@0 mvoe 1 to 1,1\n")
        == "x.scenario:10: unknown step 'mvoe'; expected down, move, up, cancel, push, pop, pop-to-root, set-stack, present, dismiss or wait; did you mean 'move'?"
    )
    #expect(stepError("@0 wait now\n") == "x.scenario:10: unexpected 'now' after 'wait'")
    #expect(
      stepError("wait\n") == "x.scenario:10: expected a step '@T ...' or 'expect', found 'wait'")
  }

  @Test("Operations")
  func operations() {
    #expect(
      stepError("@0 push\n")
        == "x.scenario:10: expected a screen name after 'push', found the end of the line")
    #expect(
      stepError("@0 push instant\n")
        == "x.scenario:10: expected a screen name after 'push', found 'instant'")
    #expect(
      stepError("@0 push A B\n") == "x.scenario:10: expected one screen after 'push', found 2")
    #expect(stepError("@0 pop A\n") == "x.scenario:10: unexpected 'A' after 'pop'")
    #expect(
      stepError("@0 pop instant now\n") == "x.scenario:10: unexpected 'now' after 'pop instant'")
    #expect(
      stepError("@0 set-stack A 2B\n")
        == "x.scenario:10: invalid screen name '2B'; names are letters, digits and '_', starting with a letter"
    )
  }

  @Test("Expectations")
  func expectations() {
    #expect(
      stepError("expect stack: A B\n")
        == "x.scenario:10: unknown expectation 'stack:'; expected stacks:, bar:, outcomes:, callbacks:, transition:, scroll: or flags:; did you mean 'stacks:'?"
    )
    #expect(
      stepError("expect stacks A B\n")
        == "x.scenario:10: expected 'stacks:' after 'expect', found 'stacks'")
    #expect(
      stepError("expect\n")
        == "x.scenario:10: expected 'stacks:', 'bar:', 'outcomes:', 'callbacks:', 'transition:', 'scroll:' or 'flags:' after 'expect', found the end of the line"
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

  @Test("An error without a line names only the file")
  func wholeFile() {
    #expect(
      ScenarioError(file: "x.scenario", line: nil, message: "no such file").description
        == "x.scenario: no such file")
  }
}
