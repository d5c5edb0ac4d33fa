import Foundation

extension UIGestureRecognizer {
  /// What a recognizer decided inside its own `touches…` methods, which the simulation
  /// acts on once the method returns (spec [TD3]-[TD5]).
  ///
  /// Not UIKit API. UIKit's recognizer states its decisions by writing `state`; a write
  /// made while the recognizer receives touches is held here, so that a begin goes through
  /// the recognizer graph after every recognizer has seen the event, and the targets hear
  /// of a change once the method that made it has returned.
  struct Delivery {
    /// Whether the recognizer is inside one of its `touches…` methods, called by the
    /// simulation.
    var isReceiving = false
    /// A begin its own code asked for by writing `began` or `changed` (`began`), or
    /// `ended` for a gesture recognized at once (`ended`).
    var requested: State?
    /// Whether its own code failed it while it was `possible`.
    var failedItself = false
    /// Whether its own code wrote a state that calls the targets while it recognized.
    var actionsDue = false
    /// The change its class decided for a gesture it recognizes: `changed`, `ended` or
    /// `cancelled`.
    var due: State?
    /// Whether it wants to begin in the current touch sequence: its class decided so at
    /// the decision moment, or its own code asked.
    var wantsToBegin = false
    /// Whether it recognizes at once, ending as it begins, when the graph lets it begin.
    var recognizesAtOnce = false
  }

  /// Whether touches reach the recognizer: it is `possible` or recognizing; after it
  /// ended, was cancelled or failed it hears no more of the touches that began (spec
  /// [TD6]).
  var receivesTouches: Bool {
    switch stateStorage {
    case .possible, .began, .changed: true
    case .ended, .cancelled, .failed: false
    }
  }

  /// Whether the recognizer hears of a touch's events: it tracks the touch, is enabled and
  /// touches reach it.
  func hears(_ touch: UITouch) -> Bool {
    isEnabled && receivesTouches && tracks(touch)
  }

  /// Takes a write of `state` made while the recognizer receives touches (spec [TD4]):
  /// from `possible`, `began`, `changed` and `ended` ask to begin and `failed` or
  /// `cancelled` fail it at once; while it recognizes, the write takes effect at once and
  /// the targets hear of it when the method returns; a recognizer that has ended, been
  /// cancelled or failed keeps its state.
  func receiveStateWrite(_ newValue: State) {
    switch (stateStorage, newValue) {
    case (.possible, .possible):
      break
    case (.possible, .began), (.possible, .changed):
      delivery.requested = .began
    case (.possible, .ended):
      delivery.requested = .ended
    case (.possible, .failed), (.possible, .cancelled):
      delivery.requested = nil
      delivery.wantsToBegin = false
      delivery.failedItself = true
      stateStorage = .failed
    case (.began, _), (.changed, _):
      stateStorage = newValue
      switch newValue {
      case .began, .changed, .ended, .cancelled: delivery.actionsDue = true
      case .possible, .failed: delivery.actionsDue = false
      }
    case (.ended, _), (.cancelled, _), (.failed, _):
      break
    }
  }
}
