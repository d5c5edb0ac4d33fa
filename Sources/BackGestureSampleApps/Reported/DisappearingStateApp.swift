import BackGestureApps
import BackGestureModel
import BackGestureUIKit

/// R2 and R3: a screen that gives something up in `viewWillDisappear(_:)`, which a back
/// swipe calls at its begin, so a swipe the user cancels leaves it given up.
///
/// R2's camera starts when the view loads and stops in `viewWillDisappear(_:)`; the fix
/// starts it again in `viewDidAppear(_:)`, which a cancelled swipe calls. R3's page
/// clears its content in `viewWillDisappear(_:)` when it leaves the stack
/// (`isMovingFromParent`); the fix clears it in `viewDidDisappear(_:)`, which a cancelled
/// swipe never calls.
struct DisappearingStateApp: BackGestureApp {
  /// What the screen gives up.
  enum Kind {
    /// A camera preview (R2).
    case capture
    /// The page's content (R3).
    case content
  }

  let kind: Kind
  let fixed: Bool

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    DisappearingStateScreen(screen, kind: kind, fixed: fixed)
  }

  func observables(of viewController: UIViewController) -> [AppValue] {
    guard let screen = viewController as? DisappearingStateScreen else { return [] }
    switch kind {
    case .capture: return [AppValue("capturing", screen.capturing)]
    case .content: return [AppValue("content", screen.content)]
    }
  }
}

/// A screen of ``DisappearingStateApp``.
@MainActor
final class DisappearingStateScreen: UIViewController {
  private let kind: DisappearingStateApp.Kind
  private let fixed: Bool
  /// Whether the camera preview runs (R2).
  private(set) var capturing = false
  /// What the page shows (R3).
  private(set) var content = "none"

  init(_ screen: ScreenDescription, kind: DisappearingStateApp.Kind, fixed: Bool) {
    self.kind = kind
    self.fixed = fixed
    super.init(nibName: nil, bundle: nil)
    title = screen.name
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    capturing = true
    content = "details of \(title ?? "")"
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if kind == .capture, fixed { capturing = true }
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    switch kind {
    case .capture: capturing = false
    // Leaving the stack, the page lets its content go.
    case .content: if !fixed, isMovingFromParent { content = "none" }
    }
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if kind == .content, fixed, isMovingFromParent { content = "none" }
  }
}
