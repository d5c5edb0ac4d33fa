import BackGestureModel

extension World {
  /// The world as an app that honours `honours` is given it: every screen setting it
  /// does not honour at its neutral default, every item of a kind it does not honour left
  /// out, and every presentation a full-screen one unless it honours page sheets (spec
  /// section 14.11).
  ///
  /// The generators draw every choice as for `Honours.everything` and then apply this,
  /// so an app that honours everything gets the worlds of every seed unchanged, and
  /// another app the same worlds less what it does not honour.
  func honouring(_ honours: Honours) -> World {
    guard honours != .everything else { return self }
    var world = self
    for index in world.screens.indices {
      world.screens[index].settings = world.screens[index].settings.honouring(honours)
      world.screens[index].content = world.screens[index].content.honouring(honours)
    }
    if !honours.contains(.pageSheets) {
      world.presentationStyles = world.presentationStyles.map { _ in .fullScreen }
    }
    return world
  }
}

extension ScreenSettings {
  /// The settings with each one that `honours` leaves out at its neutral default: no
  /// opt-out, unlimited distance, bar unset, style 0, the system back button, no veto,
  /// settings applied early, no animator (spec table 1.2).
  func honouring(_ honours: Honours) -> ScreenSettings {
    let neutral = ScreenSettings()
    var settings = self
    if !honours.contains(.optOut) { settings.popDisabled = neutral.popDisabled }
    if !honours.contains(.maxDistance) { settings.maxDistance = neutral.maxDistance }
    if !honours.contains(.barPreference) { settings.bar = neutral.bar }
    if !honours.contains(.barStyle) { settings.style = neutral.style }
    if !honours.contains(.backButton) { settings.back = neutral.back }
    if !honours.contains(.veto) { settings.veto = neutral.veto }
    if !honours.contains(.lateSettings) { settings.late = neutral.late }
    if !honours.contains(.animator) { settings.animator = neutral.animator }
    return settings
  }
}

extension [ContentItem] {
  /// The items of the kinds `honours` keeps, in their order: a scroll view keeps its held
  /// items only with `Honours.nestedContent` and its answers only with
  /// `Honours.scrollViewAnswers`.
  func honouring(_ honours: Honours) -> [ContentItem] {
    compactMap { item in
      switch item {
      case .horizontalScroll(var view):
        guard honours.contains(.horizontalScrollViews) else { return nil }
        if !honours.contains(.scrollViewAnswers) { view.answers = RecognizerAnswers() }
        view.items = honours.contains(.nestedContent) ? view.items.honouring(honours) : []
        return .horizontalScroll(view)
      case .verticalScroll(var view):
        guard honours.contains(.verticalScrollViews) else { return nil }
        if !honours.contains(.scrollViewAnswers) { view.answers = RecognizerAnswers() }
        view.items = honours.contains(.nestedContent) ? view.items.honouring(honours) : []
        return .verticalScroll(view)
      case .control:
        return honours.contains(.controls) ? item : nil
      case .cell:
        return honours.contains(.swipeActionCells) ? item : nil
      }
    }
  }
}
