import BackGestureApps
import BackGestureModel
import BackGestureUIKit

/// R10: a conversation whose messages each answer a drag toward the trailing edge with a
/// swipe to reply: a pan on the message's view that begins when the drag goes forward.
///
/// The messages span the screen's width, so a drag from the screen's edge lands on a
/// message, whose pan sits deeper than the navigation controller's view and wins: the
/// swipe back starts a reply instead. The fix is the report's: the message's touch area
/// starts a little in from the leading edge, so the edge is left to the swipe back.
struct ReplySwipeApp: BackGestureApp {
  let fixed: Bool

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    ConversationScreen(screen, fixed: fixed)
  }
}

/// A screen of ``ReplySwipeApp``: a column of messages with a reply pan each.
@MainActor
final class ConversationScreen: UIViewController, UIGestureRecognizerDelegate {
  private let fixed: Bool
  /// How far in from the leading edge the fixed form's messages start.
  private static let inset: CGFloat = 24

  init(_ screen: ScreenDescription, fixed: Bool) {
    self.fixed = fixed
    super.init(nibName: nil, bundle: nil)
    title = screen.name
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let bounds = view.bounds
    let inset = fixed ? Self.inset : 0
    let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    for row in 0..<Int(bounds.height / 80) {
      let message = UIView(
        frame: CGRect(
          x: rtl ? 0 : inset, y: CGFloat(row) * 80, width: bounds.width - inset, height: 72))
      #if canImport(UIKit)
      let action = #selector(reply(_:))
      #else
      let action = Selector(ConversationScreen.reply)
      #endif
      let pan = UIPanGestureRecognizer(target: self, action: action)
      pan.delegate = self
      message.addGestureRecognizer(pan)
      view.addSubview(message)
    }
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let view = pan.view else {
      return false
    }
    let translation = pan.translation(in: view)
    return AppGeometry.forward(translation.x, in: view) > abs(translation.y)
  }

  #if canImport(UIKit)
  @objc
  #endif
  func reply(_ pan: UIPanGestureRecognizer) {}
}
