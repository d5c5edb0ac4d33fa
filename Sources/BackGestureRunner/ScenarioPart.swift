import BackGestureModel

/// One part of a scenario that a reader could take out: a screen, a content item, a
/// presentation, a finger, a step, or one screen setting (which goes back to its default).
///
/// A counterexample is 1-minimal in its parts when taking out any one of them makes it
/// pass or makes it an invalid scenario: every part it shows plays a role.
///
/// ```swift
/// for part in scenario.parts {
///   let smaller = scenario.removing(part)
/// }
/// ```
package enum ScenarioPart: Sendable, Hashable, CustomStringConvertible {
  /// A declared screen: taken off its stack or presentation and undeclared.
  case screen(String)
  /// The content item at an index of a screen's content.
  case item(screen: String, index: Int)
  /// The presented container at an index of the world's presentations; its screens stay
  /// declared.
  case presentation(Int)
  /// Every `down`, `move` and `up` of one finger.
  case finger(Int)
  /// The step at an index.
  case step(Int)
  /// One setting of a screen, named by its key in table 1.2, reset to its default.
  case setting(screen: String, key: String)

  /// `screen B`, `item 1 of A`, `presentation 1`, `finger 2`, `step 3`, `B bar`:
  /// counting from 1 as a reader of the file does.
  package var description: String {
    switch self {
    case .screen(let name): "screen \(name)"
    case .item(let screen, let index): "item \(index + 1) of \(screen)"
    case .presentation(let index): "presentation \(index + 1)"
    case .finger(let id): "finger \(id)"
    case .step(let index): "step \(index + 1)"
    case .setting(let screen, let key): "\(screen) \(key)"
    }
  }
}

extension Scenario {
  /// Every part of the scenario, in file order: screens with their settings and items,
  /// presentations, fingers by ascending id, then steps.
  package var parts: [ScenarioPart] {
    var parts: [ScenarioPart] = []
    for screen in world.screens {
      parts.append(.screen(screen.name))
      for key in screen.settings.changedKeys {
        parts.append(.setting(screen: screen.name, key: key))
      }
      for index in screen.content.indices {
        parts.append(.item(screen: screen.name, index: index))
      }
    }
    for index in world.presentations.indices { parts.append(.presentation(index)) }
    var fingers: [Int] = []
    for step in steps {
      if let finger = step.action.touchedFinger, !fingers.contains(finger) {
        fingers.append(finger)
      }
    }
    parts += fingers.sorted().map(ScenarioPart.finger)
    parts += steps.indices.map(ScenarioPart.step)
    return parts
  }

  /// Returns the scenario without one part, or with one setting at its default. The
  /// result may be an invalid scenario (a stack left empty, a step on a finger that is
  /// no longer down); its expectations are dropped.
  package func removing(_ part: ScenarioPart) -> Scenario {
    var world = world
    var steps = steps
    switch part {
    case .screen(let name):
      world.screens.removeAll { $0.name == name }
      world.stack.removeAll { $0 == name }
      world.presentations = world.presentations.map { $0.filter { $0 != name } }
        .filter { !$0.isEmpty }
    case .item(let screen, let index):
      if let at = world.screens.firstIndex(where: { $0.name == screen }),
        world.screens[at].content.indices.contains(index)
      {
        world.screens[at].content.remove(at: index)
      }
    case .presentation(let index):
      if world.presentations.indices.contains(index) { world.presentations.remove(at: index) }
    case .finger(let id):
      steps.removeAll { $0.action.touchedFinger == id }
    case .step(let index):
      if steps.indices.contains(index) { steps.remove(at: index) }
    case .setting(let screen, let key):
      if let at = world.screens.firstIndex(where: { $0.name == screen }) {
        world.screens[at].settings.reset(key)
      }
    }
    return Scenario(world: world, steps: steps)
  }
}

extension ScreenSettings {
  /// The keys of the settings that differ from their defaults, in the order of table 1.2.
  var changedKeys: [String] {
    scenarioWords.map { word in String(word.split(separator: "=")[0]) }
  }

  /// Resets the setting with a key of table 1.2 to its default.
  mutating func reset(_ key: String) {
    let defaults = ScreenSettings()
    switch key {
    case "popDisabled": popDisabled = defaults.popDisabled
    case "maxDistance": maxDistance = defaults.maxDistance
    case "bar": bar = defaults.bar
    case "style": style = defaults.style
    case "back": back = defaults.back
    case "veto": veto = defaults.veto
    case "late": late = defaults.late
    case "animator": animator = defaults.animator
    default: break
    }
  }
}

extension Step.Action {
  /// The finger a touch step names; `nil` for every other step.
  var touchedFinger: Int? {
    switch self {
    case .down(let finger, _), .move(let finger, _), .up(let finger): finger
    default: nil
    }
  }
}
