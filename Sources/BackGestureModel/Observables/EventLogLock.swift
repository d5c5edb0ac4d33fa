#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual-exclusion lock around the entries of an ``EventLog``'s storage.
///
/// A POSIX mutex, so the model needs neither Foundation nor an operating system release
/// that has the standard library's `Mutex`.
///
/// Needed because ``EventLog`` is `Sendable` and its copies share one storage: copies of
/// one log do get appended on several threads at once (the test suites copy one shared
/// resting snapshot in tests that run in parallel; `EventLogTests` does it on purpose),
/// and without the lock two of them could both append in place. The campaign and the
/// prover never share a log between threads. Measured: without it, `backgesture bench`
/// runs 0.5% fewer instructions (docs/Performance.md, "Speed machinery, measured").
///
/// A value that its storage owns and destroys (``destroy()``, from the storage's
/// `deinit`), not an object of its own: one allocation fewer for every log and every
/// probe's copy of one.
struct EventLogLock: @unchecked Sendable {
  /// The mutex, at a fixed address for its whole life.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  init() {
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  /// Destroys the mutex; called once, by the owner's `deinit`.
  func destroy() {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs a closure while holding the lock.
  func withLock<T>(_ body: () throws -> T) rethrows -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
