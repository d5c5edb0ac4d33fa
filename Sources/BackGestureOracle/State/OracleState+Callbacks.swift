import BackGestureModel

extension OracleState {
  /// Logs a sequence of callbacks, applying each one's hooks as it is logged ([B1]–[B6]).
  mutating func emit(_ templates: [CallbackTemplate], _ cast: Cast) {
    for template in templates {
      emit(template, cast)
    }
  }

  private mutating func emit(_ template: CallbackTemplate, _ cast: Cast) {
    if let stays = cast.stays, template.role == stays { return }
    switch template {
    case .willShow(let role):
      callbacks.append(.willShow(setup.name(cast.screen(role))))
    case .didShow(let role):
      callbacks.append(.didShow(setup.name(cast.screen(role))))
    case .load(let role):
      let screen = cast.screen(role)
      guard !screens[screen].loaded else { return }
      callbacks.append(.load(setup.name(screen)))
      screens[screen].loaded = true
    case .willAppear(let role):
      let screen = cast.screen(role)
      callbacks.append(.willAppear(setup.name(screen)))
      screens[screen].appearance = .appearing
      applyBarPolicy(of: screen, to: cast.container(role))
    case .didAppear(let role):
      let screen = cast.screen(role)
      callbacks.append(.didAppear(setup.name(screen)))
      screens[screen].appearance = .appeared
      if table.pageFlagHooks, containers.indices.contains(cast.container(role)) {
        containers[cast.container(role)].pageFlag = !popDisabled(screen)
      }
    case .willDisappear(let role):
      let screen = cast.screen(role)
      callbacks.append(.willDisappear(setup.name(screen)))
      screens[screen].appearance = .disappearing
      if table.pageFlagHooks, containers.indices.contains(cast.container(role)) {
        containers[cast.container(role)].pageFlag = true
      }
    case .didDisappear(let role):
      let screen = cast.screen(role)
      callbacks.append(.didDisappear(setup.name(screen)))
      screens[screen].appearance = .disappeared
    }
  }

  /// Applies the will-appear bar hook of a screen to its container ([B2], [B3]).
  private mutating func applyBarPolicy(of screen: Int, to container: Int) {
    guard table.barPolicy == .willAppear, containers.indices.contains(container) else { return }
    let settings = setup.screen(screen).settings
    containers[container].barStyle = settings.style
    if let bar = settings.bar {
      containers[container].barHidden = bar == .hidden
    }
  }
}
