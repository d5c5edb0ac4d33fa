/// The facts a policy reads when the tracked finger lifts (spec [I4]).
public struct ReleaseContext: Sendable, Hashable {
  /// The transition's progress, in permille.
  public var progress: Int
  /// The finger's forward velocity, in pt/s ([V1], [V2]).
  public var velocity: Int
  /// The width the progress is measured against, in points.
  public var width: Int
  /// The transition's full duration, in milliseconds.
  public var duration: Int

  /// Creates a release context.
  public init(progress: Int, velocity: Int, width: Int, duration: Int) {
    self.progress = progress
    self.velocity = velocity
    self.width = width
    self.duration = duration
  }
}
