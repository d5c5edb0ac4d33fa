/// How a presented container is shown: over the whole screen, or as a page sheet that
/// leaves the presenting screen in place (spec [N6]).
///
/// `fullScreen` is the default, so a world or an operation that says nothing keeps the
/// meaning it had before page sheets existed. A page sheet may be *modal*
/// (`isModalInPresentation`): then it cannot be pulled down.
public enum PresentationStyle: Sendable, Hashable {
  /// The presented container covers the screen; the presenting screen disappears.
  case fullScreen
  /// The presented container is a page sheet; the presenting screen stays and gets no
  /// appearance callbacks. `modal` keeps it from being pulled down.
  case pageSheet(modal: Bool)

  /// Whether the presented container is a page sheet, modal or not; the format's own
  /// helper (the engine and the oracle each derive theirs).
  var isSheet: Bool {
    if case .pageSheet = self { return true }
    return false
  }

  /// The words that follow the screen names in the scenario format, such as
  /// `style=pageSheet modal=yes`; none for `fullScreen` (spec [F3b]).
  public var scenarioWords: [String] {
    switch self {
    case .fullScreen: []
    case .pageSheet(let modal): ["style=pageSheet"] + (modal ? ["modal=yes"] : [])
    }
  }
}
