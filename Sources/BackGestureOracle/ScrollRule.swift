/// When a horizontal scroll view yields a horizontal pan to a back recognizer ([K3]).
enum ScrollRule: Sendable, Hashable {
  /// It yields at its leading edge to a forward pan.
  case leadingEdge
  /// As `leadingEdge`, and only when it does not bounce.
  case leadingEdgeNoBounce
  /// As `leadingEdge`, or to a forward pan that began within a strip of the leading edge.
  case leadingEdgeOrStrip(Int)
  /// It always yields.
  case alwaysYields

  /// Tells whether a scroll view yields, given the facts the rules read.
  func yields(atLeadingEdge: Bool, bounces: Bool, touchDownLeadingDistance: Int, forward: Int)
    -> Bool
  {
    switch self {
    case .leadingEdge:
      atLeadingEdge && forward > 0
    case .leadingEdgeNoBounce:
      atLeadingEdge && forward > 0 && !bounces
    case .leadingEdgeOrStrip(let strip):
      (atLeadingEdge && forward > 0) || (touchDownLeadingDistance <= strip && forward > 0)
    case .alwaysYields:
      true
    }
  }
}
