import BackGestureApps
import BackGestureModel
import BackGestureRunner
import BackGestureSampleApps
import BackGestureUIKit
import Testing
import _TestSupport

/// The app corpus: each `Corpus/apps/<app>/*.scenario` file runs on the app its folder
/// names, a variant of ``UIKitDelegateApp`` or ``ActingApp``, and its final expectations
/// hold on the app's objects. These are the rules only UIKit's own delegate of the system
/// pop applies ([R-barHidden], [U9]) and what an app's own code does on its own (taps,
/// [U29]; deferred work, [U26]; a left bar item, [U15]); the rule each file shows,
/// planted back as it was before, fails it.
@Suite @MainActor struct AppCorpusTests {
  /// Every app of the corpus by its folder's name.
  static let apps: [(name: String, app: any BackGestureApp)] =
    UIKitDelegateApp.variants.map { ($0.name, $0.app as any BackGestureApp) }
    + ActingApp.variants.map { ($0.name, $0.app as any BackGestureApp) }

  /// Runs a file on its app with some rules of the mirror's past planted: what does not
  /// hold, each naming the file and line, or why the file could not run.
  static func failures(of file: ScenarioFile, faults: MirrorFaults = []) -> [String] {
    guard case .success(let parsed) = file.load() else { return ["\(file.path): does not parse"] }
    let folder = file.path.split(separator: "/").dropLast().last.map(String.init) ?? ""
    guard let app = apps.first(where: { $0.name == folder })?.app else {
      return ["\(file.path): no app is named '\(folder)'"]
    }
    guard parsed.scenario.checkpoints.isEmpty else {
      return ["\(file.path): an app scenario checks only its final expectations"]
    }
    let host = AppHost(world: parsed.scenario.world, app: app, faults: faults)
    var snapshot = host.snapshot
    for (index, step) in parsed.scenario.steps.enumerated() {
      do {
        snapshot = try host.apply(step)
      } catch {
        return ["\(file.path):\(parsed.stepLines[index]): \(error.description)"]
      }
    }
    return parsed.scenario.expectations.indices.compactMap { index in
      parsed.scenario.expectations[index].verify(snapshot).map {
        "\(file.path):\(parsed.expectationLines[index]): \($0)"
      }
    }
  }

  @Test("The app corpus has a file for every variant of the app")
  func everyVariant() {
    let folders = Set(appCorpusFiles.compactMap { $0.path.split(separator: "/").dropLast().last })
    #expect(folders.map(String.init).sorted() == Self.apps.map(\.name).sorted())
  }

  @Test("Every app scenario holds on the app its folder names", arguments: appCorpusFiles)
  func holds(_ file: ScenarioFile) {
    let failures = Self.failures(of: file)
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  /// Each rule of the mirror's past with the file of the rule that replaced it, and how
  /// its first expectation then fails: the swipe pops B under the old delegate rules; no
  /// tap pops anything without control events; B stays without deferred work, and
  /// without a tap on its Close item.
  nonisolated static let planted: [(file: String, fault: MirrorFaults, fails: String)] = [
    (
      "uikitDelegate/hidden-bar-refuses-the-swipe.scenario", .barHiddenIgnored,
      ": expected 'A B', found 'A'"
    ),
    (
      "customAnimator/custom-transitions-stop-the-swipe.scenario", .customTransitionsIgnored,
      ": expected 'A B', found 'A'"
    ),
    (
      "doneButton/a-second-tap-during-the-pop-does-nothing.scenario", .controlEventsIgnored,
      ": expected 'A B', found 'A B C'"
    ),
    (
      "autoReturn/the-deferred-pop-runs-at-its-time.scenario", .deferredWorkDropped,
      ": expected 'A', found 'A B'"
    ),
    (
      "closeItem/a-back-tap-lands-on-the-close-item.scenario", .barItemsIgnored,
      ": expected 'A', found 'A | B'"
    ),
  ]

  @Test("A rule of the mirror's past, planted back, fails the file of its rule")
  func plantedRulesFail() throws {
    for entry in Self.planted {
      let file = try #require(appCorpusFiles.first { $0.path.hasSuffix(entry.file) })
      #expect(Self.failures(of: file).isEmpty, "\(entry.file) fails without the fault")
      // With the old rule the stacks line fails first.
      let failures = Self.failures(of: file, faults: entry.fault)
      #expect(
        failures.first?.hasSuffix(entry.fails) == true,
        "\(entry.file) with the old rule planted: \(failures)")
      print("\(entry.file) with the old rule: \(failures.joined(separator: "; "))")
    }
  }
}
