import Foundation

/// Writes files whole, so that a reader sees the old file or the new one, never part of one.
///
/// The bytes go to a temporary file in the destination's directory, named
/// `.<name>.<pid>-<unique>.tmp`, which is flushed to disk and then renamed over the
/// destination. On any failure the temporary file is removed and the error names the
/// destination. A process interrupted, terminated or hung up while it writes removes its
/// temporary files before it dies (``TemporaryFiles``); one killed outright leaves them,
/// and the next write into that directory removes every temporary file of a process that
/// no longer runs.
///
/// Tool support only: `package`, not part of the public API.
package enum AtomicFile {
  /// Why a file could not be written: the destination, as given, and the reason.
  package struct WriteError: Error, Hashable, CustomStringConvertible {
    /// The destination path, as the caller gave it.
    package var path: String
    /// What went wrong, such as `No such file or directory`.
    package var reason: String

    /// Creates an error.
    package init(path: String, reason: String) {
      self.path = path
      self.reason = reason
    }

    /// `path: reason`.
    package var description: String { "\(path): \(reason)" }
  }

  /// Writes text as UTF-8 to a path, replacing any file there only once the text is complete.
  ///
  /// - Parameters:
  ///   - createDirectories: Whether to create the destination's directory, and its
  ///     parents, when missing.
  /// - Throws: ``WriteError`` naming `path` when the directory cannot be created, the
  ///   temporary file cannot be written, or the rename fails.
  package static func write(
    _ text: String, to path: String, createDirectories: Bool = false
  ) throws(WriteError) {
    func failure(_ reason: String) -> WriteError { WriteError(path: path, reason: reason) }
    if createDirectories, let slash = path.lastIndex(of: "/"),
      let reason = makeDirectories(String(path[..<slash]))
    {
      throw failure("cannot create its directory: \(reason)")
    }
    let temporary = temporaryPath(for: path)
    TemporaryFiles.removeStale(besides: temporary)
    let registration = TemporaryFiles.register(temporary)
    defer { TemporaryFiles.unregister(registration) }
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw failure(systemReason()) }
    let writeFailure = writeAll(Array(text.utf8), to: descriptor)
    let syncFailure = writeFailure == nil && fsync(descriptor) != 0 ? systemReason() : nil
    let closeFailure = close(descriptor) != 0 ? systemReason() : nil
    if let reason = writeFailure ?? syncFailure ?? closeFailure {
      unlink(temporary)
      throw failure(reason)
    }
    guard rename(temporary, path) == 0 else {
      let reason = systemReason()
      unlink(temporary)
      throw failure("cannot replace it: \(reason)")
    }
  }

  /// The temporary file a write to `path` goes through: in the same directory, named
  /// `.<name>.<pid>-<unique>.tmp`, so directory listings that skip dot files never see it
  /// and a later write can tell whether its writer still runs.
  package static func temporaryPath(for path: String) -> String {
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    return "\(directory).\(name).\(getpid())-\(UUID().uuidString).tmp"
  }
}

/// The C library's message for the current `errno`, such as `Permission denied`.
private func systemReason() -> String {
  String(cString: strerror(errno))
}

/// Creates a directory and its missing parents, like `mkdir -p`.
///
/// - Returns: `nil` when the directory exists or was created, otherwise the reason.
private func makeDirectories(_ directory: String) -> String? {
  var prefix = directory.hasPrefix("/") ? "/" : ""
  for component in directory.split(separator: "/") {
    prefix += component
    if mkdir(prefix, 0o777) != 0 && errno != EEXIST { return systemReason() }
    prefix += "/"
  }
  return nil
}

/// Writes every byte to a file descriptor, retrying short and interrupted writes.
///
/// - Returns: `nil` when every byte was written, otherwise the reason it failed.
private func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
  var offset = 0
  while offset < bytes.count {
    let count = bytes.withUnsafeBytes { buffer in
      write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
    }
    if count < 0 {
      if errno == EINTR { continue }
      return systemReason()
    }
    if count == 0 { return "the file system accepted no more bytes" }
    offset += count
  }
  return nil
}
