import Foundation

extension UINavigationController {
  /// Changes the stack and runs the callbacks and the transition of spec [O4]: the
  /// delegate's `willShow`, the old top's disappearance, the new top's appearance; then,
  /// at once or when the animator completes, their `did` callbacks and `didShow`.
  ///
  /// The containment callbacks come around them ([U10]): a controller the operation adds
  /// gets `willMove(toParent:)` with this controller when the stack changes and
  /// `didMove(toParent:)` when the transition ends; one it removes gets them with `nil`.
  ///
  /// - Parameters:
  ///   - newStack: The stack after the operation.
  ///   - kind: The operation.
  ///   - animated: Whether it animates.
  ///   - systemDriven: Whether the system's edge-swipe pop starts it.
  func change(
    to newStack: [UIViewController], kind: NavigationTransition.Kind, animated: Bool,
    systemDriven: Bool = false
  ) {
    guard let simulation = UIKitSimulation.current else {
      return performChange(to: newStack, kind: kind, animated: animated, systemDriven: systemDriven)
    }
    // [U31] The operation is on the chain while its callbacks run.
    simulation.running("\(kind) \(newStack.last?.title ?? "?")") {
      performChange(to: newStack, kind: kind, animated: animated, systemDriven: systemDriven)
    }
  }

  /// The body of ``change(to:kind:animated:systemDriven:)``.
  private func performChange(
    to newStack: [UIViewController], kind: NavigationTransition.Kind, animated: Bool,
    systemDriven: Bool
  ) {
    let previous = viewControllers
    guard let from = previous.last, let to = newStack.last else { return }
    let wasShown = appearance == .appeared || appearance == .appearing
    var added: [UIViewController] = []
    for controller in newStack where controller.parent !== self { added.append(controller) }
    var removed: [UIViewController] = []
    for controller in previous where !newStack.containsObject(controller) {
      removed.append(controller)
    }
    replaceStack(with: newStack)
    for controller in removed { controller.willMove(toParent: nil) }
    let window = UIKitSimulation.current?.window
    guard from !== to else {
      settleSystemUI(removed: removed)
      finishMoves(added: added, released: releaseChildren())
      return
    }
    let pop =
      !previous.isEmpty && kind != .push && kind != .setStack
      || (kind == .setStack && previous.containsObject(to))
    if pop { from.movingFromParent = true } else { to.movingToParent = true }
    guard wasShown else {
      _ = window?.resignForTransition(leaving: from, interactive: false)
      settleSystemUI(removed: removed)
      let released = releaseChildren()
      placeView(of: to, below: nil)
      from.viewIfLoaded?.removeFromSuperview()
      from.movingFromParent = false
      to.movingToParent = false
      finishMoves(added: added, released: released)
      return
    }
    let simulation = UIKitSimulation.current
    let operation: Operation = pop ? .pop : .push
    guard animated else {
      _ = window?.resignForTransition(leaving: from, interactive: false)
      settleSystemUI(removed: removed)
      simulation?.record(.willShow(to))
      delegate?.navigationController(self, willShow: to, animated: false)
      from.beginAppearance(false, animated: false)
      to.beginAppearance(true, animated: false)
      placeView(of: to, below: nil)
      from.viewIfLoaded?.removeFromSuperview()
      let released = releaseChildren()
      from.endAppearance(false, animated: false)
      to.endAppearance(true, animated: false)
      from.movingFromParent = false
      to.movingToParent = false
      finishMoves(added: added, released: released)
      simulation?.record(.didShow(to))
      delegate?.navigationController(self, didShow: to, animated: false)
      return
    }
    // The system pop's handler has the controller ignore its delegate's animator and
    // interaction controller: the swipe runs UIKit's own interactive pop ([I2]).
    let custom = systemDriven ? nil : askDelegateForAnimator(operation, from: from, to: to)
    let animator = custom ?? DefaultTransitionAnimator()
    var interaction: (any UIViewControllerInteractiveTransitioning)?
    if let custom {
      interaction = delegate?.navigationController(self, interactionControllerFor: custom)
    } else if systemDriven {
      let system = UIPercentDrivenInteractiveTransition()
      systemInteraction = system
      interaction = system
    }
    let transition = NavigationTransition(
      kind: kind, from: from, to: to, animator: animator, interaction: interaction,
      systemDriven: systemDriven, container: view,
      onCancel: { [weak self] transition in self?.cancelAppearance(transition) },
      onComplete: { [weak self] transition, completed in
        self?.complete(
          transition, completed: completed, previous: previous, added: added, removed: removed)
      })
    self.transition = transition
    // [K2] The first responder goes before the leaving screen hears it will disappear; an
    // interactive pop keeps it for a cancel. [K4], [K6]: an interactive pop changes the
    // stack for good only when it finishes.
    transition.heldResponder = window?.resignForTransition(
      leaving: from, interactive: transition.initiallyInteractive)
    if !transition.initiallyInteractive { settleSystemUI(removed: removed) }
    simulation?.record(.willShow(to))
    delegate?.navigationController(self, willShow: to, animated: true)
    from.beginAppearance(false, animated: true)
    to.beginAppearance(true, animated: true)
    placeView(of: to, below: pop ? from : nil)
    transition.start()
  }

