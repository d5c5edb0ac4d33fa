/// The iOS release whose navigation controller the world runs on (spec [D5]).
///
/// `ios18` is UIKit before iOS 26: the system pop is the edge recognizer alone. `ios26`
/// adds the content pop, a second system back recognizer over the whole content area
/// (UIKit's `interactiveContentPopGestureRecognizer`). A world that names no system is
/// `ios18`, so every scenario written before the system existed keeps its meaning.
public enum OperatingSystem: String, Sendable, Hashable, CaseIterable {
  /// UIKit before iOS 26.
  case ios18
  /// UIKit of iOS 26, with the content pop.
  case ios26
}
