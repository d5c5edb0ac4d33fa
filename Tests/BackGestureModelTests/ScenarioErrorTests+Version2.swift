import BackGestureModel
import Testing

/// The errors of format version 2 and of the limits of every number, word for word.
extension ScenarioErrorTests {
  /// The header of a version 2 file; the first step goes on line 10.
  static let header2 = "backgesture-scenario 2" + header.drop { $0 != "\n" }

  /// Parses the version 2 header followed by `steps`, which must fail.
  func stepError2(_ steps: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    error(Self.header2 + steps, sourceLocation: sourceLocation)
  }

  /// Parses a version 2 file whose line 2 is `line2`, which must fail.
  func titleError(_ line2: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    error("backgesture-scenario 2\n" + line2 + "\n", sourceLocation: sourceLocation)
  }

  @Test("What version 2 adds is an error in a version 1 file, naming the feature")
  func version2FeaturesInVersion1() {
    let tail = "needs format version 2; the file starts with 'backgesture-scenario 1'"
    #expect(
      stepError("@0 wait\n@+400 wait\n") == "x.scenario:11: the relative time '@+400' \(tail)")
    #expect(stepError("@0 back\n") == "x.scenario:10: the step 'back' \(tail)")
    #expect(
      stepError("@0 expect bar: visible style=0\n")
        == "x.scenario:10: a checkpoint '@T expect' \(tail)")
    #expect(
      stepError("expect gesture: none\n") == "x.scenario:10: the expectation 'gesture:' \(tail)")
    #expect(
      stepError("expect callbacks of B: none\n")
        == "x.scenario:10: the expectation 'callbacks of' \(tail)")
    #expect(
      stepError("expect callbacks include: B.load\n")
        == "x.scenario:10: the expectation 'callbacks include:' \(tail)")
    #expect(
      stepError("expect outcomes include: push:done\n")
        == "x.scenario:10: the expectation 'outcomes include:' \(tail)")
    #expect(
      stepError("@0 bakc\n")
        == "x.scenario:10: unknown step 'bakc'; expected down, move, up, cancel, push, pop, pop-to-root, set-stack, present, dismiss or wait"
    )
  }

  @Test("Times: relative times, the limits, checkpoints in the order of time")
  func times() {
    #expect(
      stepError2("@x wait\n")
        == "x.scenario:10: expected '@T' or '@+N' with a time in ms, found '@x'")
    #expect(
      stepError2("@+x wait\n")
        == "x.scenario:10: expected '@T' or '@+N' with a time in ms, found '@+x'")
    #expect(
      stepError2("@+-5 wait\n")
        == "x.scenario:10: expected '@T' or '@+N' with a time in ms, found '@+-5'")
    #expect(
      stepError2("@1000000001 wait\n")
        == "x.scenario:10: time 1000000001 is out of range (0 to 1000000000)")
    #expect(
      stepError2("@99999999999999999999 wait\n")
        == "x.scenario:10: time 99999999999999999999 is out of range (0 to 1000000000)")
    #expect(
      stepError2("@999999999 wait\n@+2 wait\n")
        == "x.scenario:11: time '@+2' after @999999999 is out of range (0 to 1000000000)")
    #expect(
      stepError2("@+99999999999999999999 wait\n")
        == "x.scenario:10: time '@+99999999999999999999' after @0 is out of range (0 to 1000000000)"
    )
    #expect(
      stepError2("@100 wait\n@+400 wait\n@450 wait\n")
        == "x.scenario:12: time goes backwards: @450 comes after @500 on line 11")
    #expect(
      stepError2("@100 wait\n@50 expect stacks: A B\n")
        == "x.scenario:11: time goes backwards: @50 comes after @100 on line 10")
    #expect(
      stepError2("@100 expect stacks: A B\n@50 wait\n")
        == "x.scenario:11: time goes backwards: @50 comes after @100 on line 10")
    #expect(
      stepError2("@0 expect stack: A\n")
        == "x.scenario:10: unknown expectation 'stack:'; expected stacks:, bar:, outcomes:, outcomes include:, callbacks:, callbacks include:, callbacks of <screen>:, transition:, scroll:, flags: or gesture:; did you mean 'stacks:'?"
    )
    #expect(
      stepError2("@0 expect stacks: A B extra|\n")
        == "x.scenario:10: unknown screen 'extra' in 'expect stacks:'; expected A or B")
  }

  @Test("Steps of version 2: back, the words after '@T', points on the device, fingers")
  func steps2() {
    #expect(stepError2("@0 back instant\n") == "x.scenario:10: unexpected 'instant' after 'back'")
    #expect(
      stepError2("@0 mvoe 1 to 1,1\n")
        == "x.scenario:10: unknown step 'mvoe'; expected down, move, up, cancel, back, push, pop, pop-to-root, set-stack, present, dismiss, wait or expect; did you mean 'move'?"
    )
    #expect(
      stepError2("@0 down 1 at 500,-20\n")
        == "x.scenario:10: point 500,-20 is off the device (x 0 to 389, y 0 to 843)")
    #expect(
      stepError2("@0 down 1 at 390,0\n")
        == "x.scenario:10: point 390,0 is off the device (x 0 to 389, y 0 to 843)")
    #expect(
      stepError2("@0 down 1 at 0,0\n@1 move 1 to 0,844\n")
        == "x.scenario:11: point 0,844 is off the device (x 0 to 389, y 0 to 843)")
    #expect(
      stepError2("@0 down 1 at 5,5\n@1 move 1 to 9223372036854876,400\n")
        == "x.scenario:11: point 9223372036854876,400 is off the device (x 0 to 389, y 0 to 843)"
    )
    #expect(
      stepError2("@0 down 1 at 99999999999999999999,1\n")
        == "x.scenario:10: point 99999999999999999999,1 is off the device (x 0 to 389, y 0 to 843)"
    )
    #expect(
      stepError2("@0 down 1 at +5,1\n")
        == "x.scenario:10: expected 'X,Y' after 'down 1 at', found '+5,1'")
    #expect(
      stepError2("@0 down -1 at 1,1\n") == "x.scenario:10: finger -1 is out of range (1 to 9)")
  }

  @Test("Unknown words list the valid ones and suggest the nearest of the right kind")
  func unknownWords() {
    #expect(
      error("backgesture-scenario 2\npreset: FD\n")
        == "x.scenario:2: unknown preset 'FD'; expected privateHandler, fdFullscreen, isolatedContainers, restoredEdge or delegateInterceptor; did you mean 'fdFullscreen'?"
    )
    #expect(
      headerError("screen A vetoes")
        == "x.scenario:4: unknown setting 'vetoes'; expected popDisabled, maxDistance=N, bar=hidden|visible, style=N, back=system|supplementing|replacing|hidden, veto, late or animator=MS; did you mean 'veto'?"
    )
    #expect(
      headerError("screen A bar=hiden")
        == "x.scenario:4: unknown value 'hiden' in 'bar=hiden'; expected hidden or visible; did you mean 'hidden'?"
    )
    #expect(
      error("backgesture-scenario 2\ndevice: phon 390x844 ltr\n")
        == "x.scenario:2: unknown idiom 'phon' in 'device:'; expected phone or pad; did you mean 'phone'?"
    )
    #expect(
      stepError2("expect idle\n")
        == "x.scenario:10: unknown expectation 'idle'; expected stacks:, bar:, outcomes:, outcomes include:, callbacks:, callbacks include:, callbacks of <screen>:, transition:, scroll:, flags: or gesture:"
    )
    #expect(
      stepError2("expect\n")
        == "x.scenario:10: expected 'stacks:', 'bar:', 'outcomes:', 'outcomes include:', 'callbacks:', 'callbacks include:', 'callbacks of <screen>:', 'transition:', 'scroll:', 'flags:' or 'gesture:' after 'expect', found the end of the line"
    )
    #expect(
      stepError2("expect bar: hiden style=0\n")
        == "x.scenario:10: expected 'hidden' or 'visible' after 'expect bar:', found 'hiden'; did you mean 'hidden'?"
    )
    // An outcome without its kind: the kind the steps can record comes first.
    #expect(
      stepError2(
        "@0 down 1 at 10,10\n@16 move 1 to 40,10\n@20 pop\nexpect outcomes: refused:root\n")
        == "x.scenario:13: unknown outcome 'refused:root'; expected \(Self.outcomes); did you mean 'swipe:refused:root'?"
    )
    #expect(
      stepError2("@0 pop\nexpect outcomes: refused:root\n")
        == "x.scenario:11: unknown outcome 'refused:root'; expected \(Self.outcomes); did you mean 'pop:refused:root'?"
    )
    #expect(
      stepError2("@0 back\nexpect outcomes: refused:veto\n")
        == "x.scenario:11: unknown outcome 'refused:veto'; expected \(Self.outcomes); did you mean 'back:refused:veto'?"
    )
    #expect(
      stepError2("expect outcomes: bak:done\n")
        == "x.scenario:10: unknown outcome 'bak:done'; expected \(Self.outcomes); did you mean 'back:done'?"
    )
  }

  @Test("The expectations of version 2")
  func expectations2() {
    #expect(
      stepError2("expect gesture none\n")
        == "x.scenario:10: expected 'gesture:' after 'expect', found 'gesture'")
    #expect(
      stepError2("expect gesture: began\n")
        == "x.scenario:10: expected 'none' after 'expect gesture:', found 'began'")
    #expect(
      stepError2("expect gesture:\n")
        == "x.scenario:10: expected 'none' after 'expect gesture:', found the end of the line")
    #expect(
      stepError2("expect gesture: none extra\n")
        == "x.scenario:10: unexpected 'extra' after 'expect gesture: none'")
    #expect(
      stepError2("expect callbacks of B\n")
        == "x.scenario:10: expected a screen name and ':' after 'expect callbacks of', found 'B'")
    #expect(
      stepError2("expect callbacks of Q: none\n")
        == "x.scenario:10: unknown screen 'Q' in 'expect callbacks of'; expected A or B")
    #expect(
      stepError2("expect callbacks of B: A.load\n")
        == "x.scenario:10: callback 'A.load' does not name B in 'expect callbacks of B:'")
    #expect(
      stepError2("expect callbacks of B: B.willApear\n")
        == "x.scenario:10: unknown callback 'B.willApear'; expected B.load, B.willAppear, B.didAppear, B.willDisappear, B.didDisappear, willShow(B), didShow(B), willDismiss(B), didDismiss(B) or didAttemptToDismiss(B); did you mean 'B.willAppear'?"
    )
    #expect(
      stepError2("expect callbacks include: none\n")
        == "x.scenario:10: expected callbacks after 'expect callbacks include:', found 'none'")
    #expect(
      stepError2("expect callbacks include:\n")
        == "x.scenario:10: expected callbacks after 'expect callbacks include:'")
    #expect(
      stepError2("expect outcomes include: none\n")
        == "x.scenario:10: expected outcomes after 'expect outcomes include:', found 'none'")
  }

  @Test("Every number has a range, checked when the file is read")
  func numberLimits() {
    #expect(
      error("backgesture-scenario 2\ndevice: phone 99999999999999999999x844 ltr\n")
        == "x.scenario:2: device width 99999999999999999999 is out of range (1 to 4096)")
    #expect(
      headerError("screen A maxDistance=1000001")
        == "x.scenario:4: maxDistance 1000001 is out of range (-1000000 to 1000000)")
    #expect(
      headerError("screen A maxDistance=-1000001")
        == "x.scenario:4: maxDistance -1000001 is out of range (-1000000 to 1000000)")
    #expect(
      headerError("screen A style=99999999999999999999")
        == "x.scenario:4: style 99999999999999999999 is out of range (0 to 9)")
    #expect(
      headerError("screen A style=+1") == "x.scenario:4: expected a whole number in 'style=+1'")
    let item = { (line: String) in self.headerError("screen A\n  " + line) }
    #expect(
      item("hscroll frame=0,0,1,1 content=1000001")
        == "x.scenario:5: content 1000001 is out of range (0 to 1000000)")
    #expect(
      item("vscroll frame=0,0,1,1 content=1 offset=-1000001")
        == "x.scenario:5: offset -1000001 is out of range (-1000000 to 1000000)")
    #expect(
      item("hscroll frame=0,0,1,1 content=1 inset=9223372036854775807")
        == "x.scenario:5: inset 9223372036854775807 is out of range (0 to 1000000)")
    #expect(
      item("hscroll frame=0,0,1,1 content=1 decelerating=1000000001")
        == "x.scenario:5: decelerating 1000000001 is out of range (0 to 1000000000)")
    #expect(
      item("slider frame=100000000000000000,0,1,1")
        == "x.scenario:5: frame x 100000000000000000 is out of range (-1000000 to 1000000)")
    #expect(
      item("slider frame=0,-1000001,1,1")
        == "x.scenario:5: frame y -1000001 is out of range (-1000000 to 1000000)")
    #expect(
      item("swipecell frame=0,0,1,1000001")
        == "x.scenario:5: frame height 1000001 is out of range (0 to 1000000)")
    #expect(
      item("slider frame=0,0,a,1")
        == "x.scenario:5: expected 'frame=X,Y,W,H', found 'frame=0,0,a,1'")
    #expect(
      stepError2("expect scroll: B.1 offset=2000001\n")
        == "x.scenario:10: offset 2000001 is out of range (-2000000 to 2000000)")
    #expect(
      stepError2("expect scroll: B.0 offset=0\n") == "x.scenario:10: screen 'B' has no item 0")
  }

  @Test("Quoted titles: unterminated, unknown escapes, scalars that do not exist, trailing text")
  func quotedTitles() {
    #expect(
      titleError(#"title: "abc"#)
        == #"x.scenario:2: unterminated quoted title; expected a closing '"'"#)
    #expect(
      titleError(#"title: "a\qb""#)
        == #"x.scenario:2: unknown escape '\q' in the title; expected \\, \", \n, \r, \t or \u{HEX}"#
    )
    #expect(
      titleError(#"title: "a\x41""#)
        == #"x.scenario:2: unknown escape '\x' in the title; expected \\, \", \n, \r, \t or \u{HEX}"#
    )
    #expect(
      titleError(#"title: "\u{D800}""#)
        == #"x.scenario:2: '\u{D800}' in the title is not a Unicode scalar value"#)
    #expect(
      titleError(#"title: "\u{110000}""#)
        == #"x.scenario:2: '\u{110000}' in the title is not a Unicode scalar value"#)
    #expect(
      titleError(#"title: "\u{12""#)
        == #"x.scenario:2: '\u{12' in the title is not a Unicode scalar value"#)
    #expect(
      titleError(#"title: "\u41""#)
        == #"x.scenario:2: unknown escape '\u' in the title; expected \\, \", \n, \r, \t or \u{HEX}"#
    )
    #expect(
      titleError(#"title: "abc" x"#) == "x.scenario:2: unexpected 'x' after the quoted title")
  }
}
