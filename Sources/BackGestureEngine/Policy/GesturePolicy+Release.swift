extension GesturePolicy {
  /// Tells whether a released interactive transition finishes rather than cancels (spec [I4]).
  ///
  /// It finishes when the progress exceeds the finish threshold or the forward velocity
  /// exceeds the velocity threshold; both comparisons are strict.
  public func shouldFinish(progress: Int, velocity: Int) -> Bool {
    progress > finishThreshold || velocity > velocityThreshold
  }

  /// Returns how long a released transition takes to finish or cancel, in milliseconds (spec [I6]).
  ///
  /// Finishing takes `(1000 - progress) * duration / speed`, cancelling
  /// `progress * duration / speed`, truncated. A completion speed below 1, which no
  /// preset has (the spec requires one above 0), is read as 1 rather than divided by.
  public func completionTime(progress: Int, duration: Int, finishing: Bool) -> Int {
    let remaining = finishing ? 1000 - progress : progress
    return remaining * duration / max(1, completionSpeed)
  }
}
