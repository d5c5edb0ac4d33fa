/// Fault switches that break the engine itself in one place each, for the mutants whose bug lives outside the policy.
///
/// The empty set is the reference engine. Each switch reproduces one real bug of
/// `docs/Mutants.md` by changing exactly one place of the engine, marked with a comment
/// naming the mutant. The switches exist to prove that the checker catches those bugs;
/// they are a test hook, not a way to configure a back-gesture system. The `planted`
/// switches put a wrong sign into one of the engine's own geometry helpers, so a test
/// can show that the oracle, which derives the same rules on its own, catches it.
package struct EngineFaults: OptionSet, Sendable, Hashable {
  /// The bits of the set.
  package let rawValue: Int

  /// Creates a set from its bits.
  package init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// M6: a system cancel of the driving finger neither finishes nor cancels the transition.
  package static let ignoresSystemCancel = EngineFaults(rawValue: 1 << 0)
  /// M7: a system cancel goes through the release rule, so it finishes past the threshold.
  package static let systemCancelUsesReleaseRule = EngineFaults(rawValue: 1 << 1)
  /// M13: an instant push freezes the pushed screen's effective settings before it loads.
  package static let snapshotsSettingsAtInstantPush = EngineFaults(rawValue: 1 << 2)
  /// M18: the top leaves the stack when the gesture begins and stays out on a cancel.
  package static let commitsStackAtBegin = EngineFaults(rawValue: 1 << 3)
  /// M20: a cancelled pop logs did-show of the screen it revealed.
  package static let didShowOnCancel = EngineFaults(rawValue: 1 << 4)

  /// Planted: in right-to-left layouts the leading distance has the wrong sign.
  package static let plantedLeadingDistanceSign = EngineFaults(rawValue: 1 << 8)
  /// Planted: in right-to-left layouts the forward displacement has the wrong sign.
  package static let plantedDirectionSign = EngineFaults(rawValue: 1 << 9)
  /// Planted: the hit test reads frames with the vertical sign flipped.
  package static let plantedHitTestSign = EngineFaults(rawValue: 1 << 10)
  /// Planted: a modal page sheet is pulled like any other ([N7]).
  package static let plantedPullIgnoresModal = EngineFaults(rawValue: 1 << 11)
  /// Planted: a finished pull does not tell the sheet's delegate did-dismiss ([N7]).
  package static let plantedPullSkipsDidDismiss = EngineFaults(rawValue: 1 << 12)
  /// Planted: a finished pull tells the presenter it appears again, as a full-screen
  /// dismissal would ([N6]).
  package static let plantedPullTellsPresenter = EngineFaults(rawValue: 1 << 13)
  /// Planted: the rule of the model before the slider's knob ([C4]): a slider owns every
  /// touch that lands on its frame.
  package static let plantedWholeSlider = EngineFaults(rawValue: 1 << 14)
  /// Planted: a cancelled swipe or pull gives the keyboard back to no one ([K2]).
  package static let plantedKeyboardNotRestored = EngineFaults(rawValue: 1 << 15)
  /// Planted: only the top screen's `hidesBottomBar` counts ([K6]).
  package static let plantedTabBarFollowsTop = EngineFaults(rawValue: 1 << 16)
  /// Planted: a screen's search stays active after the screen leaves the stacks ([K4]).
  package static let plantedSearchOutlivesScreen = EngineFaults(rawValue: 1 << 17)
}
