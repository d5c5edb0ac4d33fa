import BackGestureApps
import BackGestureModel
import BackGestureUIKit

/// R9: every screen is a pager, a paging scroll view as wide as the screen, resting on
/// its first page.
///
/// A horizontal scroll view's pan begins along an axis it can scroll, even at its edge,
/// and it sits deeper than the navigation controller's view, so it takes the drag from
/// the screen's edge: on a pushed pager the swipe back never begins. The fix is the
/// report's: the pager's pan waits for the system pop to fail
/// (`require(toFail:)`), so a drag from the edge goes back and any other drag pages.
struct PagerApp: BackGestureApp {
  let fixed: Bool

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    PagerScreen(screen, fixed: fixed)
  }
}

/// A screen of ``PagerApp``.
@MainActor
final class PagerScreen: UIViewController {
  private let fixed: Bool
  private let pager = UIScrollView()

  init(_ screen: ScreenDescription, fixed: Bool) {
    self.fixed = fixed
    super.init(nibName: nil, bundle: nil)
    title = screen.name
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let bounds = view.bounds
    pager.frame = bounds
    pager.contentSize = CGSize(width: bounds.width * 3, height: bounds.height)
    pager.isPagingEnabled = true
    view.addSubview(pager)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard fixed, let navigation = navigationController else { return }
    for recognizer in navigation.systemPops {
      pager.panGestureRecognizer.require(toFail: recognizer)
    }
  }
}
