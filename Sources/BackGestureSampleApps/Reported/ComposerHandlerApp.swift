import BackGestureApps
import BackGestureModel
import BackGestureUIKit

/// R14 (JSQMessagesViewController #1174): a conversation that listens to the system pop
/// recognizers (the edge's, and on iOS 26 the content's) to give its composer the keyboard
/// back when the swipe is cancelled.
///
/// The conversation is the first responder, with its input bar as its input accessory
/// view, from its first appearance; UIKit does not give a controller the keyboard back
/// after a cancelled swipe ([K2]), so the conversation does it in its handler of the
/// recognizer. The bug removes that handler in `viewWillDisappear(_:)`, which the swipe
/// calls at its begin, so the handler never hears the cancel and the bar stays gone. The
/// fix is the report's: remove the handler in `viewDidDisappear(_:)`.
struct ComposerHandlerApp: BackGestureApp {
  let fixed: Bool

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    ComposerScreen(screen, fixed: fixed)
  }
}

/// A screen of ``ComposerHandlerApp``.
@MainActor
final class ComposerScreen: UIViewController {
  private let fixed: Bool
  private let bar = UIView(frame: .zero)
  /// Whether the composer took the keyboard on the screen's first appearance.
  private var appeared = false
  /// Whether the composer has the keyboard, or had it when a swipe began.
  private var composing = false

  init(_ screen: ScreenDescription, fixed: Bool) {
    self.fixed = fixed
    super.init(nibName: nil, bundle: nil)
    title = screen.name
    bar.addSubview(UITextView(frame: .zero))
  }

  required init?(coder: NSCoder) { nil }

  override var canBecomeFirstResponder: Bool { true }

  override var inputAccessoryView: UIView? { bar }

  private var handler: Selector {
    #if canImport(UIKit)
    #selector(handlePop(_:))
    #else
    Selector(ComposerScreen.handlePop)
    #endif
  }

  /// The recognizers that pop the screen: the edge's, and on iOS 26 the content's.
  private var popRecognizers: [UIGestureRecognizer] {
    guard let navigation = navigationController else { return [] }
    var recognizers = [navigation.interactivePopGestureRecognizer].compactMap { $0 }
    if #available(iOS 26.0, *), let content = navigation.interactiveContentPopGestureRecognizer {
      recognizers.append(content)
    }
    return recognizers
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    for recognizer in popRecognizers { recognizer.addTarget(self, action: handler) }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard !appeared else { return }
    appeared = true
    becomeFirstResponder()
  }

  @discardableResult
  override func becomeFirstResponder() -> Bool {
    let took = super.becomeFirstResponder()
    if took { composing = true }
    return took
  }

  @discardableResult
  override func resignFirstResponder() -> Bool {
    // A swipe that begins takes the keyboard for a while: the user is still writing.
    let swiping = transitionCoordinator?.isInteractive ?? false
    let gave = super.resignFirstResponder()
    if gave, !swiping { composing = false }
    return gave
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    if !fixed { stopListening() }
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    composing = false
    if fixed { stopListening() }
  }

  private func stopListening() {
    for recognizer in popRecognizers { recognizer.removeTarget(self, action: handler) }
  }

  #if canImport(UIKit)
  @objc
  #endif
  func handlePop(_ recognizer: UIGestureRecognizer) {
    guard recognizer.state == .ended || recognizer.state == .cancelled, composing,
      let coordinator = transitionCoordinator,
      coordinator.viewController(forKey: .from) === self, coordinator.isCancelled
    else { return }
    becomeFirstResponder()
  }
}
