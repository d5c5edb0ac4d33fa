import BackGestureModel
import BackGestureUIKit
import Foundation

/// A scroll view that answers the recognizer graph's questions about its own pan and the
/// back recognizers as the world declares (spec [C5]), the way an app's scroll view
/// subclass does as its pan's delegate.
///
/// A back recognizer is any recognizer that is not a scroll view's own pan or a cell's
/// swipe pan ([C6]): the world has no other kind.
@MainActor
final class AnsweringScrollView: UIScrollView, UIGestureRecognizerDelegate {
  /// The answers.
  let answers: RecognizerAnswers

  init(frame: CGRect, answers: RecognizerAnswers) {
    self.answers = answers
    super.init(frame: frame)
    panGestureRecognizer.delegate = self
  }

  required init?(coder: NSCoder) { nil }

  /// `simultaneous`: the pan recognizes with a back recognizer.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    answers.simultaneous && Self.isBackRecognizer(otherGestureRecognizer)
  }

  /// `waitsForBack`: the pan requires a back recognizer to fail.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    answers.waitsForBack && Self.isBackRecognizer(otherGestureRecognizer)
  }

  /// `backWaits`: a back recognizer requires the pan to fail.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    answers.backWaits && Self.isBackRecognizer(otherGestureRecognizer)
  }

  /// Whether a recognizer is neither a scroll view's own pan nor a cell's swipe pan.
  static func isBackRecognizer(_ recognizer: UIGestureRecognizer) -> Bool {
    if recognizer is SwipeActionsPan { return false }
    guard let scroll = recognizer.view as? UIScrollView else { return true }
    return scroll.panGestureRecognizer !== recognizer
  }
}
