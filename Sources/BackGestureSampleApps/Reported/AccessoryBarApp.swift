import BackGestureApps
import BackGestureModel
import BackGestureUIKit

/// R13 and R15: a conversation whose input bar is the controller's own input accessory
/// view, shown while the controller is the first responder.
///
/// The conversation takes the keyboard when it first appears. UIKit resigns the first
/// responder when a swipe or a pull begins, and gives back only a text input inside the
/// screen's view, not the controller itself ([K2]); a cancelled gesture leaves the bar
/// gone. The fix is the one suggested in the reports' threads: become the first
/// responder again in every `viewDidAppear(_:)`, which a cancel calls.
///
/// In R13 (InputBarAccessoryView #271) every screen is a conversation and the back swipe
/// is cancelled; in R15 (MessageKit #1408) the conversations are the screens presented
/// over the root, and a swipe inside the presentation, or one or a pull that would
/// dismiss it, is cancelled.
struct AccessoryBarApp: BackGestureApp {
  /// Which screens are conversations.
  enum Kind: Sendable {
    /// Every screen.
    case pushed
    /// The screens of a presented navigation controller.
    case presented
  }

  let kind: Kind
  let fixed: Bool

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    AccessoryBarScreen(screen, kind: kind, fixed: fixed)
  }
}

/// A screen of ``AccessoryBarApp``.
@MainActor
final class AccessoryBarScreen: UIViewController {
  private let kind: AccessoryBarApp.Kind
  private let fixed: Bool
  private let bar = UIView(frame: .zero)
  private var appeared = false

  init(_ screen: ScreenDescription, kind: AccessoryBarApp.Kind, fixed: Bool) {
    self.kind = kind
    self.fixed = fixed
    super.init(nibName: nil, bundle: nil)
    title = screen.name
    bar.addSubview(UITextView(frame: .zero))
  }

  required init?(coder: NSCoder) { nil }

  /// Whether this screen is a conversation: every one, or one in a presented stack.
  private var isConversation: Bool {
    kind == .pushed || navigationController?.presentingViewController != nil
  }

  override var canBecomeFirstResponder: Bool { isConversation }

  override var inputAccessoryView: UIView? { isConversation ? bar : nil }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard isConversation, fixed || !appeared else { return }
    appeared = true
    becomeFirstResponder()
  }
}
