import BackGestureModel
import Testing

/// The errors of the header: its statements, titles, screens and their settings, the
/// system, the stacks and the presentations, word for word.
extension ScenarioErrorTests {
  /// Parses a file whose line 2 is `line2`, which must fail.
  func titleError(_ line2: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    error("backgesture-scenario 4\n" + line2 + "\n", sourceLocation: sourceLocation)
  }

  /// A file whose header ends with one `present:` line and whose steps are one line, which
  /// must fail; the `present:` line is line 8 and the step line 10.
  func presentationError(
    header: String = "present: C", step: String = "@0 wait",
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> String {
    error(
      """
      backgesture-scenario 4
      device: phone 390x844 ltr
      preset: fdFullscreen
      screen A
      screen C
      screen D
      stack: A
      \(header)
      steps:
      \(step)

      """, sourceLocation: sourceLocation)
  }

  /// A file whose line 4, after the preset, is `line4`, which must fail.
  func systemError(_ line4: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    error(
      """
      backgesture-scenario 4
      device: phone 390x844 ltr
      preset: delegateInterceptor
      \(line4)
      screen A
      screen B
      stack: A B

      steps:
      @0 wait

      """, sourceLocation: sourceLocation)
  }

  @Test("Header statements")
  func headerStatements() {
    #expect(
      headerError("stak: A B")
        == "x.scenario:4: unknown statement 'stak:'; expected title:, device:, preset:, system:, tabs:, screen, stack:, present: or steps:; did you mean 'stack:'?"
    )
    #expect(
      headerError("frobnicate")
        == "x.scenario:4: unknown statement 'frobnicate'; expected title:, device:, preset:, system:, tabs:, screen, stack:, present: or steps:"
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
      error("backgesture-scenario 4\npreset: fdFullscren\n")
        == "x.scenario:2: unknown preset 'fdFullscren'; expected privateHandler, fdFullscreen, isolatedContainers, restoredEdge or delegateInterceptor; did you mean 'fdFullscreen'?"
    )
    #expect(
      error("backgesture-scenario 4\ndevice: phone 390x844\n")
        == "x.scenario:2: expected 'device: <phone|pad> <W>x<H> <ltr|rtl>', found 'device: phone 390x844'"
    )
    #expect(
      error("backgesture-scenario 4\ndevice: watch 390x844 ltr\n")
        == "x.scenario:2: unknown idiom 'watch' in 'device:'; expected phone or pad")
    #expect(
      error("backgesture-scenario 4\ndevice: phone 390 ltr\n")
        == "x.scenario:2: expected a size like '390x844' in 'device:', found '390'")
    #expect(
      error("backgesture-scenario 4\ndevice: phone 5000x844 ltr\n")
        == "x.scenario:2: device width 5000 is out of range (1 to 4096)")
    #expect(
      error("backgesture-scenario 4\ndevice: phone 390x0 ltr\n")
        == "x.scenario:2: device height 0 is out of range (1 to 4096)")
    #expect(
      error("backgesture-scenario 4\ndevice: phone 390x844 up\n")
        == "x.scenario:2: unknown direction 'up' in 'device:'; expected ltr or rtl")
  }

  @Test("Required statements and the end of the header")
  func requiredStatements() {
    #expect(
      error("backgesture-scenario 4\npreset: fdFullscreen\nscreen A\nstack: A\nsteps:\n")
        == "x.scenario:5: missing 'device:' before 'steps:'")
    #expect(
      error("backgesture-scenario 4\ndevice: phone 390x844 ltr\nscreen A\nstack: A\nsteps:\n")
        == "x.scenario:5: missing 'preset:' before 'steps:'")
    #expect(
      error("backgesture-scenario 4\ndevice: phone 390x844 ltr\npreset: fdFullscreen\nsteps:\n")
        == "x.scenario:4: missing 'stack:' before 'steps:'")
    #expect(
      error("backgesture-scenario 4\ndevice: phone 390x844 ltr\n")
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
        == "x.scenario:4: unknown setting 'maxDistanse'; expected popDisabled, maxDistance=N, bar=hidden|visible, style=N, back=system|supplementing|replacing|hidden, veto, late, animator=MS, hidesBottomBar, field or search; did you mean 'maxDistance'?"
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

  @Test("Unknown words of the header list the valid ones and suggest the nearest")
  func unknownHeaderWords() {
    #expect(
      error("backgesture-scenario 4\npreset: FD\n")
        == "x.scenario:2: unknown preset 'FD'; expected privateHandler, fdFullscreen, isolatedContainers, restoredEdge or delegateInterceptor; did you mean 'fdFullscreen'?"
    )
    #expect(
      headerError("screen A vetoes")
        == "x.scenario:4: unknown setting 'vetoes'; expected popDisabled, maxDistance=N, bar=hidden|visible, style=N, back=system|supplementing|replacing|hidden, veto, late, animator=MS, hidesBottomBar, field or search; did you mean 'veto'?"
    )
    #expect(
      headerError("screen A bar=hiden")
        == "x.scenario:4: unknown value 'hiden' in 'bar=hiden'; expected hidden or visible; did you mean 'hidden'?"
    )
    #expect(
      error("backgesture-scenario 4\ndevice: phon 390x844 ltr\n")
        == "x.scenario:2: unknown idiom 'phon' in 'device:'; expected phone or pad; did you mean 'phone'?"
    )
  }

  @Test("Every number of the header has a range, checked when the file is read")
  func headerNumberLimits() {
    #expect(
      error("backgesture-scenario 4\ndevice: phone 99999999999999999999x844 ltr\n")
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

  @Test("system: names ios18 or ios26, once")
  func system() {
    #expect(
      systemError("system: ios19")
        == "x.scenario:4: unknown system 'ios19'; expected ios18 or ios26; did you mean 'ios18'?")
    #expect(systemError("system:") == "x.scenario:4: expected 'ios18' or 'ios26' after 'system:'")
    #expect(
      systemError("system: ios26 ios18") == "x.scenario:4: unexpected 'ios18' after 'system: ios26'"
    )
    #expect(
      systemError("system: ios26\nsystem: ios18")
        == "x.scenario:5: duplicate 'system:'; the first is on line 4")
  }

  @Test("Stacks: unknown screens, duplicates, a screen on two stacks, empty stacks")
  func stacks() {
    let top =
      "backgesture-scenario 4\ndevice: phone 390x844 ltr\npreset: fdFullscreen\nscreen A\nscreen B\n"
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

  @Test("Presentation keys: their values, their order and modal without a sheet")
  func presentationKeys() {
    #expect(
      presentationError(header: "present: C style=formSheet")
        == "x.scenario:8: expected 'style=fullScreen|pageSheet', found 'style=formSheet'")
    #expect(
      presentationError(header: "present: C style=pageSheet modal=maybe")
        == "x.scenario:8: expected 'modal=yes|no', found 'modal=maybe'")
    #expect(
      presentationError(header: "present: C modal=yes")
        == "x.scenario:8: 'modal' needs 'style=pageSheet' in 'present:'")
    #expect(
      presentationError(step: "@0 present D style=pageSheet D")
        == "x.scenario:10: expected a key after 'style=pageSheet', found 'D'")
    #expect(
      presentationError(step: "@0 present D sheet=page")
        == "x.scenario:10: unknown key 'sheet' in 'present'; "
        + "expected style=fullScreen|pageSheet or modal=yes|no")
    #expect(
      presentationError(header: "present: C style=pageSheet style=pageSheet")
        == "x.scenario:8: duplicate 'style'")
  }
}

extension ScenarioErrorTests {
  @Test("A message writes the control and invisible characters it quotes as \\u{HEX}")
  func invisibleCharacters() {
    #expect(
      error("backgesture-scenario\u{A0}4\n")
        == "x.scenario:1: expected 'backgesture-scenario 4' on the first line, found 'backgesture-scenario\\u{A0}4'"
    )
    #expect(
      error("backgesture-scenario 4\rdevice: phone 390x844 ltr\r")
        == "x.scenario:1: unsupported format version '4\\u{D}device:'; this tool reads versions 1, 2, 3 and 4"
    )
    #expect(
      ScenarioError(file: "x", line: 2, message: "found 'a\u{0}b\u{200B}c\rd'").description
        == "x:2: found 'a\\u{0}b\\u{200B}c\\u{D}d'")
    #expect(
      ScenarioError(file: "x", line: 2, message: "ok: 128‰ …").description == "x:2: ok: 128‰ …")
  }
}