  /// Replaces the stack without appearance callbacks; a controller new to the children
  /// is added with `addChild(_:)` (which calls its `willMove(toParent:)`), and the
  /// controllers it drops stay children (their `navigationController` still answers)
  /// until ``releaseChildren()``.
  private func replaceStack(with newStack: [UIViewController]) {
    for controller in newStack where controller.parent !== self {
      addChild(controller)
    }
    viewControllersStorage = newStack
  }

  /// Removes the children that are no longer on the stack, without callbacks: when a
  /// popped controller's disappearance ends, as UIKit leaves `navigationController` set
  /// until then. Returns them, for their `didMove(toParent: nil)`.
  @discardableResult
  private func releaseChildren() -> [UIViewController] {
    var released: [UIViewController] = []
    for child in children where !viewControllersStorage.containsObject(child) {
      released.append(child)
    }
    for controller in released { controller.detachFromParent() }
    return released
  }

  /// Ends the containment moves of an operation: `didMove(toParent: nil)` for the
  /// controllers it released, then `didMove(toParent:)` with this controller for the ones
  /// it added that are still its children.
  private func finishMoves(added: [UIViewController], released: [UIViewController]) {
    for controller in released { controller.didMove(toParent: nil) }
    for controller in added where controller.parent === self {
      controller.didMove(toParent: self)
    }
  }

  /// Puts a controller's view in the container: on top, or below another's.
  private func placeView(of controller: UIViewController, below other: UIViewController?) {
    guard isViewLoaded else { return }
    let content: UIView = controller.view
    content.frame = view.bounds
    if let other, let otherView = other.viewIfLoaded,
      let index = view.subviews.firstIndexOfObject(otherView)
    {
      view.insertSubview(content, at: index)
    } else {
      view.addSubview(content)
    }
  }

  /// The callbacks of a cancelled interactive transition ([I7]): the revealed
  /// controller disappears again and the top appears again.
  private func cancelAppearance(_ transition: NavigationTransition) {
    transition.to.beginAppearance(false, animated: true)
    transition.from.beginAppearance(true, animated: true)
  }

  /// Ends a transition when its animator completes it ([I8], [O4]), with the containment
  /// callbacks of [U10]: on a cancel the controllers the operation would have removed get
  /// `didMove(toParent:)` with this controller (they stay), and the ones it added leave
  /// again (`willMove(toParent: nil)`, `didMove(toParent: nil)`).
  private func complete(
    _ transition: NavigationTransition, completed: Bool, previous: [UIViewController],
    added: [UIViewController], removed: [UIViewController]
  ) {
    guard self.transition === transition else { return }
    self.transition = nil
    systemInteraction = nil
    let simulation = UIKitSimulation.current
    let (from, to) = (transition.from, transition.to)
    let released: [UIViewController]
    if completed {
      settleSystemUI(removed: removed)
      from.viewIfLoaded?.removeFromSuperview()
      released = releaseChildren()
      from.endAppearance(false, animated: true)
      to.endAppearance(true, animated: true)
    } else {
      replaceStack(with: previous)
      // [K2] A cancel gives the first responder back before the top appears again.
      _ = transition.heldResponder?.becomeFirstResponder()
      to.viewIfLoaded?.removeFromSuperview()
      to.endAppearance(false, animated: true)
      from.endAppearance(true, animated: true)
      for controller in added where !previous.containsObject(controller) {
        controller.willMove(toParent: nil)
      }
      released = releaseChildren()
    }
    from.movingFromParent = false
    to.movingToParent = false
    if transition.initiallyInteractive || transition.systemDriven {
      simulation?.outcomeLog.append(completed ? .finished : .cancelled)
    }
    if completed {
      finishMoves(added: added, released: released)
    } else {
      finishMoves(added: removed, released: released)
    }
    if completed {
      simulation?.record(.didShow(to))
      delegate?.navigationController(self, didShow: to, animated: true)
    }
  }

