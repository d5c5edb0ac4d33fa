extension UIKitSimulation {
  /// Why the front navigation controller's system pop hears no touch at all, when UIKit's
  /// own delegate is the reason: it lets no event reach the recognizer while the
  /// navigation controller's delegate implements custom transitions (spec [U9]). `nil`
  /// when the recognizer hears touches, or when the app replaced that delegate.
  package var systemPopHint: String? {
    run {
      guard let navigation = window.frontController as? UINavigationController,
        let pop = navigation.interactivePopGestureRecognizer, pop.isEnabled,
        let delegate = pop.delegate as? InteractivePopDelegate,
        !delegate.gestureRecognizer(pop, shouldReceive: UIEvent(touches: [], time: time))
      else { return nil }
      return "UIKit's own delegate of the system pop lets no touch reach it while the "
        + "navigation controller's delegate implements "
        + "navigationController(_:animationControllerFor:from:to:), spec [U9]"
    }
  }
}
