import Foundation

/// A program run to its end, its standard output and standard error captured as one
/// text: the build and the check of `check-file`.
struct Subprocess: Sendable, Hashable {
  /// How the program ended.
  enum Ending: Sendable, Hashable {
    /// It exited with a status.
    case exited(Int32)
    /// A signal ended it (a crash: a trap, an overflow of the stack).
    case signalled(Int32)
  }

  /// How the program ended.
  var ending: Ending
  /// What it printed, standard output and standard error in the order written.
  var output: String

  /// Runs a program with arguments, in a directory if given, and waits for it to end.
  ///
  /// - Throws: The error of a program that cannot be started.
  static func run(
    _ executable: String, _ arguments: [String], in directory: String? = nil
  ) throws -> Subprocess {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let status = process.terminationStatus
    return Subprocess(
      ending: process.terminationReason == .uncaughtSignal ? .signalled(status) : .exited(status),
      output: String(decoding: data, as: UTF8.self))
  }
}
