import BackGestureModel
import PropertyCore

extension ChoiceSource {
  /// Draws how a container is presented (spec [N6]): full screen (the simplest answer,
  /// so the shrinker turns a sheet back into the older world), a page sheet, or, less
  /// often, a modal page sheet; weights 3:2:1.
  ///
  /// One choice, drawn where the presentation it belongs to is drawn (in its span, or
  /// in the `present` step's segment), so that deleting that presentation deletes its
  /// style with it and no later draw moves.
  func presentationStyle() throws -> PresentationStyle {
    switch try weighted([3, 2, 1]) {
    case 0: .fullScreen
    case 1: .pageSheet(modal: false)
    default: .pageSheet(modal: true)
    }
  }
}
