import BackGestureModel
import BackGestureUIKit

/// An app's own back-gesture code, as the checker builds and runs it: the place where an
/// app plugs its UIKit-shaped controllers into generated worlds.
///
/// The checker builds each world's navigation controllers and screens through these
/// factories, installs the screens' content (scroll views and controls) when their views
/// load, feeds the scenario's touches and operations to the objects as UIKit would, and
/// reads back the observables after every step (docs/Specification.md, section 14).
///
/// An app says in ``honours`` which of the generated screens' settings its factory maps
/// and which kinds of content its code is written to meet; the worlds drawn for it carry
/// only those, every other setting at its neutral default (no veto, not opted out,
/// unlimited distance, the system back button, the bar left as it is, no animator) and no
/// other content. An app that declares nothing is checked on plain screens.
///
/// ```swift
/// struct MyApp: BackGestureApp {
///   var honours: Honours { [.backButton, .veto, .horizontalScrollViews] }
///
///   func makeNavigationController(rootViewController: UIViewController) -> UINavigationController {
///     SwipeBackNavigationController(rootViewController: rootViewController)
///   }
///   func makeViewController(for screen: ScreenDescription) -> UIViewController {
///     let controller = ScreenController()
///     controller.navigationItem.hidesBackButton = screen.backButton == .hidden
///     controller.hasUnsavedChanges = screen.vetoesPop
///     return controller
///   }
/// }
/// ```
///
/// A navigation controller is asked `navigationBar(_:shouldPop:)` at a tap on the back
/// button when its own class adopts `UINavigationBarDelegate`: a conformance that an
/// extension adds to UIKit's `UINavigationController` is loaded for every app in the
/// test bundle, so the checker does not ask it (docs/Specification.md, [U15]).
///
/// > Important: ``follows`` is a claim that the checker holds the app to: with a preset,
/// > the oracle runs it beside the app and every observable must agree; with `nil` (the
/// > common case for an app's own code), the app is held to the invariants and liveness
/// > alone.
@MainActor
public protocol BackGestureApp {
  /// The preset whose behaviour the app claims to reproduce, or `nil` for none.
  var follows: Preset? { get }

  /// The screen settings the app's factory maps and the kinds of content and
  /// presentation its code is written to meet; the generated worlds carry nothing else
  /// (docs/Specification.md, section 14.11). A scenario file is run as written.
  var honours: Honours { get }

  /// Makes the navigation controller of a container, with its root screen.
  func makeNavigationController(rootViewController: UIViewController) -> UINavigationController

  /// Makes the controller of one screen, applying the screen's settings the app's own way.
  func makeViewController(for screen: ScreenDescription) -> UIViewController

  /// Returns what the app's own navigation state (a router path, a coordinator's list)
  /// says is on a navigation controller's stack, bottom first, or `nil` when the app
  /// keeps none.
  func believedStack(of navigationController: UINavigationController) -> [UIViewController]?

  /// Returns the app's own state to watch on a controller, a screen's or a navigation
  /// controller's: what a cancelled swipe must put back and what must not change at rest
  /// without a step (docs/Specification.md, [U27]); none by default.
  ///
  /// ```swift
  /// func observables(of viewController: UIViewController) -> [AppValue] {
  ///   guard let list = viewController as? ListScreen else { return [] }
  ///   return [AppValue("selection", list.selectedRow ?? -1)]
  /// }
  /// ```
  func observables(of viewController: UIViewController) -> [AppValue]

  /// Returns the gestures of the app's own on a screen's controller that must keep the
  /// drags they are made for: at rest the liveness probe [L4] drags each and expects it,
  /// not a back gesture, to take the touch (docs/Specification.md); none by default.
  func gestures(of viewController: UIViewController) -> [AppGesture]

  /// Whether taps on the app's own controls reach its code: `true` hands every operation
  /// step to ``handle(_:in:)``, during a transition too, where UIKit's rules judge what the
  /// app's code does (invariant 12); `false` (the default) lets the checker apply the
  /// operation itself, refusing it during a transition (spec [O2], [U28]).
  var handlesNavigationRequests: Bool { get }

  /// Handles a tap on one of the app's own controls that asks for an operation (spec
  /// [U28]): the app's own code does what the request asks, or checks first and does
  /// nothing. Asked only when ``handlesNavigationRequests`` is `true`; by default it does
  /// what the request asks, unguarded.
  ///
  /// ```swift
  /// func handle(_ request: NavigationRequest, in navigationController: UINavigationController) {
  ///   guard navigationController.transitionCoordinator == nil else { return }
  ///   request.perform(in: navigationController)
  /// }
  /// ```
  func handle(_ request: NavigationRequest, in navigationController: UINavigationController)
}

extension BackGestureApp {
  /// `nil`: the app follows no preset.
  public var follows: Preset? { nil }

  /// Nothing: the app is checked on plain screens, with no setting and no content.
  public var honours: Honours { [] }

  /// A plain `UINavigationController`.
  public func makeNavigationController(
    rootViewController: UIViewController
  )
    -> UINavigationController
  {
    UINavigationController(rootViewController: rootViewController)
  }

  /// None: the checker watches no state of the app's own.
  public func observables(of viewController: UIViewController) -> [AppValue] { [] }

  /// `false`: the app leaves operations to the checker.
  public var handlesNavigationRequests: Bool { false }

  /// Does what the request asks, unguarded.
  public func handle(
    _ request: NavigationRequest, in navigationController: UINavigationController
  ) {
    request.perform(in: navigationController)
  }

  /// None: the checker probes no gesture of the app's own.
  public func gestures(of viewController: UIViewController) -> [AppGesture] { [] }

  /// `nil`: the app keeps no navigation state of its own.
  public func believedStack(
    of navigationController: UINavigationController
  )
    -> [UIViewController]?
  {
    nil
  }
}
