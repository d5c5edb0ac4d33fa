/// A fault planted in the abstraction on purpose, so that the tests can show that their
/// checks of the abstraction catch one: without it, a soundness check that passes could
/// be one that cannot fail.
///
/// Internal: only the search's own tests reach it, through `@testable import`; no
/// command or public path of the module plants a fault.
enum AbstractionFault: Sendable, Hashable {
  /// The representative of a touch-down inside the edge zone touches down at a leading
  /// distance of ``misplacedEdgeDistance`` instead: outside the 20-pt zone ([R-edgeZone]),
  /// though still inside the 40-pt strip ([K3]).
  case touchOutsideEdgeZone

  /// Where ``touchOutsideEdgeZone`` puts the touch-down of the edge zone's class.
  static let misplacedEdgeDistance = 25
}
