import Foundation
import _TestSupport

/// The package's module graph as three sources describe it: `Package.swift`, the
/// imports its files write, and the module table of `docs/Architecture.md`.
///
/// ``disagreements()`` lists every edge one of them has and another lacks, so the manifest,
/// the documentation and the code cannot drift apart unnoticed.
struct ModuleGraph {
  /// Each target's dependencies, as `Package.swift` declares them.
  var manifest: [String: Set<String>]
  /// Each target's imports of the package's own modules, with the folder they were read from.
  var imports: [String: (folder: String, modules: Set<String>)]
  /// Each source module's dependencies, as the table of `docs/Architecture.md` lists them.
  var table: [String: Set<String>]

  /// Every disagreement between the three, one sentence each, sorted.
  func disagreements() -> [String] {
    var found: [String] = []
    for (target, declared) in manifest {
      let read = imports[target]
      let folder = read?.folder ?? "the folder of \(target)"
      let imported = read?.modules ?? []
      for module in declared.subtracting(imported) {
        found.append(
          "Package.swift: \(target) depends on \(module), which no file in \(folder) imports")
      }
      for module in imported.subtracting(declared) {
        found.append(
          "\(folder) imports \(module), which Package.swift does not list among the dependencies of \(target)"
        )
      }
    }
    for (target, read) in imports where manifest[target] == nil {
      found.append("\(read.folder) is the folder of no target in Package.swift")
    }
    for (target, declared) in manifest where !target.hasSuffix("Tests") {
      guard let listed = table[target] else {
        found.append("docs/Architecture.md: the module table has no row for \(target)")
        continue
      }
      for module in declared.subtracting(listed) {
        found.append(
          "docs/Architecture.md: the row of \(target) does not list \(module), which Package.swift does"
        )
      }
      for module in listed.subtracting(declared) {
        found.append(
          "docs/Architecture.md: the row of \(target) lists \(module), which Package.swift does not"
        )
      }
    }
    for module in table.keys where manifest[module] == nil {
      found.append(
        "docs/Architecture.md: the module table has a row for \(module), which is no target")
    }
    return found.sorted()
  }
}

extension ModuleGraph {
  /// Reads the three descriptions from the package.
  static func read() throws -> ModuleGraph {
    let root = TestSupport.packageRoot
    let manifest = try Manifest.read()
    let targets = Set(manifest.targets.keys)
    var imports: [String: (folder: String, modules: Set<String>)] = [:]
    for folder in ["Sources", "Tests"] {
      let url = root.appendingPathComponent(folder)
      for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() {
        var isFolder: ObjCBool = false
        let path = url.appendingPathComponent(name).path
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
          isFolder.boolValue
        else { continue }
        var modules: Set<String> = []
        for text in try swiftFiles(under: url.appendingPathComponent(name)) {
          modules.formUnion(Sources.imports(of: text).filter { targets.contains($0) })
        }
        imports[name] = (folder: "\(folder)/\(name)", modules: modules)
      }
    }
    let architecture = try String(
      contentsOf: root.appendingPathComponent("docs/Architecture.md"), encoding: .utf8)
    return ModuleGraph(
      manifest: manifest.targets.mapValues(Set.init), imports: imports,
      table: moduleTable(in: architecture))
  }

  /// The rows of the module table: the first column's module, the last column's list.
  ///
  /// A row reads `` | `Module` | its one job | `Dependency`, `Dependency` | ``, or
  /// `nothing` in the last column.
  static func moduleTable(in text: String) -> [String: Set<String>] {
    var table: [String: Set<String>] = [:]
    guard let start = text.range(of: "## The modules") else { return table }
    for line in text[start.upperBound...].split(separator: "\n") {
      if line.hasPrefix("## ") { break }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
      guard line.hasPrefix("| `"), cells.count >= 4 else { continue }
      let names = codeSpans(in: cells[1])
      guard names.count == 1 else { continue }
      table[names[0]] = Set(codeSpans(in: cells[cells.count - 2]))
    }
    return table
  }

  /// The texts between backticks.
  static func codeSpans(in text: Substring) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// The text of every Swift file under a folder, by path.
  private static func swiftFiles(under url: URL) throws -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: url.path) else { return [] }
    var paths: [String] = []
    while let path = enumerator.nextObject() as? String {
      if path.hasSuffix(".swift") { paths.append(path) }
    }
    return try paths.sorted().map {
      try String(contentsOf: url.appendingPathComponent($0), encoding: .utf8)
    }
  }
}
