import BackGestureModel
import BackGestureOracle
import BackGestureRunner
import PropertyCore
import PropertyTesting
import Testing
import _TestSupport

/// The property suites: generated scenarios of every preset keep every invariant, and the
/// generator reaches every kind of situation it must (coverage floors).
///
/// `PROPERTY_CASES` raises the budget for long runs, `PROPERTY_SEED` changes the cases.
@Suite struct PropertySuiteTests {
  /// The cases per preset in a default run.
  static let cases = TestSupport.propertyCases

  /// The cases per preset of the two largest suites (every situation covered; the
  /// keyboard, the tab bar and search): the whole budget in the long checks
  /// (`BACKGESTURE_LONG_CHECKS=1`, which CI runs on a release build), two fifths of it in
  /// a plain `swift test`, their floors scaled to match (``scaled(_:)``).
  static let largeSuiteCases = TestSupport.longChecks ? cases : cases * 2 / 5

  /// A floor worked out for the whole budget, scaled to ``largeSuiteCases`` (at least 1).
  static func scaled(_ minimum: Int) -> Int {
    max(1, minimum * largeSuiteCases / cases)
  }

  /// The begin rules of each preset (spec table 2.2, read from the oracle's table) that
  /// can be an attempt's outcome.
  ///
  /// `fingers` (pan only) cannot be an outcome where the edge recognizer exists: the edge
  /// always tracks the same first finger, so the attempt's outcome is the edge's ([G4],
  /// [Q7]).
  static func rules(of preset: Preset) -> [BeginRule] {
    let table = PresetTable.of(preset)
    return table.beginRules.filter { !($0 == .fingers && table.edge != .never) }
  }

  /// The coverage floors of a preset: each label, with the fewest scenarios that must
  /// carry it in a run of the whole budget (about 40% of what the default seed reaches in
  /// the preset that reaches it least).
  static func floors(of preset: Preset) -> [(label: String, minimum: Int)] {
    var floors: [(String, Int)] = [
      ("began", 178), ("finished", 34), ("cancelled", 57), ("systemCancel", 37),
      // A lift at or before halfway that finishes: the finish rule looks ahead ([I4]).
      ("finished:shortOfHalf", 32),
      // A slider keeps only its knob ([C4]): fewer drags are lost to a control, and some
      // back gestures begin on a slider's track.
      ("lost:scroll", 19), ("lost:control", 22), ("began:sliderTrack", 5),
      ("twoFingers", 160), ("midTransition", 11),
      ("rtl", 304), ("pad", 225), ("system:ios18", 486), ("system:ios26", 490),
      // The generator's nested content: the answers each way ([C5]), scroll views that
      // hold items, pagers that do, scroll views inside one of their axis ([C7]), cells
      // with swipe actions ([C6]).
      ("answer:waitsForBack", 66), ("answer:backWaits", 330), ("answer:simultaneous", 266),
      ("content:nested", 479), ("content:pager", 269), ("content:sameAxis", 222),
      ("content:cell", 712),
      // An operation that ends an animated one on ios26 ([O7]); every preset has it.
      ("interrupted", 6),
      // A finger that goes down while a presentation or a dismissal animates ([O8]).
      ("ignoredTouch", 7),
    ]
    floors += rules(of: preset).map { ("refused:\($0.rawValue)", 4) }
    // The content pop exists on ios26 where the preset keeps the system pop ([G10]); a
    // cell's own drag makes it fail ([R-cell]).
    if PresetTable.of(preset).edge != .never {
      floors += [
        ("contentPop:began", 36), ("contentPop:lost:control", 24),
        ("contentPop:lost:scroll", 12), ("contentPop:lost:cell", 6),
      ]
    }
    switch preset {
    case .isolatedContainers: floors.append(("dismissed", 18))
    case .delegateInterceptor: floors.append(("animator", 126))
    default: break
    }
    return floors
  }

  @Test(
    "Generated scenarios keep every invariant, with every situation covered",
    arguments: Preset.allCases)
  func invariantsHold(_ preset: Preset) async {
    let floors = Self.floors(of: preset)
    let result = await checkProperty(
      Gen.scenarios(preset: preset, nested: true), name: ScenarioProperty.name(for: preset),
      configuration: PropertyConfiguration(cases: Self.largeSuiteCases),
      describe: ScenarioProperty.describe
    ) { scenario, context in
      let report = ScenarioCheck.run(scenario)
      let labels = report.facts.labels
      for label in labels { context.label(label) }
      for floor in floors {
        context.cover(
          labels.contains(floor.label), floor.label, minimumCount: Self.scaled(floor.minimum))
      }
      if let failure = report.failure {
        throw PropertyFailure(
          failure.description, fileID: "invariant", line: failure.invariant.rawValue)
      }
    }
    print(PropertyReport.statistics(for: result))
  }

  /// The outcomes of taps on the back button that generated scenarios must reach, with
  /// the fewest scenarios per preset that must carry each (about 40% of what the default
  /// seed reaches in the preset that reaches it least).
  static let backButtonFloors: [(label: String, minimum: Int)] = [
    ("back:done", 13), ("back:refused:transition", 3), ("back:refused:root", 13),
    ("back:refused:noBackButton", 3), ("back:refused:veto", 1),
  ]

  @Test(
    "Generated scenarios with taps on the back button keep every invariant",
    arguments: Preset.allCases)
  func invariantsHoldWithBackButton(_ preset: Preset) async {
    let result = await checkProperty(
      Gen.scenarios(preset: preset, backButton: true),
      name: ScenarioProperty.name(for: preset) + " with the back button",
      configuration: PropertyConfiguration(cases: Self.cases * 2 / 5),
      describe: ScenarioProperty.describe
    ) { scenario, context in
      let outcomes = (try? Oracle.run(scenario.world, scenario.steps).last?.outcomes) ?? []
      let labels = Set(outcomes.map(\.description).filter { $0.hasPrefix("back:") })
      for label in labels { context.label(label) }
      for floor in Self.backButtonFloors {
        context.cover(labels.contains(floor.label), floor.label, minimumCount: floor.minimum)
      }
      if let failure = ScenarioCheck.run(scenario).failure {
        throw PropertyFailure(
          failure.description, fileID: "invariant", line: failure.invariant.rawValue)
      }
    }
    print(PropertyReport.statistics(for: result))
  }
}
