import BackGestureEngine
import BackGestureGenerators
import BackGestureInvariants
import BackGestureModel
import BackGestureOracle
import BackGestureRunner

/// A real back-gesture bug, rebuilt as one precise change to the correct logic.
///
/// Each mutant is a bug reported against a real back-gesture library, expressed through
/// the same plug-in point an app's own policy uses (``MutantPolicy``, a
/// ``BackGesturePolicy``), or, when the bug lives in the engine rather than in a
/// decision, through one ``EngineFaults`` switch. `Corpus/mutants/` holds a hand-written
/// smallest counterexample for each; `docs/Mutants.md` tells each story.
///
/// ```swift
/// let report = ScenarioCheck.run(
///   scenario, policy: Mutant.m1.policy(for: .fdFullscreen), faults: Mutant.m1.faults)
/// print(report.failure!.invariant)  // invariant 1 (the root is never popped ...)
/// ```
package enum Mutant: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Pop from root: the begin rules lose the root check, so a swipe on a one-screen
  /// stack begins a transition with nothing to reveal and the app freezes.
  ///
  /// Sources: FDFullscreenPopGesture #131; devxoul/SwipeBack #3 (fix cd9272e);
  /// signalapp/Signal-iOS PR #3540; wix/react-native-navigation #645, #882, #4388,
  /// #5137, #341; SloppySwiper d52c3b4; JTNavigationController 1145009.
  case m1 = "M1"
  /// Gesture during a push or pop animation: the begin rules lose the transition
  /// guard, so a swipe inside an animation starts a second transition.
  ///
  /// Sources: yiplee/YPNavigationBarTransition PR #44; CharlinFeng/SwipeNavigationVC #2;
  /// FDFullscreenPopGesture's `_isTransitioning` check; react-native-screens PR #3142.
  case m2 = "M2"
  /// The transition guard reads the wrong object: the container's own container,
  /// which never transitions, instead of the container (presentations stay guarded).
  ///
  /// Source: TZScreenEdgePanGesture 8bd2417 asks the navigation controller's own
  /// navigation controller (nil) for its transition coordinator.
  case m4 = "M4"
  /// A system-cancelled gesture is ignored: touches cancelled mid-swipe neither finish
  /// nor cancel the transition, which is left half popped.
  ///
  /// Sources: SloppySwiper e265562, f3f1aa8.
  case m6 = "M6"
  /// Cancelled touches complete the pop: a system cancel goes through the release rule
  /// and finishes past the threshold.
  ///
  /// Sources: SJFullscreenPopGesture `sj_handleFullscreenGesture`;
  /// FDFullscreenPopGesture PR head 77fa7f1.
  case m7 = "M7"
  /// Zero or backward movement accepted: the direction rule refuses only a backward
  /// displacement, so a straight vertical drag pops.
  ///
  /// Sources: FDFullscreenPopGesture's direction rule; SloppySwiper 1e9a87e (zero
  /// velocity on force touch).
  case m9 = "M9"
  /// Max initial distance compared with `>=`: a touch exactly at the limit is refused.
  ///
  /// Sources: FDFullscreenPopGesture 320a877 and its setter clamp; FDFullscreenPopGesture #84.
  case m10 = "M10"
  /// Policy read from the wrong screen: the begin rules read the settings of the
  /// screen below the top.
  ///
  /// Sources: rickytan/RTRootNavigationController #166, #201; FDFullscreenPopGesture #177.
  case m11 = "M11"
  /// A late-configured screen's opt-out is ignored on instant pushes: its settings
  /// are read at push time, before it loads.
  ///
  /// Sources: rickytan/RTRootNavigationController #256, #258 (the fix forces the view load).
  case m13 = "M13"
  /// The swipe bypasses the pop veto: the gesture's begin rules never consult it.
  ///
  /// Sources: FDFullscreenPopGesture #187; HBDNavigationBar consults
  /// `hbd_backInteractive` on both paths.
  case m14 = "M14"
  /// A cancel leaves the revealed screen's bar-hidden state.
  ///
  /// Sources: FDFullscreenPopGesture #55, #149; JZNavigationExtension #95, #97;
  /// thebrandontyler/GitHubFollowers PR #5.
  case m15 = "M15"
  /// A cancel leaves the revealed screen's bar style.
  ///
  /// Sources: AMScrollingNavbar #225; HBDNavigationBar's cancel branch; openradar
  /// 24535291, 38182194; TLYShyNavBar #182.
  case m16 = "M16"
  /// Bar repair ignores configuration: every did-disappear forces the bar to the top's
  /// preference, visible when it has none.
  ///
  /// Sources: FDFullscreenPopGesture #147 (PR #148), #204, PR head 37c41eb.
  case m17 = "M17"
  /// The stack is committed at the begin: the top leaves the stack when the gesture
  /// begins and stays out when it is cancelled.
  ///
  /// Sources: heinzl/swift-composable-navigation #17; Stack Overflow 18927878.
  case m18 = "M18"
  /// Did-show on cancel: a cancelled pop reports the revealed screen as shown.
  ///
  /// Sources: SloppySwiper (comment on the cancel path); YPNavigationBarTransition #47.
  case m20 = "M20"
  /// The scroll edge test ignores insets and deceleration: it tests `offset <= 0`.
  ///
  /// Sources: SJFullscreenPopGesture `_shouldRecognizeSimultaneously` (inset-aware,
  /// not decelerating); KMNavigationBarTransition PR #25.
  case m22 = "M22"
  /// Horizontal scroll content always wins: a scroll view whose content is wider than
  /// its frame never yields the pan, even at its leading edge.
  ///
  /// Sources: FDFullscreenPopGesture #61, #27, #107, #125; JXPagingView #87.
  case m23 = "M23"
  /// Controls hijacked by the swipe: controls no longer own their touches.
  ///
  /// Sources: tattn/SwipeTransition #19 (fix 268b059); FDFullscreenPopGesture #115,
  /// #196, #178, #199; EZCustomNavigation #5.
  case m25 = "M25"
  /// Pops at once, without tracking: a release finishes whenever its last velocity is
  /// forward, whatever the progress.
  ///
  /// Sources: FDFullscreenPopGesture #80 (iOS 9.3.1); openradar 17766966; Slide-iOS #440.
  case m26 = "M26"
  /// A two-finger pan drives the pop: the pan allows two fingers and follows their
  /// centroid.
  ///
  /// Source: every library studied pins the pan to one finger (research section 4).
  case m28 = "M28"

  /// The id, `M1` to `M28`, as the bug table numbers it.
  package var id: String { rawValue }

  /// `M1 pop from root freezes the app`.
  package var description: String { "\(id) \(title)" }

  /// The bug in one line, as the bug table states it.
  package var title: String {
    switch self {
    case .m1: "pop from root freezes the app"
    case .m2: "gesture during a push animation corrupts the stack"
    case .m4: "transition guard reads the wrong object"
    case .m6: "system-cancelled gesture ignored, screen left half popped"
    case .m7: "cancelled touches complete the pop"
    case .m9: "zero or backward movement accepted"
    case .m10: "max distance compared with >= instead of >"
    case .m11: "policy read from the wrong screen"
    case .m13: "late-configured screen's opt-out ignored on non-animated pushes"
    case .m14: "swipe bypasses the pop veto"
    case .m15: "cancel leaves the revealed screen's bar-hidden state"
    case .m16: "cancel leaves the revealed screen's bar style"
    case .m17: "bar repair ignores configuration"
    case .m18: "stack committed at begin"
    case .m20: "did-show on cancel"
    case .m22: "scroll edge test ignores insets and deceleration"
    case .m23: "horizontal scroll content always wins"
    case .m25: "controls hijacked by the swipe"
    case .m26: "pops at once, without tracking"
    case .m28: "two-finger pan drives the pop"
    }
  }

  /// The one change to the correct logic, as the bug table states it.
  package var change: String {
    switch self {
    case .m1: "drop the root check"
    case .m2: "drop the transition guard"
    case .m4: "the guard reads the enclosing container's flag, which is never set"
    case .m6: "treat cancelled touches as a no-op"
    case .m7: "on cancel, finish when progress is past the threshold"
    case .m9: "accept horizontal movement >= 0"
    case .m10: "compare the max distance with >="
    case .m11: "consult the screen below the top"
    case .m13: "snapshot settings at push time when not animated"
    case .m14: "skip the veto in the gesture path"
    case .m15: "do not restore bar hidden on cancel"
    case .m16: "do not restore bar style on cancel"
    case .m17: "force the bar to the top's preference, or visible, after every disappearance"
    case .m18: "remove the top at begin; leave it removed on cancel"
    case .m20: "call did-show for the revealed screen on cancel"
    case .m22: "test offset <= 0 only"
    case .m23: "scroll view wins whenever its content is wider than its frame"
    case .m25: "drop the control refusal"
    case .m26: "finish on release whenever the last velocity is forward"
    case .m28: "allow two fingers and use their centroid"
    }
  }

  /// The presets in which the bug can show: those that have the logic it breaks.
  ///
  /// Read from table 2.2 (the oracle's `PresetTable`): the presets with the rule or the
  /// recognizer that the bug breaks.
  package var presets: [Preset] {
    Preset.allCases.filter { preset in
      let table = PresetTable.of(preset)
      switch self {
      case .m10: return table.beginRules.contains(.maxDistance)
      case .m13: return table.beginRules.contains(.optOut)
      case .m15, .m16, .m17: return table.barPolicy == .willAppear
      case .m22, .m23, .m28: return table.pan != .never
      default: return true
      }
    }
  }

  /// The engine fault switches the bug needs; empty when the policy alone carries it.
  package var faults: EngineFaults {
    switch self {
    case .m6: .ignoresSystemCancel
    case .m7: .systemCancelUsesReleaseRule
    case .m13: .snapshotsSettingsAtInstantPush
    case .m18: .commitsStackAtBegin
    case .m20: .didShowOnCancel
    default: []
    }
  }

  /// Returns the broken policy for a preset: the preset's policy with this bug, following that preset.
  package func policy(for preset: Preset) -> any BackGesturePolicy {
    MutantPolicy(self, preset: preset)
  }

  /// The hand-written smallest counterexample, relative to `Corpus`.
  package var counterexample: String {
    let number = id.dropFirst()
    let padded = number.count == 1 ? "0" + number : String(number)
    return "mutants/m\(padded)-\(slug).scenario"
  }

  /// The file name's words.
  var slug: String {
    switch self {
    case .m1: "pop-from-root"
    case .m2: "swipe-during-push"
    case .m4: "swipe-during-pop-guard-reads-wrong-object"
    case .m6: "system-cancel-ignored"
    case .m7: "system-cancel-completes-pop"
    case .m9: "zero-movement-accepted"
    case .m10: "max-distance-at-limit"
    case .m11: "policy-from-screen-below"
    case .m13: "late-opt-out-instant-push"
    case .m14: "swipe-bypasses-veto"
    case .m15: "cancel-keeps-bar-hidden"
    case .m16: "cancel-keeps-bar-style"
    case .m17: "bar-forced-visible"
    case .m18: "stack-committed-at-begin"
    case .m20: "did-show-on-cancel"
    case .m22: "scroll-edge-ignores-inset"
    case .m23: "horizontal-scroll-always-wins"
    case .m25: "control-hijacked"
    case .m26: "pops-at-once"
    case .m28: "two-finger-pan"
    }
  }
}
