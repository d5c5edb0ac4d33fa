import Foundation

/// A controller that shows search in a navigation item's search bar: active while the
/// user searches, until its screen leaves the stack (spec [K4], [K5]).
///
/// The mirror keeps the active search as a state of its screen, not as a presentation in
/// the window: it stands over its own screen, or over whatever covers that screen when no
/// controller up from it defines the presentation context.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
  /// The controller that shows the results, or `nil` to show them in the searched one.
  open private(set) var searchResultsController: UIViewController?
  /// The search bar.
  open private(set) var searchBar: UISearchBar
  /// The object told when the search appears and goes.
  open weak var delegate: (any UISearchControllerDelegate)?
  /// The object told to update the results.
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
  /// Whether a dimming view covers the searched content; kept, not read.
  open var obscuresBackgroundDuringPresentation = true
  /// Whether the navigation bar hides while searching; kept, not read.
  open var hidesNavigationBarDuringPresentation = true
  /// The controller whose navigation item holds it.
  weak var owner: UIViewController?
  private var active = false

  /// Creates a search controller that shows its results in a controller, or in the
  /// searched one for `nil`.
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    searchBar = UISearchBar(frame: .zero)
    super.init(nibName: nil, bundle: nil)
    searchBar.searchController = self
  }

  /// Creates a search controller that shows its results in the searched one.
  public convenience init() {
    self.init(searchResultsController: nil)
  }

  /// Creates a search controller from an archive; the mirror has none.
  public required init?(coder: NSCoder) {
    searchBar = UISearchBar(frame: .zero)
    super.init(coder: coder)
    searchBar.searchController = self
  }

  /// Whether the search is shown: setting it shows or ends the search, telling the
  /// delegate before and after.
  open var isActive: Bool {
    get { active }
    set {
      guard newValue != active else { return }
      if newValue { activate() } else { deactivate() }
    }
  }

  private func activate() {
    delegate?.willPresentSearchController(self)
    active = true
    delegate?.didPresentSearchController(self)
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  private func deactivate() {
    delegate?.willDismissSearchController(self)
    if searchBar.isFirstResponder { searchBar.resignFirstResponder() }
    active = false
    delegate?.didDismissSearchController(self)
  }
}

/// The object told when a search controller's search appears and goes; every method is
/// optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: NSObjectProtocol {
  /// Tells that the search will appear.
  func willPresentSearchController(_ searchController: UISearchController)
  /// Tells that the search appeared.
  func didPresentSearchController(_ searchController: UISearchController)
  /// Tells that the search will go.
  func willDismissSearchController(_ searchController: UISearchController)
  /// Tells that the search went.
  func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  /// Does nothing.
  public func willPresentSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func didPresentSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func willDismissSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// The object that updates a search controller's results.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
  /// Tells that the search text or scope changed, or the search appeared.
  func updateSearchResults(for searchController: UISearchController)
}
