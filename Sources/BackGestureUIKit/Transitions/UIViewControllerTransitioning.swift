import Foundation

/// The keys of the controllers a transition context names.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  /// The key's name.
  public let rawValue: String

  /// Creates a key.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The controller that leaves.
  public static let from = UITransitionContextViewControllerKey(rawValue: "from")
  /// The controller that comes.
  public static let to = UITransitionContextViewControllerKey(rawValue: "to")
}

/// The keys of the views a transition context names.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  /// The key's name.
  public let rawValue: String

  /// Creates a key.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The view that leaves.
  public static let from = UITransitionContextViewKey(rawValue: "from")
  /// The view that comes.
  public static let to = UITransitionContextViewKey(rawValue: "to")
}

/// An object that animates a transition between two controllers.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
  /// The duration of the animation in seconds.
  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  )
    -> TimeInterval
  /// Runs the animation; it must call `completeTransition(_:)` on the context when it ends.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
  /// Tells the animator that the transition ended.
  func animationEnded(_ transitionCompleted: Bool)
  /// Returns the animator of an interruptible transition; the mirror never asks, since
  /// its transitions are not interruptible.
  func interruptibleAnimator(
    using transitionContext: any UIViewControllerContextTransitioning
  ) -> any UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
  /// Does nothing.
  public func animationEnded(_ transitionCompleted: Bool) {}

  /// An animator that animates nothing. UIKit has no default (an animator that does not
  /// implement the method is not asked); the mirror needs one to make the requirement
  /// optional, and never asks.
  public func interruptibleAnimator(
    using transitionContext: any UIViewControllerContextTransitioning
  ) -> any UIViewImplicitlyAnimating {
    UIViewPropertyAnimator(duration: 0, curve: .linear)
  }
}

/// The context of a transition: its controllers and views, and the calls that drive and
/// end it.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
  /// The view the transition's views animate in.
  var containerView: UIView { get }
  /// Whether the transition animates.
  var isAnimated: Bool { get }
  /// Whether the transition is driven interactively now.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled.
  var transitionWasCancelled: Bool { get }
  /// The presentation style of a presentation.
  var presentationStyle: UIModalPresentationStyle { get }
  /// Sets how far an interactive transition has come, from 0 to 1.
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  /// Finishes an interactive transition.
  func finishInteractiveTransition()
  /// Cancels an interactive transition.
  func cancelInteractiveTransition()
  /// Pauses an interactive transition.
  func pauseInteractiveTransition()
  /// Ends the transition: `true` when it completed, `false` when it was cancelled.
  func completeTransition(_ didComplete: Bool)
  /// Returns one of the transition's controllers.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// Returns one of the transition's views.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The frame a controller's view starts with.
  func initialFrame(for vc: UIViewController) -> CGRect
  /// The frame a controller's view ends with.
  func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that drives a transition interactively.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
  /// Starts driving the transition.
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
  /// The speed at which the transition completes after the interaction, above 0.
  var completionSpeed: CGFloat { get }
  /// The pacing of the completion.
  var completionCurve: UIView.AnimationCurve { get }
  /// Whether the transition starts interactively.
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  /// 1, UIKit's default.
  public var completionSpeed: CGFloat { 1 }
  /// Ease in and out, UIKit's default.
  public var completionCurve: UIView.AnimationCurve { .easeInOut }
  /// `true`, UIKit's default.
  public var wantsInteractiveStart: Bool { true }
}

/// What a transition coordinator tells about its transition.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  /// Whether the transition animates.
  var isAnimated: Bool { get }
  /// The presentation style of a presentation.
  var presentationStyle: UIModalPresentationStyle { get }
  /// Whether the transition started interactively.
  var initiallyInteractive: Bool { get }
  /// Whether the transition can be interrupted.
  var isInterruptible: Bool { get }
  /// Whether the transition is driven interactively now.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled.
  var isCancelled: Bool { get }
  /// The duration in seconds.
  var transitionDuration: TimeInterval { get }
  /// How far the transition has come, from 0 to 1.
  var percentComplete: CGFloat { get }
  /// The speed of the completion.
  var completionVelocity: CGFloat { get }
  /// The pacing of the completion.
  var completionCurve: UIView.AnimationCurve { get }
  /// Returns one of the transition's controllers.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// Returns one of the transition's views.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The view the transition's views animate in.
  var containerView: UIView { get }
}

/// The coordinator of a transition in progress, which a controller reaches through
/// `transitionCoordinator`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs an animation alongside the transition and a completion after it; the mirror
  /// runs the animation at once.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// Runs an animation alongside the transition in a view, and a completion after it.
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// Calls a handler when the transition stops being interactive: when it finishes or is
  /// cancelled.
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
  /// Calls a handler when the interaction ends; the older name of
  /// ``notifyWhenInteractionChanges(_:)``, with the same behaviour in the mirror.
  @available(iOS, introduced: 7.0, deprecated: 10.0, renamed: "notifyWhenInteractionChanges")
  func notifyWhenInteractionEnds(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// Runs an animation alongside the transition, with no completion.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }

  /// Runs an animation alongside the transition in a view, with no completion.
  @discardableResult
  public func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animateAlongsideTransition(in: view, animation: animation, completion: nil)
  }
}
