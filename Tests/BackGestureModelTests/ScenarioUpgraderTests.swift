import BackGestureModel
import Testing

/// Files of the older format versions upgraded to the newest: each expected text is worked
/// out by hand from the upgrader's rules, and each upgraded text must describe the scenario
/// the old text describes.
@Suite struct ScenarioUpgraderTests {
  /// Upgrades a text that must upgrade, and checks what every upgrade must keep: the old
  /// and the new text read as the same scenario, on the same lines, and the new text is in
  /// the newest version, which an upgrade leaves as it is.
  func upgrade(
    _ text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> UpgradedScenario {
    let upgraded = try UpgradedScenario(text, file: "old.scenario")
    let old = try Scenario.parse(text, file: "old.scenario")
    let new = try Scenario.parse(upgraded.text, file: "old.scenario")
    #expect(new == old, sourceLocation: sourceLocation)
    #expect(upgraded.parsed == old, sourceLocation: sourceLocation)
    let again = try UpgradedScenario(upgraded.text, file: "new.scenario")
    #expect(again.declaredVersion == Scenario.formatVersion, sourceLocation: sourceLocation)
    #expect(again.text == upgraded.text, sourceLocation: sourceLocation)
    return upgraded
  }

  /// The horizontal scroll views of a scenario's second screen, in file order.
  func horizontalScrollViews(_ text: String) throws -> [HorizontalScrollView] {
    try Scenario.parse(text, file: "old.scenario").scenario.world.screens[1].content.compactMap {
      guard case .horizontalScroll(let view) = $0 else { return nil }
      return view
    }
  }

  /// A version 1 file with every construct whose meaning or spelling changed since.
  static let version1 = """
    # Written in version 1.
    backgesture-scenario 1   # the version
    title: "Draft" \\ one   # plain text in version 1, quotes and all

    device: phone 390x844 ltr
    preset: fdFullscreen

    screen A
    screen B style=2
      hscroll frame=0,100,390,200 content=800 bounces              # bounces both ways
      hscroll frame=0,300,390,100 content=1170 paging              # bounces neither way
      hscroll frame=0,400,390,100 content=800 offset=10 decelerating=50
      hscroll frame=0,500,390,100 content=800 inset=20 # tight
      vscroll frame=0,600,390,200 content=900
      slider frame=0,800,390,40
    stack: A B

    steps:
    @0 down 1 at 100,150
    @16 move 1 to 150,150
    @200 up 1

    expect stacks: A B
    expect outcomes: swipe:cancelled

    """

  @Test("Version 1: the first line, a title that starts with a quote, and bounces")
  func version1() throws {
    let upgraded = try upgrade(Self.version1)
    #expect(upgraded.declaredVersion == 1)
    // The title gains its quotes and escapes (5 more characters), so the comment after it
    // keeps two of its three spaces; `alwaysBounce` (5 more) and `bounces=no ` (11 more)
    // take theirs from the 14 spaces before the comments, which keep their column;
    // `bounces=no` goes before `paging` and `decelerating=T`, else last.
    #expect(
      upgraded.text == """
        # Written in version 1.
        backgesture-scenario 4   # the version
        title: "\\"Draft\\" \\\\ one"  # plain text in version 1, quotes and all

        device: phone 390x844 ltr
        preset: fdFullscreen

        screen A
        screen B style=2
          hscroll frame=0,100,390,200 content=800 alwaysBounce         # bounces both ways
          hscroll frame=0,300,390,100 content=1170 bounces=no paging   # bounces neither way
          hscroll frame=0,400,390,100 content=800 offset=10 bounces=no decelerating=50
          hscroll frame=0,500,390,100 content=800 inset=20 bounces=no # tight
          vscroll frame=0,600,390,200 content=900
          slider frame=0,800,390,40
        stack: A B

        steps:
        @0 down 1 at 100,150
        @16 move 1 to 150,150
        @200 up 1

        expect stacks: A B
        expect outcomes: swipe:cancelled

        """)
    #expect(upgraded.parsed.scenario.title == #""Draft" \ one"#)
    let views = try horizontalScrollViews(Self.version1)
    #expect(views.map(\.bounces) == [true, false, false, false])
    #expect(views.map(\.alwaysBounce) == [true, false, false, false])
  }

