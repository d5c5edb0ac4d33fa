import BackGestureModel
import Testing

/// What format version 3 says about scroll views, read and printed back.
@Suite struct ScenarioVersion3Tests {
  /// A version 3 file with every content word; `bounces` is left to its default.
  static let text = """
    backgesture-scenario 3
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

  @Test("Version 3 content words read into the world: bounces defaults to yes")
  func reads() throws {
    let content = try Scenario.parse(Self.text, file: "v3.scenario").scenario.world.screens[1]
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

  @Test("A version 3 scenario prints as version 3 and reads back the same")
  func roundTrip() throws {
    let scenario = try Scenario.parse(Self.text, file: "v3.scenario").scenario
    #expect(scenario.requiredFormatVersion == 3)
    #expect(scenario.scenarioText == Self.text)
    #expect(try Scenario.parse(scenario.scenarioText, file: "again.scenario").scenario == scenario)
  }

  @Test("Older files keep their meaning: bounces is both kinds, its absence neither")
  func olderFilesKeepMeaning() throws {
    for version in [1, 2] {
      let text = """
        backgesture-scenario \(version)
        device: phone 390x844 ltr
        preset: fdFullscreen
        screen A
          hscroll frame=0,0,390,100 content=300 bounces
          hscroll frame=0,0,390,100 content=300
        stack: A
        steps:
        """
      let content = try Scenario.parse(text, file: "old.scenario").scenario.world.screens[0]
        .content
      guard case .horizontalScroll(let bouncing) = content[0],
        case .horizontalScroll(let still) = content[1]
      else {
        Issue.record("expected two horizontal scroll views")
        return
      }
      #expect(bouncing.bounces && bouncing.alwaysBounce)
      #expect(!still.bounces && !still.alwaysBounce)
    }
  }

  @Test("A world an older version can say prints in that version, with the word bounces")
  func lowestVersion() throws {
    let world = World(
      device: Device(idiom: .phone, width: 390, height: 844, direction: .ltr),
      preset: .fdFullscreen,
      screens: [
        Screen(
          name: "A",
          content: [
            .horizontalScroll(
              HorizontalScrollView(
                frame: Frame(x: 0, y: 0, width: 390, height: 100), content: 300, bounces: true,
                alwaysBounce: true))
          ])
      ], stack: ["A"])
    let scenario = Scenario(world: world, steps: [])
    #expect(scenario.requiredFormatVersion == 1)
    #expect(scenario.scenarioText.contains("  hscroll frame=0,0,390,100 content=300 bounces\n"))
    var onlyBounces = scenario
    onlyBounces.world.screens[0].content = [
      .horizontalScroll(
        HorizontalScrollView(
          frame: Frame(x: 0, y: 0, width: 390, height: 100), content: 300, bounces: true))
    ]
    #expect(onlyBounces.requiredFormatVersion == 3)
    #expect(onlyBounces.scenarioText.contains("  hscroll frame=0,0,390,100 content=300\n"))
  }
}
