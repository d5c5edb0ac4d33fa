import BackGestureModel
import Testing

/// Nested content and cells with swipe actions (format version 3), read and printed back.
@Suite struct ScenarioNestedContentTests {
  /// A pager whose first page holds a carousel and a table of cells, beside a cell.
  static let text = """
    backgesture-scenario 3
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
  func parse() throws {
    let parsed = try Scenario.parse(Self.text, file: "nested.scenario").scenario
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

  @Test("Nested content prints as version 3 with its indentation and reads back the same")
  func roundTrip() throws {
    let scenario = try Scenario.parse(Self.text, file: "nested.scenario").scenario
    #expect(scenario.requiredFormatVersion == 3)
    #expect(scenario.scenarioText == Self.text)
    #expect(try Scenario.parse(scenario.scenarioText, file: "again.scenario").scenario == scenario)
  }

  @Test("A cell alone makes a world need version 3")
  func cellNeedsVersion3() {
    let screen = Screen(
      name: "A", content: [.cell(SwipeActionsCell(frame: Frame(x: 0, y: 0, width: 10, height: 10)))]
    )
    #expect(screen.scenarioLines == ["screen A", "  cell frame=0,0,10,10"])
    let world = World(
      device: Device(idiom: .phone, width: 390, height: 844, direction: .ltr),
      preset: .fdFullscreen, screens: [screen], stack: ["A"])
    #expect(Scenario(world: world, steps: []).requiredFormatVersion == 3)
  }
}
