extension GesturePolicy {
  /// Tells whether a released interactive transition finishes rather than cancels (spec [I4]).
  ///
  /// By the `projection` rule it finishes when the distance reached, plus the distance the
  /// velocity covers in the transition's duration, exceeds 187.5 pt or half the width,
  /// whichever is less: `progress * width + velocity * duration > min(187500, 500 * width)`,
  /// in exact integers. By the `thresholds` rule it finishes when the progress exceeds the
  /// finish threshold or the velocity exceeds the velocity threshold. Every comparison is
  /// strict.
  public func shouldFinish(_ release: ReleaseContext) -> Bool {
    switch finishRule {
    case .projection:
      let reach = release.progress * release.width + release.velocity * release.duration
      return reach > min(187_500, 500 * release.width)
    case .thresholds:
      return release.progress > finishThreshold || release.velocity > velocityThreshold
    }
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
