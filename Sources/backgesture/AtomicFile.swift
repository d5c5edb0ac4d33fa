import BackGestureCheck
import BackGestureGenerators
import BackGestureInvariants
import BackGestureMutants
import BackGestureRendering
import Foundation

/// Writes files so that a reader never sees half of one: into a temporary file beside
/// the destination, then renamed over it.
enum AtomicFile {
  /// Writes text to a path, replacing any file there only once the text is complete.
  ///
  /// - Throws: The file system's error when the directory cannot be written or the
  ///   rename fails; the temporary file is removed then.
  static func write(_ text: String, to path: String) throws {
    let destination = URL(fileURLWithPath: path)
    let temporary = destination.deletingLastPathComponent()
      .appendingPathComponent(".\(destination.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    do {
      try Data(text.utf8).write(to: temporary)
      if rename(temporary.path, destination.path) != 0 {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }
}
