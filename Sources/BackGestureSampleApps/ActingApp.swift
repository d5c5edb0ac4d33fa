import BackGestureApps
import BackGestureModel
import BackGestureUIKit

/// A plain app on UIKit's own swipe whose code acts on its own: a Done button that pops
/// its screen ([U29]), a screen that goes back to the root half a second after it
/// appears, deferred to the main queue or a one-shot `Timer` ([U26]), or a left Close
/// item in place of the back button ([U15]).
///
/// `guarded` makes the action first check that no transition or presentation is in
/// flight, which UIKit asks of it; unguarded, a second tap or the deferred pop can land
/// inside a transition (invariant 12). It follows no preset: the corpus under
/// `Corpus/apps/` holds the guarded variants' expectations.
package struct ActingApp: BackGestureApp {
  /// What the app's code does on its own.
  package enum Kind: Sendable, Hashable {
    /// Every screen has a Done button, 200x60 at 20,600, that pops it.
    case doneButton
    /// A screen above the root pops to the root 500 ms after it appears, by the main
    /// queue's `asyncAfter` or, with `timer`, by a one-shot `Timer`.
    case autoReturn(timer: Bool)
    /// Every screen's navigation item has a left Close item in place of the back button:
    /// it dismisses the presentation a presented root is in, and pops any other screen.
    case closeItem
  }

  /// What the app's code does.
  package var kind: Kind
  /// Whether the action checks that nothing is in flight first.
  package var guarded: Bool

  /// Creates the app.
  package init(kind: Kind, guarded: Bool) {
    self.kind = kind
    self.guarded = guarded
  }

  /// The variants by the names of their folders under `Corpus/apps/`.
  package static let variants: [(name: String, app: ActingApp)] = [
    ("doneButton", ActingApp(kind: .doneButton, guarded: true)),
    ("autoReturn", ActingApp(kind: .autoReturn(timer: false), guarded: true)),
    ("closeItem", ActingApp(kind: .closeItem, guarded: true)),
  ]

  package func makeViewController(for screen: ScreenDescription) -> UIViewController {
    ActingScreen(screen, kind: kind, guarded: guarded)
  }
}

/// A screen of ``ActingApp``.
@MainActor
final class ActingScreen: UIViewController {
  private let kind: ActingApp.Kind
  private let guarded: Bool

  init(_ screen: ScreenDescription, kind: ActingApp.Kind, guarded: Bool) {
    self.kind = kind
    self.guarded = guarded
    super.init(nibName: nil, bundle: nil)
    title = screen.name
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    if kind == .closeItem {
      #if canImport(UIKit)
      let close = #selector(close(_:))
      #else
      let close = Selector(ActingScreen.close)
      #endif
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: "Close", style: .plain, target: self, action: close)
    }
    guard kind == .doneButton else { return }
    let done = UIButton(frame: CGRect(x: 20, y: 600, width: 200, height: 60))
    #if canImport(UIKit)
    let action = #selector(done(_:))
    #else
    let action = Selector(ActingScreen.done)
    #endif
    done.addTarget(self, action: action, for: .touchUpInside)
    view.addSubview(done)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard case .autoReturn(let timer) = kind, let navigation = navigationController,
      navigation.viewControllers.first !== self
    else { return }
    let pop = { [guarded] in
      if guarded, !Self.isIdle(navigation) { return }
      navigation.popToRootViewController(animated: true)
    }
    if timer {
      Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in pop() }
    } else {
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { pop() }
    }
  }

  #if canImport(UIKit)
  @objc
  #endif
  func done(_ sender: UIButton) {
    guard let navigation = navigationController else { return }
    if guarded, !Self.isIdle(navigation) { return }
    navigation.popViewController(animated: true)
  }

  #if canImport(UIKit)
  @objc
  #endif
  func close(_ sender: UIBarButtonItem) {
    guard let navigation = navigationController else { return }
    if guarded, !Self.isIdle(navigation) { return }
    if navigation.viewControllers.first === self, navigation.presentingViewController != nil {
      navigation.dismiss(animated: true)
    } else {
      navigation.popViewController(animated: true)
    }
  }

  /// Whether a navigation controller has no transition in flight and presents nothing:
  /// where UIKit lets an app start an operation.
  private static func isIdle(_ navigation: UINavigationController) -> Bool {
    navigation.transitionCoordinator == nil && navigation.presentedViewController == nil
  }
}
