import Foundation

extension UIWindow {
  /// The controllers presented over the root, in order.
  package var presentedControllers: [UIViewController] {
    var controllers: [UIViewController] = []
    controllers.reserveCapacity(presentationStack.count)
    for presentation in presentationStack { controllers.append(presentation.presented) }
    return controllers
  }

  /// The presentation or dismissal in flight, if any.
  package var presentationTransition: NavigationTransition? {
    get { currentPresentationTransition }
    set { currentPresentationTransition = newValue }
  }

  /// Whether the window ignores touches that begin now: a presentation or a dismissal
  /// runs on its own, with no interaction controller (spec [U24], [O8]). UIKit gives
  /// the window its touches back when the transition completes.
  var ignoresBeginningTouches: Bool {
    guard let transition = presentationTransition else { return false }
    return !transition.initiallyInteractive
  }

  /// The controller whose screen is in front: the last presented one, or the root.
  package var frontController: UIViewController? {
    presentationStack.last?.presented ?? rootViewController
  }

  /// Presents a controller over the front screen ([O4]): the front screen disappears, the
  /// presented one appears, at once or when the animation ends. A sheet leaves the front
  /// screen in place, and it gets no appearance calls ([N6]).
  func present(
    _ controller: UIViewController, from presenter: UIViewController, animated: Bool,
    completion: (() -> Void)?
  ) {
    guard let simulation, simulation.allowsNested("present(_:animated:completion:)") else {
      return
    }
    // [U31] The presentation is on the chain while its callbacks run ([U32]: and among the
    // causes of what they schedule).
    simulation.operationChain.append("present \(controller.title ?? "?")")
    simulation.causes.append("present \(controller.title ?? "?")")
    defer {
      simulation.operationChain.removeLast()
      simulation.causes.removeLast()
    }
    interruptAnimatedTransitions()
    if presentationTransition != nil || anyNavigationTransition {
      simulation.fault("present(_:animated:completion:) was called while a transition is in flight")
      return
    }
    guard presenter.presentedViewController == nil, controller.presenter == nil,
      controller.parent == nil
    else {
      simulation.fault(
        "present(_:animated:completion:) presented from a controller that already presents, or a controller already shown"
      )
      return
    }
    guard let front = frontController else { return }
    controller.presenter = presenter
    presenter.presentedViewController = controller
    presentationStack.append(Presentation(presented: controller, presenter: presenter))
    controller.beingPresented = true
    let keepsFront = controller.modalPresentationStyle.keepsPresenter
    if !keepsFront { front.beginAppearance(false, animated: animated) }
    controller.beginAppearance(true, animated: animated)
    controller.view.frame = bounds
    addSubview(controller.view)
    let finish: @MainActor (Bool) -> Void = { [weak self] completed in
      controller.beingPresented = false
      guard completed else {
        // A cancelled interactive presentation leaves nothing presented.
        controller.viewIfLoaded?.removeFromSuperview()
        self?.removePresentation(of: controller)
        presenter.presentedViewController = nil
        controller.presenter = nil
        controller.endAppearance(false, animated: animated)
        if !keepsFront { front.endAppearance(true, animated: animated) }
        return
      }
      if !keepsFront { front.endAppearance(false, animated: animated) }
      controller.endAppearance(true, animated: animated)
      completion?()
      _ = self
    }
    let delegate = controller.transitioningDelegate
    let custom =
      animated
      ? delegate?.animationController(
        forPresented: controller, presenting: presenter, source: presenter) : nil
    let interaction = custom.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
    runPresentationChange(
      kind: .present, from: front, to: controller, staying: keepsFront ? front : nil,
      animated: animated, animator: custom, interaction: interaction, finish: finish)
  }

  /// Dismisses the presentation a controller is part of, or the one it presents ([O4]).
  func dismiss(from controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
    guard let simulation, simulation.allowsNested("dismiss(animated:completion:)") else { return }
    simulation.operationChain.append("dismiss")
    simulation.causes.append("dismiss")
    defer {
      simulation.operationChain.removeLast()
      simulation.causes.removeLast()
    }
    interruptAnimatedTransitions()
    if presentationTransition != nil || anyNavigationTransition {
      simulation.fault("dismiss(animated:completion:) was called while a transition is in flight")
      return
    }
    guard let index = presentationIndex(for: controller) else { return }
    guard index == presentationStack.count - 1 else {
      simulation.fault("dismiss(animated:completion:) dismissed a presentation under another")
      return
    }
    let entry = presentationStack[index]
    let presented = entry.presented
    let back = index == 0 ? rootViewController : presentationStack[index - 1].presented
    guard let back else { return }
    presented.beingDismissed = true
    let keepsBack = presented.modalPresentationStyle.keepsPresenter
    presented.beginAppearance(false, animated: animated)
    if !keepsBack { back.beginAppearance(true, animated: animated) }
    let finish: @MainActor (Bool) -> Void = { [weak self] completed in
      guard let self else { return }
      presented.beingDismissed = false
      guard completed else {
        if !keepsBack { back.endAppearance(false, animated: animated) }
        presented.endAppearance(true, animated: animated)
        return
      }
      presented.viewIfLoaded?.removeFromSuperview()
      self.removePresentation(of: presented)
      entry.presenter?.presentedViewController = nil
      presented.presenter = nil
      presented.endAppearance(false, animated: animated)
      if !keepsBack { back.endAppearance(true, animated: animated) }
      completion?()
    }
    let delegate = presented.transitioningDelegate
    let custom = animated ? delegate?.animationController(forDismissed: presented) : nil
    let interaction = custom.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
    runPresentationChange(
      kind: .dismiss, from: presented, to: back, staying: keepsBack ? back : nil,
      animated: animated, animator: custom, interaction: interaction, finish: finish)
  }

