import Foundation

/// A finger pulling the front page sheet down (spec [N7]).
struct SheetPull {
  /// The finger that pulls.
  var finger: Int
  /// Where it touched down.
  var down: CGPoint
  /// The sheet: the presented controller.
  var presented: UIViewController
  /// Why the sheet stays, or `nil` when it follows the finger.
  var refusal: Refusal?
  /// The interaction controller of the dismissal it drives, when the sheet follows.
  var interaction: UIPercentDrivenInteractiveTransition?

  /// Why a pulled sheet stays where it is.
  enum Refusal {
    /// The sheet is modal (`isModalInPresentation`).
    case modal
    /// Its presentation controller's delegate answered `false` to
    /// `presentationControllerShouldDismiss(_:)`.
    case veto
  }
}

extension UIKitSimulation {
  /// Lets the front page sheet's own recognizer take the drag once the decision moment's
  /// recognizers settled (spec [N7], model choice for the order: it waits for every
  /// recognizer but a scroll view's pan to fail).
  ///
  /// It takes a drag that goes down more than sideways, from a touch that is not on a
  /// control, when no transition is in flight; from a scroll view's pan it takes only a
  /// vertical one resting at its top, which then stops following the finger. A modal
  /// sheet stays, and so does one whose delegate answers `false` to
  /// `presentationControllerShouldDismiss(_:)`; any other is dismissed interactively.
  func considerPull(at point: CGPoint) {
    guard sheetPull == nil, let attempt, let presented = window.presentedControllers.last,
      presented.modalPresentationStyle.keepsPresenter,
      window.presentationTransition == nil, !window.anyNavigationTransition
    else { return }
    for recognizer in attempt.recognizers where !recognizer.isScrollViewPan {
      switch recognizer.state {
      case .began, .changed, .ended: return
      case .possible where attempt.wanting.containsObject(recognizer): return
      default: continue
      }
    }
    var view = attempt.hitView
    while let current = view {
      // A slider keeps only a drag from its knob ([C4]); a pull goes down, so it keeps
      // one only while it tracks.
      if let control = current as? UIControl, !(control is UISlider) || control.isTracking {
        return
      }
      view = current.superview
    }
    let dx = Int(point.x) - Int(attempt.down.x)
    let dy = Int(point.y) - Int(attempt.down.y)
    guard dy > 0, dy > abs(dx) else { return }
    if let tracking = scrollTracking {
      guard tracking.view.axis == .vertical, tracking.view.modelOffset <= 0 else { return }
      tracking.view.isTracking = false
      tracking.view.isDragging = false
      scrollTracking = nil
    }
    var pull = SheetPull(finger: attempt.finger, down: attempt.down, presented: presented)
    let controller = presented.presentationController
    if presented.isModalInPresentation {
      pull.refusal = .modal
    } else if let controller,
      controller.delegate?.presentationControllerShouldDismiss(controller) == false
    {
      pull.refusal = .veto
    }
    if let refusal = pull.refusal {
      sheetPull = pull
      outcomeLog.append(.pullRefused(modal: refusal == .modal))
      return
    }
    if let controller {
      record(.willDismiss(presented))
      controller.delegate?.presentationControllerWillDismiss(controller)
    }
    pull.interaction = window.beginPull(of: presented)
    sheetPull = pull
    pull.interaction?.update(CGFloat(pullProgress(pull, to: point)) / 1000)
  }

  /// The pull's progress at a point: the finger's way down in permille of the sheet's
  /// height, the screen's.
  private func pullProgress(_ pull: SheetPull, to point: CGPoint) -> Int {
    min(1000, max(0, Int(point.y) - Int(pull.down.y)) * 1000 / max(1, height))
  }

  /// Follows a move of the pulling finger.
  func movePull(_ finger: Int, to point: CGPoint) {
    guard let pull = sheetPull, pull.finger == finger, let interaction = pull.interaction
    else { return }
    interaction.update(CGFloat(pullProgress(pull, to: point)) / 1000)
  }

  /// Releases the pull when its finger lifts: past half the height, or faster than
  /// 1000 pt/s downward, it dismisses the sheet, or tells the delegate of a refused
  /// attempt on a sheet still presented; else the sheet springs back.
  func releasePull(_ finger: Int, at point: CGPoint) {
    guard let pull = sheetPull, pull.finger == finger else { return }
    sheetPull = nil
    var velocity = 0
    if let (s1, s2) = attempt?.samples.pair, s2.time != s1.time, time - s2.time <= 100 {
      velocity = (Int(s2.point.y) - Int(s1.point.y)) * 1000 / (s2.time - s1.time)
    }
    let meant = pullProgress(pull, to: point) > 500 || velocity > 1000
    guard let interaction = pull.interaction else {
      let presented = window.presentationStack.contains { $0.presented === pull.presented }
      if meant, presented, let controller = pull.presented.presentationController {
        record(.didAttemptToDismiss(pull.presented))
        controller.delegate?.presentationControllerDidAttemptToDismiss(controller)
      }
      return
    }
    if meant { interaction.finish() } else { interaction.cancel() }
  }

  /// Springs the sheet back when the system cancels the pulling finger.
  func cancelPull() {
    guard let pull = sheetPull else { return }
    sheetPull = nil
    pull.interaction?.cancel()
  }
}
