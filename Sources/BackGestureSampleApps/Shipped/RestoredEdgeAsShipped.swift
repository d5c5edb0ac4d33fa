import BackGestureApps
import BackGestureModel
import BackGestureUIKit

/// The side-swipe fixes of seed 4 (`restoredEdge`) as their article writes them (seed
/// article `003_…`: "方案一 手势代理替换", "特定页面停用右滑手势", "右滑返回引起手势的冲突" and
/// "右滑返回的全屏幕设置"), step by step.
///
/// What the article does, and where it lives here:
/// - The navigation controller becomes the system pop's delegate and refuses it only on
///   the root (fewer than two controllers, or the visible one is the first). Its answer
///   replaces UIKit's own rules, the transition guard among them; every other recognizer
///   it is asked about may begin.
/// - On a pad it adds a pan to the system pop's view, with UIKit's private handler as
///   target and action (read from the system pop's delegate before it replaces it, spec
///   [U16]) and itself as delegate, so that pan begins on any drag: no root, direction or
///   transition guard. The article turns the system pop off there "to avoid a conflict",
///   and says it may stay on; it stays on here, as the pad keeps its edge in the preset.
/// - A page that opts out turns every recognizer on the system pop's view off in
///   `viewDidAppear(_:)` and on in `viewWillDisappear(_:)`.
/// - A scroll view category lets the back swipe have a drag when it goes forward, starts
///   less than 40 pt from the scroll view's left edge, and the content is at
///   `contentOffset.x <= 0`, all three at once. The host makes the scroll views, so the
///   category's answers are given from the back recognizers' side: in that case the scroll
///   view's pan waits for the back recognizer; otherwise nothing is said, and the scroll
///   view's pan, deeper in the hierarchy, decides first ([AR2]).
///
/// The app's part: the back button's veto, in `navigationBar(_:shouldPop:)`.
struct RestoredEdgeAsShipped: BackGestureApp {
  var follows: Preset? { .restoredEdge }

  /// The settings its screens apply (the opt-out, early or late, the back button and the
  /// veto), and every kind of content; no distance, no bar and no animators.
  var honours: Honours {
    Honours.content.union([.optOut, .lateSettings, .backButton, .veto])
  }

  func makeNavigationController(rootViewController: UIViewController) -> UINavigationController {
    YGNavigationController(rootViewController: rootViewController)
  }

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    YGScreen(screen)
  }
}

/// A screen of ``RestoredEdgeAsShipped``.
@MainActor
final class YGScreen: UIViewController {
  let screen: ScreenDescription
  private(set) var popDisabled = false

  init(_ screen: ScreenDescription) {
    self.screen = screen
    super.init(nibName: nil, bundle: nil)
    title = screen.name
    ShippedBackButton.apply(screen.backButton, to: navigationItem)
    if !screen.setsSettingsLate { popDisabled = screen.popDisabled }
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    if screen.setsSettingsLate { popDisabled = screen.popDisabled }
  }

  /// `popGestureClose:`, on a page that opts out.
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if popDisabled { setPopGestures(enabled: false) }
  }

  /// `popGestureOpen:`, on a page that opts out.
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    if popDisabled { setPopGestures(enabled: true) }
  }

  private func setPopGestures(enabled: Bool) {
    for recognizer in navigationController?.interactivePopGestureRecognizer?.view?
      .gestureRecognizers ?? []
    {
      recognizer.isEnabled = enabled
    }
  }
}

/// The article's `YGNavigationController`.
@MainActor
final class YGNavigationController: UINavigationController,
  UIGestureRecognizerDelegate, UINavigationBarDelegate
{
  /// The pad's full-screen pan, once made.
  private(set) var fullScreenPan: UIPanGestureRecognizer?

  override func viewDidLoad() {
    super.viewDidLoad()
    // The article asks for the pad idiom; the mirror has no `UIDevice`, and its pads are
    // the devices 744 pt wide or more ([D1]).
    if view.bounds.width >= 744, let edge = interactivePopGestureRecognizer {
      let pan = UIPanGestureRecognizer(target: edge.delegate, action: PrivatePopHandler.action)
      pan.delegate = self
      edge.view?.addGestureRecognizer(pan)
      fullScreenPan = pan
    }
    interactivePopGestureRecognizer?.delegate = self
  }

  /// The root guard, for the system pop only.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    if gestureRecognizer === interactivePopGestureRecognizer {
      if viewControllers.count < 2 || visibleViewController === viewControllers.first {
        return false
      }
    }
    return true
  }

  // MARK: The scroll view category, from the back recognizers' side

  /// The scroll view's pan waits for a back recognizer while the category lets the swipe
  /// have the drag.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    guard
      gestureRecognizer === interactivePopGestureRecognizer || gestureRecognizer === fullScreenPan,
      let scroll = ScrollYield.scrollView(of: otherGestureRecognizer)
    else { return false }
    return Self.panBack(scroll)
  }

  /// The category's `panBack:`: forward, less than 40 pt from the scroll view's left
  /// edge, and the content at `contentOffset.x <= 0`.
  static func panBack(_ scroll: UIScrollView) -> Bool {
    let pan = scroll.panGestureRecognizer
    guard pan.state == .began || pan.state == .possible else { return false }
    let point = pan.translation(in: scroll)
    let location = pan.location(in: scroll)
    return point.x > 0 && location.x < 40 && scroll.contentOffset.x <= 0
  }

  // MARK: The app's back button ([O6])

  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
    !((topViewController as? YGScreen)?.screen.vetoesPop ?? false)
  }
}
