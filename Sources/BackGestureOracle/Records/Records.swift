import BackGestureModel

/// The dynamic state of one container ([N1]); whether it transitions is read off the transition.
struct ContainerRecord: Sendable, Hashable {
  /// The stack, bottom first, as screen declaration indices.
  var stack: [Int]
  /// Whether the bar is hidden.
  var barHidden: Bool
  /// The bar style.
  var barStyle: Int
  /// The page flag ([B6]).
  var pageFlag: Bool
  /// How the container is presented ([N6]).
  var style: PresentationStyle = .fullScreen
}

/// The dynamic state of one screen.
struct ScreenRecord: Sendable, Hashable {
  /// The appearance state ([B5]).
  var appearance: ScreenState.Appearance
  /// Whether the screen has loaded ([S9]).
  var loaded: Bool
  /// Whether an interactive pop of the screen is in flight ([B7]).
  var beingPopped: Bool
}

/// The dynamic state of one scroll view.
struct ScrollRecord: Sendable, Hashable {
  /// The offset.
  var offset: Int
  /// The time until which the view decelerates, if it ever did.
  var deceleratingUntil: Int?

  /// Tells whether the view decelerates at a time ([C2]: `t < decelerating`).
  func isDecelerating(at time: Int) -> Bool {
    deceleratingUntil.map { time < $0 } ?? false
  }
}

/// A time and a point of the tracked finger ([G1]).
struct Sample: Sendable, Hashable {
  var time: Int
  var point: Point
}