  /// Asks the delegate for the animator of a push or pop, and notes whether the delegate
  /// implements the method ([U9]).
  private func askDelegateForAnimator(
    _ operation: Operation, from: UIViewController, to: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    guard let delegate else { return nil }
    animatorAskedByDefault = false
    let animator = delegate.navigationController(
      self, animationControllerFor: operation, from: from, to: to)
    delegateAnimatorKnowledge = (ObjectIdentifier(delegate), !animatorAskedByDefault)
    return animator
  }

  /// Whether the delegate, as far as the controller has learned, implements custom
  /// transitions, which stops UIKit's own delegate of the system pop from letting it
  /// receive touches ([U9]).
  var delegateHasCustomTransitions: Bool {
    guard let delegate, let known = delegateAnimatorKnowledge else { return false }
    return known.delegate == ObjectIdentifier(delegate) && known.implements
  }

  // MARK: The system's edge-swipe pop

  /// UIKit's handler of the system pop: it pops interactively when the pan begins, follows
  /// the finger, and at the lift finishes when where the finger is heading passes 187.5 pt
  /// or half the width (docs/Specification.md [U6], [I4]).
  func handleSystemPop(_ recognizer: UIGestureRecognizer) {
    guard let pan = recognizer as? UIPanGestureRecognizer,
      let simulation = UIKitSimulation.current
    else { return }
    switch recognizer.state {
    case .began:
      // On iOS 26 the handler ends a push or pop that animates on its own and pops from
      // where it left the stack ([O7], [R-transition-26]).
      if simulation.interruptsAnimatedTransitions, let running = transition,
        running.phase == .animating
      {
        running.endAnimationNow()
        if transition == nil { simulation.outcomeLog.append(.interrupted(running.kind)) }
      }
      guard viewControllers.count >= 2 else {
        frozen = true  // a pop with nothing to pop: the controller stays transitioning
        return
      }
      guard transition == nil, !frozen, simulation.window.presentationTransition == nil else {
        return
      }
      // UIKit pops through `popViewController(animated:)`, so an override sees the swipe.
      systemPopStarting = true
      popViewController(animated: true)
      systemPopStarting = false
      systemInteraction?.update(systemProgress(pan, simulation))
    case .changed:
      systemInteraction?.update(systemProgress(pan, simulation))
    case .ended:
      guard let interaction = systemInteraction else { return }
      interaction.update(systemProgress(pan, simulation))
      // The reach in thousandths of a point: the distance covered, plus what the velocity
      // (whole pt/s on the mirror) adds over the transition's duration.
      let velocity = Int(forward(pan.velocity(in: nil).x, simulation))
      let progress = transition?.progressPermille ?? 0
      let duration = transition?.durationMilliseconds ?? 0
      let width = max(1, simulation.width)
      let reach = progress * width + velocity * duration
      if reach > min(187_500, 500 * width) { interaction.finish() } else { interaction.cancel() }
    case .cancelled, .failed:
      systemInteraction?.cancel()
    case .possible:
      break
    }
  }

  /// The progress of the system pop: the forward translation over the width, 0 to 1.
  private func systemProgress(
    _ pan: UIPanGestureRecognizer, _ simulation: UIKitSimulation
  )
    -> CGFloat
  {
    let travel = Int(forward(pan.translation(in: nil).x, simulation))
    let permille = min(1000, max(0, travel) * 1000 / max(1, simulation.width))
    return CGFloat(permille) / 1000
  }

  /// A horizontal amount in the forward direction: as is, or negated right to left.
  private func forward(_ x: CGFloat, _ simulation: UIKitSimulation) -> CGFloat {
    simulation.layoutDirection == .rightToLeft ? -x : x
  }
}
