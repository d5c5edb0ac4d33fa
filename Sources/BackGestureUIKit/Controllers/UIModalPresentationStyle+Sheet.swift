extension UIModalPresentationStyle {
  /// Whether a presentation in this style leaves the presenting controller's view in the
  /// hierarchy, so that it gets no appearance calls (spec [N6]).
  ///
  /// Apple's WWDC 2019 session 224 says so of the page and form sheets. `automatic`,
  /// which UIKit resolves to a page sheet since iOS 13, is read as a full-screen
  /// presentation here: the mirror keeps what it meant before sheets were modelled
  /// (a model choice, [U12]).
  package var keepsPresenter: Bool { self == .pageSheet || self == .formSheet }
}
