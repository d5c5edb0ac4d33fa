import Foundation

/// An executable of this package, found next to the test bundle and run as a subprocess.
///
/// Test support only: not part of the public API.
package struct BuiltTool: Sendable {
  /// What one run printed, and how it ended.
  package struct Result: Sendable {
    /// The exit status.
    package var status: Int32
    /// Everything written to standard output.
    package var stdout: String
    /// Everything written to standard error.
    package var stderr: String
  }

  /// Where the executable is.
  package let url: URL

  /// Finds a built executable in the build products directory, or returns `nil`.
  ///
  /// The test runner lives in the products directory (`…/debug/<Package>PackageTests.xctest`),
  /// so the candidates are the directories of the runner, its bundle and the loaded
  /// `.xctest` bundles.
  package init?(named name: String) {
    var candidates: [URL] = []
    if let executable = Bundle.main.executableURL {
      candidates.append(executable.deletingLastPathComponent())
    }
    candidates.append(Bundle.main.bundleURL)
    candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      candidates.append(bundle.bundleURL.deletingLastPathComponent())
    }
    if let first = CommandLine.arguments.first {
      candidates.append(URL(fileURLWithPath: first).deletingLastPathComponent())
    }
    for directory in candidates {
      let url = directory.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: url.path) {
        self.url = url
        return
      }
    }
    return nil
  }

  /// Runs the executable with arguments, optionally in a directory and with changes to
  /// the environment (a `nil` value removes a variable), and waits for it to exit.
  package func run(
    _ arguments: [String], in directory: URL? = nil, environment changes: [String: String?] = [:]
  ) throws -> Result {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if !changes.isEmpty {
      var environment = ProcessInfo.processInfo.environment
      for (key, value) in changes { environment[key] = value }
      process.environment = environment
    }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }
}
