/// What an app answers about one scroll view's pan and the back recognizers (spec [C5]).
///
/// These are the recognizer graph's questions (spec [AR5], [AR7]) as an app settles them
/// for a scroll view: the answers add to the preset's own ([AR12]), so a scroll view that
/// says nothing behaves as table 2.2 says.
public struct RecognizerAnswers: Sendable, Hashable {
  /// The scroll view's pan requires the back recognizers to fail (`waitsForBack`).
  public var waitsForBack: Bool = false
  /// The back recognizers require the scroll view's pan to fail (`backWaits`).
  public var backWaits: Bool = false
  /// The scroll view's pan recognizes simultaneously with the back recognizers
  /// (`simultaneous`).
  public var simultaneous: Bool = false

  /// Creates answers; each defaults to no.
  public init(waitsForBack: Bool = false, backWaits: Bool = false, simultaneous: Bool = false) {
    self.waitsForBack = waitsForBack
    self.backWaits = backWaits
    self.simultaneous = simultaneous
  }
}
