import BackGestureModel
import Testing

/// Content items: scroll views and their words, cells and nesting, read and printed back.
extension ScenarioParsingTests {
  /// Every content word of scroll views; `bounces` is left to its default.
  static let scrollViews = """
    backgesture-scenario 4
    device: phone 390x844 ltr
    preset: fdFullscreen

    screen A
    screen B
      hscroll frame=0,100,390,200 content=1170 paging simultaneous
      vscroll frame=0,320,390,400 content=2000 waitsForBack
      hscroll frame=0,740,390,60 content=300 inset=8 safeInset=12 bounces=no alwaysBounce backWaits
    stack: A B

    steps:
    @0 wait

    """

  @Test("Scroll views' words read into the world: bounces defaults to yes")
  func scrollViews() throws {
    let content = try Scenario.parse(Self.scrollViews, file: "s.scenario").scenario.world.screens[1]
      .content
    #expect(
      content == [
        .horizontalScroll(
          HorizontalScrollView(
            frame: Frame(x: 0, y: 100, width: 390, height: 200), content: 1170, bounces: true,
            paging: true, answers: RecognizerAnswers(simultaneous: true))),
        .verticalScroll(
          VerticalScrollView(
            frame: Frame(x: 0, y: 320, width: 390, height: 400), content: 2000,
            answers: RecognizerAnswers(waitsForBack: true))),
        .horizontalScroll(
          HorizontalScrollView(
            frame: Frame(x: 0, y: 740, width: 390, height: 60), content: 300, inset: 8,
            safeInset: 12, bounces: false, alwaysBounce: true,
            answers: RecognizerAnswers(backWaits: true))),
      ])
  }

  @Test("Scroll views print as they are written and read back the same")
  func scrollViewsPrint() throws {
    let scenario = try Scenario.parse(Self.scrollViews, file: "s.scenario").scenario
    #expect(scenario.scenarioText == Self.scrollViews)
    #expect(try Scenario.parse(scenario.scenarioText, file: "again.scenario").scenario == scenario)
  }

  @Test("bounces and alwaysBounce print apart, each only when it is not its default")
  func bouncesPrint() {
    let view = { (bounces: Bool, alwaysBounce: Bool) in
      ContentItem.horizontalScroll(
        HorizontalScrollView(
          frame: Frame(x: 0, y: 0, width: 390, height: 100), content: 300, bounces: bounces,
          alwaysBounce: alwaysBounce)
      ).scenarioText
    }
    #expect(view(true, false) == "hscroll frame=0,0,390,100 content=300")
    #expect(view(true, true) == "hscroll frame=0,0,390,100 content=300 alwaysBounce")
    #expect(view(false, false) == "hscroll frame=0,0,390,100 content=300 bounces=no")
    #expect(view(false, true) == "hscroll frame=0,0,390,100 content=300 bounces=no alwaysBounce")
  }

  /// A pager whose first page holds a carousel and a table of cells, beside a cell.
  static let nested = """
    backgesture-scenario 4
    title: Nested content
    device: phone 390x844 ltr
    preset: fdFullscreen

    screen A
    screen B
      hscroll frame=0,100,390,400 content=1170 paging
        hscroll frame=0,120,390,100 content=800 offset=40
        vscroll frame=0,240,390,260 content=900
          cell frame=0,240,390,60
          cell frame=0,300,390,60
      cell frame=0,600,390,60
    stack: A B

    steps:
    @0 wait

    expect scroll: B.3 offset=0

    """

  @Test("Items indented under a scroll view are the items it holds, numbered in file order")
  func nested() throws {
    let parsed = try Scenario.parse(Self.nested, file: "nested.scenario").scenario
    let screen = parsed.world.screens[1]
    let cell = { (y: Int) in
      ContentItem.cell(SwipeActionsCell(frame: Frame(x: 0, y: y, width: 390, height: 60)))
    }
    let table = VerticalScrollView(
      frame: Frame(x: 0, y: 240, width: 390, height: 260), content: 900,
      items: [cell(240), cell(300)])
    let carousel = HorizontalScrollView(
      frame: Frame(x: 0, y: 120, width: 390, height: 100), content: 800, offset: 40,
      bounces: true)
    let pager = HorizontalScrollView(
      frame: Frame(x: 0, y: 100, width: 390, height: 400), content: 1170, bounces: true,
      paging: true, items: [.horizontalScroll(carousel), .verticalScroll(table)])
    #expect(screen.content == [.horizontalScroll(pager), cell(600)])
    #expect(
      parsed.expectations == [
        .scroll(ItemID(screen: "B", index: 3), offset: 0, decelerating: false)
      ])
  }

  @Test("Nested content prints with its indentation and reads back the same")
  func nestedPrints() throws {
    let scenario = try Scenario.parse(Self.nested, file: "nested.scenario").scenario
    #expect(scenario.scenarioText == Self.nested)
    #expect(try Scenario.parse(scenario.scenarioText, file: "again.scenario").scenario == scenario)
  }

  @Test("A cell prints as one line under its screen")
  func cellPrints() {
    let screen = Screen(
      name: "A", content: [.cell(SwipeActionsCell(frame: Frame(x: 0, y: 0, width: 10, height: 10)))]
    )
    #expect(screen.scenarioLines == ["screen A", "  cell frame=0,0,10,10"])
  }
}
