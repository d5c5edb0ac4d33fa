import BackGestureModel
import BackGestureUIKit

extension AppHost {
  /// On iOS 26, ends the animated transitions in flight before an operation or a tap on
  /// the back button is judged, and records each as `interrupted:<keyword>` (spec [O7]);
  /// the mirror's window does the ending, as UIKit's navigation controller does when the
  /// app's own code starts an operation then.
  func interruptAnimatedTransitions() {
    for kind in simulation.window.interruptAnimatedTransitions() {
      outcomes.append(.interrupted(keyword: Self.keyword(of: kind)))
    }
  }

  /// The keyword of the operation that starts a transition of a kind.
  static func keyword(of kind: NavigationTransition.Kind) -> String {
    switch kind {
    case .push: "push"
    case .pop: "pop"
    case .popToRoot: "pop-to-root"
    case .setStack: "set-stack"
    case .present: "present"
    case .dismiss: "dismiss"
    }
  }
}
