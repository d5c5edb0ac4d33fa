/// The shrink passes, in the order one round runs them.
///
/// Each pass walks the incumbent with an index that stays valid as it
/// shrinks, tries each edit once per round, and never loops to its own fixed
/// point; the round loop in ``Shrinker/shrink()`` does that.
extension Shrinker {
  /// Passes that run only when a round of the main passes changed nothing.
  var fallbackPasses: [(Shrinker) -> () -> Void] {
    [Shrinker.deleteSingles]
  }

  /// The main passes: rejected attempts and order first (both cheap, and an
  /// order settled early spares a round), then deletions, structure, values,
  /// and columns.
  var passes: [(Shrinker) -> () -> Void] {
    [
      Shrinker.removeDiscardedSpans,
      Shrinker.reorderSiblings,
      Shrinker.deleteSpans,
      Shrinker.deletePairs,
      Shrinker.zeroBlocks,
      Shrinker.zeroSpans,
      Shrinker.replaceWithDescendants,
      Shrinker.lowerDuplicates,
      Shrinker.lowerEqualValues,
      Shrinker.lowerClosePairs,
      Shrinker.minimiseChoices,
      Shrinker.lowerPairs,
      Shrinker.redistributePairs,
      Shrinker.lowerAndDelete,
      Shrinker.deleteTiedChildren,
    ]
  }
}
