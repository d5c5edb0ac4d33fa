import BackGestureModel
import BackGestureRunner
import Foundation
import Testing

/// Paths and values the check tests share.
package enum TestSupport {
  /// The package root, found from this file so the tests run from any directory.
  package static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The cases per preset of the default property suites, which the mutant hunt uses too.
  package static let propertyCases = 2500

  /// Whether the long checks run: every campaign over all of its seeds. CI sets
  /// `BACKGESTURE_LONG_CHECKS=1` for its release-built run of them; a plain `swift test`
  /// runs each campaign over its first seeds only.
  package static let longChecks =
    ProcessInfo.processInfo.environment["BACKGESTURE_LONG_CHECKS"] == "1"

  /// A campaign's seeds: all of them in the long checks, else the first `quick`.
  package static func seeds<Seeds: Collection>(_ all: Seeds, quick: Int) -> [Seeds.Element] {
    longChecks ? Array(all) : Array(all.prefix(quick))
  }

  /// A fresh empty directory under the system's temporary directory.
  package static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("backgesture-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Writes text to a path inside a directory, creating folders as needed.
  package static func write(_ text: String, to path: String, in directory: URL) throws {
    let url = directory.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// A two-screen world at rest: A (bar hidden, style 1) under B (style 2, one
  /// horizontal scroll view B.1), as an engine would report it before any step.
  package static let restingSnapshot = Snapshot(
    time: 0,
    containers: [
      ContainerState(
        stack: ["A", "B"], transitioning: false, barHidden: false, barStyle: 2, pageFlag: true)
    ],
    transition: nil, pan: .possible, edge: .disabled, fingers: [],
    screens: [
      ScreenState(
        name: "A", appearance: .none, loaded: false, beingPopped: false,
        settings: ScreenSettings(bar: .hidden, style: 1)),
      ScreenState(
        name: "B", appearance: .appeared, loaded: true, beingPopped: false,
        settings: ScreenSettings(bar: .visible, style: 2)),
    ],
    scrollViews: [ScrollState(item: ItemID(screen: "B", index: 1), offset: 0, decelerating: false)],
    trackingItem: nil, callbacks: [], outcomes: [])
}

/// Every `Corpus/**/*.scenario` file of the package that the models replay, in sorted
/// path order: all but those under `Corpus/apps/`, which describe an app of their own.
package let corpusFiles = Corpus.files(
  in: TestSupport.packageRoot.appendingPathComponent("Corpus"), displayRoot: "Corpus"
).filter { !$0.path.hasPrefix("Corpus/apps/") }

/// Every `Corpus/apps/<app>/*.scenario` file, in sorted path order: scenarios that run on
/// the app their folder names.
package let appCorpusFiles = Corpus.files(
  in: TestSupport.packageRoot.appendingPathComponent("Corpus/apps"), displayRoot: "Corpus/apps")
