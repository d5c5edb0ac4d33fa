import BackGestureApps
import BackGestureModel
import BackGestureUIKit

/// R18: a list that installs its own search controller in its navigation item and pushes
/// a detail screen from the results while the search is active (the write-ups on juejin
/// and liuhaihua, and the Stack Overflow question "UISearchController persisting after
/// segue").
///
/// Without `definesPresentationContext`, the active search is presented over the whole
/// navigation controller, so it stays on screen over the pushed detail ([K5]). The fix is
/// the write-ups': the list defines the presentation context, and its search leaves
/// with it.
struct SearchContextApp: BackGestureApp {
  let fixed: Bool

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    SearchingListScreen(screen, fixed: fixed)
  }
}

/// A screen of ``SearchContextApp``.
@MainActor
final class SearchingListScreen: UIViewController {
  init(_ screen: ScreenDescription, fixed: Bool) {
    super.init(nibName: nil, bundle: nil)
    title = screen.name
    guard screen.hasSearch else { return }
    navigationItem.searchController = UISearchController(searchResultsController: nil)
    if fixed { definesPresentationContext = true }
  }

  required init?(coder: NSCoder) { nil }
}
