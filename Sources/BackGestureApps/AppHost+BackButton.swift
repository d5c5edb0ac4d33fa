import BackGestureModel
import BackGestureUIKit

extension AppHost {
  /// Taps the back button of the current navigation controller's bar (spec [O6], [U15]).
  ///
  /// Refused, as [O6] orders it, while a transition is in flight, on one controller, and
  /// when the bar is hidden or the top's navigation item shows no back button (hidden,
  /// or replaced by left items that do not supplement it). Otherwise the navigation
  /// controller, the bar's delegate, is asked `navigationBar(_:shouldPop:)` when its own
  /// class adopts `UINavigationBarDelegate` (``ownBarDelegate(of:)``); a `false` is the
  /// screen's veto, a `true` (or no answer) pops the top with animation. Where left items
  /// replace the back button on a visible bar, the tap reaches the first of them: its
  /// target hears its action after the refusal is recorded.
  func tapBackButton() {
    func record(_ refusal: Outcome.Refusal?) {
      outcomes.append(.operation(keyword: "back", refusal: refusal))
    }
    interruptAnimatedTransitions()
    let inFlight =
      containers.contains { $0.transition != nil || $0.frozen }
      || simulation.window.presentationTransition != nil
    guard !inFlight else { return record(.transition) }
    guard let navigation = containers.last, let top = navigation.topViewController else {
      return record(.root)
    }
    let item = top.navigationItem
    let replaced = !(item.leftBarButtonItems ?? []).isEmpty && !item.leftItemsSupplementBackButton
    // Where left items replace the back button the tap lands on the first of them: its
    // target hears its action once the refusal is recorded.
    let leftItem =
      replaced && !navigation.isNavigationBarHidden ? item.leftBarButtonItems?.first : nil
    defer { leftItem?.tap() }
    guard navigation.viewControllers.count > 1 else { return record(.root) }
    guard !navigation.isNavigationBarHidden, !item.hidesBackButton, !replaced else {
      return record(.noBackButton)
    }
    let delegate = ownBarDelegate(of: navigation)
    guard delegate?.navigationBar(navigation.navigationBar, shouldPop: item) ?? true else {
      return record(.veto)
    }
    record(nil)
    navigation.popViewController(animated: true)
  }
}
