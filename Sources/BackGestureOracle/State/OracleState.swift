import BackGestureModel

/// The oracle's abstract state of a world at one moment; its snapshot is the observable part.
///
/// The state is flat: records of containers, screens and scroll views in declaration
/// order, at most one gesture attempt and at most one transition. It holds no objects.
public struct OracleState: Sendable, Hashable {
  /// What never changes.
  var setup: Setup
  /// The clock in ms.
  var time: Int
  /// The containers, root first.
  var containers: [ContainerRecord]
  /// The screens, in declaration order.
  var screens: [ScreenRecord]
  /// The scroll views, in the order of `setup.scrollViews`.
  var scrolls: [ScrollRecord]
  /// The fingers that are down, by ascending id.
  var fingers: [FingerState]
  /// The full-screen pan's state.
  var pan: RecognizerState
  /// The edge recognizer's state.
  var edge: RecognizerState
  /// The content pop's state ([G10]).
  var content: RecognizerState
  /// The gesture attempt, from its touch-down until every finger is up.
  var attempt: Attempt?
  /// The transition in flight.
  var transition: TransitionRecord?
  /// The callback log.
  var callbacks: EventLog<Callback>
  /// The outcome list.
  var outcomes: EventLog<Outcome>
  /// The screen that holds the keyboard, and whether an interactive transition holds it
  /// back until it ends ([K1], [K2]).
  var claim: KeyboardClaim? = nil
  /// The screens whose search is active, ascending ([K4]).
  var searches: [Int] = []

  /// The preset's table.
  var table: PresetTable { setup.table }

  /// The index of the current container ([N3]).
  var current: Int { containers.count - 1 }

  /// The current screen ([N3]).
  var currentScreen: Int { containers[current].stack[containers[current].stack.count - 1] }

  /// Returns a recognizer's state.
  func state(of recognizer: Recognizer) -> RecognizerState {
    switch recognizer {
    case .pan: pan
    case .edge: edge
    case .content: content
    }
  }

  /// Sets a recognizer's state.
  mutating func set(_ recognizer: Recognizer, _ state: RecognizerState) {
    switch recognizer {
    case .pan: pan = state
    case .edge: edge = state
    case .content: content = state
    }
  }

  /// The recognizer that began and still drives the transition, if any.
  var drivingRecognizer: Recognizer? {
    Recognizer.allCases.first { state(of: $0) == .began || state(of: $0) == .changed }
  }

  /// Returns a screen's effective `popDisabled` ([S10]).
  func popDisabled(_ screen: Int) -> Bool {
    let settings = setup.screen(screen).settings
    return settings.late && !screens[screen].loaded ? false : settings.popDisabled
  }

  /// Returns a screen's effective `maxDistance` ([S10]).
  func maxDistance(_ screen: Int) -> Int {
    let settings = setup.screen(screen).settings
    return settings.late && !screens[screen].loaded ? 0 : settings.maxDistance
  }
}