  /// Runs a presentation change: at once, or as a transition run by the transitioning
  /// delegate's animator (the default 350 ms one when it gives none) and, when it gives
  /// one, driven by its interaction controller (spec [U17]). `staying` is the presenter
  /// a sheet leaves in place, which a cancel does not tell either ([N6]).
  func runPresentationChange(
    kind: NavigationTransition.Kind, from: UIViewController, to: UIViewController,
    staying: UIViewController?, animated: Bool,
    animator: (any UIViewControllerAnimatedTransitioning)?,
    interaction: (any UIViewControllerInteractiveTransitioning)?, pulled: Bool = false,
    finish: @escaping @MainActor (Bool) -> Void
  ) {
    guard animated else {
      _ = resignForTransition(leaving: from, interactive: false)
      finish(true)
      return
    }
    let transition = NavigationTransition(
      kind: kind, from: from, to: to, animator: animator ?? DefaultTransitionAnimator(),
      interaction: interaction, systemDriven: false, container: self,
      onCancel: { transition in
        // Spec [I7]: the revealed controller goes away again, the leaving one comes back.
        if transition.to !== staying { transition.to.beginAppearance(false, animated: true) }
        if transition.from !== staying { transition.from.beginAppearance(true, animated: true) }
      },
      onComplete: { [weak self] transition, completed in
        guard let self, self.presentationTransition === transition else { return }
        self.presentationTransition = nil
        // [K2] A cancel gives the first responder back before the screen appears again.
        if !completed { _ = transition.heldResponder?.becomeFirstResponder() }
        finish(completed)
        // An interactive change is a swipe's or a pull's: its outcome comes at its end
        // ([I8], [N7]).
        if transition.isPull {
          UIKitSimulation.current?.outcomeLog.append(
            completed ? .pullDismissed : .pullCancelled)
        } else if transition.initiallyInteractive {
          UIKitSimulation.current?.outcomeLog.append(completed ? .finished : .cancelled)
        }
      })
    transition.isPull = pulled
    presentationTransition = transition
    transition.heldResponder = resignForTransition(
      leaving: from, interactive: transition.initiallyInteractive)
    // Spec [U24]: a change that runs on its own cancels the fingers down, which the
    // window ignores from then on; the animator runs after.
    if ignoresBeginningTouches { simulation?.stopHearingTouches() }
    transition.start()
  }

  /// The index of the presentation a controller is, presents, or is inside.
  private func presentationIndex(for controller: UIViewController) -> Int? {
    let stack = presentationStack
    var current: UIViewController? = controller
    while let candidate = current {
      for index in stack.indices.reversed() where stack[index].presented === candidate {
        return index
      }
      for index in stack.indices.reversed() where stack[index].presenter === candidate {
        return index
      }
      current = candidate.parent
    }
    return nil
  }

  /// Removes the presentations of a controller.
  func removePresentation(of presented: UIViewController) {
    // [K4] The screens that leave the window end their search.
    if !(simulation?.plantedFaults.contains(.searchOutlivesScreen) ?? false) {
      presented.endSearch()
    }
    var stack: [Presentation] = []
    for presentation in presentationStack where presentation.presented !== presented {
      stack.append(presentation)
    }
    presentationStack = stack
  }

  /// Whether any navigation controller of the window has a transition in flight.
  var anyNavigationTransition: Bool {
    if let root = rootNavigationController, Self.hasTransition(root) { return true }
    for presentation in presentationStack where Self.hasTransition(presentation.presented) {
      return true
    }
    return false
  }

  /// Whether a controller is a navigation controller with a transition in flight.
  private static func hasTransition(_ controller: UIViewController) -> Bool {
    guard let navigation = controller as? UINavigationController else { return false }
    return navigation.transition != nil || navigation.frozen
  }
}

/// One presentation: the controller shown and the one that presented it.
struct Presentation {
  let presented: UIViewController
  weak var presenter: UIViewController?
}
