import BackGestureEngine
import BackGestureModel
import Testing

@Suite struct GesturePolicyTests {
  @Test("The presets are table 2.2")
  func presets() {
    let fd = GesturePolicy.preset(.fdFullscreen)
    #expect(fd == GesturePolicy.preset(.privateHandler))
    #expect(
      fd.panRules == [.root, .optOut, .maxDistance, .transition, .direction, .fingers, .veto])
    #expect(fd.isEnabled(.pan, on: .phone) && !fd.isEnabled(.edge, on: .phone))
    #expect(
      fd.panScrollRule == .leadingEdge && fd.velocityThreshold == 1000
        && fd.barPolicy == .willAppear)

    let isolated = GesturePolicy.preset(.isolatedContainers)
    #expect(isolated.panRules == [.root, .optOut, .transition, .direction, .fingers, .veto])
    #expect(isolated.panScrollRule == .leadingEdgeNoBounce && isolated.velocityThreshold == 300)
    #expect(isolated.swipeDismissesOneScreenPresentation)

    let restored = GesturePolicy.preset(.restoredEdge)
    #expect(restored.edgeRules == [.root, .pageFlag, .transition, .edgeZone, .direction, .veto])
    #expect(restored.panRules == [.root, .pageFlag, .transition, .direction, .fingers, .veto])
    #expect(!restored.isEnabled(.pan, on: .phone) && restored.isEnabled(.pan, on: .pad))
    #expect(
      restored.panScrollRule == .leadingEdgeOrStrip(40) && restored.edgeScrollRule == .alwaysYields)
    #expect(restored.barPolicy == .none && restored.pageFlagHooks)

    let interceptor = GesturePolicy.preset(.delegateInterceptor)
    #expect(
      interceptor.edgeRules == [
        .root, .optOut, .backButton, .edgeZone, .transition, .direction, .veto,
      ])
    #expect(!interceptor.isEnabled(.pan, on: .pad) && interceptor.isEnabled(.edge, on: .phone))
    #expect(
      interceptor.perScreenAnimators && interceptor.velocityThreshold == 300
        && interceptor.barPolicy == .none)

    for preset in Preset.allCases {
      let policy = GesturePolicy.preset(preset)
      #expect(policy.slop == 10 && policy.edgeZone == 20 && policy.defaultDuration == 350)
      #expect(policy.velocityStaleness == 100 && policy.finishThreshold == 500)
      #expect(policy.completionSpeed == 1000 && policy.controlsOwnTouches)
    }
  }

  @Test("The completion time truncates: (1000 - P) * d / speed and P * d / speed")
  func completionTime() {
    let policy = GesturePolicy.preset(.fdFullscreen)
    #expect(policy.completionTime(progress: 502, duration: 350, finishing: true) == 174)
    #expect(policy.completionTime(progress: 125, duration: 350, finishing: false) == 43)
    var fast = policy
    fast.completionSpeed = 2000
    #expect(fast.completionTime(progress: 0, duration: 350, finishing: true) == 175)
  }

  @Test("A custom policy value changes the engine's decisions")
  func customPolicy() throws {
    var policy = GesturePolicy.preset(.fdFullscreen)
    policy.panRules.removeAll { $0 == .root }
    policy.slop = 20
    var d = Driver(
      world(.fdFullscreen, screens: screens("A", "B"), stack: ["A", "B"]), policy: policy)
    try d.down(1, 100, 300, at: 0)
    #expect(try d.move(1, 115, 300, at: 10).pan == .possible)
    #expect(try d.move(1, 121, 300, at: 20).pan == .began)
  }

  @Test("Without the root rule a one-screen root begins with nothing to reveal and never completes")
  func rootWithoutSafetyNet() throws {
    var policy = GesturePolicy.preset(.fdFullscreen)
    policy.panRules.removeAll { $0 == .root }
    var d = Driver(world(.fdFullscreen, screens: screens("A"), stack: ["A"]), policy: policy)
    let s = try d.swipe(from: 100, to: 130, at: 0)
    #expect(s.pan == .began)
    #expect(s.transition?.kind == .interactivePop)
    #expect(s.transition?.from == "A" && s.transition?.to == "A")
    #expect(s.callbacks.isEmpty)
    try d.move(1, 300, at: 20)
    let released = try d.up(at: 30)
    #expect(released.transition?.phase == .finishing)
    #expect(released.transition?.endsAt == nil)
    let later = try d.wait(at: 10_000)
    #expect(later.transition?.phase == .finishing)
    #expect(later.containers[0].stack == ["A"])
    #expect(d.outcomes.isEmpty)
  }
}
