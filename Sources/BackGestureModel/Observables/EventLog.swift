/// An append-only list that the snapshots of a run share instead of copying: the callback
/// log and the outcome list (spec section 10).
///
/// A log is a view of the first `count` entries of a storage that only ever grows. A
/// snapshot taken after a step keeps its view while the model goes on appending, so
/// taking a snapshot, copying one and appending are all O(1), and a run of n steps keeps
/// O(n) entries in memory however many snapshots it holds:
///
/// ```swift
/// var log: EventLog<Callback> = [.willShow("A")]
/// let saved = log              // shares the storage
/// log.append(.didShow("A"))    // in place: `saved` still shows one entry
/// ```
///
/// A view that is behind its storage (a copy that another copy appended past) starts a
/// new storage on its first append, which refers to the shared entries instead of
/// copying them; ``branched()`` does so ahead of time, for a copy made to be thrown away
/// (a probe) so that the run it was copied from keeps appending in place. Entries are
/// compared, hashed and printed like an array's.
public struct EventLog<Element: Sendable & Hashable>: Sendable {
  /// The storage that holds the newest entries.
  private var storage: EventLogStorage<Element>
  /// How many entries this view shows.
  public private(set) var count: Int

  /// Creates an empty log.
  ///
  /// Specialized for the model's two logs, as ``append(_:)`` is: the generic body looked
  /// the storage's type up by name at run time for every log made.
  @_specialize(exported:true,where Element == Callback)
  @_specialize(exported:true,where Element == Outcome)
  public init() {
    storage = EventLogStorage(parent: nil, base: 0)
    count = 0
  }

  /// Creates a log holding the elements of a sequence, in order.
  @_specialize(exported:true,where Element == Callback, S == [Callback])
  @_specialize(exported:true,where Element == Outcome, S == [Outcome])
  public init<S: Sequence>(_ elements: S) where S.Element == Element {
    self.init()
    for element in elements { append(element) }
  }

  /// Appends an entry: in place when this view is at the end of its storage, else in a
  /// new storage that refers to the entries this view shows.
  ///
  /// Specialized for the model's two logs, which the engine, the oracle and the mirror
  /// append to at every step: the generic body looked the element's type up at run time
  /// on every append.
  @_specialize(exported:true,where Element == Callback)
  @_specialize(exported:true,where Element == Outcome)
  public mutating func append(_ element: Element) {
    if storage.appendIfAtEnd(element, count: count) {
      count += 1
      return
    }
    storage = storage.continuation(after: count)
    _ = storage.appendIfAtEnd(element, count: count)
    count += 1
  }

  /// Appends the elements of a sequence, in order.
  public mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
    for element in elements { append(element) }
  }

  /// Appends the elements of a sequence, in order.
  public static func += <S: Sequence>(log: inout EventLog, elements: S) where S.Element == Element {
    log.append(contentsOf: elements)
  }

  /// The same entries in a storage of their own, so that the appends of this copy never
  /// make the log it was copied from start a new storage. O(1).
  public func branched() -> EventLog {
    var copy = self
    copy.storage = storage.continuation(after: count)
    return copy
  }

  /// Whether the entries of another log are the first entries of this one.
  ///
  /// O(1) when both are views of one run (the usual case: a snapshot and a later one).
  /// When the other log branched from a storage this one shares (a look ahead on a
  /// branched copy), only the entries it appended since are compared; logs of unrelated
  /// runs are compared entry by entry.
  public func hasPrefix(_ other: EventLog) -> Bool {
    guard other.count <= count else { return false }
    if storage.shares(other.storage, upTo: other.count, withViewOf: count) { return true }
    let shared = storage.sharedLength(with: other.storage, viewOf: other.count, selfView: count)
    var compared = 0
    defer { WorkCounter.add(compared) }
    for index in shared..<other.count {
      compared += 1
      if self[index] != other[index] { return false }
    }
    return true
  }

  /// Whether another log's entries are this one's first entries because both are views
  /// of one storage (or of storages this one continues), with no entry compared: how
  /// tests check that a run shares its logs instead of copying them.
  package func extendsWithoutCopying(_ other: EventLog) -> Bool {
    other.count <= count && storage.shares(other.storage, upTo: other.count, withViewOf: count)
  }

  /// How many storages this view's entries live in (1 for a log that never branched).
  package var storageDepth: Int { storage.depth }

  /// The entries after the first `start` ones.
  public func entries(from start: Int) -> SubSequence {
    self[Swift.min(Swift.max(0, start), count)...]
  }

  /// Whether two logs hold the same entries, their first `start` entries known to agree
  /// (an earlier comparison of the same two runs found them equal there): only the
  /// entries after are compared, and counted as work, so that comparing two logs after
  /// every step of a run costs O(n) entries in all. Specialized for the model's two
  /// logs, which the lockstep compares after every step.
  @_specialize(exported:true,where Element == Callback)
  @_specialize(exported:true,where Element == Outcome)
  package func equals(_ other: EventLog, knownEqualBefore start: Int) -> Bool {
    guard count == other.count else { return false }
    var compared = 0
    defer { WorkCounter.add(compared) }
    for index in Swift.min(Swift.max(0, start), count)..<count {
      compared += 1
      if self[index] != other[index] { return false }
    }
    return true
  }
}

