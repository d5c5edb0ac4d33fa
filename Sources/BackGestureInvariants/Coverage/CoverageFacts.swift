import BackGestureModel

/// What one scenario exercised, counted over its steps (not over the quiescence steps
/// the check adds), for the property runner's classification.
public struct CoverageFacts: Sendable, Hashable {
  /// The world's preset.
  public var preset: Preset
  /// Whether the device lays out right to left.
  public var rtl: Bool
  /// Whether the device is a pad.
  public var pad: Bool
  /// How many interactive transitions began.
  public var began: Int = 0
  /// How many `swipe:finished` outcomes were recorded.
  public var finished: Int = 0
  /// How many releases of a began gesture cancelled it.
  public var cancelled: Int = 0
  /// How many lifts finished a gesture at 500‰ or less: the finger was heading on ([I4]).
  public var finishedShortOfHalf: Int = 0
  /// How many back gestures began from a touch-down on a slider's track, away from its
  /// knob, which leaves the drag to the others ([C4]).
  public var beganOnSliderTrack: Int = 0
  /// How many lifts cancelled a gesture past 500‰: the finger was heading back ([I4]).
  public var cancelledPastHalf: Int = 0
  /// How many `cancel` steps cancelled a began gesture.
  public var systemCancels: Int = 0
  /// The begin rules that refused an attempt, each once, in `BeginRule.allCases` order.
  public var refusals: [BeginRule] = []
  /// How many attempts a scroll view won.
  public var lostToScroll: Int = 0
  /// How many attempts a control owned.
  public var lostToControl: Int = 0
  /// Whether a second finger went down while an attempt tracked the first.
  public var twoFingers: Bool = false
  /// Whether an attempt was refused by rule `transition` (it tried to begin mid-transition).
  public var midTransition: Bool = false
  /// How many interactive dismisses finished.
  public var dismissed: Int = 0
  /// Whether a push, pop or interactive pop took its duration from a screen's animator
  /// (preset `delegateInterceptor`).
  public var animator: Bool = false
  /// Whether an operation was refused.
  public var operationRefused: Bool = false
  /// The system the world runs on ([D5]).
  public var system: OperatingSystem
  /// How many times the content pop began ([G10]).
  public var contentPopBegan: Int = 0
  /// How many attempts of the content pop a scroll view won ([G10]).
  public var contentPopLostToScroll: Int = 0
  /// How many attempts of the content pop a control under the touch owned, a
  /// swipe-to-delete cell among them ([G10], [R-control]).
  public var contentPopLostToControl: Int = 0
  /// How many attempts of the content pop a cell's own pan took: the content pop failed
  /// at a move with no outcome and no back recognizer began ([R-cell], [G10]).
  public var contentPopLostToCell: Int = 0
  /// What the world's content holds: the answers its scroll views give ([C5]), scroll
  /// views that hold items, pagers that do, and cells with swipe actions ([C6], [C7]).
  public var content = ContentKinds()
  /// How many page sheets a pull dismissed (`pull:dismissed`, [N7]).
  public var pulledDown: Int = 0
  /// How many running transitions an arrival interrupted on `ios26`: the
  /// `interrupted:<keyword>` outcomes ([O7]).
  public var interrupted: Int = 0
  /// How many fingers went down while a presentation or a dismissal animated, which the
  /// window ignored ([O8]).
  public var ignoredTouches: Int = 0
  /// How many steps brought the keyboard up, other than a cancel giving it back ([K1]).
  public var keyboardUp: Int = 0
  /// How many cancelled swipes or pulls gave the keyboard back ([K2]).
  public var keyboardRestored: Int = 0
  /// How many back swipes that began with the keyboard up finished ([K2]).
  public var keyboardGone: Int = 0
  /// How many steps activated a search ([K4]).
  public var searchActivated: Int = 0
  /// How many steps ended a search because its screen left the stacks ([K4]).
  public var searchEnded: Int = 0
  /// How many steps hid the tab bar ([K6]).
  public var tabBarHidden: Int = 0
  /// How many steps showed the tab bar again ([K6]).
  public var tabBarShown: Int = 0

  /// Creates the facts of a world before any step.
  public init(world: World) {
    preset = world.preset
    rtl = world.device.direction == .rtl
    pad = world.device.idiom == .pad
    system = world.system
    for screen in world.screens { content.note(screen.content, heldByHorizontal: nil) }
  }

  /// Stable, sorted names of what was exercised, such as `began`, `refused:direction`
  /// and `preset:fdFullscreen`.
  public var labels: [String] {
    var labels = ["preset:\(preset.rawValue)", "system:\(system.rawValue)"]
    let flags: [(Bool, String)] = [
      (began > 0, "began"), (finished > 0, "finished"), (cancelled > 0, "cancelled"),
      (finishedShortOfHalf > 0, "finished:shortOfHalf"),
      (cancelledPastHalf > 0, "cancelled:pastHalf"),
      (systemCancels > 0, "systemCancel"), (lostToScroll > 0, "lost:scroll"),
      (lostToControl > 0, "lost:control"), (beganOnSliderTrack > 0, "began:sliderTrack"),
      (twoFingers, "twoFingers"),
      (midTransition, "midTransition"), (rtl, "rtl"), (pad, "pad"),
      (dismissed > 0, "dismissed"), (animator, "animator"),
      (operationRefused, "operationRefused"), (contentPopBegan > 0, "contentPop:began"),
      (contentPopLostToScroll > 0, "contentPop:lost:scroll"),
      (contentPopLostToControl > 0, "contentPop:lost:control"),
      (contentPopLostToCell > 0, "contentPop:lost:cell"),
      (content.waitsForBack, "answer:waitsForBack"), (content.backWaits, "answer:backWaits"),
      (content.simultaneous, "answer:simultaneous"), (content.nested, "content:nested"),
      (content.pager, "content:pager"), (content.sameAxis, "content:sameAxis"),
      (content.cell, "content:cell"), (interrupted > 0, "interrupted"),
      (ignoredTouches > 0, "ignoredTouch"), (keyboardUp > 0, "keyboard:up"),
      (keyboardRestored > 0, "keyboard:restored"), (keyboardGone > 0, "keyboard:gone"),
      (searchActivated > 0, "search:activated"), (searchEnded > 0, "search:ended"),
      (tabBarHidden > 0, "tabBar:hidden"), (tabBarShown > 0, "tabBar:shown"),
    ]
    if pulledDown > 0 { labels.append("page sheet dismissed by pulling down") }
    labels += flags.filter(\.0).map(\.1)
    labels += refusals.map { "refused:\($0.rawValue)" }
    return labels.sorted()
  }
}
