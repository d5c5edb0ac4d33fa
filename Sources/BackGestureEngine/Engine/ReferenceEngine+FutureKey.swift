import BackGestureModel

/// What the engine's future depends on: its whole state but the logs of the past and
/// the clock, with every time made relative to the clock.
///
/// Two engines with equal keys, driven by the same policy and given the same steps at
/// the same offsets from their clocks, produce the same snapshots (but for the logs
/// they already held and the absolute times): every rule compares times with each other
/// or with the clock ([T1], [V1], [V2], [C2], [I6]), never with a fixed instant. A
/// deceleration that has ended is dropped, since only `t < decelerating` is ever read and
/// the clock never goes back.
package struct EngineFutureKey: Hashable, Sendable {
  /// Per screen, in declaration order, what changes: its appearance, its flags and its
  /// frozen settings (the declared screen never changes).
  var screens: [ScreenKey]
  var containers: [NavigationContainer]
  /// Per scroll view, in declaration order, what changes: the offset and the
  /// deceleration's end.
  var scrollViews: [ScrollKey]
  var transitions: [Transition]
  var pan: Recognizer
  var edge: Recognizer
  var content: Recognizer
  var fingers: [FingerState]
  var scrollTracking: ScrollTracking?
  /// The recognizer graph of an attempt past its decision moment: who still waits for
  /// whom decides what a later move or lift begins ([AR8]).
  var arbitration: ArbitrationGraph?
  /// The pull on a page sheet past its decision moment ([N7]).
  var pull: SheetPull?

  struct ScreenKey: Hashable, Sendable {
    var appearance: ScreenState.Appearance
    var loaded: Bool
    var beingPopped: Bool
    var frozen: ScreenRecord.Frozen?
  }

  struct ScrollKey: Hashable, Sendable {
    var offset: Int
    var deceleratingUntil: Int?
  }
}

extension ReferenceEngine {
  /// The key of the engine's future: two engines of one world and policy with equal keys
  /// answer every sequence of steps alike (times taken from their clocks).
  package var futureKey: EngineFutureKey {
    let now = time
    return EngineFutureKey(
      screens: screens.map { screen in
        EngineFutureKey.ScreenKey(
          appearance: screen.appearance, loaded: screen.loaded, beingPopped: screen.beingPopped,
          frozen: screen.frozen)
      },
      containers: containers,
      scrollViews: scrollViews.map { view in
        guard case .horizontal(let h) = view.view, let until = h.deceleratingUntil else {
          return EngineFutureKey.ScrollKey(offset: view.offset, deceleratingUntil: nil)
        }
        return EngineFutureKey.ScrollKey(
          offset: view.offset, deceleratingUntil: until > now ? until - now : nil)
      },
      transitions: transitions.map { transition in
        var copy = transition
        copy.endsAt = transition.endsAt.map { $0 - now }
        return copy
      },
      pan: pan.relative(to: now), edge: edge.relative(to: now),
      content: content.relative(to: now), fingers: fingersOnGlass,
      scrollTracking: scrollTracking, arbitration: arbitration, pull: pull)
  }
}

extension Recognizer {
  /// The recognizer with its tracked touch's sample times made relative to `now`.
  fileprivate func relative(to now: Int) -> Recognizer {
    var copy = self
    copy.touch = touch?.relative(to: now)
    return copy
  }
}
