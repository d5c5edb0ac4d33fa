/// A table cell with trailing swipe actions (spec [C6]).
///
/// Its own pan takes a horizontal drag from trailing to leading (the swipe that reveals
/// the actions); a drag the other way, or a mostly vertical one, is not its own, and the
/// touch goes on as if it had landed on what holds the cell.
public struct SwipeActionsCell: Sendable, Hashable {
  /// The frame.
  public var frame: Frame

  /// Creates a cell.
  public init(frame: Frame) {
    self.frame = frame
  }
}
