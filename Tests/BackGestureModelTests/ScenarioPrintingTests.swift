import BackGestureModel
import Testing

@Suite struct ScenarioPrintingTests {
  /// A scenario that uses every setting, content key, step and expectation kind.
  static let everything = Scenario(
    title: "Everything the format can say",
    world: World(
      device: Device(idiom: .pad, width: 1024, height: 1366, direction: .rtl),
      preset: .restoredEdge,
      screens: [
        Screen(
          name: "A",
          settings: ScreenSettings(
            popDisabled: true, maxDistance: -5, bar: .hidden, style: 3, back: .replacing,
            veto: true, late: true, animator: 250),
          content: [
            .horizontalScroll(
              HorizontalScrollView(
                frame: Frame(x: 0, y: 100, width: 390, height: 200), content: 800, offset: -20,
                inset: 20, bounces: true, alwaysBounce: true, paging: true,
                deceleratingUntil: 300)),
            .verticalScroll(
              VerticalScrollView(
                frame: Frame(x: 0, y: 300, width: 390, height: 400), content: 2000, offset: 40)),
            .control(Control(kind: .slider, frame: Frame(x: 20, y: 700, width: 300, height: 40))),
            .control(
              Control(
                kind: .slider, frame: Frame(x: 20, y: 740, width: 300, height: 10), value: 0)),
            .control(Control(kind: .swipecell, frame: Frame(x: -1, y: 750, width: 390, height: 0))),
          ]),
        Screen(name: "B", settings: ScreenSettings(bar: .visible, back: .supplementing)),
        Screen(name: "C"),
        Screen(
          name: "D_2",
          content: [
            .horizontalScroll(
              HorizontalScrollView(frame: Frame(x: 0, y: 0, width: 10, height: 10), content: 0))
          ]),
        Screen(name: "E"),
      ],
      stack: ["A", "B"], presentations: [["C"], ["D_2"]]),
    steps: [
      Step(time: 0, action: .down(finger: 1, at: Point(x: 100, y: 300))),
      Step(time: 16, action: .move(finger: 1, to: Point(x: 0, y: 0))),
      Step(time: 16, action: .down(finger: 9, at: Point(x: 5, y: 5))),
      Step(time: 20, action: .up(finger: 1)),
      Step(time: 30, action: .cancel),
      Step(time: 40, action: .operation(Operation(.push("E")))),
      Step(time: 50, action: .operation(Operation(.pop, animated: false))),
      Step(time: 60, action: .operation(Operation(.popToRoot))),
      Step(time: 70, action: .operation(Operation(.setStack(["A", "E"]), animated: false))),
      Step(time: 80, action: .operation(Operation(.setStack([])))),
      Step(time: 90, action: .operation(Operation(.present(["E"])))),
      Step(time: 100, action: .operation(Operation(.dismiss, animated: false))),
      Step(time: 200, action: .wait),
    ],
    expectations: [
      .stacks([["A", "B"], ["C"], ["D_2"]]),
      .bar(hidden: true, style: 3),
      .outcomes([.swipe(.refused(.pageFlag)), .operation(keyword: "push", refusal: .transition)]),
      .outcomes([]),
      .callbacks([.willShow("A"), .willDisappear("B"), .load("A")]),
      .callbacks([]),
      .transition(kind: .interactivePop, phase: .cancelling),
      .noTransition,
      .scroll(ItemID(screen: "A", index: 1), offset: -20, decelerating: true),
      .scroll(ItemID(screen: "A", index: 2), offset: 0, decelerating: false),
      .flags(screen: "B", appearance: .disappearing, beingPopped: true, loaded: true),
      .flags(screen: "C", appearance: .none, beingPopped: false, loaded: false),
    ])

  static let everythingText = """
    backgesture-scenario 4
    title: Everything the format can say
    device: pad 1024x1366 rtl
    preset: restoredEdge

    screen A popDisabled maxDistance=-5 bar=hidden style=3 back=replacing veto late animator=250
      hscroll frame=0,100,390,200 content=800 offset=-20 inset=20 alwaysBounce paging decelerating=300
      vscroll frame=0,300,390,400 content=2000 offset=40
      slider frame=20,700,300,40
      slider frame=20,740,300,10 value=0
      swipecell frame=-1,750,390,0
    screen B bar=visible back=supplementing
    screen C
    screen D_2
      hscroll frame=0,0,10,10 content=0 bounces=no
    screen E
    stack: A B
    present: C
    present: D_2

    steps:
    @0 down 1 at 100,300
    @16 move 1 to 0,0
    @16 down 9 at 5,5
    @20 up 1
    @30 cancel
    @40 push E
    @50 pop instant
    @60 pop-to-root
    @70 set-stack A E instant
    @80 set-stack
    @90 present E
    @100 dismiss instant
    @200 wait

    expect stacks: A B | C | D_2
    expect bar: hidden style=3
    expect outcomes: swipe:refused:pageFlag push:refused:transition
    expect outcomes: none
    expect callbacks: willShow(A) B.willDisappear A.load
    expect callbacks: none
    expect transition: interactivePop cancelling
    expect transition: none
    expect scroll: A.1 offset=-20 decelerating
    expect scroll: A.2 offset=0
    expect flags: B disappearing loaded beingPopped
    expect flags: C none

    """

  @Test("Printing puts settings and keys in canonical order and omits defaults")
  func canonicalText() {
    #expect(Self.everything.scenarioText == Self.everythingText)
  }

  @Test("Printing then parsing gives an equal scenario")
  func roundTrip() throws {
    let parsed = try Scenario.parse(Self.everything.scenarioText, file: "everything.scenario")
    #expect(parsed.scenario == Self.everything)
    #expect(parsed.stepLines == Array(22...34))
    #expect(parsed.expectationLines == Array(36...47))
  }

  @Test("A scenario without title or expectations prints no title and no expect block")
  func minimal() throws {
    let scenario = Scenario(
      world: World(
        device: Device(idiom: .phone, width: 390, height: 844, direction: .ltr),
        preset: .fdFullscreen, screens: [Screen(name: "A")], stack: ["A"]),
      steps: [])
    #expect(
      scenario.scenarioText == """
        backgesture-scenario 4
        device: phone 390x844 ltr
        preset: fdFullscreen

        screen A
        stack: A

        steps:

        """)
    #expect(try Scenario.parse(scenario.scenarioText, file: "m.scenario").scenario == scenario)
  }

  @Test("Defaults written out explicitly are omitted when printed")
  func defaultsOmitted() throws {
    let text = """
      backgesture-scenario 4
      device: phone 390x844 ltr
      preset: fdFullscreen
      system: ios18
      screen A maxDistance=0 style=0 back=system
        hscroll frame=0,0,10,10 content=5 offset=0 inset=0 safeInset=0 bounces=yes
        vscroll frame=0,0,10,10 content=5 offset=0
      screen B
      stack: A
      present: B style=fullScreen
      steps:
      """
    let scenario = try Scenario.parse(text, file: "d.scenario").scenario
    #expect(
      scenario.scenarioText == """
        backgesture-scenario 4
        device: phone 390x844 ltr
        preset: fdFullscreen

        screen A
          hscroll frame=0,0,10,10 content=5
          vscroll frame=0,0,10,10 content=5
        screen B
        stack: A
        present: B

        steps:

        """)
  }
}
