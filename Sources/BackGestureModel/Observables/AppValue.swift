/// One piece of an app's own state that the checker watches: a name and the value's
/// printed form (spec [U27]).
///
/// An app names what a cancelled swipe must put back and what must not change at rest
/// without a step: a selection, a player that plays, a flag. The checker compares the
/// printed forms, so a value prints all that makes it equal or not.
///
/// ```swift
/// AppValue("selection", selectedRow ?? -1)
/// ```
public struct AppValue: Sendable, Hashable, CustomStringConvertible {
  /// The name, such as `B.selection` (the host puts the screen's name first).
  public var name: String
  /// The value as it prints.
  public var value: String

  /// Creates a value from a name and anything that prints.
  public init(_ name: String, _ value: some Equatable & CustomStringConvertible) {
    self.name = name
    self.value = value.description
  }

  /// Creates a value from a name and the printed form.
  package init(name: String, printed: String) {
    self.name = name
    self.value = printed
  }

  /// `name=value`.
  public var description: String { "\(name)=\(value)" }
}
