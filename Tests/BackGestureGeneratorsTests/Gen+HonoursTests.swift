import BackGestureGenerators
import BackGestureModel
import PropertyCore
import Testing

/// What an app honours shapes its worlds and nothing else (spec section 14.11).
@Suite struct GenHonoursTests {
  /// The declarations the laws are tried on: none, each alone, and a few mixes.
  static let declarations: [Honours] = [
    [], .settings, .content, [.veto], [.optOut, .lateSettings], [.barPreference, .barStyle],
    [.horizontalScrollViews, .nestedContent], [.verticalScrollViews, .scrollViewAnswers],
    [.controls, .swipeActionCells, .pageSheets, .animator, .backButton, .maxDistance],
  ]

  /// The setting a screen is given, derived from spec table 1.2: as drawn where it is
  /// honoured, its default otherwise.
  static func expected(_ drawn: ScreenSettings, _ honours: Honours) -> ScreenSettings {
    ScreenSettings(
      popDisabled: honours.contains(.optOut) && drawn.popDisabled,
      maxDistance: honours.contains(.maxDistance) ? drawn.maxDistance : 0,
      bar: honours.contains(.barPreference) ? drawn.bar : nil,
      style: honours.contains(.barStyle) ? drawn.style : 0,
      back: honours.contains(.backButton) ? drawn.back : .system,
      veto: honours.contains(.veto) && drawn.veto,
      late: honours.contains(.lateSettings) && drawn.late,
      animator: honours.contains(.animator) ? drawn.animator : nil)
  }

  /// The content a screen is given: the items of the kinds it honours, in order.
  static func expected(_ drawn: [ContentItem], _ honours: Honours) -> [ContentItem] {
    drawn.compactMap { item -> ContentItem? in
      switch item {
      case .horizontalScroll(var view):
        guard honours.contains(.horizontalScrollViews) else { return nil }
        view.items = honours.contains(.nestedContent) ? expected(view.items, honours) : []
        if !honours.contains(.scrollViewAnswers) { view.answers = RecognizerAnswers() }
        return .horizontalScroll(view)
      case .verticalScroll(var view):
        guard honours.contains(.verticalScrollViews) else { return nil }
        view.items = honours.contains(.nestedContent) ? expected(view.items, honours) : []
        if !honours.contains(.scrollViewAnswers) { view.answers = RecognizerAnswers() }
        return .verticalScroll(view)
      case .control: return honours.contains(.controls) ? item : nil
      case .cell: return honours.contains(.swipeActionCells) ? item : nil
      }
    }
  }

  @Test(
    "A seed draws the same world whatever the app honours, less what it does not",
    arguments: declarations)
  func sameDrawsLessWhatIsNotHonoured(_ honours: Honours) throws {
    for seed in UInt64(1)...150 {
      let full = try Gen.world(sheets: true, nested: true)
        .generate(from: ChoiceSource(seed: seed, size: 100))
      let given = try Gen.world(sheets: true, nested: true, honours: honours)
        .generate(from: ChoiceSource(seed: seed, size: 100))
      #expect(given.device == full.device && given.system == full.system)
      #expect(given.stack == full.stack && given.presentations == full.presentations)
      #expect(given.screens.map(\.name) == full.screens.map(\.name))
      for (screen, drawn) in zip(given.screens, full.screens) {
        #expect(screen.settings == Self.expected(drawn.settings, honours), "seed \(seed)")
        #expect(screen.content == Self.expected(drawn.content, honours), "seed \(seed)")
      }
      let styles = full.presentationStyles.map {
        honours.contains(.pageSheets) ? $0 : PresentationStyle.fullScreen
      }
      #expect(given.presentationStyles == styles, "seed \(seed)")
    }
  }

  @Test("Code that honours everything gets every seed's scenario as it was drawn before")
  func everythingIsTheDefault() throws {
    for seed in UInt64(1)...100 {
      let before = try Gen.scenarios(sheets: true, nested: true)
        .generate(from: ChoiceSource(seed: seed, size: 100))
      let declared = try Gen.scenarios(sheets: true, nested: true, honours: .everything)
        .generate(from: ChoiceSource(seed: seed, size: 100))
      #expect(before == declared, "seed \(seed)")
    }
  }

  @Test("Code that does not honour page sheets is never shown one, by the world or a step")
  func noSheetsPresented() throws {
    var presents = 0
    for seed in UInt64(1)...300 {
      let scenario = try Gen.scenarios(sheets: true, honours: .settings)
        .generate(from: ChoiceSource(seed: seed, size: 100))
      #expect(scenario.world.presentationStyles.allSatisfy { $0 == .fullScreen })
      for step in scenario.steps {
        guard case .operation(let operation) = step.action,
          case .present = operation.kind
        else { continue }
        presents += 1
        #expect(operation.style == .fullScreen, "seed \(seed)")
      }
    }
    #expect(presents > 0)
  }
}
