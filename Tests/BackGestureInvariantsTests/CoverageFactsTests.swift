import BackGestureInvariants
import BackGestureModel
import BackGestureRunner
import Foundation
import Testing
import _TestSupport

/// The coverage facts a check reports.
@Suite struct CoverageFactsTests {
  @Test("A world's device and preset are facts before any step")
  func world() {
    var world = CheckFixtures.halfSwipe.world
    world.device = Device(idiom: .pad, width: 1024, height: 768, direction: .rtl)
    world.preset = .restoredEdge
    #expect(
      CoverageFacts(world: world).labels == ["pad", "preset:restoredEdge", "rtl", "system:ios18"])
    world.system = .ios26
    #expect(
      CoverageFacts(world: world).labels == ["pad", "preset:restoredEdge", "rtl", "system:ios26"])
  }

  @Test("Over the corpus, every kind of fact is seen")
  func corpusLabels() {
    var seen = Set<String>()
    for file in corpusFiles {
      guard case .success(let parsed) = file.load() else { continue }
      seen.formUnion(ScenarioCheck.run(parsed.scenario).facts.labels)
    }
    let expected = Self.labels
    #expect(
      expected.subtracting(seen).isEmpty, "never seen: \(expected.subtracting(seen).sorted())")
    #expect(Set(Preset.allCases.map { "preset:\($0.rawValue)" }).isSubset(of: seen))
  }

  /// Every label a check can report but `preset:` ones and `refused:delegate` (an app's
  /// own rule, which no corpus scenario's preset has).
  static let labels: Set<String> = [
    "animator", "began", "cancelled", "dismissed", "finished", "lost:control", "lost:scroll",
    "finished:shortOfHalf", "cancelled:pastHalf", "began:sliderTrack",
    "midTransition", "operationRefused", "pad", "rtl", "systemCancel", "twoFingers",
    "refused:root", "refused:optOut", "refused:pageFlag", "refused:maxDistance",
    "refused:transition", "refused:edgeZone", "refused:direction", "refused:fingers",
    "refused:veto", "refused:backButton", "system:ios18", "system:ios26", "contentPop:began",
    "contentPop:lost:scroll", "contentPop:lost:control", "contentPop:lost:cell",
    "answer:waitsForBack", "answer:backWaits", "answer:simultaneous", "content:nested",
    "content:pager", "content:sameAxis", "content:cell", "interrupted", "ignoredTouch",
    "page sheet dismissed by pulling down", "keyboard:up", "keyboard:restored", "keyboard:gone",
    "search:activated", "search:ended", "tabBar:hidden", "tabBar:shown",
  ]

  @Test("Every label has a row in docs/Coverage.md, and every row names a label")
  func documented() throws {
    let url = TestSupport.packageRoot.appendingPathComponent("docs/Coverage.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    // The names in the first cell of each table row: `a`, or `a`, `b`.
    var rows = Set<String>()
    for line in text.split(separator: "\n") where line.hasPrefix("| `") {
      let cell = line.dropFirst(2).prefix { $0 != "|" }
      for (index, part) in cell.split(separator: "`").enumerated() where index % 2 == 0 {
        rows.insert(String(part))
      }
    }
    let rules = Set(BeginRule.allCases.map(\.rawValue))
    let labels = Self.labels.filter { !$0.hasPrefix("refused:") }
    #expect(labels.subtracting(rows).isEmpty, "no row: \(labels.subtracting(rows).sorted())")
    #expect(rules.subtracting(rows).isEmpty, "no rule row: \(rules.subtracting(rows).sorted())")
    let named = labels.union(rules).union(["preset:<name>", "refused:<rule>"])
    #expect(rows.subtracting(named).isEmpty, "not a label: \(rows.subtracting(named).sorted())")
  }

  @Test("An operation that ends an animated one on iOS 26 is a fact; on iOS 18 it is refused")
  func interruption() {
    for system in OperatingSystem.allCases {
      let scenario = CheckFixtures.scenario(
        version: 4,
        """
        device: phone 390x844 ltr
        preset: delegateInterceptor
        system: \(system.rawValue)
        screen A
        screen B
        stack: A
        steps:
        @0 push B
        @100 pop
        """)
      let facts = ScenarioCheck.run(scenario).facts
      #expect(facts.interrupted == (system == .ios26 ? 1 : 0))
      #expect(facts.labels.contains("interrupted") == (system == .ios26))
      #expect(facts.operationRefused == (system == .ios18))
    }
  }

  @Test("A refused attempt and a refused operation are facts")
  func refusals() {
    let scenario = CheckFixtures.scenario(
      """
      device: phone 390x844 ltr
      preset: fdFullscreen
      screen A
      stack: A
      steps:
      @0 down 1 at 100,300
      @16 move 1 to 150,300
      @20 down 2 at 200,300
      @30 up 1
      @31 up 2
      @40 pop
      """)
    let facts = ScenarioCheck.run(scenario).facts
    #expect(facts.refusals == [.root])
    #expect(
      facts.labels == ["operationRefused", "preset:fdFullscreen", "refused:root", "system:ios18"])
  }

  @Test(
    "A content pop that a cell's own pan took is a fact; the same drag with no cell is a refusal",
    arguments: [true, false])
  func contentPopLostToCell(withCell: Bool) {
    let cell = withCell ? "\n  cell frame=0,200,390,60" : ""
    let scenario = CheckFixtures.scenario(
      version: 4,
      """
      device: phone 390x844 ltr
      preset: delegateInterceptor
      system: ios26
      screen A
      screen B\(cell)
      stack: A B
      steps:
      @0 down 1 at 300,230
      @16 move 1 to 280,230
      @32 up 1
      """)
    let facts = ScenarioCheck.run(scenario).facts
    #expect(facts.contentPopLostToCell == (withCell ? 1 : 0))
    #expect(facts.labels.contains("contentPop:lost:cell") == withCell)
    #expect(facts.labels.contains("refused:direction") == !withCell)
  }
}

