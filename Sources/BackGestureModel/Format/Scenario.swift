/// A world, the steps that happen in it, and what must hold at the end (spec section 11).
public struct Scenario: Sendable, Hashable {
  /// The current version of the scenario text format.
  public static let formatVersion = 1

  /// A one-line description, if any.
  public var title: String?
  /// The initial world.
  public var world: World
  /// The steps, in time order.
  public var steps: [Step]
  /// The claims checked against the final snapshot.
  public var expectations: [Expectation]

  /// Creates a scenario.
  public init(title: String? = nil, world: World, steps: [Step], expectations: [Expectation] = []) {
    self.title = title
    self.world = world
    self.steps = steps
    self.expectations = expectations
  }
}
