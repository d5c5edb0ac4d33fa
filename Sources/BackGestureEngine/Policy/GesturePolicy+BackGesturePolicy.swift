import BackGestureModel

extension GesturePolicy: BackGesturePolicy {
  /// The policy itself: a plain policy value is its own base.
  public var base: GesturePolicy { self }

  /// Returns the tracked finger's point: a recognizer follows one finger (spec [I3]).
  public func trackedLocation(finger: Point, centroid: Point, fingersDown: Int) -> Point {
    finger
  }

  /// Returns the bar unchanged: no preset touches the bar on a did-disappear (spec [B2], [B3]).
  public func barAfterDidDisappear(_ bar: BarAppearance, top: ScreenSettings) -> BarAppearance {
    bar
  }

  /// Returns the bar saved at the begin: a cancel restores it (spec [I7]).
  public func barAfterCancel(_ bar: BarAppearance, saved: BarAppearance) -> BarAppearance {
    saved
  }

  /// Returns whether the top does not veto: a vetoing screen refuses the back button as
  /// it refuses the swipe (spec [O6], [S6]).
  public func backButtonPops(top: ScreenSettings) -> Bool {
    !top.veto
  }
}
