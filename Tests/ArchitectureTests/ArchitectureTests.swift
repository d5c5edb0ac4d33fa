import Foundation
import Testing
import _TestSupport

/// The house rules that keep the oracle a second opinion and the modules one job each,
/// read from the sources and the manifest.
@Suite struct ArchitectureTests {
  /// The members the model may expose: values, the scenario format and look-ups, none of
  /// which decides a rule of the spec.
  static let modelMembers: Set<String> = [
    // The scenario format: printing, parsing and the suggestions of its error messages.
    "scenarioText", "scenarioWords", "scenarioLines", "claimText", "keyword", "description",
    "stacksText", "barText", "listText", "scrollText", "flagsText", "keyboardText", "parse",
    "isValid",
    "closest", "hint", "editDistance",
    // The numbering of a screen's items that `B.n` names, for the parser, the renderers
    // and an app's host; the engine, the oracle and the invariants each number their own.
    "numbered",
    // The work counter of the tests of linear cost: counts, never decides.
    "units", "counting", "add",
    // The messages' spelling of control and invisible characters.
    "visible",
    // Look-ups and orderings of values; `items` are the items a scroll view holds.
    "frame", "items", "current", "screen", "<",
    // The shared append-only logs (EventLog): a collection's members.
    "count", "append", "+=", "branched", "hasPrefix", "entries", "startIndex", "endIndex", "==",
    "hash", "debugDescription", "extendsWithoutCopying", "storageDepth", "equals",
    // A snapshot's fields, kept in a storage its copies share (copy on write): each reads
    // and writes its stored value, and `customMirror` lists them as stored properties.
    "time", "containers", "transition", "pan", "edge", "content", "fingers", "screens",
    "scrollViews", "trackingItem", "system", "callbacks", "outcomes", "faults", "appState",
    "customMirror",
    // Reads of a snapshot's fields where they are stored, which the per-step checks make
    // without copying a field out: comparisons and look-ups, never a rule.
    "equalsAtRest", "hasSystemUI", "showsSystemUI", "hasTransition", "transitionKind",
    "transitionPhase",
  ]

  @Test("The oracle imports the model only, never the engine")
  func oracleImportsModelOnly() throws {
    for file in try Sources.files(in: "BackGestureOracle") {
      for module in Sources.imports(of: file.text) {
        #expect(
          ["BackGestureModel", "Foundation"].contains(module),
          "\(file.path) imports \(module); the oracle may import the model only")
      }
    }
  }

  @Test(
    "The UIKit mirror imports Foundation and what UIKit brings on Darwin, the app host the model and the mirror"
  )
  func mirrorAndHostImports() throws {
    // The mirror's Darwin branches use the modules `import UIKit` brings there (Core
    // Graphics, Core Animation, the Objective-C runtime), as docs/UIKitSurface.md says.
    let allowed: [(module: String, imports: [String])] = [
      ("BackGestureUIKit", ["Foundation", "CoreGraphics", "ObjectiveC", "QuartzCore"]),
      ("BackGestureApps", ["BackGestureModel", "BackGestureUIKit", "Foundation"]),
    ]
    for (module, imports) in allowed {
      for file in try Sources.files(in: module) {
        for imported in Sources.imports(of: file.text) {
          #expect(
            imports.contains(imported),
            "\(file.path) imports \(imported); \(module) may import \(imports.joined(separator: ", ")) only"
          )
        }
      }
    }
  }

  @Test("The parser's fuzz target imports the model only, so it sees the format's API alone")
  func parseFuzzImportsModelOnly() throws {
    for module in ["BackGestureParseFuzz", "backgesture-parse-fuzz"] {
      for file in try Sources.files(in: module) {
        for imported in Sources.imports(of: file.text) {
          #expect(
            [
              "BackGestureModel", "BackGestureParseFuzz", "CFuzzerEntry", "CFuzzerShim",
              "Foundation",
            ].contains(
              imported),
            "\(file.path) imports \(imported)")
        }
      }
    }
  }

  @Test("The model holds values and the scenario format, no deciding helper")
  func modelHasNoDecidingHelper() throws {
    for file in try Sources.files(in: "BackGestureModel") {
      for name in Sources.publicMembers(of: file.text) {
        #expect(
          Self.modelMembers.contains(name),
          """
          \(file.path) declares '\(name)': a helper in the model is shared by the engine, the \
          oracle and the invariants, so a bug in it agrees with itself; derive it in each \
          side instead (docs/Architecture.md)
          """)
      }
    }
  }

  @Test(
    "No model member is called by both the engine and the oracle unless it is a value or a format")
  func noSharedDecidingCall() throws {
    let engine = try Sources.files(in: "BackGestureEngine").map(\.text).joined(separator: "\n")
    let oracle = try Sources.files(in: "BackGestureOracle").map(\.text).joined(separator: "\n")
    var declared: Set<String> = []
    for file in try Sources.files(in: "BackGestureModel") {
      declared.formUnion(Sources.publicMembers(of: file.text))
    }
    for name in declared.sorted() where !Self.modelMembers.contains(name) {
      let called = "." + name
      #expect(
        !(engine.contains(called) && oracle.contains(called)),
        "the engine and the oracle both call the model's '\(name)'")
    }
  }

  @Test("Every executable links the fuzzer's weak entry point, so the plain fuzz build links")
  func everyExecutableLinksTheEntryPoint() throws {
    let manifest = try Manifest.read()
    #expect(manifest.executableTargets.count >= 4, "the manifest reader found too few executables")
    for target in manifest.executableTargets {
      #expect(
        manifest.targets[target]?.contains("CFuzzerEntry") == true,
        """
        \(target) does not link CFuzzerEntry: `swift build -Xswiftc -sanitize=fuzzer` links \
        libFuzzer's main, whose reference to LLVMFuzzerTestOneInput then has no definition \
        (docs/Fuzzing.md)
        """)
    }
  }

  @Test("Only the fuzz targets link the fuzzer shim; no product depends on the mutants")
  func manifestDependencies() throws {
    let manifest = try Manifest.read()
    let fuzzTargets: Set<String> = ["backgesture-fuzz", "backgesture-parse-fuzz"]
    for (target, dependencies) in manifest.targets.sorted(by: { $0.key < $1.key }) {
      if dependencies.contains("CFuzzerShim") {
        #expect(fuzzTargets.contains(target), "\(target) links CFuzzerShim")
      }
    }
    for product in manifest.libraryProducts {
      let closure = manifest.closure(of: product)
      #expect(!closure.contains("BackGestureMutants"), "product \(product) depends on the mutants")
      #expect(!closure.contains("_TestSupport"), "product \(product) depends on test support")
      if product != "BackGestureRendering" {
        #expect(
          !closure.contains("BackGestureRendering"), "product \(product) depends on the renderers")
      }
    }
  }
}

