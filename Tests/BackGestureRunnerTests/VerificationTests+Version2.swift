import BackGestureModel
import BackGestureRunner
import Testing
import _TestSupport

/// The expectations of format version 2, word for word, on the hand-built snapshot of
/// ``VerificationTests``: a cancelled half swipe of B back to A.
extension VerificationTests {
  typealias Claim = BackGestureModel.Expectation

  @Test("The callbacks of one screen are the log's callbacks that name it")
  func screenCallbacks() {
    let b: [Callback] = [.willDisappear("B"), .willAppear("B"), .didAppear("B")]
    #expect(Claim.screenCallbacks(screen: "B", b).verify(snapshot) == nil)
    #expect(
      Claim.screenCallbacks(screen: "A", [.load("A"), .willAppear("A"), .didAppear("A")])
        .verify(snapshot) == """
          at #1, expected 'A.load', found 'willShow(A)'
            expected: [A.load] A.willAppear A.didAppear
            found:    [willShow(A)] A.load A.willAppear ...
          """)
  }

  @Test("'include' holds when the items occur in this order, with others between")
  func inclusion() {
    #expect(Claim.callbacksInclude([.willShow("A"), .didAppear("B")]).verify(snapshot) == nil)
    #expect(
      Claim.callbacksInclude([.willAppear("B"), .willAppear("A")]).verify(snapshot)
        == "expected to include 'B.willAppear A.willAppear' in this order, found no 'A.willAppear' after 'B.willAppear' (#6)"
    )
    #expect(
      Claim.callbacksInclude([.didShow("A")]).verify(snapshot)
        == "expected to include 'didShow(A)' in this order, found no 'didShow(A)'")
    #expect(Claim.outcomesInclude([.swipe(.cancelled)]).verify(snapshot) == nil)
    #expect(
      Claim.outcomesInclude([.swipe(.finished)]).verify(snapshot)
        == "expected to include 'swipe:finished' in this order, found no 'swipe:finished'")
  }

  @Test("No gesture began: no finished or cancelled swipe, no interactive transition in flight")
  func noGesture() {
    #expect(
      Claim.noGesture.verify(snapshot) == "expected 'none', found 'swipe:cancelled' (outcome #1)")
    #expect(Claim.noGesture.verify(TestSupport.restingSnapshot) == nil)
    var inFlight = TestSupport.restingSnapshot
    inFlight.outcomes = [.swipe(.refused(.direction))]
    inFlight.transition = TransitionState(
      kind: .interactivePop, container: 0, from: "B", to: "A", phase: .interactive, progress: 51,
      duration: 350, endsAt: nil)
    #expect(
      Claim.noGesture.verify(inFlight) == "expected 'none', found 'interactivePop B -> A' in flight"
    )
    inFlight.transition?.kind = .pop
    #expect(Claim.noGesture.verify(inFlight) == nil)
  }
}
