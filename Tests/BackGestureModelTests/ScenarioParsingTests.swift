import BackGestureModel
import Testing

@Suite struct ScenarioParsingTests {
  /// The example of spec section 11, word for word.
  static let specExample = """
    backgesture-scenario 4
    title: A half swipe with a hidden-bar screen below cancels and restores the bar
    device: phone 390x844 ltr
    preset: fdFullscreen

    screen A bar=hidden style=1
    screen B bar=visible style=2
      hscroll frame=0,100,390,200 content=800 offset=0 inset=0 alwaysBounce
      slider frame=20,400,300,40
    screen C
    stack: A B
    present: C             # optional, repeatable: one presented container each

    steps:
    @0 down 1 at 100,300
    @16 move 1 to 120,300
    @32 move 1 to 150,300
    @200 up 1
    @400 wait

    expect stacks: A B
    expect bar: visible style=2
    expect outcomes: swipe:cancelled
    expect callbacks: willShow(A) B.willDisappear A.load A.willAppear A.willDisappear B.willAppear A.didDisappear B.didAppear
    """

  @Test("The spec's example parses into the scenario it describes")
  func specExampleParses() throws {
    let parsed = try Scenario.parse(Self.specExample, file: "example.scenario")
    let expected = Scenario(
      title: "A half swipe with a hidden-bar screen below cancels and restores the bar",
      world: World(
        device: Device(idiom: .phone, width: 390, height: 844, direction: .ltr),
        preset: .fdFullscreen,
        screens: [
          Screen(name: "A", settings: ScreenSettings(bar: .hidden, style: 1)),
          Screen(
            name: "B", settings: ScreenSettings(bar: .visible, style: 2),
            content: [
              .horizontalScroll(
                HorizontalScrollView(
                  frame: Frame(x: 0, y: 100, width: 390, height: 200), content: 800,
                  bounces: true, alwaysBounce: true)),
              .control(Control(kind: .slider, frame: Frame(x: 20, y: 400, width: 300, height: 40))),
            ]),
          Screen(name: "C"),
        ],
        stack: ["A", "B"], presentations: [["C"]]),
      steps: [
        Step(time: 0, action: .down(finger: 1, at: Point(x: 100, y: 300))),
        Step(time: 16, action: .move(finger: 1, to: Point(x: 120, y: 300))),
        Step(time: 32, action: .move(finger: 1, to: Point(x: 150, y: 300))),
        Step(time: 200, action: .up(finger: 1)),
        Step(time: 400, action: .wait),
      ],
      expectations: [
        .stacks([["A", "B"]]),
        .bar(hidden: false, style: 2),
        .outcomes([.swipe(.cancelled)]),
        .callbacks([
          .willShow("A"), .willDisappear("B"), .load("A"), .willAppear("A"),
          .willDisappear("A"), .willAppear("B"), .didDisappear("A"), .didAppear("B"),
        ]),
      ])
    #expect(parsed.scenario == expected)
    #expect(parsed.file == "example.scenario")
    #expect(parsed.stepLines == [15, 16, 17, 18, 19])
    #expect(parsed.expectationLines == [21, 22, 23, 24])
  }

  @Test("Comments, blank lines, extra spaces, tabs and CRLF line ends are ignored")
  func layoutFreedom() throws {
    let text =
      "# leading comment\r\n\r\nbackgesture-scenario   4  # version\r\n"
      + "device:\tphone 390x844 ltr\r\npreset: fdFullscreen\r\n"
      + "screen A   style=1\r\n  # a comment among content\r\n  slider frame=0,0,1,1\r\n"
      + "stack: A\r\nsteps:\r\n@0   wait\r\n"
    let parsed = try Scenario.parse(text, file: "l.scenario")
    #expect(parsed.scenario.world.screens[0].settings.style == 1)
    #expect(parsed.scenario.world.screens[0].content.count == 1)
    #expect(parsed.scenario.steps == [Step(time: 0, action: .wait)])
    #expect(parsed.stepLines == [11])
  }
}