  /// A version 2 file: what version 2 added, and the bouncing of versions 1 and 2.
  static let version2 = """
    backgesture-scenario 2
    title: "Quoted \\"in version 2\\""   # kept as it is
    device: phone 390x844 ltr
    preset: fdFullscreen
    screen A
    screen B veto
      hscroll frame=0,100,390,200 content=800 bounces
      hscroll frame=0,300,390,200 content=800
    stack: A B
    steps:
    @0 back
    @+100 expect outcomes include: back:refused:veto
    expect callbacks of B: none
    expect gesture: none
    """

  @Test("Version 2: the first line and bounces; its quoted title, times and checkpoints stay")
  func version2() throws {
    let upgraded = try upgrade(Self.version2)
    #expect(upgraded.declaredVersion == 2)
    #expect(
      upgraded.text == """
        backgesture-scenario 4
        title: "Quoted \\"in version 2\\""   # kept as it is
        device: phone 390x844 ltr
        preset: fdFullscreen
        screen A
        screen B veto
          hscroll frame=0,100,390,200 content=800 alwaysBounce
          hscroll frame=0,300,390,200 content=800 bounces=no
        stack: A B
        steps:
        @0 back
        @+100 expect outcomes include: back:refused:veto
        expect callbacks of B: none
        expect gesture: none
        """)
    #expect(upgraded.parsed.scenario.title == #"Quoted "in version 2""#)
    let views = try horizontalScrollViews(Self.version2)
    #expect(views.map(\.bounces) == [true, false])
    #expect(views.map(\.alwaysBounce) == [true, false])
  }

  /// A version 3 file: version 3 writes bouncing, cells and nesting as version 4 does.
  static let version3 = """
    backgesture-scenario 3
    # Only the first line changes.
    device: phone 390x844 ltr
    preset: fdFullscreen
    screen A
    screen B
      hscroll frame=0,100,390,400 content=1170 paging simultaneous
        hscroll frame=0,120,390,100 content=800 bounces=no alwaysBounce
        cell frame=0,240,390,60
      hscroll frame=0,500,390,100 content=800
    stack: A B
    steps:
    @0 wait
    expect outcomes: none

    """

  @Test("Version 3: the first line only")
  func version3() throws {
    let upgraded = try upgrade(Self.version3)
    #expect(upgraded.declaredVersion == 3)
    #expect(
      upgraded.text == "backgesture-scenario 4"
        + Self.version3.drop { $0 != "\n" })
    let views = try horizontalScrollViews(Self.version3)
    #expect(views.map(\.bounces) == [true, true])
    #expect(views.map(\.alwaysBounce) == [false, false])
  }

  @Test("A file in the newest version is left as it is, byte for byte")
  func newest() throws {
    let text = "backgesture-scenario  4 \r\n" + ScenarioErrorTests.header.drop { $0 != "\n" }
    let upgraded = try UpgradedScenario(text, file: "new.scenario")
    #expect(upgraded.declaredVersion == 4)
    #expect(upgraded.text == text)
  }

  @Test("Line breaks, tabs, spaces and a last line without a break are kept")
  func layout() throws {
    let text =
      "# c\r\nbackgesture-scenario\t1\t# v\r\ndevice: phone 390x844 ltr\r\n"
      + "preset: fdFullscreen\r\nscreen A\r\n  hscroll\tframe=0,0,390,100\tcontent=800\r\n"
      + "stack: A\r\nsteps:\r\n@0 wait"
    let upgraded = try upgrade(text)
    #expect(
      upgraded.text
        == "# c\r\nbackgesture-scenario\t4\t# v\r\ndevice: phone 390x844 ltr\r\n"
        + "preset: fdFullscreen\r\nscreen A\r\n  hscroll\tframe=0,0,390,100\tcontent=800 bounces=no\r\n"
        + "stack: A\r\nsteps:\r\n@0 wait")
  }
}
