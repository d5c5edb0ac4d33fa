import BackGestureFuzz
import BackGestureModel
import BackGestureRunner
import Foundation
import PropertyCore
import Testing

/// Bytes and paths the fuzz tests share.
enum FuzzFixtures {
  /// A hand-made input that mutant M1 fails: a swipe that begins on a one-screen root
  /// (invariant 1). Made from choices rather than written out, so it follows the
  /// generator: the property runner finds a scenario M1 fails, and `ChoiceBytes.encode`
  /// turns its choices into the bytes a fuzzer would have fed.
  static let rootSwipe: [UInt8] = {
    let settings = FuzzSettings(mutant: .m1)
    let result = Property.check(
      "fuzz fixture: root swipe", settings.generator,
      configuration: PropertyConfiguration(cases: 5_000, seed: 1, shrinks: false)
    ) { scenario in
      if ScenarioCheck.run(scenario, mutant: .m1).failure?.invariant == .rootNeverPopped,
        ScenarioCheck.run(scenario, mutant: nil).failure == nil
      {
        throw PropertyFailure("M1 breaks invariant 1")
      }
    }
    guard case .failed(let details) = result.outcome else {
      fatalError("no scenario in 5000 cases that M1 fails: \(result.outcome)")
    }
    return ChoiceBytes.encode(details.original.choices)
  }()

  /// The same failure written differently: trailing bytes the generator never reads.
  static let rootSwipePadded = rootSwipe + [0, 0, 0, 0]

  static func hex(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(index, offsetBy: 2)
      bytes.append(UInt8(text[index..<next], radix: 16)!)
      index = next
    }
    return bytes
  }

  /// A fresh empty directory.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("backgesture-fuzz-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

@Suite struct FuzzSettingsTests {
  @Test("No variables: any preset, the reference engine, 12 steps")
  func defaults() throws {
    let settings = try FuzzSettings(environment: [:])
    #expect(settings == FuzzSettings())
    #expect(settings.environmentText == "BACKGESTURE_PRESET=any BACKGESTURE_MUTANT=none")
    #expect(settings.description == "any preset, reference engine")
  }

  @Test("The variables choose the preset, the mutant and the step bound")
  func variables() throws {
    let settings = try FuzzSettings(environment: [
      "BACKGESTURE_PRESET": "fdFullscreen", "BACKGESTURE_MUTANT": "m26", "BACKGESTURE_STEPS": "20",
    ])
    #expect(settings == FuzzSettings(preset: .fdFullscreen, mutant: .m26, maximumSteps: 20))
    #expect(settings.description == "preset fdFullscreen, mutant M26")
    #expect(try FuzzSettings(environment: ["BACKGESTURE_MUTANT": "none"]).mutant == nil)
  }

  @Test("An unknown value names the variable and what it accepts")
  func unknownValues() {
    #expect(throws: FuzzSettingsError.self) {
      try FuzzSettings(environment: ["BACKGESTURE_PRESET": "uikit"])
    }
    do {
      _ = try FuzzSettings(environment: ["BACKGESTURE_MUTANT": "M3"])
      Issue.record("M3 was accepted")
    } catch {
      #expect(error.description.hasPrefix("BACKGESTURE_MUTANT=M3 is not one of: none M1 M2 M4"))
    }
    #expect(throws: FuzzSettingsError.self) {
      try FuzzSettings(environment: ["BACKGESTURE_STEPS": "0"])
    }
  }
}

@Suite struct FuzzHarnessTests {
  @Test("Any bytes decode to a scenario that the reference engine passes")
  func referencePasses() {
    var generator = SplitMix64(state: 7)
    for length in [0, 1, 7, 64, 300] {
      let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      let verdict = FuzzHarness.check(bytes, settings: FuzzSettings())
      #expect(!verdict.isFailure, "\(bytes)")
    }
  }

