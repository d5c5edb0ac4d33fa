import BackGestureApps
import BackGestureInvariants
import BackGestureModel

/// A back-gesture bug of an app that acts on its own, taken from a public report and
/// written as app code in the package's words, with its fixed form (``app(fixed:)``).
///
/// Most need what the checker learned for apps that act: state of the app's own that a
/// cancelled swipe must put back ([U27]), work deferred to the main queue ([U26]), or a
/// second touch inside a short window; R9 and R10 are the app's own gestures and views
/// taking the swipe back, R11 and R12 taps on the app's own controls ([U28]), R13 to R18
/// the keyboard, the tab bar and search ([K1] to [K6]), in worlds that have them
/// (``options(seed:)``). The checker catches each with the invariants and the liveness
/// probes alone, without the oracle, and passes each fixed form; `docs/ReportedBugs.md`
/// tells each story with its source.
package enum ReportedBug: String, Sendable, CaseIterable, CustomStringConvertible {
  /// The revealed list deselects its row in `viewWillAppear(_:)`; a cancelled swipe
  /// leaves it deselected (Castro's "viewMightAppear:").
  case selectionLostOnCancel = "R1"
  /// The camera stops in `viewWillDisappear(_:)` and starts again only when the view
  /// loads; a cancelled swipe leaves it stopped (GPUImage #1728).
  case captureStoppedOnCancel = "R2"
  /// The page clears its content in `viewWillDisappear(_:)`; a cancelled swipe leaves it
  /// empty (XLPopGesture #1).
  case contentClearedOnCancel = "R3"
  /// The leaving screen defers a route in `viewWillDisappear(_:)`; held half way, the
  /// swipe is still in flight when the route pushes (canvas-ios #2695).
  case deferredRouteDuringSwipe = "R4"
  /// The stack is set again from the app's state a moment after each pop; the update
  /// lands inside the next swipe (react-native-screens #2559).
  case lateStackUpdate = "R5"
  /// The revealed screen touches observed state in `viewWillAppear(_:)`; the observation
  /// applies the old path again while the pop is in flight (swift-navigation #243).
  case pathReappliedDuringPop = "R6"
  /// The replaced delegate of the system pop asks only for two screens; a swipe right
  /// after a sheet went away begins inside that transition
  /// (swiftui-navigation-transitions #80).
  case swipeAfterSheet = "R7"
  /// A full-screen pan's "interacting" flag clears when the finger lifts, while the
  /// finish or cancel still animates; a second touch then starts another pop
  /// (AnimatedTransitionKit #80).
  case flagClearedAtLift = "R8"
  /// A pushed pager takes the drag from the screen's edge, so the swipe back never
  /// begins (XLPagerTabStrip #468).
  case pagerBlocksPop = "R9"
  /// Messages that span the width start a swipe to reply from the screen's edge instead
  /// of the swipe back (stream-chat-swiftui #255).
  case replyStealsPop = "R10"
  /// A list keeps taking taps while the screen it pushed slides in, and pushes again
  /// inside the push (openradar 40729570).
  case listPushesTwice = "R11"
  /// The incoming screen's Skip button takes a quick second tap while its push still
  /// runs, and pushes the next step inside it (WordPress-iOS #25057).
  case skipTappedDuringPush = "R12"
  /// A conversation whose input bar is its own input accessory takes the keyboard only
  /// when it first appears; a cancelled swipe leaves the bar gone
  /// (InputBarAccessoryView #271).
  case accessoryLostOnCancel = "R13"
  /// The composer's handler of the system pop, which gives the keyboard back on a cancel,
  /// is removed as the swipe begins (JSQMessagesViewController #1174).
  case composerHandlerRemoved = "R14"
  /// A presented conversation loses its input bar when a swipe or pull that would
  /// dismiss it is cancelled (MessageKit #1408).
  case accessoryLostOnDismissCancel = "R15"
  /// The tab bar shown or hidden in `willShow`, which a swipe calls at its begin; a
  /// cancel leaves it shown (Marcus Wu's post on a hand-made tab bar).
  case tabBarDecidedInWillShow = "R16"
  /// A hiding screen hides the tab bar only when it loads and shows it as it leaves; a
  /// cancelled swipe leaves it shown (printerest-tabbar #1).
  case tabBarShownOnCancel = "R17"
  /// An active search presented over the whole navigation controller stays over the
  /// screen pushed from its results (juejin, liuhaihua, Stack Overflow).
  case searchOverPushedScreen = "R18"

  /// `R1`.
  package var description: String { rawValue }

  /// The invariant that catches the bug.
  package var caughtBy: InvariantID {
    switch self {
    case .selectionLostOnCancel, .captureStoppedOnCancel, .contentClearedOnCancel:
      .cancelRestores
    case .deferredRouteDuringSwipe, .lateStackUpdate, .pathReappliedDuringPop, .flagClearedAtLift,
      .listPushesTwice, .skipTappedDuringPush:
      .uikitRules
    case .swipeAfterSheet: .noBeginMidTransition
    case .pagerBlocksPop, .replyStealsPop: .noFreeze
    case .accessoryLostOnCancel, .composerHandlerRemoved, .accessoryLostOnDismissCancel,
      .tabBarDecidedInWillShow, .tabBarShownOnCancel:
      .cancelRestores
    case .searchOverPushedScreen: .restState
    }
  }

  /// The space a check of the bug draws from: the default one, with the keyboard, the
  /// tab bar and search for R13 to R18, and page sheets for R15.
  package func options(seed: UInt64) -> CheckOptions {
    switch self {
    case .accessoryLostOnCancel, .composerHandlerRemoved, .tabBarDecidedInWillShow,
      .tabBarShownOnCancel, .searchOverPushedScreen:
      CheckOptions(seed: seed, systemUI: true)
    case .accessoryLostOnDismissCancel: CheckOptions(sheets: true, seed: seed, systemUI: true)
    default: CheckOptions(seed: seed)
    }
  }

  /// The app with the bug, or its fixed form.
  @MainActor
  package func app(fixed: Bool) -> any BackGestureApp {
    switch self {
    case .selectionLostOnCancel: SelectionApp(fixed: fixed)
    case .captureStoppedOnCancel: DisappearingStateApp(kind: .capture, fixed: fixed)
    case .contentClearedOnCancel: DisappearingStateApp(kind: .content, fixed: fixed)
    case .deferredRouteDuringSwipe: DeferredRouteApp(fixed: fixed)
    case .lateStackUpdate: LateStackUpdateApp(fixed: fixed)
    case .pathReappliedDuringPop: ReappliedPathApp(fixed: fixed)
    case .swipeAfterSheet: SheetThenSwipeApp(fixed: fixed)
    case .flagClearedAtLift: LiftFlagApp(fixed: fixed)
    case .pagerBlocksPop: PagerApp(fixed: fixed)
    case .replyStealsPop: ReplySwipeApp(fixed: fixed)
    case .listPushesTwice: DoubleTapApp(kind: .list, fixed: fixed)
    case .skipTappedDuringPush: DoubleTapApp(kind: .wizard, fixed: fixed)
    case .accessoryLostOnCancel: AccessoryBarApp(kind: .pushed, fixed: fixed)
    case .composerHandlerRemoved: ComposerHandlerApp(fixed: fixed)
    case .accessoryLostOnDismissCancel: AccessoryBarApp(kind: .presented, fixed: fixed)
    case .tabBarDecidedInWillShow: TabBarToggleApp(kind: .willShow, fixed: fixed)
    case .tabBarShownOnCancel: TabBarToggleApp(kind: .screen, fixed: fixed)
    case .searchOverPushedScreen: SearchContextApp(fixed: fixed)
    }
  }
}
