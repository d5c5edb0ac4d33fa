import BackGestureModel

/// The recognizers that contest one touch after its decision moment, written as a list
/// of members and a list of "waits for" edges ([R-graph]).
///
/// The oracle's own reading of the graph: members in the order UIKit takes them (the
/// deeper view first, [AR2]: the scroll view's pan, then the edge, the pan and the
/// content pop, [G10]), each
/// with where it stands; an edge `waiter → awaited` says the first may begin only once
/// the second has failed; `together` says the scroll view's pan and the back recognizers
/// do not exclude each other.
struct Contest: Sendable, Hashable {
  /// One member of the contest.
  enum Member: Sendable, Hashable {
    /// The pan of the scroll view in a slot of the setup.
    case scroll(slot: Int)
    /// A back recognizer.
    case back(Recognizer)
  }

  /// Where a member stands.
  enum Standing: Sendable, Hashable {
    case contending
    case began
    case failed
  }

  /// One "waits for" edge.
  struct Wait: Sendable, Hashable {
    var waiter: Member
    var awaited: Member
  }

  /// The members, in the order they are taken.
  var members: [Member] = []
  /// Where each member stands, by position in `members`.
  var standings: [Standing] = []
  /// The edges.
  var waits: [Wait] = []
  /// Whether the scroll view's pan recognizes with the back recognizers.
  var together = false
  /// The back recognizers their own conditions failed before the contest ran.
  var failedEarly: [Recognizer] = []

  /// Adds a contending member at the end of the order.
  mutating func add(_ member: Member) {
    members.append(member)
    standings.append(.contending)
  }

  /// Where a member stands; `nil` when it takes no part.
  func standing(of member: Member) -> Standing? {
    members.firstIndex(of: member).map { standings[$0] }
  }

  /// Marks a member failed, if it takes part.
  mutating func fail(_ member: Member) {
    if let index = members.firstIndex(of: member) { standings[index] = .failed }
  }

  /// The first contending member none of whose awaited members still contends.
  var nextToBegin: Member? {
    for (index, member) in members.enumerated() where standings[index] == .contending {
      let blocked = waits.contains { wait in
        wait.waiter == member && standing(of: wait.awaited) == .contending
      }
      if !blocked { return member }
    }
    return nil
  }

  /// Whether two members may both have begun: a scroll view's pan and a back recognizer
  /// that recognize together. Two back recognizers never do ([G5]).
  func recognizeTogether(_ a: Member, _ b: Member) -> Bool {
    guard together else { return false }
    switch (a, b) {
    case (.scroll, .back), (.back, .scroll): return true
    default: return false
    }
  }

  /// Whether a back recognizer still contends.
  var backStillContends: Bool {
    zip(members, standings).contains { member, standing in
      if case .back = member { return standing == .contending }
      return false
    }
  }
}
