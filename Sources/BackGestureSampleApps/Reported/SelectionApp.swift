import BackGestureApps
import BackGestureModel
import BackGestureUIKit

/// R1: every screen is a list whose row for the next screen stays selected while that
/// screen shows, and is deselected when the list appears again.
///
/// The bug deselects in `viewWillAppear(_:)`: a back swipe calls it at its begin, so a
/// swipe the user cancels leaves the list without its selection. The fix is what a
/// table view controller does: deselect alongside the transition and select again when
/// the swipe is cancelled.
struct SelectionApp: BackGestureApp {
  let fixed: Bool

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    ListScreen(screen, fixed: fixed)
  }

  func observables(of viewController: UIViewController) -> [AppValue] {
    guard let list = viewController as? ListScreen else { return [] }
    return [AppValue("selection", list.selectedRow.map(String.init) ?? "none")]
  }
}

/// A screen of ``SelectionApp``: a list whose selected row is the index of the screen it
/// led to.
@MainActor
final class ListScreen: UIViewController {
  private let fixed: Bool
  /// The selected row, if any.
  private(set) var selectedRow: Int?

  init(_ screen: ScreenDescription, fixed: Bool) {
    self.fixed = fixed
    super.init(nibName: nil, bundle: nil)
    title = screen.name
  }

  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let row = selectedRow else { return }
    selectedRow = nil
    guard fixed, let coordinator = transitionCoordinator else { return }
    coordinator.notifyWhenInteractionChanges { [weak self] context in
      if context.isCancelled { self?.selectedRow = row }
    }
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    // Covered by a pushed screen: the row that led there is selected.
    guard let stack = navigationController?.viewControllers,
      let index = stack.firstIndex(where: { $0 === self }), index + 1 < stack.count
    else { return }
    selectedRow = index + 1
  }
}
