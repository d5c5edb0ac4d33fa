import Foundation

/// A transition in progress: the context its animator and interaction controller drive,
/// and the coordinator its controllers reach through `transitionCoordinator`.
///
/// Not API. A navigation controller (for push, pop, pop-to-root and set) or a presenting
/// controller (for present and dismiss) makes one, begins it, and ends it when the
/// animator calls ``completeTransition(_:)`` (docs/Specification.md, section 14).
@MainActor
package final class NavigationTransition: NSObject, UIViewControllerContextTransitioning,
  UIViewControllerTransitionCoordinator
{
  /// What the transition does.
  package enum Kind: Sendable {
    case push, pop, popToRoot, setStack, present, dismiss
  }

  /// Where a transition is.
  package enum Phase: Sendable {
    /// Driven interactively.
    case interactive
    /// Completing after an interactive transition finished.
    case finishing
    /// Completing after an interactive transition was cancelled.
    case cancelling
    /// Animating on its own.
    case animating
  }

  /// What the transition does.
  package let kind: Kind
  /// The controller that leaves.
  package let from: UIViewController
  /// The controller that comes.
  package let to: UIViewController
  /// The animator.
  let animator: any UIViewControllerAnimatedTransitioning
  /// The interaction controller, if the transition is interactive.
  let interaction: (any UIViewControllerInteractiveTransitioning)?
  /// Whether the system's own pop gesture drives the transition.
  package let systemDriven: Bool
  /// Whether the transition started interactively.
  package let initiallyInteractive: Bool
  /// Whether a sheet's pull drives it (spec [N7]).
  package internal(set) var isPull = false
  /// The first responder its begin resigned, which a cancel gives back ([K2]).
  weak var heldResponder: UIResponder?
  /// The phase.
  package private(set) var phase: Phase
  /// How far it has come, in permille.
  package private(set) var progressPermille = 0
  /// The duration in milliseconds.
  package private(set) var durationMilliseconds = 0
  /// When the animation ends, once known.
  package private(set) var endsAt: Int?
  /// The completion speed in permille.
  var speedPermille = 1000
  /// Whether it was cancelled.
  package private(set) var transitionWasCancelled = false
  /// Whether `completeTransition(_:)` was called.
  package private(set) var completed = false
  /// The completions of the `UIView` animations the animator started for it.
  var animationCompletions: [(Bool) -> Void] = []
  private var alongsideCompletions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] =
    []
  private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] =
    []
  /// What the owner does when the transition is cancelled (the appearance callbacks of
  /// spec [I7]) and when it completes.
  private let onCancel: @MainActor (NavigationTransition) -> Void
  private let onComplete: @MainActor (NavigationTransition, Bool) -> Void
  private let container: UIView

  init(
    kind: Kind, from: UIViewController, to: UIViewController,
    animator: any UIViewControllerAnimatedTransitioning,
    interaction: (any UIViewControllerInteractiveTransitioning)?, systemDriven: Bool,
    container: UIView,
    onCancel: @escaping @MainActor (NavigationTransition) -> Void,
    onComplete: @escaping @MainActor (NavigationTransition, Bool) -> Void
  ) {
    self.kind = kind
    self.from = from
    self.to = to
    self.animator = animator
    self.interaction = interaction
    self.systemDriven = systemDriven
    // An interaction controller that does not want an interactive start begins the
    // transition as an animation (spec [U10]); the protocol's default wants one.
    let interactiveStart = interaction?.wantsInteractiveStart ?? false
    self.initiallyInteractive = interactiveStart
    phase = interactiveStart ? .interactive : .animating
    self.container = container
    self.onCancel = onCancel
    self.onComplete = onComplete
    super.init()
  }

  /// The simulation of the run.
  var simulation: UIKitSimulation? { UIKitSimulation.current }

  /// Starts the animation, or hands the transition to its interaction controller.
  func start() {
    durationMilliseconds = Milliseconds.from(seconds: animator.transitionDuration(using: self))
    if let interaction {
      interaction.startInteractiveTransition(self)
      // A percent-driven transition that starts as an animation runs to its end on its
      // own; another interaction controller completes it itself.
      if phase == .animating, interaction is UIPercentDrivenInteractiveTransition {
        scheduleAnimationEnd(after: durationMilliseconds)
      }
    } else {
      runAnimator()
      scheduleAnimationEnd(after: durationMilliseconds)
    }
  }

  /// Runs the animator's `animateTransition(using:)`, with the `UIView` animations it
  /// starts tied to this transition.
  func runAnimator() {
    guard let simulation else { return }
    let previous = simulation.animatingTransition
    simulation.animatingTransition = self
    animator.animateTransition(using: self)
    simulation.animatingTransition = previous
  }

  private func scheduleAnimationEnd(after remaining: Int) {
    guard let simulation else { return }
    let end = simulation.time + max(0, remaining)
    endsAt = end
    simulation.schedule(at: end, source: "a transition's animation end") { [weak self] in
      guard let self else { return }
      let completions = self.animationCompletions
      self.animationCompletions.removeAll()
      for completion in completions { completion(true) }
    }
  }

  // MARK: UIViewControllerContextTransitioning

  /// The view the transition's views animate in.
  package var containerView: UIView { container }
  /// Whether the transition animates; always, since instant changes make no transition.
  package var isAnimated: Bool { true }
  /// Whether the transition is driven interactively now.
  package var isInteractive: Bool { phase == .interactive }
  /// Full screen: the mirror's presentations cover the screen.
  package var presentationStyle: UIModalPresentationStyle { .fullScreen }

  /// Sets the progress of an interactive transition (see `UIPercentDrivenInteractiveTransition`).
  package func updateInteractiveTransition(_ percentComplete: CGFloat) {
    guard phase == .interactive else { return }
    progressPermille = Self.permille(percentComplete)
  }

  /// Finishes an interactive transition: the rest of the animation plays (spec [I6]).
  package func finishInteractiveTransition() {
    guard phase == .interactive else { return }
    phase = .finishing
    notifyInteractionChanged()
    scheduleAnimationEnd(after: (1000 - progressPermille) * durationMilliseconds / speedPermille)
  }

  /// Cancels an interactive transition: the animation plays back (spec [I6], [I7]).
  package func cancelInteractiveTransition() {
    guard phase == .interactive else { return }
    phase = .cancelling
    transitionWasCancelled = true
    notifyInteractionChanged()
    onCancel(self)
    scheduleAnimationEnd(after: progressPermille * durationMilliseconds / speedPermille)
  }

  /// Ends an animation that runs on its own now, as if its end time had come: the
  /// completions of the `UIView` animations its animator started run, and the default
  /// animator's completes the transition (spec [O7]). An interactive transition, or one
  /// in its finishing or cancelling completion, is left alone.
  /// Whether ending the transition's `UIView` animations now ends it: UIKit's default
  /// animation, or an animator whose animations are `UIView` animations. A transition that
  /// a property animator or an app's interaction controller drives is not ended so, and
  /// on iOS 26 the system pop does not begin during it (spec [O7], model choice).
  var endsWithItsAnimations: Bool {
    interaction == nil && !animationCompletions.isEmpty
  }

  func endAnimationNow() {
    guard phase == .animating, !completed else { return }
    let completions = animationCompletions
    animationCompletions.removeAll()
    for completion in completions { completion(true) }
  }

  /// Pauses an interactive transition; the mirror's transitions stay where they are.
  package func pauseInteractiveTransition() {}

  /// Ends the transition. A second call is a fault of the app's code.
  package func completeTransition(_ didComplete: Bool) {
    guard !completed else {
      simulation?.fault("completeTransition(_:) was called twice on one transition")
      return
    }
    completed = true
    onComplete(self, didComplete)
    let completions = alongsideCompletions
    alongsideCompletions.removeAll()
    for completion in completions { completion(self) }
    animator.animationEnded(didComplete)
  }

  /// Returns one of the transition's controllers.
  package func viewController(
    forKey key: UITransitionContextViewControllerKey
  )
    -> UIViewController?
  {
    key == .from ? from : key == .to ? to : nil
  }

  /// Returns one of the transition's views.
  package func view(forKey key: UITransitionContextViewKey) -> UIView? {
    key == .from ? from.viewIfLoaded : key == .to ? to.viewIfLoaded : nil
  }

  /// The container's bounds.
  package func initialFrame(for vc: UIViewController) -> CGRect { container.bounds }
  /// The container's bounds.
  package func finalFrame(for vc: UIViewController) -> CGRect { container.bounds }

  // MARK: UIViewControllerTransitionCoordinator

  /// Whether the transition can be interrupted: on iOS 26 an animation that runs on its
  /// own ends when another operation arrives (spec [O7]).
  package var isInterruptible: Bool {
    phase == .animating && simulation?.interruptsAnimatedTransitions == true
  }
  /// Whether the transition was cancelled.
  package var isCancelled: Bool { transitionWasCancelled }
  /// The duration in seconds.
  package var transitionDuration: TimeInterval { Milliseconds.seconds(durationMilliseconds) }
  /// How far the transition has come.
  package var percentComplete: CGFloat { CGFloat(progressPermille) / 1000 }
  /// The completion speed.
  package var completionVelocity: CGFloat { CGFloat(speedPermille) / 1000 }
  /// Ease in and out.
  package var completionCurve: UIView.AnimationCurve { .easeInOut }

  /// Runs the animation at once and keeps the completion for the end.
  @discardableResult
  package func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animation?(self)
    if let completion { alongsideCompletions.append(completion) }
    return true
  }

  /// Runs the animation at once and keeps the completion for the end.
  @discardableResult
  package func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  /// Keeps a handler for the moment the interaction ends.
  package func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    interactionHandlers.append(handler)
  }

  /// Keeps a handler for the moment the interaction ends, as
  /// ``notifyWhenInteractionChanges(_:)`` does.
  package func notifyWhenInteractionEnds(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    notifyWhenInteractionChanges(handler)
  }

  private func notifyInteractionChanged() {
    let handlers = interactionHandlers
    interactionHandlers.removeAll()
    for handler in handlers { handler(self) }
  }

  /// Whole permille of a percentage: `⌊1000 · p + 10⁻⁶⌋`, clamped to 0…1000.
  static func permille(_ percent: CGFloat) -> Int {
    guard percent.isFinite else { return percent > 0 ? 1000 : 0 }
    let value = (percent * 1000 + 0.000_001).rounded(.down)
    return Int(min(max(value, 0), 1000))
  }
}

/// The animator UIKit uses when the navigation delegate gives none: the default 350 ms
/// slide (spec [A1]), completing when its animation ends.
@MainActor
final class DefaultTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  )
    -> TimeInterval
  {
    0.35
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    UIView.animate(withDuration: 0.35, animations: {}) { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}
