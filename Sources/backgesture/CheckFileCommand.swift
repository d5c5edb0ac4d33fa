import BackGestureModel
import BackGestureRunner
import Foundation

/// `backgesture check-file FILE.swift...`: checks an app's own back-gesture files as they
/// are, with no wrapper written: builds them against the mirror in a scratch package and
/// checks their navigation controller with plain screens.
enum CheckFileCommand {
  static let command = Command(
    name: "check-file",
    abstract: "Checks an app's own back-gesture Swift files, with no wrapper written.",
    discussion: """
      Copies the files into a scratch package, each import of UIKit (or of QuartzCore or
      CoreGraphics) swapped for BackGestureUIKit on the same line and the Linux side of
      the documented #ifs written in (@objc removed, #selector made the mirror's
      Selector; a note names each #if your own package needs), builds it, and checks the
      files' navigation controller with plain screens, as checkBackGestureApp does: the
      class that no other class of the files subclasses, or UIKit's when the files only
      extend it or define none. A file may hold stubs of the app's other types. When the files do
      not build, each error is named at its line: a construct Swift on Linux cannot
      accept with its #if (docs/RealCode.md, "The #ifs you may need"),
      any other with the compiler's message. The first build compiles BackGestureCheck
      too, for minutes; later runs reuse it.
      """,
    arguments: [
      CommandArgument(
        name: "<file>", help: "A Swift file of the app, or of stubs of its types.", repeats: true)
    ],
    options: [
      .option(.navigationController), .option(.count), .option(.seed), .option(.swift5),
      .option(.asIs), .option(.scratchPath), .option(.packagePath),
    ],
    details: """
      EXIT STATUS:
        0  every invariant holds
        1  a counterexample was found, or the files' code crashed while checked
        2  the files do not build, or bad input: a file that does not read, an unknown
           option or type, no BackGestureCheck package
      """,
    run: run)

  /// The parsed options.
  struct Options {
    /// The files, as given.
    var files: [String]
    /// `--navigation-controller`'s type.
    var navigationController: String?
    /// The number of scenarios, 1000 by default.
    var cases: Int
    /// The seed, 0 by default.
    var seed: UInt64
    /// Whether the files are compiled in Swift 5 mode.
    var swift5: Bool
    /// Whether the copies are left as they are, without the Linux side of the `#if`s.
    var asIs: Bool
    /// `--scratch-path`'s directory.
    var scratchPath: String?
    /// `--package-path`'s directory.
    var packagePath: String?

    /// The options a command line gives.
    init(_ parsed: ParsedArguments) {
      files = parsed.arguments
      navigationController = parsed[.navigationController]
      cases = parsed[.count] ?? CheckOptions.everything.cases
      seed = parsed[.seed] ?? 0
      swift5 = parsed.contains(.swift5)
      asIs = parsed.contains(.asIs)
      scratchPath = parsed[.scratchPath]
      packagePath = parsed[.packagePath]
    }
  }

  static func run(_ arguments: [String]) -> ExitStatus {
    let options: Options
    switch command.parse(arguments) {
    case .success(let parsed?): options = Options(parsed)
    case .success(nil):
      Console.out(command.help)
      return .success
    case .failure(let error):
      return command.usageError(error)
    }
    var files: [SourceFile] = []
    for path in options.files {
      switch read(path) {
      case .success(let file): files.append(file)
      case .failure(let problem):
        Console.error("Error: \(path): \(problem.reason)\n")
        return .badInput
      }
    }
    let choice: NavigationControllerChoice
    switch NavigationControllerChoice.choose(in: files, named: options.navigationController) {
    case .success(let chosen): choice = chosen
    case .failure(let error): return command.usageError(error)
    }
    let root: String
    switch PackageRoot.find(given: options.packagePath) {
    case .success(let found): root = found
    case .failure(let error): return command.usageError(error)
    }
    let directory = FileManager.default.currentDirectoryPath
    let scratch =
      options.scratchPath.map { PackageRoot.absolute($0, in: directory) }
      ?? "\(root)/.build/check-file"
    let package = ScratchPackage(
      packageRoot: root, files: files, navigationController: choice.type, cases: options.cases,
      seed: options.seed, swift5: options.swift5, rewritesForLinux: !options.asIs)
    Console.out(
      "\(choice.summary), with plain screens: \(options.cases) scenarios, seed \(options.seed), "
        + "Swift \(options.swift5 ? 5 : 6) mode.\n")
    do {
      try package.write(to: scratch)
    } catch {
      Console.error("Error: \(error.path): cannot write the file: \(error.reason)\n")
      return .badInput
    }
    return buildAndCheck(package, in: scratch)
  }

  /// Why a file given on the command line cannot be read.
  struct Unreadable: Error {
    /// `no such file`, `is a directory`, `cannot read the file` or `is not UTF-8 text`.
    var reason: String
  }

