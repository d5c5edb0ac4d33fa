import Foundation

/// The bar a search controller shows in the navigation bar: tapped, or asked, it becomes
/// the first responder and activates its search (spec [K4]).
@preconcurrency @MainActor
open class UISearchBar: UIView {
  /// The text.
  open var text: String? = ""
  /// The text shown while the bar is empty.
  open var placeholder: String?
  /// Whether the bar shows its Cancel button; kept, not read.
  open var showsCancelButton = false
  /// The object told about editing.
  open weak var delegate: (any UISearchBarDelegate)?
  /// The search controller that owns the bar.
  weak var searchController: UISearchController?

  /// A search bar can take the keyboard.
  open override var canBecomeFirstResponder: Bool { true }

  /// Becomes the first responder if its delegate agrees, activating its search.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard delegate?.searchBarShouldBeginEditing(self) ?? true else { return false }
    if let searchController, !searchController.isActive { searchController.isActive = true }
    guard super.becomeFirstResponder() else { return false }
    delegate?.searchBarTextDidBeginEditing(self)
    return true
  }

  /// Gives up the keyboard, telling its delegate; the search stays active.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard super.resignFirstResponder() else { return false }
    delegate?.searchBarTextDidEndEditing(self)
    return true
  }
}

/// The object told about a search bar's editing; every method is optional.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: NSObjectProtocol {
  /// Asks whether editing may begin.
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  /// Tells that editing began.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Tells that editing ended.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// Tells that the Cancel button was tapped.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
  /// Returns `true`.
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  /// Does nothing.
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
