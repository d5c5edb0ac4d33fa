import BackGestureEngine
import BackGestureGenerators
import BackGestureInvariants
import BackGestureModel

/// A preset's policy with one ``Mutant``'s bug, plugged in like an app's own policy.
///
/// Each mutant overrides one seam of ``BackGesturePolicy`` with one change; every other
/// decision is the base preset's. Mutants whose bug lives in the engine change nothing
/// here and carry ``Mutant/faults`` instead.
package struct MutantPolicy: BackGesturePolicy {
  /// The bug.
  package let mutant: Mutant
  /// The preset's correct policy.
  package let base: GesturePolicy
  /// The preset the mutant claims to follow; `nil` checks the invariants alone.
  package var follows: Preset?

  /// Creates the broken policy of a preset, following that preset.
  package init(_ mutant: Mutant, preset: Preset) {
    self.mutant = mutant
    self.base = .preset(preset)
    self.follows = preset
  }

  /// M28 allows a second finger.
  package func failsOnExtraFinger(_ recognizer: RecognizerKind) -> Bool {
    mutant == .m28 ? false : base.failsOnExtraFinger(recognizer)
  }

  /// M28 follows the centroid of every finger.
  package func trackedLocation(finger: Point, centroid: Point, fingersDown: Int) -> Point {
    mutant == .m28 ? centroid : finger
  }

  /// The begin-rule mutants: M1, M2, M4, M9, M10, M11, M14 and M28.
  package func refuses(_ rule: BeginRule, _ context: BeginContext) -> Bool {
    switch (mutant, rule) {
    case (.m1, .root), (.m2, .transition), (.m14, .veto), (.m28, .fingers):
      return false
    case (.m4, .transition):
      // The guard asks the container's own container, which never transitions (no
      // container is nested in another), so only a presentation change still counts.
      return context.presentationChangeInFlight
    case (.m9, .direction):
      return context.forwardDisplacement < 0
    case (.m10, .maxDistance):
      let limit = max(0, context.maxDistance)
      return context.recognizer == .pan && limit > 0 && context.leadingDistance >= limit
    case (.m11, _):
      guard let below = context.belowTop else { return base.refuses(rule, context) }
      var misread = context
      misread.popDisabled = below.popDisabled
      misread.maxDistance = below.maxDistance
      misread.veto = below.veto
      misread.backButton = below.backButton
      return base.refuses(rule, misread)
    default:
      return base.refuses(rule, context)
    }
  }

  /// M25 lets every recognizer take touches that begin on controls.
  package func controlOwnsTouch(_ recognizer: RecognizerKind) -> Bool {
    mutant == .m25 ? false : base.controlOwnsTouch(recognizer)
  }

  /// M22 tests the raw offset, without the inset and while decelerating.
  package func isAtLeadingEdge(_ view: HorizontalScrollView, decelerating: Bool) -> Bool {
    mutant == .m22 ? view.offset <= 0 : base.isAtLeadingEdge(view, decelerating: decelerating)
  }

  /// M23 never lets a horizontal scroll view wider in content than in frame yield the pan.
  package func scrollYields(_ context: ScrollContext) -> Bool {
    if mutant == .m23, context.recognizer == .pan, case .horizontal(let view, _) = context.item,
      view.content > view.frame.width
    {
      return false
    }
    return defaultScrollYields(context)
  }

  /// M26 finishes whenever the release is forward.
  package func shouldFinish(_ release: ReleaseContext) -> Bool {
    mutant == .m26 ? release.velocity > 0 : base.shouldFinish(release)
  }

  /// M17 forces the bar to the top's preference, visible when it has none, even when the bar is not managed.
  package func barAfterDidDisappear(_ bar: BarAppearance, top: ScreenSettings) -> BarAppearance {
    guard mutant == .m17 else { return base.barAfterDidDisappear(bar, top: top) }
    var forced = bar
    forced.hidden = top.bar.map { $0 == .hidden } ?? false
    return forced
  }

  /// M15 keeps the bar hidden state and M16 the bar style the revealed screen applied.
  package func barAfterCancel(_ bar: BarAppearance, saved: BarAppearance) -> BarAppearance {
    switch mutant {
    case .m15: BarAppearance(hidden: bar.hidden, style: saved.style)
    case .m16: BarAppearance(hidden: saved.hidden, style: bar.style)
    default: base.barAfterCancel(bar, saved: saved)
    }
  }
}
