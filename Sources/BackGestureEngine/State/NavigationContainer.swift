import BackGestureModel

/// A navigation controller: its stack, its bar and its page flag (spec [N1]).
///
/// Whether it is transitioning is not stored: it is transitioning exactly while a
/// transition in flight runs in it.
struct NavigationContainer: Sendable, Hashable {
  /// The stack, bottom first; never empty (spec [N4]).
  var stack: [String]
  /// The bar.
  var bar: BarAppearance
  /// The page flag (spec [B6]).
  var pageFlag: Bool
  /// How the container is presented; `fullScreen` for the root (spec [N6]).
  var style: PresentationStyle = .fullScreen

  /// Whether it is a page sheet, which leaves the container under it in place ([N6]).
  var isPageSheet: Bool {
    switch style {
    case .fullScreen: false
    case .pageSheet: true
    }
  }

  /// The top screen.
  var top: String { stack[stack.count - 1] }
}