  @Test("The hand-made input fails under M1 with invariant 1, and passes on the reference")
  func mutantFails() throws {
    let verdict = FuzzHarness.check(FuzzFixtures.rootSwipe, settings: FuzzSettings(mutant: .m1))
    guard case .failed(let scenario, let failure) = verdict else {
      Issue.record("expected a failure, got \(verdict)")
      return
    }
    #expect(failure.invariant == .rootNeverPopped)
    #expect(!FuzzHarness.check(FuzzFixtures.rootSwipe, settings: FuzzSettings()).isFailure)
    let report = FuzzHarness.report(scenario, failure, settings: FuzzSettings(mutant: .m1))
    #expect(report.hasPrefix("backgesture-fuzz: invariant 1 (the root is never popped"))
    #expect(report.contains("Settings: BACKGESTURE_PRESET=any BACKGESTURE_MUTANT=M1\n"))
    #expect(report.hasSuffix(scenario.scenarioText))
  }
}

@Suite struct FuzzImportTests {
  @Test("Import shrinks, writes a scenario file that fails under the mutant, and skips duplicates")
  func importAndDeduplicate() throws {
    let directory = try FuzzFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let settings = FuzzSettings(mutant: .m1)

    let first = try FuzzImport.importInput(
      FuzzFixtures.rootSwipe, settings: settings, into: directory, artifact: "crash-1")
    guard case .written(let url, let finding) = first else {
      Issue.record("expected a written file, got \(first)")
      return
    }
    #expect(url.lastPathComponent == finding.fileName)
    // Written through a temporary file, which is gone once the file is in place.
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names == [finding.fileName])
    // Invariant 1 breaks at the move that crosses the slop; nothing after it is kept.
    #expect(finding.signature.hasPrefix("mutant M1; invariant 1; "))
    #expect(finding.signature.hasSuffix(" down move"))
    #expect(url.lastPathComponent.hasPrefix("\(finding.scenario.world.preset.rawValue)-M1-inv1-"))

    let parsed = try ScenarioFile(path: url.path).load().get()
    #expect(parsed.scenario.title?.hasPrefix("Fuzz counterexample: invariant 1 (") == true)
    #expect(parsed.scenario.world == finding.scenario.world)
    #expect(parsed.scenario.steps == finding.scenario.steps)
    #expect(ScenarioCheck.run(parsed.scenario, mutant: .m1).failure?.invariant == .rootNeverPopped)
    #expect(ScenarioCheck.run(parsed.scenario, mutant: nil).failure == nil)
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(
      text.contains("# Found by backgesture-fuzz with BACKGESTURE_PRESET=any BACKGESTURE_MUTANT=M1")
    )
    #expect(text.contains("# fuzz-signature: \(finding.signature)\n"))
    #expect(
      !FileManager.default.fileExists(atPath: directory.appendingPathComponent("crash-1").path))

    // The minimal bytes decode to the minimal scenario.
    #expect(FuzzHarness.check(finding.minimalBytes, settings: settings).isFailure)
    #expect(
      settings.generator.value(decoding: finding.minimalBytes)?.steps == finding.scenario.steps)

    for bytes in [FuzzFixtures.rootSwipe, FuzzFixtures.rootSwipePadded, finding.minimalBytes] {
      let again = try FuzzImport.importInput(bytes, settings: settings, into: directory)
      guard case .duplicate(let existing, let repeated) = again else {
        Issue.record("expected a duplicate, got \(again)")
        continue
      }
      #expect(existing == url)
      #expect(repeated.signature == finding.signature)
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(files == [url.lastPathComponent])
  }

  @Test("A file with the same signature is a duplicate even when its scenario differs")
  func sameSignature() throws {
    let directory = try FuzzFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let settings = FuzzSettings(mutant: .m1)
    let finding = try #require(FuzzImport.minimize(FuzzFixtures.rootSwipe, settings: settings))
    var other = finding.scenario
    other.steps = other.steps.map { Step(time: $0.time + 1, action: $0.action) }
    var moved = finding
    moved.scenario = other
    let existing = directory.appendingPathComponent("earlier.scenario")
    try Data(moved.fileText().utf8).write(to: existing)
    #expect(FuzzImport.duplicate(of: finding, in: directory) == existing)
    #expect(FuzzImport.duplicate(of: finding, in: directory.appendingPathComponent("none")) == nil)
  }

  @Test("An input that passes is not imported")
  func passingInput() throws {
    let directory = try FuzzFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try FuzzImport.importInput(
      FuzzFixtures.rootSwipe, settings: FuzzSettings(), into: directory)
    #expect(result == .passes)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }
}
