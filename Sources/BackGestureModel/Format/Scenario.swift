/// A world, the steps that happen in it, and what must hold at checkpoints and at the
/// end (spec section 11).
public struct Scenario: Sendable, Hashable {
  /// The newest version of the scenario text format, the one the parser reads and the
  /// printer writes; a file in an older one is upgraded to it as it is read (spec [F1]).
  public static let formatVersion = 4

  /// A one-line description, if any; any text, line breaks included.
  public var title: String?
  /// The initial world.
  public var world: World
  /// The steps, in time order.
  public var steps: [Step]
  /// The expectations checked between steps, in file order.
  public var checkpoints: [Checkpoint]
  /// The claims checked against the final snapshot.
  public var expectations: [Expectation]

  /// Creates a scenario.
  public init(
    title: String? = nil, world: World, steps: [Step], checkpoints: [Checkpoint] = [],
    expectations: [Expectation] = []
  ) {
    self.title = title
    self.world = world
    self.steps = steps
    self.checkpoints = checkpoints
    self.expectations = expectations
  }
}
