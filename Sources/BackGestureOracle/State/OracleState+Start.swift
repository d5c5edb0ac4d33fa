import BackGestureModel

extension OracleState {
  /// Creates the state of a world at time 0 ([S9], [B4], [B5], [B6]).
  init(_ world: World) {
    let setup = Setup(world)
    let stacks = [world.stack] + world.presentations
    let indexed = stacks.map { stack in
      stack.map { name in
        guard let index = setup.screenIndex(named: name) else {
          preconditionFailure("the world's stacks name an undeclared screen: \(name)")
        }
        return index
      }
    }
    precondition(indexed.allSatisfy { !$0.isEmpty }, "every stack has at least one screen")

    var screens = world.screens.map { _ in
      ScreenRecord(appearance: .none, loaded: false, beingPopped: false)
    }
    // A top is in view when its container is the last one or a page sheet stands over it
    // ([B5], [N6]).
    let styles = world.presentationStyles
    func style(ofContainer k: Int) -> PresentationStyle {
      k > 0 && k - 1 < styles.count ? styles[k - 1] : .fullScreen
    }
    let inView = indexed.indices.map {
      $0 == indexed.count - 1 || style(ofContainer: $0 + 1) != .fullScreen
    }
    for (position, stack) in indexed.enumerated() {
      let top = stack[stack.count - 1]
      screens[top].loaded = true
      screens[top].appearance = inView[position] ? .appeared : .disappeared
    }

    self.setup = setup
    self.time = 0
    self.screens = screens
    self.containers = []
    self.scrolls = []
    self.fingers = []
    self.pan = setup.table.uses(.pan, on: world.device) ? .possible : .disabled
    self.edge = setup.table.uses(.edge, on: world.device) ? .possible : .disabled
    // [G10] The content pop exists on `ios26` where the preset keeps the system pop.
    self.content =
      world.system == .ios26 && setup.table.uses(.edge, on: world.device) ? .possible : .disabled
    self.attempt = nil
    self.transition = nil
    self.callbacks = []
    self.outcomes = []
    self.containers = indexed.indices.map {
      var container = initialContainer(indexed[$0], covered: !inView[$0])
      container.style = style(ofContainer: $0)
      return container
    }
    self.scrolls = setup.scrollViews.map {
      ScrollRecord(offset: $0.initialOffset, deceleratingUntil: $0.initiallyDeceleratingUntil)
    }
  }

  /// Returns a container at time 0: its bar as if its top had just appeared ([B4]) and its
  /// page flag from its top, or on for a covered container, whose top has disappeared
  /// ([B6]).
  private func initialContainer(_ stack: [Int], covered: Bool) -> ContainerRecord {
    let top = stack[stack.count - 1]
    let settings = setup.screen(top).settings
    let managed = table.barPolicy == .willAppear
    return ContainerRecord(
      stack: stack,
      barHidden: managed && settings.bar == .hidden,
      barStyle: managed ? settings.style : 0,
      pageFlag: table.pageFlagHooks && !covered ? !popDisabled(top) : true)
  }
}
