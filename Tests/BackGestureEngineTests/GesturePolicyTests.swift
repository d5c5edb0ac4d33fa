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
      fd.panScrollRule == .leadingEdge && fd.finishRule == .projection
        && fd.barPolicy == .willAppear)

    let isolated = GesturePolicy.preset(.isolatedContainers)
    #expect(isolated.panRules == [.root, .optOut, .transition, .direction, .fingers, .veto])
    #expect(isolated.panScrollRule == .leadingEdgeNoBounce && isolated.finishRule == .thresholds)
    #expect(isolated.finishThreshold == 500 && isolated.velocityThreshold == 300)
    #expect(isolated.swipeDismissesOneScreenPresentation)

    let restored = GesturePolicy.preset(.restoredEdge)
    #expect(restored.edgeRules == [.root, .pageFlag, .transition, .edgeZone, .direction, .veto])
    #expect(restored.panRules == [.root, .pageFlag, .transition, .direction, .fingers, .veto])
    #expect(!restored.isEnabled(.pan, on: .phone) && restored.isEnabled(.pan, on: .pad))
    #expect(
      restored.panScrollRule == .leadingEdgeOrStrip(40) && restored.edgeScrollRule == .alwaysYields)
    #expect(restored.barPolicy == .none && restored.pageFlagHooks)
    #expect(restored.finishRule == .projection)

    let interceptor = GesturePolicy.preset(.delegateInterceptor)
    #expect(
      interceptor.edgeRules == [
        .root, .optOut, .backButton, .edgeZone, .transition, .direction, .veto,
      ])
    #expect(!interceptor.isEnabled(.pan, on: .pad) && interceptor.isEnabled(.edge, on: .phone))
    #expect(
      interceptor.perScreenAnimators && interceptor.finishRule == .projection
        && interceptor.barPolicy == .none)

    for preset in Preset.allCases {
      let policy = GesturePolicy.preset(preset)
      #expect(policy.slop == 10 && policy.edgeZone == 20 && policy.defaultDuration == 350)
      #expect(policy.velocityStaleness == 100)
      #expect(policy.completionSpeed == 1000 && policy.controlsOwnTouches)
    }
  }

  @Test(
    "UIKit's projection: reach P*W + v*d against min(187500, 500*W), strictly",
    arguments: [
      // 390 pt phone: 187.5 pt < 195 pt, so the bar is 187500 (480.7‰ at rest).
      (480, 0, 390, 350, false),  // 187200
      (481, 0, 390, 350, true),  // 187590
      // Moving back past halfway: 600*390 = 234000; -133*350 = -46550 -> 187450.
      (600, -133, 390, 350, false),
      (600, -132, 390, 350, true),  // -46200 -> 187800
      // Forward before halfway: 300*390 = 117000; 201*350 = 70350 -> 187350.
      (300, 201, 390, 350, false),
      (300, 202, 390, 350, true),  // 70700 -> 187700
      // 320 pt phone: half the width, 160 pt, is the bar (160000).
      (500, 0, 320, 350, false),
      (501, 0, 320, 350, true),
      // 1024 pt pad: 187.5 pt is 183.1‰.
      (183, 0, 1024, 350, false),  // 187392
      (184, 0, 1024, 350, true),  // 188416
    ])
  func projection(progress: Int, velocity: Int, width: Int, duration: Int, finishes: Bool) {
    let policy = GesturePolicy.preset(.fdFullscreen)
    let release = ReleaseContext(
      progress: progress, velocity: velocity, width: width, duration: duration)
    #expect(policy.shouldFinish(release) == finishes)
  }

  @Test("isolatedContainers' own rule: above 500‰ or above 300 pt/s")
  func thresholds() {
    let policy = GesturePolicy.preset(.isolatedContainers)
    func finishes(_ progress: Int, _ velocity: Int) -> Bool {
      policy.shouldFinish(
        ReleaseContext(progress: progress, velocity: velocity, width: 390, duration: 350))
    }
    #expect(!finishes(500, 300) && finishes(501, 0) && finishes(0, 301))
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
