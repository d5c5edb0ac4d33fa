import Foundation

/// The running app, as far as back-gesture code asks it.
///
/// The mirror has one app; `shared` is it. Only the layout direction is read from the
/// simulation; the mirror has no scenes, windows list or URL handling.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
  /// The one app.
  private static let instance = UIApplication()

  /// The app.
  public class var shared: UIApplication { instance }

  /// The layout direction of the app's interface: the simulated screen's.
  open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    UIKitSimulation.current?.layoutDirection ?? .leftToRight
  }

  /// Creates the app; apps do not create it, as in UIKit.
  override init() {
    super.init()
  }
}

/// The screen the app runs on.
///
/// `main` is the simulated screen: its bounds are the simulation's width and height, or
/// empty outside a run.
@preconcurrency @MainActor
open class UIScreen: NSObject {
  /// The one screen.
  private static let instance = UIScreen()

  /// The device's screen.
  public class var main: UIScreen { instance }

  /// The screen's bounds in points: the simulated screen's size at the origin, or empty
  /// when no simulation runs.
  open var bounds: CGRect {
    guard let simulation = UIKitSimulation.current else { return .zero }
    return CGRect(x: 0, y: 0, width: simulation.width, height: simulation.height)
  }

  /// The pixels per point: 3, a current iPhone's (model choice); kept, not read.
  open var scale: CGFloat { 3 }

  /// Creates the screen; apps do not create screens.
  override init() {
    super.init()
  }
}
