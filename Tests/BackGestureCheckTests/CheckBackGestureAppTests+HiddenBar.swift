import BackGestureCheck
import BackGestureUIKit
import Testing

/// An app that hides the navigation bar on the screens that prefer it hidden, in each
/// screen's `viewWillAppear(_:)`, and either keeps UIKit's own delegate of the system pop
/// or replaces it with one that keeps the swipe (the usual fix).
struct HiddenBarApp: BackGestureApp {
  /// Whether the app replaces UIKit's delegate of the system pop.
  var replacesDelegate = false

  var honours: Honours { [.barPreference] }

  func makeNavigationController(rootViewController: UIViewController) -> UINavigationController {
    let navigation = UINavigationController(rootViewController: rootViewController)
    if replacesDelegate {
      let keeper = SwipeKeeper(navigation)
      SwipeKeeper.kept.append(keeper)
      navigation.interactivePopGestureRecognizer?.delegate = keeper
    }
    return navigation
  }

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    BarHidingScreen(screen)
  }
}

/// A screen that applies its bar preference when it appears; one with no preference shows
/// the bar, so that a cancelled swipe puts the bar back.
@MainActor
final class BarHidingScreen: UIViewController {
  private let hidesBar: Bool?

  init(_ screen: ScreenDescription) {
    hidesBar = screen.prefersNavigationBarHidden
    super.init(nibName: nil, bundle: nil)
    title = screen.name
  }

  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.setNavigationBarHidden(hidesBar ?? false, animated: animated)
  }
}

/// A delegate of the system pop that keeps the swipe whenever there is a screen to go
/// back to and nothing is in flight.
@MainActor
final class SwipeKeeper: NSObject, UIGestureRecognizerDelegate {
  /// The keepers, which the recognizers hold weakly.
  static var kept: [SwipeKeeper] = []
  private weak var navigation: UINavigationController?

  init(_ navigation: UINavigationController) {
    self.navigation = navigation
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let navigation else { return false }
    return navigation.viewControllers.count > 1 && navigation.transitionCoordinator == nil
  }
}

/// UIKit's own delegate of the system pop refuses while the bar is hidden
/// ([R-barHidden]): an app that keeps it and hides the bar on a screen that does not opt
/// out has a dead swipe there, which the check reports; replacing the delegate keeps it.
@Suite struct CheckBackGestureAppHiddenBarTests {
  @Test("The dead swipe of an app that keeps UIKit's delegate under a hidden bar is reported")
  @MainActor func deadSwipeReported() throws {
    let result = AppProperty.check(HiddenBarApp(), options: CheckOptions(cases: 100))
    let failure = try #require(result.failure)
    #expect(failure.error.hasPrefix("invariant 8 (no freeze and no dead gesture) broken"))
    #expect(failure.error.contains("last outcome swipe:refused:barHidden"), "\(failure.error)")
  }

  @Test("The same app with the delegate replaced passes")
  @MainActor func replacedDelegatePasses() {
    let result = AppProperty.check(
      HiddenBarApp(replacesDelegate: true), options: CheckOptions(cases: 300))
    #expect(
      result.isSuccess,
      "\(result.failure.map { "\($0.error)\n\($0.minimal.rendering)" } ?? "")")
  }
}
