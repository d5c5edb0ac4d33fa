import BackGestureModel
import BackGestureRunner

/// `backgesture upgrade [--check] FILE...`: rewrites scenario files of an older format
/// version in the newest, in place.
enum UpgradeCommand {
  static let command = Command(
    name: "upgrade",
    abstract: "Rewrites scenario files in the newest format version, in place.",
    discussion: """
      Rewrites each file in format version 1, 2 or 3 in version \(newestVersion), with the same
      meaning, comments, blank lines and layout: only the first line and the statements
      whose spelling changed are rewritten (docs/ScenarioFormat.md, "Older versions").
      A file is replaced whole, once its new text is complete. A file in version \(newestVersion)
      is left as it is. A file that does not read is named and left as it is, and the
      other files are still upgraded.
      """,
    arguments: [
      CommandArgument(
        name: "<file>", help: "A .scenario file (see docs/ScenarioFormat.md).", repeats: true)
    ],
    options: [.option(.check)],
    details: """
      EXIT STATUS:
        0  every file is in version \(newestVersion) (with --check: was already)
        1  with --check: a file is in an older version
        2  bad input: a file that does not read or cannot be written, an unknown option,
           or no file
      """,
    run: run)

  static func run(_ arguments: [String]) -> ExitStatus {
    let files: [String]
    let check: Bool
    switch command.parse(arguments) {
    case .success(let parsed?):
      files = parsed.arguments
      check = parsed.contains(.check)
    case .success(nil):
      Console.out(command.help)
      return .success
    case .failure(let error):
      return command.usageError(error)
    }

    var status = ExitStatus.success
    for path in files {
      let verdict = upgrade(ScenarioFile(path: path), check: check)
      switch verdict {
      case .upgraded, .newest:
        Console.out(verdict.line(path) + "\n")
      case .older:
        Console.out(verdict.line(path) + "\n")
        if status == .success { status = .failure }
      case .unreadable, .unwritable:
        Console.error(verdict.line(path) + "\n")
        status = .badInput
      }
    }
    return status
  }

  /// The newest format version, the one files are upgraded to.
  static let newestVersion = Scenario.formatVersion

  /// What became of one file.
  enum Verdict {
    /// The file was in an older version and is rewritten in the newest.
    case upgraded(from: Int)
    /// The file is in the newest version and is left as it is.
    case newest
    /// With `--check`: the file is in an older version, left as it is.
    case older(Int)
    /// The file does not read: the error names it and the line.
    case unreadable(ScenarioError)
    /// The file could not be replaced: it names the file and the reason.
    case unwritable(AtomicFile.WriteError)

    /// The line the tool prints for the file at a path: to stdout, or to stderr for an
    /// error.
    func line(_ path: String) -> String {
      switch self {
      case .upgraded(let version): "\(path): upgraded from version \(version) to \(newestVersion)"
      case .newest: "\(path): version \(newestVersion) already, left as it is"
      case .older(let version): "\(path): version \(version), older than \(newestVersion)"
      case .unreadable(let error): "Error: \(error)"
      case .unwritable(let error): "Error: \(error.path): cannot write the file: \(error.reason)"
      }
    }
  }

  /// Upgrades one file in place, or with `check` only reads it.
  static func upgrade(_ file: ScenarioFile, check: Bool) -> Verdict {
    let upgraded: UpgradedScenario
    do throws(ScenarioError) {
      upgraded = try UpgradedScenario(file.readText().get(), file: file.path)
    } catch {
      return .unreadable(error)
    }
    let version = upgraded.declaredVersion
    guard version < newestVersion else { return .newest }
    guard !check else { return .older(version) }
    do {
      try AtomicFile.write(upgraded.text, to: file.path)
    } catch {
      return .unwritable(error)
    }
    return .upgraded(from: version)
  }
}
