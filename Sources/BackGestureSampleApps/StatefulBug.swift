import BackGestureApps
import BackGestureInvariants

/// A back-gesture bug that lives in the state of an app's UIKit delegate code, reported
/// against a real app or library and rebuilt as one precise change to correct app code
/// (``StatefulBugApp``).
///
/// None of them can be written as a `BackGesturePolicy`: each keeps something across
/// callbacks (a delegate that outlives its guard, a flag set in one callback and cleared
/// in another, a switch turned off and never on, a router path). The checker catches each
/// with the invariants and the liveness probes alone, without the oracle;
/// `docs/StatefulBugs.md` tells each story with its sources.
package enum StatefulBug: String, Sendable, CaseIterable, CustomStringConvertible {
  /// The swipe-back delegate lets the system pop begin on the root screen, and the app
  /// freezes (FDFullscreenPopGesture #131, SwipeBack #3, Signal-iOS #3540).
  case rootFreeze = "S1"
  /// The swipe-back delegate does not refuse while a push animates, so a swipe during
  /// the push starts a nested pop (SwipeNavigationVC #2, Hero #638).
  case swipeDuringPush = "S2"
  /// An opted-out screen turns the system pop off for the whole navigation controller
  /// and nothing turns it on again (charcoal-ios #269, SideMenu #662).
  case neverReenabled = "S3"
  /// A "transitioning" flag set in `willShow` and cleared only in `didShow` guards the
  /// swipe; a cancelled swipe never reaches `didShow` (BufferedNavigationController #5).
  case stuckTransitioningFlag = "S4"
  /// The bar the revealed screen set is not put back when the swipe is cancelled
  /// (SloppySwiper #12, GitHubFollowers #5).
  case cancelKeepsBar = "S5"
  /// The pan handler finishes or cancels on `ended` but forgets `cancelled`, so a system
  /// cancel leaves the transition half done (SloppySwiper e265562, devsign-nav-transitions #1).
  case unhandledSystemCancel = "S6"
  /// The app's router appends shown screens and never drops popped ones
  /// (NavigationBackport #57, multiplatform-redux-sample #27).
  case routerMissesPops = "S7"
  /// The app's router drops a screen when its pop starts, also when the swipe is then
  /// cancelled (swift-composable-navigation #17, alpha-wallet-ios #5146, MLeaksFinder #2).
  case routerDropsOnCancelledSwipe = "S8"

  /// `S1` … `S8`.
  package var description: String { rawValue }

  /// The invariant that catches the bug.
  package var caughtBy: InvariantID {
    switch self {
    case .rootFreeze: .rootNeverPopped
    case .swipeDuringPush: .noBeginMidTransition
    case .neverReenabled, .stuckTransitioningFlag, .unhandledSystemCancel: .noFreeze
    case .cancelKeepsBar: .cancelRestores
    case .routerMissesPops, .routerDropsOnCancelledSwipe: .navigationStateFollows
    }
  }

  /// The app with this bug.
  @MainActor
  package var app: any BackGestureApp { StatefulBugApp(bug: self) }
}
