import Foundation

extension UIWindow {
  /// Starts the dismissal of the front page sheet that a pull drives, and returns the
  /// interaction controller that follows the finger (spec [N7]).
  ///
  /// The presenter stays in place and hears nothing ([N6]); the sheet gets
  /// `viewWillDisappear(_:)` now and, when the pull completes, `viewDidDisappear(_:)`
  /// and then its presentation controller's delegate hears
  /// `presentationControllerDidDismiss(_:)`. A pull that springs back gives the sheet
  /// `viewWillAppear(_:)` and `viewDidAppear(_:)` again.
  func beginPull(of presented: UIViewController) -> UIPercentDrivenInteractiveTransition? {
    guard let index = presentationStack.indices.last,
      presentationStack[index].presented === presented
    else { return nil }
    let entry = presentationStack[index]
    guard let back = index == 0 ? rootViewController : presentationStack[index - 1].presented
    else { return nil }
    presented.beingDismissed = true
    presented.beginAppearance(false, animated: true)
    let interaction = UIPercentDrivenInteractiveTransition()
    let finish: @MainActor (Bool) -> Void = { [weak self] completed in
      guard let self else { return }
      presented.beingDismissed = false
      guard completed else {
        presented.endAppearance(true, animated: true)
        return
      }
      presented.viewIfLoaded?.removeFromSuperview()
      self.removePresentation(of: presented)
      entry.presenter?.presentedViewController = nil
      presented.presenter = nil
      presented.endAppearance(false, animated: true)
      if let controller = presented.presentationController {
        UIKitSimulation.current?.record(.didDismiss(presented))
        controller.delegate?.presentationControllerDidDismiss(controller)
      }
    }
    runPresentationChange(
      kind: .dismiss, from: presented, to: back, staying: back, animated: true, animator: nil,
      interaction: interaction, pulled: true, finish: finish)
    return interaction
  }
}