extension CoverageFactsTests {
  @Test("What a world's content holds is a fact before any step, held items too")
  func contentKinds() {
    let scenario = CheckFixtures.scenario(
      version: 3,
      """
      device: phone 390x844 ltr
      preset: fdFullscreen
      screen A
        vscroll frame=0,500,390,300 content=900 waitsForBack
      screen B
        hscroll frame=0,100,390,300 content=1170 paging
          hscroll frame=0,100,390,100 content=800 backWaits simultaneous
          cell frame=0,250,390,60
      stack: A B
      steps:
      """)
    let kinds = CoverageFacts(world: scenario.world).content
    #expect(kinds.waitsForBack && kinds.backWaits && kinds.simultaneous)
    #expect(kinds.nested && kinds.pager && kinds.sameAxis && kinds.cell)
    #expect(
      CoverageFacts(world: scenario.world).labels.filter {
        $0.hasPrefix("answer:") || $0.hasPrefix("content:")
      } == [
        "answer:backWaits", "answer:simultaneous", "answer:waitsForBack", "content:cell",
        "content:nested", "content:pager", "content:sameAxis",
      ])
  }

  @Test("A vertical list of cells is nested but of neither axis twice, and pages nothing")
  func tableOfCells() {
    let scenario = CheckFixtures.scenario(
      version: 3,
      """
      device: phone 390x844 ltr
      preset: fdFullscreen
      screen A
        vscroll frame=0,100,390,600 content=1200
          cell frame=0,100,390,60
      stack: A
      steps:
      """)
    let kinds = CoverageFacts(world: scenario.world).content
    #expect(kinds.nested && kinds.cell)
    #expect(!kinds.pager && !kinds.sameAxis)
    #expect(!kinds.waitsForBack && !kinds.backWaits && !kinds.simultaneous)
  }
}
