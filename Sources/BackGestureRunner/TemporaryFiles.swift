import Foundation

/// The temporary files ``AtomicFile`` is writing, removed when the process is interrupted,
/// terminated or hung up, and the stale ones a killed process left.
///
/// The first write installs a handler for `SIGINT`, `SIGTERM` and `SIGHUP` where the
/// process has none of its own; the handler unlinks every temporary file in flight, then
/// dies of the signal as the process would have. `unlink` is safe in a signal handler, and
/// the paths it reads are C strings in fixed slots, set and cleared outside it.
///
/// Tool support only: `package`, not part of the public API.
package enum TemporaryFiles {
  /// How many writes may be in flight at once with their temporary files registered; a
  /// write beyond them goes unregistered, and a signal during it leaves its file for the
  /// next write's cleanup.
  static let capacity = 64

  /// The paths of the temporary files in flight, one C string per slot or `nil`.
  nonisolated(unsafe) private static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> =
    {
      let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
      slots.initialize(repeating: nil, count: capacity)
      return slots
    }()

  /// Guards the slots against other writers (never taken in the signal handler).
  private static let lock = NSLock()

  /// Installs the signal handlers once, before the first registration.
  private static let handlersInstalled: Bool = {
    for number in [SIGINT, SIGTERM, SIGHUP] {
      let previous = signal(number, removeInFlightAndDie)
      // A process that handles or ignores the signal itself keeps its own disposition.
      if previous != nil { signal(number, previous) }
    }
    return true
  }()

  /// Registers a temporary file in flight; returns its slot, or `nil` when all are taken.
  package static func register(_ path: String) -> Int? {
    _ = slots
    _ = handlersInstalled
    return lock.withLock {
      guard let slot = (0..<capacity).first(where: { slots[$0] == nil }) else { return nil }
      slots[slot] = strdup(path)
      return slot
    }
  }

  /// Forgets a temporary file that was renamed or removed.
  package static func unregister(_ slot: Int?) {
    guard let slot else { return }
    lock.withLock {
      let path = slots[slot]
      slots[slot] = nil
      free(path)
    }
  }

  /// Unlinks every registered temporary file that `keep` does not claim; safe in a signal
  /// handler with the default `keep`, which claims none.
  ///
  /// - Parameter keep: Whether to leave a path alone. Tests pass one that claims every
  ///   path but their own, since other writes of the same process may be in flight.
  package static func removeInFlight(
    keeping keep: (UnsafeMutablePointer<CChar>) -> Bool = { _ in false }
  ) {
    for slot in 0..<capacity {
      if let path = slots[slot], !keep(path) { unlink(path) }
    }
  }

  /// Removes the temporary files of writers that no longer run from the directory of a
  /// temporary path: dot files named `.<name>.<pid>-<UUID>.tmp` whose process id names no
  /// running process. Other files, and those of running processes, stay.
  package static func removeStale(besides temporary: String) {
    let slash = temporary.lastIndex(of: "/")
    let directory = slash.map { String(temporary[..<$0]) } ?? "."
    let prefix = slash.map { String(temporary[...$0]) } ?? ""
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      return
    }
    for name in names {
      guard let pid = writer(ofTemporary: name), pid != getpid(), kill(pid, 0) != 0,
        errno == ESRCH
      else { continue }
      unlink(prefix + name)
    }
  }

  /// The process id in a temporary file's name `.<name>.<pid>-<UUID>.tmp`, or `nil` for
  /// any other name.
  package static func writer(ofTemporary name: String) -> pid_t? {
    guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
    let stem = name.dropLast(".tmp".count)
    guard let dot = stem.lastIndex(of: ".") else { return nil }
    let tag = stem[stem.index(after: dot)...]
    guard let dash = tag.firstIndex(of: "-"),
      UUID(uuidString: String(tag[tag.index(after: dash)...])) != nil
    else { return nil }
    return pid_t(tag[..<dash])
  }
}

/// The handler of `SIGINT`, `SIGTERM` and `SIGHUP` while ``AtomicFile`` writes: removes the
/// temporary files in flight, then dies of the signal.
private func removeInFlightAndDie(_ number: Int32) {
  TemporaryFiles.removeInFlight()
  signal(number, SIG_DFL)
  raise(number)
}
