import BackGestureModel

extension GesturePolicy {
  /// Returns a container's bar in the initial world, given its top screen (spec [B4]).
  public func initialBar(top: ScreenSettings) -> BarAppearance {
    barAfterWillAppear(.standard, screen: top)
  }

  /// Returns a container's bar after one of its screens gets will-appear (spec [B2], [B3]).
  ///
  /// Under `willAppear` the style becomes the screen's and a set preference decides
  /// whether the bar is hidden; an unset one leaves it. Under `none` nothing changes.
  public func barAfterWillAppear(_ bar: BarAppearance, screen: ScreenSettings) -> BarAppearance {
    guard barPolicy == .willAppear else { return bar }
    var next = bar
    next.style = screen.style
    if let preference = screen.bar { next.hidden = preference == .hidden }
    return next
  }

  /// Returns a container's page flag when it comes to exist, given its top's effective `popDisabled` (spec [B6]).
  public func initialPageFlag(popDisabled: Bool) -> Bool {
    pageFlagHooks ? !popDisabled : true
  }

  /// Returns a container's page flag after one of its screens gets did-appear (spec [B6]).
  public func pageFlagAfterDidAppear(_ flag: Bool, popDisabled: Bool) -> Bool {
    pageFlagHooks ? !popDisabled : flag
  }

  /// Returns a container's page flag after one of its screens gets will-disappear (spec [B6]).
  public func pageFlagAfterWillDisappear(_ flag: Bool) -> Bool {
    pageFlagHooks ? true : flag
  }

  /// Returns the duration of a transition, in milliseconds, choosing the animator (spec [A1], [A2]).
  ///
  /// With per-screen animators a push uses the from-screen's, a pop and pop-to-root the
  /// to-screen's; everything else (the swipe's interactive pop among them, which UIKit's
  /// handler runs with its own animator, [I2]), and a screen without an animator, uses
  /// the default duration.
  public func animationDuration(
    _ kind: TransitionState.Kind, from: ScreenSettings, to: ScreenSettings
  ) -> Int {
    guard perScreenAnimators else { return defaultDuration }
    switch kind {
    case .push: return from.animator ?? defaultDuration
    case .pop, .popToRoot: return to.animator ?? defaultDuration
    case .interactivePop, .setStack, .present, .dismiss, .interactiveDismiss, .pullDismiss:
      return defaultDuration
    }
  }
}
