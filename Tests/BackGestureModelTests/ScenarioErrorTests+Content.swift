import BackGestureModel
import Testing

/// The errors of content items: their kinds, keys and numbers, and nesting, word for word.
extension ScenarioErrorTests {
  /// A file whose screen B holds some content lines, from line 6, which must fail.
  func nestedError(
    _ lines: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) -> String {
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

      """, sourceLocation: sourceLocation)
  }

  /// A file whose screen B holds one content line, line 6, which must fail.
  func contentError(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    nestedError(["  " + line], sourceLocation: sourceLocation)
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
        == "x.scenario:5: unknown content item 'hscrol'; expected hscroll, vscroll, slider, swipecell or cell; did you mean 'hscroll'?"
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
        == "x.scenario:5: unknown key 'ofset' in 'hscroll'; expected frame=X,Y,W,H, content=N, offset=N, inset=N, safeInset=N, bounces=yes|no, alwaysBounce, paging, decelerating=T, waitsForBack, backWaits or simultaneous; did you mean 'offset'?"
    )
    #expect(
      headerError("screen A\n  hscroll frame=0,0,1,1 content=5 inset=-1")
        == "x.scenario:5: inset -1 is out of range (0 to 1000000)")
    #expect(
      stepError("  slider frame=0,0,1,1\n")
        == "x.scenario:10: unexpected indentation; only content items under a 'screen' are indented"
    )
  }

  @Test("Scroll views: bounces is yes or no, the answers take no value")
  func scrollViewKeys() {
    #expect(
      contentError("hscroll frame=0,0,390,100 content=800 bounces")
        == "x.scenario:6: expected 'bounces=yes|no', found 'bounces'")
    #expect(
      contentError("hscroll frame=0,0,390,100 content=800 bounces=yse")
        == "x.scenario:6: unknown value 'yse' in 'bounces=yse'; expected yes or no; "
        + "did you mean 'yes'?")
    #expect(
      contentError("hscroll frame=0,0,390,100 content=800 simultanous")
        == "x.scenario:6: unknown key 'simultanous' in 'hscroll'; expected frame=X,Y,W,H, "
        + "content=N, offset=N, inset=N, safeInset=N, bounces=yes|no, alwaysBounce, paging, "
        + "decelerating=T, waitsForBack, backWaits or simultaneous; did you mean 'simultaneous'?")
    #expect(
      contentError("vscroll frame=0,0,390,100 content=800 bounces=no")
        == "x.scenario:6: unknown key 'bounces' in 'vscroll'; expected frame=X,Y,W,H, "
        + "content=N, offset=N, waitsForBack, backWaits or simultaneous")
    #expect(
      contentError("hscroll frame=0,0,390,100 content=800 safeInset=-1")
        == "x.scenario:6: safeInset -1 is out of range (0 to 1000000)")
    #expect(
      contentError("hscroll frame=0,0,390,100 content=800 waitsForBack=yes")
        == "x.scenario:6: 'waitsForBack' takes no value, found 'waitsForBack=yes'")
  }

  @Test("Every number of a content item has a range, checked when the file is read")
  func contentNumberLimits() {
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
      item("slider frame=0,0,1,1 value=1001")
        == "x.scenario:5: value 1001 is out of range (0 to 1000)")
    #expect(
      item("slider frame=0,0,1,1 value=-1")
        == "x.scenario:5: value -1 is out of range (0 to 1000)")
    #expect(
      item("swipecell frame=0,0,1,1 value=500")
        == "x.scenario:5: unknown key 'value' in 'swipecell'; expected frame=X,Y,W,H")
    #expect(
      item("slider frame=0,0,1,1 valu=5")
        == "x.scenario:5: unknown key 'valu' in 'slider'; expected frame=X,Y,W,H or value=N; did you mean 'value'?"
    )
  }

  @Test("Only a scroll view holds items, and the message names the line of the one above")
  func onlyScrollViewsHoldItems() {
    #expect(
      nestedError(["  slider frame=0,0,390,40", "    cell frame=0,0,390,40"])
        == "x.scenario:7: only a scroll view holds items; the 'slider' on line 6 cannot "
        + "hold the 'cell' indented under it")
    #expect(
      nestedError([
        "  hscroll frame=0,0,390,400 content=800", "    cell frame=0,0,390,40",
        "      cell frame=0,0,390,40",
      ])
        == "x.scenario:8: only a scroll view holds items; the 'cell' on line 7 cannot "
        + "hold the 'cell' indented under it")
  }

  @Test("An item may go at most one level deeper than the item above it")
  func indentationSteps() {
    #expect(
      nestedError(["    cell frame=0,0,390,40"])
        == "x.scenario:6: expected an indentation of two spaces, found 4 spaces")
    #expect(
      nestedError(["  hscroll frame=0,0,390,400 content=800", "      cell frame=0,0,390,40"])
        == "x.scenario:7: expected an indentation of 2 or 4 spaces (an item of the screen or "
        + "of the item above it), found 6 spaces")
    #expect(
      nestedError(["  hscroll frame=0,0,390,400 content=800", "   cell frame=0,0,390,40"])
        == "x.scenario:7: expected an indentation of 2 or 4 spaces (an item of the screen or "
        + "of the item above it), found 3 spaces")
  }

  @Test("Content items nest at most 32 levels deep")
  func nestingLimit() throws {
    // A chain of scroll views, each holding the next: level 1 is an item of the screen,
    // indented by two spaces; level n by 2n.
    func chain(_ levels: Int) -> [String] {
      (1...levels).map {
        String(repeating: "  ", count: $0) + "hscroll frame=0,0,390,400 content=800"
      }
    }
    // Lines 6 to 37 hold levels 1 to 32; line 38 the 33rd.
    #expect(
      nestedError(chain(33))
        == "x.scenario:38: the 'hscroll' is nested 33 levels deep; content items nest at most "
        + "32 levels deep (an indentation of 64 spaces)")
    #expect(
      nestedError(chain(32) + [String(repeating: "  ", count: 33) + "cell frame=0,0,390,40"])
        == "x.scenario:38: the 'cell' is nested 33 levels deep; content items nest at most "
        + "32 levels deep (an indentation of 64 spaces)")
    // 32 levels parse, each holding the next.
    let text =
      ([
        "backgesture-scenario 4", "device: phone 390x844 ltr", "preset: fdFullscreen",
        "screen A", "screen B",
      ] + chain(32) + ["stack: A B", "steps:", ""]).joined(separator: "\n")
    var items = try Scenario.parse(text, file: "x.scenario").scenario.world.screens[1].content
    var levels = 0
    while let first = items.first {
      levels += 1
      #expect(items.count == 1)
      items = first.items
    }
    #expect(levels == 32)
  }

  @Test("Cells: the kind's spelling and its one key")
  func cells() {
    #expect(
      nestedError(["  cel frame=0,0,390,40"])
        == "x.scenario:6: unknown content item 'cel'; expected hscroll, vscroll, slider, "
        + "swipecell or cell; did you mean 'cell'?")
    #expect(
      nestedError(["  cell frame=0,0,390,40 content=4"])
        == "x.scenario:6: unknown key 'content' in 'cell'; expected frame=X,Y,W,H")
  }
}