  /// Reads a file given on the command line, or says why it cannot.
  static func read(_ path: String) -> Result<SourceFile, Unreadable> {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .failure(Unreadable(reason: "no such file"))
    }
    guard !isDirectory.boolValue else { return .failure(Unreadable(reason: "is a directory")) }
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(Unreadable(reason: "cannot read the file"))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return .failure(Unreadable(reason: "is not UTF-8 text"))
    }
    return .success(SourceFile(path: path, text: text))
  }

  /// Builds the written package, then runs its check and prints the verdict.
  static func buildAndCheck(_ package: ScratchPackage, in scratch: String) -> ExitStatus {
    Console.error("Building \(scratch) (the first build compiles BackGestureCheck too)\n")
    let started = ContinuousClock.now
    let build: Subprocess
    do {
      build = try Subprocess.run(
        "/usr/bin/env",
        ["swift", "build", "--package-path", scratch, "--scratch-path", "\(scratch)/.build"])
    } catch {
      Console.error("Error: cannot run swift build: \(error.localizedDescription)\n")
      return .badInput
    }
    let built = ContinuousClock.now
    guard build.ending == .exited(0) else {
      Console.error("Elapsed (not part of the result): build \(seconds(built - started)) s\n")
      let findings = findings(of: build.output, package: package)
      Console.out(notes(package, except: findings) + buildFailure(build.output, package: package))
      return .badInput
    }
    let check: Subprocess
    do {
      check = try Subprocess.run(ScratchPackage.executablePath(in: scratch), [])
    } catch {
      Console.error("Error: cannot run the check: \(error.localizedDescription)\n")
      return .badInput
    }
    Console.error(
      "Elapsed (not part of the result): build \(seconds(built - started)) s, "
        + "check \(seconds(ContinuousClock.now - built)) s\n")
    Console.out(notes(package, except: []) + check.output)
    switch check.ending {
    case .exited(0):
      Console.out("\nPASS: every invariant held in \(package.cases) scenarios.\n")
      return .success
    case .exited(1):
      Console.out("\nFAIL: a counterexample was found (above).\n")
      return .failure
    case .exited(let status):
      Console.out("\nFAIL: the check stopped with status \(status) before it finished.\n")
      return .failure
    case .signalled(let signal):
      Console.out(
        "\nFAIL: the check crashed (signal \(signal)) before it finished: the files' code "
          + "trapped.\n")
      return .failure
    }
  }

  /// What the tool prints for a build that failed: a finding per error, then a summary;
  /// the end of the build's output when it names no error.
  static func buildFailure(_ output: String, package: ScratchPackage) -> String {
    let findings = findings(of: output, package: package)
    guard !findings.isEmpty else {
      let tail = output.split(whereSeparator: \.isNewline).suffix(20)
      return (["The build failed without naming an error; the end of its output:"] + tail)
        .joined(separator: "\n") + "\n"
    }
    let listed = findings.filter { $0.construct != nil }.count
    let count = findings.count
    let errors =
      switch listed {
      case count: count == 1 ? "1 error, listed" : "\(count) errors, all listed"
      case 0: count == 1 ? "1 error, not listed" : "\(count) errors, none listed"
      default: "\(count) errors, \(listed) of them listed"
      }
    // The compiler stops at an import it cannot resolve, before the file's other errors.
    let stopped = findings.contains { $0.message.hasPrefix("no such module") }
    return findings.map(\.text).joined(separator: "\n") + "\n\n"
      + "The files do not build against BackGestureUIKit: \(errors) in docs/RealCode.md "
      + "(\"The #ifs you may need\").\n"
      + (stopped
        ? "The compiler stops at a module it cannot find: more errors may follow once the "
          + "import is fixed.\n" : "")
  }

  /// The findings of a build's output.
  static func findings(of output: String, package: ScratchPackage) -> [BuildFinding] {
    BuildFinding.findings(
      for: CompilerDiagnostic.errors(in: output), files: package.files,
      copies: package.copyNames, changes: package.copies.map(\.changes))
  }

  /// The notes of the constructs the rewrite changed, a line each and each text once, in
  /// the order of the files and their lines; a construct that a finding names at its line
  /// is left to the finding.
  static func notes(_ package: ScratchPackage, except findings: [BuildFinding]) -> String {
    let named = Set(
      findings.compactMap { finding in finding.construct.map { "\(finding.location ?? "") \($0)" } }
    )
    var texts: Set<String> = []
    var lines: [String] = []
    for (file, copy) in zip(package.files, package.copies) {
      for change in copy.changes
      where !named.contains("\(file.path):\(change.line) \(change.construct)") {
        let note = change.note(path: file.path)
        if texts.insert(note).inserted { lines.append(note + "\n") }
      }
    }
    return lines.joined()
  }

  /// A duration in seconds, with one decimal.
  static func seconds(_ duration: Duration) -> String {
    let components = duration.components
    let value = Double(components.seconds) + Double(components.attoseconds) / 1e18
    return String(format: "%.1f", value)
  }
}
