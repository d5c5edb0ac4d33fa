import BackGestureModel
import Testing

/// The errors of nested content and cells, word for word.
extension ScenarioErrorTests {
  /// A file of a version whose screen B holds some content lines, which must fail.
  func nestedError(
    _ lines: [String], version: Int = 3, sourceLocation: SourceLocation = #_sourceLocation
  ) -> String {
    error(
      """
      backgesture-scenario \(version)
      device: phone 390x844 ltr
      preset: fdFullscreen
      screen A
      screen B
      \(lines.joined(separator: "\n"))
      stack: A B
      steps:

      """, sourceLocation: sourceLocation)
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

  @Test("Nested items and cells need version 3")
  func needVersion3() {
    #expect(
      nestedError(
        ["  hscroll frame=0,0,390,400 content=800", "    slider frame=0,0,390,40"], version: 2)
        == "x.scenario:7: an item inside a scroll view (an indentation of four spaces) needs "
        + "format version 3; the file starts with 'backgesture-scenario 2'")
    #expect(
      nestedError(["  cell frame=0,0,390,40"], version: 1)
        == "x.scenario:6: the content item 'cell' needs format version 3; the file starts "
        + "with 'backgesture-scenario 1'")
    #expect(
      nestedError(["  cel frame=0,0,390,40"])
        == "x.scenario:6: unknown content item 'cel'; expected hscroll, vscroll, slider, "
        + "swipecell or cell; did you mean 'cell'?")
    #expect(
      nestedError(["  cell frame=0,0,390,40 content=4"])
        == "x.scenario:6: unknown key 'content' in 'cell'; expected frame=X,Y,W,H")
  }

  @Test("A cell is not a scroll view for 'expect scroll:', and nested items count")
  func scrollExpectationOnCell() {
    let lines = [
      "  vscroll frame=0,0,390,400 content=800", "    cell frame=0,0,390,40",
    ]
    #expect(
      error(
        """
        backgesture-scenario 3
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