/// The package's source files, read as text.
enum Sources {
  struct File {
    var path: String
    var text: String
  }

  /// Every Swift file under `Sources/<module>`, sorted by path.
  static func files(in module: String) throws -> [File] {
    let root = TestSupport.packageRoot.appendingPathComponent("Sources/\(module)")
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
    var paths: [String] = []
    while let path = enumerator.nextObject() as? String {
      if path.hasSuffix(".swift") { paths.append(path) }
    }
    return try paths.sorted().map {
      File(
        path: "Sources/\(module)/\($0)",
        text: try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8))
    }
  }

  /// The modules a file imports.
  static func imports(of text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ")
      guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return nil }
      return index == 0 || words[0].hasPrefix("@") ? String(words[index + 1]) : nil
    }
  }

  /// The names of the functions, operators and computed properties a file declares
  /// `public` or `package`.
  static func publicMembers(of text: String) -> [String] {
    var names: [String] = []
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ").map(String.init)
      guard words.first == "public" || words.first == "package" else { continue }
      let rest = Array(words.dropFirst().filter { $0 != "static" && $0 != "mutating" })
      guard rest.count > 1 else { continue }
      let token = rest[1]
      if rest[0] == "func" {
        names.append(token.hasPrefix("<") ? "<" : String(token.prefix { $0 != "(" && $0 != "<" }))
      } else if rest[0] == "var", line.contains("{") {
        names.append(String(token.prefix { $0 != ":" }))
      }
    }
    return names
  }
}

/// The target graph of `Package.swift`, read from its text.
struct Manifest {
  var targets: [String: [String]]
  var libraryProducts: [String]
  /// The executable targets, in the manifest's order.
  var executableTargets: [String]

  static func read() throws -> Manifest {
    let text = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    var targets: [String: [String]] = [:]
    var products: [String] = []
    var executables: [String] = []
    let calls = text.components(separatedBy: ".")
    for call in calls {
      let name = Self.firstQuoted(after: "name: ", in: call)
      if call.hasPrefix("library("), let name { products.append(name) }
      guard
        call.hasPrefix("target(") || call.hasPrefix("executableTarget(")
          || call.hasPrefix("testTarget("), let name
      else { continue }
      if call.hasPrefix("executableTarget(") { executables.append(name) }
      var dependencies: [String] = []
      if let range = call.range(of: "dependencies: [") {
        let list = call[range.upperBound...].prefix { $0 != "]" }
        dependencies = list.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
          .filter { $0.offset % 2 == 1 }
          .map { String($0.element) }
      }
      targets[name] = dependencies
    }
    return Manifest(targets: targets, libraryProducts: products, executableTargets: executables)
  }

  /// Every target a target depends on, directly or not, itself included.
  func closure(of target: String) -> Set<String> {
    var seen: Set<String> = []
    var queue = [target]
    while let next = queue.popLast() {
      guard seen.insert(next).inserted else { continue }
      queue += targets[next] ?? []
    }
    return seen
  }

  private static func firstQuoted(after marker: String, in text: String) -> String? {
    guard let start = text.range(of: marker + "\"") else { return nil }
    return String(text[start.upperBound...].prefix { $0 != "\"" })
  }
}