extension EventLog: RandomAccessCollection {
  /// The position of the first entry, 0.
  public var startIndex: Int { 0 }
  /// One past the last entry, ``count``.
  public var endIndex: Int { count }

  /// The entry at a position.
  ///
  /// Specialized for the model's two logs, whose new entries the checks read after every
  /// step: the generic body looked the element's type up at run time on every read.
  public subscript(position: Int) -> Element {
    @_specialize(exported:true,where Element == Callback)
    @_specialize(exported:true,where Element == Outcome)
    get {
      precondition(
        position >= 0 && position < count, "index \(position) out of range 0..<\(count)")
      return storage.element(at: position)
    }
  }
}

extension EventLog: ExpressibleByArrayLiteral {
  /// Creates a log holding the literal's elements.
  @_specialize(exported:true,where Element == Callback)
  @_specialize(exported:true,where Element == Outcome)
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension EventLog: Hashable {
  /// Two logs are equal when they hold equal entries in the same order; O(1) when one is
  /// a view of the other's storage at the same length.
  public static func == (lhs: EventLog, rhs: EventLog) -> Bool {
    lhs.count == rhs.count && lhs.hasPrefix(rhs)
  }

  /// Hashes the entries in order, as an array does.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for element in self { hasher.combine(element) }
  }
}

extension EventLog: CustomStringConvertible, CustomDebugStringConvertible {
  /// The entries as an array prints them, such as `[A.willAppear, A.didAppear]`.
  public var description: String { Array(self).description }

  /// The entries as an array prints them in a debugger.
  public var debugDescription: String { Array(self).debugDescription }
}

/// The entries of an ``EventLog``: a growing array behind a lock, and the storage it
/// continues, if any.
///
/// Entries never change once appended, so every view of a storage sees a fixed prefix;
/// the lock orders appends against reads from other threads.
final class EventLogStorage<Element: Sendable>: @unchecked Sendable {
  /// How deep a chain of storages may grow before a continuation copies the entries
  /// into a flat storage instead (reads walk the chain).
  static var maximumDepth: Int { 8 }

  /// The storage that holds the entries before `base`, if any.
  let parent: EventLogStorage?
  /// How many entries come before this storage's own.
  let base: Int
  /// How many storages this one continues, itself included.
  let depth: Int
  /// This storage's own entries, which come after the first `base`.
  private var elements: ContiguousArray<Element>
  /// Guards `elements`.
  private let lock = EventLogLock()

  init(parent: EventLogStorage?, base: Int, elements: ContiguousArray<Element> = []) {
    self.parent = parent
    self.base = base
    self.depth = (parent?.depth ?? 0) + 1
    self.elements = elements
  }

  deinit {
    lock.destroy()
  }

  /// Appends an entry when a view of `count` entries is at the end; returns whether it did.
  func appendIfAtEnd(_ element: Element, count: Int) -> Bool {
    lock.withLock {
      guard base + elements.count == count else { return false }
      elements.append(element)
      return true
    }
  }

  /// A new storage whose entries come after the first `count` entries of this one: a
  /// child that refers to them, or a flat copy once the chain is deep.
  func continuation(after count: Int) -> EventLogStorage {
    guard depth >= Self.maximumDepth else { return EventLogStorage(parent: self, base: count) }
    var entries = ContiguousArray<Element>()
    entries.reserveCapacity(count)
    for index in 0..<count { entries.append(element(at: index)) }
    return EventLogStorage(parent: nil, base: 0, elements: entries)
  }

  /// The entry at a position of the whole log, which a view of this storage shows.
  func element(at position: Int) -> Element {
    var storage = self
    while position < storage.base, let parent = storage.parent { storage = parent }
    let offset = position - storage.base
    return storage.lock.withLock { storage.elements[offset] }
  }

  /// How many first entries a view of `otherCount` entries of `other` shares with a
  /// view of `count` entries of this storage through a storage both chains hold: the
  /// length up to where `other`'s chain left this one's, 0 when the chains meet nowhere.
  func sharedLength(
    with other: EventLogStorage, viewOf otherCount: Int, selfView count: Int
  )
    -> Int
  {
    var candidate: EventLogStorage? = other
    var length = otherCount
    while let current = candidate {
      if shares(current, upTo: length, withViewOf: count) { return length }
      length = Swift.min(length, current.base)
      candidate = current.parent
    }
    return 0
  }

  /// Whether the first `length` entries of a view of `other` are the first entries of a
  /// view of `count` entries of this storage: `other` is this storage or one it
  /// continues, far enough along.
  func shares(_ other: EventLogStorage, upTo length: Int, withViewOf count: Int) -> Bool {
    var storage = self
    var end = count
    while true {
      if storage === other { return length <= end }
      guard let parent = storage.parent else { return false }
      end = storage.base
      storage = parent
    }
  }
}
