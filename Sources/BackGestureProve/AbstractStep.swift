import BackGestureModel
import BackGestureOracle

/// One step of the scope's alphabet: a class of concrete steps that the rules cannot tell
/// apart, with its representative ([PV1], [PV2]).
package enum AbstractStep: Sendable, Hashable, CustomStringConvertible {
  /// The first finger touches down at a leading distance, on the top's content item or
  /// on plain content ([PV1]).
  case down(leading: Int, onItem: Bool)
  /// The first finger moves ([PV1]).
  case move(Move)
  /// The first finger lifts: one frame after its last sample, or after resting past the
  /// velocity staleness ([V2]).
  case up(rested: Bool)
  /// A second finger touches down on plain content, away from the edge ([G4]).
  case secondDown
  /// The second finger lifts.
  case secondUp
  /// The system cancels every finger ([I5]).
  case cancel
  /// A push, pop, present or dismiss, animated or not ([O4]).
  case operation(Operation)
  /// Time runs to the next moment at which something changes ([PV2]).
  case wait

  /// A move of the first finger, from where it is.
  package enum Move: String, Sendable, Hashable, CaseIterable {
    /// 50 pt forward in 16 ms (3125 pt/s): past the slop, a fast release.
    case forward
    /// 5 pt forward in 16 ms (312 pt/s): below the slop on its own, a release between
    /// the two velocity thresholds.
    case nudge
    /// Two thirds of the width forward: past half of the progress.
    case far
    /// 50 pt backward.
    case backward
    /// 50 pt down.
    case vertical
  }

  /// The leading distances of touch-downs: inside the edge zone (10), inside the scroll
  /// strip but outside the zone (30), and beyond both (100).
  static let edgeZoneDistance = 10
  static let stripDistance = 30
  static let farDistance = 100
  /// A frame: the time between two quick steps.
  static let frame = 16
  /// A rest: longer than the velocity staleness of 100 ms ([V2]).
  static let rest = 150
  /// How long a deceleration may still run ([K5]: 300 ms after a release).
  static let decelerationWait = 300
  /// The y of a touch on plain content, below every item.
  static let plainY = 700
  /// The y of a touch on a content item.
  static let itemY = 250

  package var description: String {
    switch self {
    case .down(let leading, let onItem): "down@\(leading)" + (onItem ? "/item" : "")
    case .move(let move): "move:" + move.rawValue
    case .up(let rested): rested ? "rest+up" : "up"
    case .secondDown: "down2"
    case .secondUp: "up2"
    case .cancel: "cancel"
    case .operation(let operation):
      Self.words(of: operation) + (operation.animated ? "" : "!")
    case .wait: "wait"
    }
  }

  /// An operation's keyword and the screens it names.
  static func words(of operation: Operation) -> String {
    switch operation.kind {
    case .push(let name): "push:" + name
    case .present(let names): "present:" + names.joined(separator: ",")
    case .setStack(let names): "set-stack:" + names.joined(separator: ",")
    default: operation.keyword
    }
  }

  /// The words of the alphabet for a preset, as the scope prints them.
  static func vocabulary(for preset: Preset) -> [String] {
    let table = PresetTable.of(preset)
    let strip = [table.panScrollRule, table.edgeScrollRule].contains { $0?.strip != nil }
    var words = (strip ? ["10", "30", "100"] : ["10", "100"]).map { "down@\($0)[/item]" }
    words += Move.allCases.map { "move:" + $0.rawValue }
    words += ["up", "rest+up", "down2", "up2", "cancel"]
    words += ["push[!]", "pop[!]", "present[!]", "dismiss[!]", "wait"]
    return words
  }
}
