extension CheckFailure {
  /// One sentence in an iOS engineer's words: what a user of the app would see, such as
  /// "The swipe popped the root screen." or "The bar stayed hidden after a cancelled
  /// swipe."
  ///
  /// It is read from the invariant and the first observable that went wrong
  /// (``origin``); the oracle stands for UIKit, as the specification describes it.
  package var headline: String {
    if invalidScenario { return "The scenario is invalid: both models refused a step." }
    let observable = firstObservable ?? ""
    switch invariant {
    case .rootNeverPopped:
      return "The swipe popped the root screen."
    case .noBeginMidTransition:
      if detail.contains(Self.ignoredFingerPhrase) {
        return "A back swipe began from a touch made while a screen was presented or dismissed."
      }
      return "A back swipe began while a push or a pop was still animating."
    case .cancelRestores:
      return Self.cancelHeadline(observable, now: firstValue(after: "now"))
    case .finishRemovesTop:
      return "A finished swipe did not remove exactly the top screen."
    case .restState:
      return "Once the animations ended, the bar or a screen was left half-way."
    case .balancedCallbacks:
      return "A screen got its appearance callbacks out of balance."
    case .settingsRespected:
      return Self.settingsHeadline(detail)
    case .noFreeze:
      // The liveness probes of spec invariant 8, [L1] to [L4], then quiescence.
      if detail.contains(LivenessPhrase.swipeDidNotBegin) {
        return "The back swipe stopped working: at rest, a plain swipe no longer begins it."
      }
      if detail.contains(LivenessPhrase.scrollDidNotMove) {
        return "A scroll view stopped scrolling: at rest, a drag on it no longer moves it."
      }
      if detail.contains(LivenessPhrase.appGestureLostTouch) {
        return
          "A gesture of the app's own lost its touch: at rest, a drag on it began a back swipe."
      }
      if detail.contains(LivenessPhrase.appGestureNotReached) {
        return
          "A gesture of the app's own stopped working: at rest, a drag on it no longer reaches it."
      }
      if detail.contains(LivenessPhrase.controlLostTouch) {
        return "A control lost its touch: at rest, a drag on it began a back swipe."
      }
      if detail.hasPrefix(Self.deferredWorkPhrase) {
        return "The app's deferred work never settled: it keeps scheduling more."
      }
      return "The app froze: a gesture or a transition never ended."
    case .determinism:
      return "The same scenario ran differently twice."
    case .differential:
      return Self.disagreementHeadline(observable)
    case .navigationStateFollows:
      return "The app's own navigation state fell out of step with the stack."
    case .uikitRules:
      return "The app broke one of UIKit's rules."
    }
  }

  /// The start of invariant 8's detail when the app's deferred work never settles ([U26]).
  package static let deferredWorkPhrase = "the app's deferred work"

  /// The end of invariant 2's detail when a swipe began from a finger the window ignores
  /// ([O8]).
  static let ignoredFingerPhrase = "the window ignores that finger"

  /// The value after a label (`now yes`) on the first line of the detail that names
  /// the first observable.
  func firstValue(after label: String) -> String? {
    guard let observable = firstObservable else { return nil }
    for line in detail.split(separator: "\n")
    where Self.withoutBracketContents(line.prefix { $0 != ":" }) == observable {
      let words = line.split(separator: " ")
      guard let index = words.lastIndex(of: Substring(label)), index + 1 < words.count else {
        return nil
      }
      return String(words[index + 1])
    }
    return nil
  }

  /// Invariant 7's headline, by the rule the begin broke (spec section 5).
  static func settingsHeadline(_ detail: String) -> String {
    let rules: [(String, String)] = [
      ("rule veto ", "The swipe began on a screen that vetoes being popped."),
      ("rule optOut ", "The swipe began on a screen that turned it off."),
      ("rule pageFlag ", "The swipe began while the page had it switched off."),
      ("rule maxDistance ", "The swipe began farther from the edge than the screen allows."),
      ("rule root ", "The swipe began on a stack of one screen."),
      ("rule transition ", "The swipe began while a transition was animating."),
      ("rule edgeZone ", "The edge swipe began outside the edge zone."),
      ("rule direction ", "The swipe began without moving forward."),
      ("rule fingers ", "The swipe began with more than one finger down."),
      ("rule backButton ", "The edge swipe began although a custom back button replaces it."),
      ("scroll rule", "The swipe began where a scroll view should have taken the touch."),
      ("control", "The swipe took a touch that a control should have kept."),
    ]
    return rules.first { detail.contains($0.0) }?.1 ?? "The swipe ignored a screen's setting."
  }

  static func cancelHeadline(_ observable: String, now: String?) -> String {
    switch observable {
    case "containers[].barHidden":
      return now == "yes"
        ? "The bar stayed hidden after a cancelled swipe."
        : "The bar stayed visible after a cancelled swipe."
    case "containers[].barStyle":
      return "The bar kept the revealed screen's style after a cancelled swipe."
    case "containers[].stack":
      return "A cancelled swipe changed the stack."
    case _ where observable.hasPrefix("app[]."):
      return "A cancelled swipe did not put the app's own state back."
    default:
      return "A cancelled swipe did not put everything back."
    }
  }

  static func disagreementHeadline(_ observable: String) -> String {
    switch observable {
    case "outcomes":
      return "The swipe ended differently from UIKit."
    case "pan", "edge":
      return "The back gesture's recognizer did not do what UIKit's does."
    case "containers[].stack":
      return "The stack ended up different from UIKit's."
    case "containers[].barHidden":
      return "The navigation bar was shown or hidden differently from UIKit."
    case "containers[].barStyle":
      return "The navigation bar's style differs from UIKit's."
    case "containers[].transitioning", "transition":
      return "A transition ran where UIKit runs none, or none where UIKit runs one."
    case "screens[].appearance", "callbacks":
      return "A screen's appearance callbacks differ from UIKit's."
    case "scrollViews[].offset", "scrollViews[].decelerating", "trackingItem":
      return "A scroll view moved differently from UIKit's."
    case "the engine refused the step", "the oracle refused the step":
      return "A step that one side accepts, the other refuses."
    default:
      return observable.hasPrefix("transition.")
        ? "The transition differs from UIKit's."
        : "The engine and UIKit disagree."
    }
  }
}
