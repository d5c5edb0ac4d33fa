import BackGestureInvariants
import Testing

/// The names of the invariants and the layout of a failure, word for word.
@Suite struct CheckFailureTests {
  @Test("Every invariant is named by its number and a short reading")
  func invariantNames() {
    #expect(
      InvariantID.allCases.map(\.description) == [
        "invariant 1 (the root is never popped and no gesture begins with one screen)",
        "invariant 2 (no back gesture begins while a transition is in flight)",
        "invariant 3 (a cancelled gesture restores every observable)",
        "invariant 4 (a finished gesture removes exactly the top)",
        "invariant 5 (at rest the bar and the screens are settled)",
        "invariant 6 (appearance callbacks are balanced per screen)",
        "invariant 7 (per-screen settings are respected)",
        "invariant 8 (no freeze and no dead gesture)",
        "invariant 9 (the same scenario gives the same trace)",
        "invariant 10 (the engine and the oracle agree on every observable)",
        "invariant 11 (the app's navigation state follows the stack)",
        "invariant 12 (the app keeps UIKit's rules)",
      ])
  }

  @Test(
    "Invariant 8's headline follows the probe that failed ([L1] to [L3]) or the freeze",
    arguments: [
      (
        "at rest on B (stacks A B): a plain swipe from 1,422 did not begin a back gesture (pan disabled, edge failed)",
        "The back swipe stopped working: at rest, a plain swipe no longer begins it."
      ),
      (
        "at rest on B (stacks A B): a drag on B.1 from 195,200 did not move B.1, which can scroll (nothing tracks; pan changed, edge possible)",
        "A scroll view stopped scrolling: at rest, a drag on it no longer moves it."
      ),
      (
        "at rest on B (stacks A B): a drag on B.1 from 195,200 began a back gesture instead of leaving the touch to B.1 (pan began, edge possible)",
        "A control lost its touch: at rest, a drag on it began a back swipe."
      ),
      (
        "interactivePop B -> A in container 0 is still interactive\ncontainer 0 is still transitioning",
        "The app froze: a gesture or a transition never ended."
      ),
    ])
  func noFreezeHeadlines(detail: String, headline: String) {
    let failure = CheckFailure(
      invariant: .noFreeze, stepIndex: 0,
      message: "invariant 8 (no freeze and no dead gesture) broken after the last step",
      detail: detail)
    #expect(failure.headline == headline)
  }

  @Test("A failure renders its headline, then its detail indented")
  func layout() {
    let failure = CheckFailure(
      invariant: .cancelRestores, stepIndex: 4,
      message:
        "invariant 3 (a cancelled gesture restores every observable) broken after step 5 '@48 up 1'",
      detail: "first line\nsecond line")
    #expect(
      failure.description == """
        invariant 3 (a cancelled gesture restores every observable) broken after step 5 '@48 up 1'
          first line
          second line
        """)
    #expect(!failure.invalidScenario)
  }
}
