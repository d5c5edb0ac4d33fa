import BackGestureApps
import BackGestureModel
import BackGestureUIKit

/// A screen of the fixture apps: a plain controller that applies the back button.
@MainActor
final class PlainScreen: UIViewController {
  init(_ screen: ScreenDescription) {
    super.init(nibName: nil, bundle: nil)
    title = screen.name
    switch screen.backButton {
    case .system: break
    case .supplementing:
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: "Edit", style: .plain, target: nil, action: nil)
      navigationItem.leftItemsSupplementBackButton = true
    case .replacing:
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: "Close", style: .plain, target: nil, action: nil)
    case .hidden:
      navigationItem.hidesBackButton = true
    }
  }

  required init?(coder: NSCoder) { nil }
}

/// An app that changes nothing: UIKit's navigation controller and its system pop.
struct PlainApp: BackGestureApp {
  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    PlainScreen(screen)
  }
}
