import BackGestureModel
import BackGestureRendering
import Testing
import _TestSupport

/// The trace's line for presentation styles, word for word.
extension TraceRendererTests {
  @Test("A world with a page sheet says how each container is presented, and when it changes")
  func presentationStyles() {
    var start = TestSupport.restingSnapshot
    start.containers.append(
      ContainerState(
        stack: ["C"], transitioning: false, barHidden: false, barStyle: 0, pageFlag: true,
        style: .pageSheet(modal: true)))
    var after = start
    after.time = 10
    after.containers.removeLast()
    let text = TraceRenderer().render(
      title: nil, steps: [Step(time: 10, action: .operation(Operation(.dismiss, animated: false)))],
      initial: start, snapshots: [after])
    #expect(
      text == """
        @0 start
          stacks: A B | C
          bar: visible style=2 | visible style=0
          presented as: - | pageSheet modal
          transition: none
          recognizers: pan possible, edge disabled
          fingers: none
          screens: A none, B appeared loaded
          scroll: B.1 offset=0
        @10 dismiss instant
          stacks: A B
          transitioning: no
          bar: visible style=2
          page flags: on
          presented as: -

        """)
  }

  @Test("A world without page sheets prints no presentation line, as before sheets existed")
  func fullScreenPrintsNoStyle() {
    var start = TestSupport.restingSnapshot
    start.containers.append(
      ContainerState(
        stack: ["C"], transitioning: false, barHidden: false, barStyle: 0, pageFlag: true))
    let text = TraceRenderer().render(
      title: nil, steps: [], initial: start, snapshots: [])
    #expect(!text.contains("presented as"))
  }
}

/// The trace's lines for the keyboard, search and the tab bar, word for word.
extension TraceRendererTests {
  @Test(
    "The keyboard, search and the tab bar show at the start when they are up, and when they change")
  func systemUILines() {
    var start = TestSupport.restingSnapshot
    start.system = SystemUIState(tabBarHidden: true)
    var after = start
    after.time = 10
    after.system = SystemUIState(keyboard: "B", searching: ["B"], tabBarHidden: true)
    let text = TraceRenderer().render(
      title: nil, steps: [Step(time: 10, action: .search)], initial: start, snapshots: [after])
    #expect(
      text == """
        @0 start
          stacks: A B
          bar: visible style=2
          transition: none
          recognizers: pan possible, edge disabled
          fingers: none
          screens: A none, B appeared loaded
          scroll: B.1 offset=0
          tab bar: hidden
        @10 search
          keyboard: up for B
          search: B

        """)
  }
}
