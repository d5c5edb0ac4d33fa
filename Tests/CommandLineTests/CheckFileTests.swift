import Foundation
import Testing
import _TestSupport

@testable import backgesture

/// `backgesture check-file`: what it reads of the files, what it writes and how it names
/// a build's errors, without building (the build itself runs in
/// `CheckFileTests+EndToEnd.swift`, on request).
@Suite struct CheckFileTests {
  /// The tool, run as a subprocess.
  func backgesture(_ arguments: [String], in directory: URL? = nil) throws -> BuiltTool.Result {
    let tool = try #require(CommandLineTests.tool, "build the backgesture product first")
    return try tool.run(arguments, in: directory)
  }

  /// A file's text from its lines, each ended by a line break; a file written so keeps a
  /// line that starts with `import` out of this test file's own imports.
  static func text(_ lines: [String]) -> String {
    lines.map { $0 + "\n" }.joined()
  }

  @Test("Usage mistakes and unreadable files exit 2 before anything is written")
  func mistakes() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try TestSupport.write(
      Self.text([
        "import UIKit", "", "final class LeftNavigationController: UINavigationController {}",
        "final class RightNavigationController: UINavigationController {}",
      ]), to: "Two.swift", in: directory)
    let usage =
      "Usage: backgesture check-file <file>... [<options>]\n"
      + "  See 'backgesture check-file --help' for more information.\n"

    let none = try backgesture(["check-file"], in: directory)
    #expect(none.status == 2)
    #expect(none.stderr == "Error: missing expected argument '<file>'\n" + usage)

    let missing = try backgesture(["check-file", "Two.swift", "Gone.swift"], in: directory)
    #expect(missing.status == 2)
    #expect(missing.stdout == "")
    #expect(missing.stderr == "Error: Gone.swift: no such file\n")

    let two = try backgesture(["check-file", "Two.swift"], in: directory)
    #expect(two.status == 2)
    #expect(
      two.stderr
        == "Error: the files define several navigation controllers that no other subclasses: "
        + "LeftNavigationController, RightNavigationController; choose one with "
        + "--navigation-controller\n" + usage)

    let name = try backgesture(
      ["check-file", "Two.swift", "--navigation-controller", "Left.Right"], in: directory)
    #expect(name.status == 2)
    #expect(name.stderr == "Error: 'Left.Right' is not the name of a type\n" + usage)

    let package = try backgesture(
      [
        "check-file", "Two.swift", "--navigation-controller", "LeftNavigationController",
        "--package-path", ".",
      ], in: directory)
    #expect(package.status == 2)
    #expect(package.stderr == "Error: '.' holds no Package.swift of BackGestureCheck\n" + usage)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names == ["Two.swift"])
  }

  @Test("The package root is found from the tool's source, or given, or refused")
  func packageRoot() throws {
    let root = TestSupport.packageRoot.path
    let source = root + "/Sources/backgesture/CheckFile/PackageRoot.swift"
    #expect(try PackageRoot.find(given: nil, source: source, currentDirectory: "/").get() == root)
    #expect(
      try PackageRoot.find(given: "../..", source: "/", currentDirectory: root + "/docs/images")
        .get() == root)
    #expect(
      PackageRoot.find(given: nil, source: "/tmp/x.swift", currentDirectory: root) == .success(root)
    )
    #expect(
      PackageRoot.find(given: nil, source: "/tmp/x.swift", currentDirectory: "/")
        == .failure(
          UsageError(
            "cannot find the BackGestureCheck package: run the tool from its directory or pass "
              + "--package-path <dir>")))
    #expect(
      PackageRoot.packageName(
        ofManifest: """
          // let package = Package(name: "Commented")
          let package = Package(
            /* name: "Commented" */ // name: "Commented"
            name: "BackGestureCheck", products: [])
          """) == "BackGestureCheck")
  }
}
