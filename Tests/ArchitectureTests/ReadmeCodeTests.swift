import Foundation
import Testing
import _TestSupport

/// The Swift code the READMEs show is code that compiles: each block is taken from the
/// file it names (``ReadmeCode``), and the failure the README shows is the one the
/// example's README records from a real run.
@Suite struct ReadmeCodeTests {
  /// Reads a file of the repository by its path relative to a folder of it.
  static func reader(in folder: URL) -> (String) -> String? {
    { path in try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8) }
  }

  /// The text of a file of the repository.
  static func text(of path: String) throws -> String {
    try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// The paths of the examples' READMEs, `Examples/<Name>/README.md`.
  static func exampleReadmes() throws -> [String] {
    let examples = TestSupport.packageRoot.appendingPathComponent("Examples")
    return try FileManager.default.contentsOfDirectory(atPath: examples.path).sorted()
      .map { "Examples/\($0)/README.md" }
      .filter {
        FileManager.default.fileExists(
          atPath: TestSupport.packageRoot.appendingPathComponent($0).path)
      }
  }

  @Test("Every swift block of README.md is taken from the file it names")
  func readme() throws {
    let text = try Self.text(of: "README.md")
    #expect(ReadmeCode.swiftBlocks(in: text).count >= 4, "the README shows the checks' code")
    #expect(
      ReadmeCode.problems(
        in: text, named: "README.md", reading: Self.reader(in: TestSupport.packageRoot)) == [])
  }

  @Test("Every swift block of an example's README is taken from the file it names")
  func examples() throws {
    let readmes = try Self.exampleReadmes()
    #expect(readmes.count >= 6)
    for readme in readmes {
      let folder = TestSupport.packageRoot.appendingPathComponent(readme)
        .deletingLastPathComponent()
      let problems = ReadmeCode.problems(
        in: try Self.text(of: readme), named: readme, reading: Self.reader(in: folder))
      #expect(problems == [])
    }
  }

  @Test("A block that is not its file's code is reported, word for word")
  func plantedMismatch() {
    let file = """
      import Testing

      /// The check.
      @Test func check() {
        let value = 1
        // A comment the README may leave out.
        #expect(value == 1)
        #expect(value > 0)
      }
      """
    let readme = """
      # A package

      ```swift
      // Tests/CheckTests.swift
      @Test func check() {
        let value = 1
        #expect(value == 1)
      }
      ```

      ```swift
      // Tests/CheckTests.swift
      import Testing
      // ...
        #expect(value > 0)
      }
      ```

      ```swift
      // Tests/CheckTests.swift
      @Test func check() {
        #expect(value == 1)
      }
      ```

      ```swift
      // Tests/CheckTests.swift
      #expect(value == 2)
      ```

      ```swift
      // Tests/CheckTests.swift
      #expect(value > 0)
      // ...
      let value = 1
      ```

      ```swift
      // A sketch of the check.
      @Test func check() {}
      ```

      ```swift
      // Tests/Missing.swift
      @Test func check() {}
      ```
      """
    let problems = ReadmeCode.problems(in: readme, named: "README.md") { path in
      path == "Tests/CheckTests.swift" ? file : nil
    }
    #expect(
      problems == [
        "README.md:8: `}` does not come right after `#expect(value == 1)` in "
          + "Tests/CheckTests.swift; write `// ...` where lines are left out",
        "README.md:22: `#expect(value == 1)` does not come right after `@Test func check() {` in "
          + "Tests/CheckTests.swift; write `// ...` where lines are left out",
        "README.md:28: `#expect(value == 2)` is not in Tests/CheckTests.swift",
        "README.md:35: `let value = 1` is not in Tests/CheckTests.swift after the block's lines "
          + "before it",
        "README.md:39: the swift block's first line, `// A sketch of the check.`, names no file "
          + "of the repository; start the block with the path of the file it is taken from, as "
          + "`// Sources/Module/File.swift`",
        "README.md:44: the swift block's first line, `// Tests/Missing.swift`, names no file of "
          + "the repository; start the block with the path of the file it is taken from, as "
          + "`// Sources/Module/File.swift`",
      ])
  }

  @Test("The README's failure is a run of the lines Examples/CustomPolicy/README.md records")
  func failureMessage() throws {
    let marker = "↳ Property \"SketchbookBackGesture keeps every invariant"
    func failureBlock(of path: String) throws -> [Substring] {
      let lines = try Self.text(of: path).split(separator: "\n", omittingEmptySubsequences: false)
      let blocks = lines.split(whereSeparator: { $0.hasPrefix("```") })
      return try #require(
        blocks.first { $0.contains { $0.hasPrefix(marker) } }.map(Array.init),
        "\(path) shows no failure of the CustomPolicy example")
    }
    let shown = try failureBlock(of: "README.md")
    let recorded = try failureBlock(of: "Examples/CustomPolicy/README.md")
    let runs = recorded.indices.filter { start in
      start + shown.count <= recorded.count
        && Array(recorded[start..<(start + shown.count)]) == shown
    }
    #expect(shown.count > 20)
    #expect(runs.count == 1, "the README's failure is not a run of the example README's lines")
  }
}
