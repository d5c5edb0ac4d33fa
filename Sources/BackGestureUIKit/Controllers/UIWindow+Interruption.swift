import Foundation

extension UIWindow {
  /// On iOS 26, ends every animated transition in flight that runs on its own, before an
  /// operation that arrives is carried out (spec [O7]); returns their kinds, in the order
  /// they ended: the root's, each presented navigation controller's, then the
  /// presentation's. Elsewhere it ends nothing.
  @discardableResult
  package func interruptAnimatedTransitions() -> [NavigationTransition.Kind] {
    guard let simulation = UIKitSimulation.current, simulation.interruptsAnimatedTransitions
    else { return [] }
    var running: [NavigationTransition] = []
    if let navigation = rootNavigationController,
      let transition = navigation.transition
    {
      running.append(transition)
    }
    for presentation in presentationStack {
      if let navigation = presentation.presented as? UINavigationController,
        let transition = navigation.transition
      {
        running.append(transition)
      }
    }
    if let transition = presentationTransition { running.append(transition) }
    var ended: [NavigationTransition.Kind] = []
    for transition in running where transition.phase == .animating && !transition.completed {
      transition.endAnimationNow()
      ended.append(transition.kind)
    }
    return ended
  }
}
