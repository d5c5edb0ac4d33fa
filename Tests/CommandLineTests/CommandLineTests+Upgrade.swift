import Foundation
import Testing
import _TestSupport

/// `backgesture upgrade`: older files rewritten in place, newest ones left, bad ones named
/// without stopping the others.
extension CommandLineTests {
  /// A version 1 file with a scroll view of each kind of bouncing.
  static let version1 = """
    backgesture-scenario 1   # written in version 1
    device: phone 390x844 ltr
    preset: fdFullscreen
    screen A
    screen B
      hscroll frame=0,100,390,200 content=800 bounces       # both ways
      hscroll frame=0,300,390,200 content=800
    stack: A B
    steps:
    @0 wait

    """

  /// `version1` in version 4, by the upgrader's rules: the version, `bounces` both ways
  /// written `alwaysBounce` (the comment keeps its column), and neither way `bounces=no`.
  static let version1Upgraded = """
    backgesture-scenario 4   # written in version 1
    device: phone 390x844 ltr
    preset: fdFullscreen
    screen A
    screen B
      hscroll frame=0,100,390,200 content=800 alwaysBounce  # both ways
      hscroll frame=0,300,390,200 content=800 bounces=no
    stack: A B
    steps:
    @0 wait

    """

  /// Writes the files of the upgrade tests into a new directory: `old`, `new` (version 4)
  /// and `bad` (a version 1 file that taps the back button, which came in version 2).
  func upgradeDirectory() throws -> URL {
    let directory = try TestSupport.temporaryDirectory()
    try TestSupport.write(Self.version1, to: "old.scenario", in: directory)
    try TestSupport.write(Self.version1Upgraded, to: "new.scenario", in: directory)
    try TestSupport.write(Self.header + "@1 back\n", to: "bad.scenario", in: directory)
    return directory
  }

  /// The text of a file in a directory.
  func contents(_ name: String, in directory: URL) throws -> String {
    try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
  }

  @Test("upgrade rewrites older files in place, leaves the newest, names bad ones and goes on")
  func upgrade() throws {
    let directory = try upgradeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = ["bad.scenario", "old.scenario", "missing.scenario", "new.scenario"]
    let result = try backgesture(["upgrade"] + files, in: directory)
    #expect(result.status == 2)
    #expect(
      result.stdout == """
        old.scenario: upgraded from version 1 to 4
        new.scenario: version 4 already, left as it is

        """)
    #expect(
      result.stderr == """
        Error: bad.scenario:9: the step 'back' needs format version 2; the file starts with 'backgesture-scenario 1'
        Error: missing.scenario: no such file

        """)
    #expect(try contents("old.scenario", in: directory) == Self.version1Upgraded)
    #expect(try contents("new.scenario", in: directory) == Self.version1Upgraded)
    #expect(try contents("bad.scenario", in: directory) == Self.header + "@1 back\n")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(names == ["bad.scenario", "new.scenario", "old.scenario"])

    let again = try backgesture(["upgrade", "old.scenario", "new.scenario"], in: directory)
    #expect(again.status == 0)
    #expect(again.stderr == "")
    #expect(
      again.stdout == """
        old.scenario: version 4 already, left as it is
        new.scenario: version 4 already, left as it is

        """)
  }

  @Test("upgrade --check names the older files, rewrites nothing, and exits 1 if there is one")
  func upgradeCheck() throws {
    let directory = try upgradeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let older = try backgesture(
      ["upgrade", "--check", "old.scenario", "new.scenario"], in: directory)
    #expect(older.status == 1)
    #expect(older.stderr == "")
    #expect(
      older.stdout == """
        old.scenario: version 1, older than 4
        new.scenario: version 4 already, left as it is

        """)
    #expect(try contents("old.scenario", in: directory) == Self.version1)
    let newest = try backgesture(["upgrade", "new.scenario", "--check"], in: directory)
    #expect(newest.status == 0)
    let bad = try backgesture(
      ["upgrade", "--check", "bad.scenario", "old.scenario"], in: directory)
    #expect(bad.status == 2)
    #expect(bad.stdout == "old.scenario: version 1, older than 4\n")
    #expect(bad.stderr.hasPrefix("Error: bad.scenario:9: the step 'back' needs format version 2"))
  }

  @Test("upgrade --help, and its usage mistakes exit 2")
  func upgradeUsage() throws {
    let help = try backgesture(["upgrade", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix("OVERVIEW: Rewrites scenario files in the newest format version"))
    #expect(help.stdout.contains("USAGE: backgesture upgrade <file>... [--check]\n"))
    let none = try backgesture(["upgrade", "--check"])
    #expect(none.status == 2)
    #expect(
      none.stderr == """
        Error: missing expected argument '<file>'
        Usage: backgesture upgrade <file>... [--check]
          See 'backgesture upgrade --help' for more information.

        """)
    let option = try backgesture(["upgrade", "--chek", "x.scenario"])
    #expect(option.status == 2)
    #expect(option.stderr.hasPrefix("Error: unknown option '--chek'; did you mean '--check'?\n"))
  }
}
