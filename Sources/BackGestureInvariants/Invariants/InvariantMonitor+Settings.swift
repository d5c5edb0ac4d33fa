import BackGestureModel
import BackGestureOracle

extension InvariantMonitor {
  /// Invariant 7, at a begin: the begin was allowed by the spec for the preset the run
  /// is judged by; without one, only by the rules every preset shares.
  ///
  /// The facts are read at the decision moment: the recognizer exists in the preset on
  /// this device; the touch-down did not hit a control; the top is not opted out
  /// (effective `popDisabled`, or the page flag under `restoredEdge`); its back button
  /// does not stop the edge or the content pop (`delegateInterceptor`); the content pop
  /// began on `ios26` from outside the edge zone and only where a horizontal scroll view
  /// yields by `leadingEdge` ([G10]); the pan began within the top's
  /// effective `maxDistance` (presets with the rule); the edge began from within 20 pt
  /// of the leading edge; the forward displacement is positive; a pan began with one
  /// finger down; the top does not veto; and a scroll view under the touch-down that
  /// can scroll in the pan's axis yielded by the recognizer's scroll rule. Without a
  /// preset, recognizer availability, `optOut`, `pageFlag`, `backButton`, `maxDistance`
  /// and the horizontal scroll rule are not checked, nor the direction and the fingers of
  /// an app's pan that drives a transition of its own rather than UIKit's pop handler.
  func checkSettingsRespected(_ context: StepContext) -> CheckFailure? {
    let after = context.after
    let transition = after.transition!
    let began = [
      (Recognizer.pan, "pan", after.pan), (.edge, "edge", after.edge),
      (.content, "content pop", after.content),
    ]
    .filter { $0.2 == .began }
    guard began.count == 1 else {
      let content = after.content == .disabled ? "" : " and content pop \(after.content.rawValue)"
      return settingsFailure(
        context,
        "\(transition.headline) began with pan \(after.pan.rawValue) and edge \(after.edge.rawValue)"
          + content
      )
    }
    let (kind, driver, _) = began[0]
    let isPan = kind == .pan
    let idiom = world.device.idiom
    if let preset, !preset.uses(isPan ? .pan : .edge, on: world.device) {
      return settingsFailure(
        context, "the \(driver) began, but \(presetName) has no \(driver) on a \(idiom)")
    }
    if kind == .content, world.system != .ios26 {
      return settingsFailure(
        context, "the content pop began in a world that runs on \(world.system.rawValue)")
    }
    guard case .move(let finger, let point) = context.step.action,
      let touchDown = touchDowns[finger]
    else {
      return settingsFailure(
        context, "the \(driver) began on a step that is not a move of a finger")
    }
    let decision = context.decision
    let top = transition.from
    guard let state = screen(top, in: decision),
      decision.containers.indices.contains(transition.container)
    else { return nil }
    let settings = state.settings
    let unloadedLate = settings.late && !state.loaded
    let device = world.device
    let forward = SpecGeometry.forward(from: touchDown.point, to: point, on: device)
    // A finger the window ignores counts for no rule ([O8]).
    let delivered = after.fingers.filter { !$0.ignored }.count
    let path = SpecGeometry.path(
      to: touchDown.point, in: world.screen(named: touchDown.screen)?.content ?? [])
    let hit = path.last
    let taking = takingScrollView(path, context, touchDown, point)
    let rules = preset?.beginRules ?? []
    let leading = SpecGeometry.leadingDistance(ofX: point.x, on: device)
    let touchDownLeading = SpecGeometry.leadingDistance(ofX: touchDown.point.x, on: device)
    // Without a preset, an app's pan that drives a transition of its own (not UIKit's pop
    // handler) goes the way and with the fingers the app designed.
    let ownDesign = isPan && preset == nil && !context.panDrivesSystemPop
    var refusal: (rule: String, reason: String)?
    if case .cell = hit?.item, abs(point.y - touchDown.point.y) <= abs(point.x - touchDown.point.x),
      forward < 0
    {
      refusal = (
        "cell", "the drag from \(touchDown.point) toward leading is the cell's own, [C6]"
      )
    } else if case .control(let control) = hit?.item,
      SpecGeometry.keeps(control, from: touchDown.point, at: point, on: device)
    {
      refusal = (
        "control", controlReason(control, touchDown, point)
      )
    } else if rules.contains(.optOut), settings.popDisabled, !unloadedLate {
      refusal = ("optOut", "\(top) has popDisabled")
    } else if rules.contains(.pageFlag), !decision.containers[transition.container].pageFlag {
      refusal = ("pageFlag", "container \(transition.container)'s page flag is off")
    } else if !isPan, rules.contains(.backButton),
      settings.back == .replacing || settings.back == .hidden
    {
      refusal = ("backButton", "\(top)'s back button is \(settings.back.rawValue)")
    } else if !isPan, rules.contains(.barHidden),
      decision.containers[transition.container].barHidden
    {
      refusal = ("barHidden", "container \(transition.container)'s navigation bar is hidden")
    } else if isPan, rules.contains(.maxDistance), !unloadedLate, settings.maxDistance > 0,
      leading > settings.maxDistance
    {
      refusal = (
        "maxDistance",
        "the decision point \(point) is \(leading) pt from the leading edge, "
          + "past \(top)'s maxDistance=\(settings.maxDistance)"
      )
    } else if kind == .edge, touchDownLeading > Self.edgeZone {
      refusal = (
        "edgeZone",
        "the touch-down \(touchDown.point) is \(touchDownLeading) pt "
          + "from the leading edge, outside the 20 pt zone"
      )
    } else if forward <= 0, ownDesign == false {
      refusal = (
        "direction", "the forward displacement from \(touchDown.point) to \(point) is \(forward)"
      )
    } else if isPan, delivered != 1, ownDesign == false {
      refusal = ("fingers", "\(delivered) fingers are down")
    } else if settings.veto {
      refusal = ("veto", "\(top) vetoes being popped")
    } else if let taking,
      let reason = scrollRefusal(taking, context, touchDown, point, kind: kind)
    {
      refusal = ("scroll", reason)
    } else if kind == .content, touchDownLeading <= Self.edgeZone,
      preset?.beginRules.contains(.edgeZone) ?? false
    {
      // [G10] A touch-down in the edge zone is the edge recognizer's: the content pop,
      // which waits for it, begins only once it failed, and in the zone it fails only
      // by a rule the content pop shares.
      refusal = (
        "edgeZone",
        "the touch-down \(touchDown.point) is \(touchDownLeading) pt from the leading edge, "
          + "inside the edge recognizer's 20 pt zone"
      )
    }
    guard let refusal else { return nil }
    return settingsFailure(
      context,
      "the \(driver) began on \(top), which \(presetName)'s rule \(refusal.rule) refuses: \(refusal.reason)"
    )
  }

  /// Why a scroll view under the touch-down should have won the pan, if it should
  /// ([K3], [Q5]).
  private func scrollRefusal(
    _ hit: (index: Int, item: ContentItem), _ context: StepContext, _ touchDown: TouchDown,
    _ point: Point, kind: Recognizer
  ) -> String? {
    let device = world.device
    let dx = abs(point.x - touchDown.point.x)
    let dy = abs(point.y - touchDown.point.y)
    let forward = SpecGeometry.forward(from: touchDown.point, to: point, on: device)
    // A scroll view that answers for itself is ordered by its answers, not by the
    // preset's scroll rule ([R-graph], [C5]).
    switch hit.item {
    case .verticalScroll(let view) where view.answers != RecognizerAnswers(): return nil
    case .horizontalScroll(let view) where view.answers != RecognizerAnswers(): return nil
    default: break
    }
    switch hit.item {
    case .verticalScroll(let view) where view.content > view.frame.height && dy > dx:
      return
        "the vertical scroll view under the touch-down can scroll and the pan is mostly vertical"
    case .horizontalScroll(let view) where kind != .edge && dy <= dx:
      guard let preset, let rule = preset.scrollRule(for: kind) else { return nil }
      // [C2], [SV1], [SV3]: the adjusted inset is the content inset and the safe area's.
      let adjusted = view.inset + view.safeInset
      guard view.content + adjusted > view.frame.width || (view.bounces && view.alwaysBounce)
      else { return nil }
      let item = ItemID(screen: touchDown.screen, index: hit.index)
      let scroll = context.decision.scrollViews.first { $0.item == item }
      let offset = scroll?.offset ?? view.offset
      let atEdge = offset + adjusted <= 0 && !(scroll?.decelerating ?? false) && forward > 0
      // Spec [K3], read clause by clause from the rule's parts.
      let inStrip = rule.strip.map {
        SpecGeometry.leadingDistance(ofX: touchDown.point.x, on: device) <= $0 && forward > 0
      }
      let yields =
        rule.unconditionally || (atEdge && !(rule.notWhenBouncing && view.bounces))
        || (inStrip ?? false)
      guard !yields else { return nil }
      return "the horizontal scroll view \(item) at offset \(offset) "
        + "did not yield (scroll rule \(rule))"
    default:
      return nil
    }
  }

  /// The scroll view under a touch-down that takes part in a drag ([C7]): of the scroll
  /// views on the path that can scroll along the drag's axis, the deepest whose offset at
  /// the decision can still go the way the finger pushes it, else the outermost.
  private func takingScrollView(
    _ path: [(index: Int, item: ContentItem)], _ context: StepContext, _ touchDown: TouchDown,
    _ point: Point
  ) -> (index: Int, item: ContentItem)? {
    if case .control(let control) = path.last?.item,
      SpecGeometry.keeps(control, from: touchDown.point, at: point, on: world.device)
    {
      return nil
    }
    let vertical = abs(point.y - touchDown.point.y) > abs(point.x - touchDown.point.x)
    let forward = SpecGeometry.forward(from: touchDown.point, to: point, on: world.device)
    var along: [(index: Int, item: ContentItem, movable: Bool)] = []
    for entry in path {
      let id = ItemID(screen: touchDown.screen, index: entry.index)
      let live = context.decision.scrollViews.first { $0.item == id }?.offset
      switch entry.item {
      case .horizontalScroll(let view) where !vertical:
        let low = -(view.inset + view.safeInset)
        let high = max(low, view.content - view.frame.width)
        guard view.content - low > view.frame.width || (view.bounces && view.alwaysBounce)
        else { continue }
        let offset = live ?? view.offset
        along.append((entry.index, entry.item, forward > 0 ? offset > low : offset < high))
      case .verticalScroll(let view) where vertical:
        guard view.content > view.frame.height else { continue }
        let offset = live ?? view.offset
        let down = point.y > touchDown.point.y
        along.append(
          (entry.index, entry.item, down ? offset > 0 : offset < view.content - view.frame.height))
      default:
        continue
      }
    }
    guard let chosen = along.last(where: \.movable) ?? along.first else { return nil }
    return (chosen.index, chosen.item)
  }

  /// Why a control keeps a drag: it was hit at the touch-down, or, for a slider hit on
  /// its track, the drag reached its knob sideways ([C4]).
  private func controlReason(
    _ control: Control, _ touchDown: TouchDown, _ point: Point
  )
    -> String
  {
    guard control.kind == .slider else {
      return "the touch-down at \(touchDown.point) hit a control of \(touchDown.screen)"
    }
    let knob = SpecGeometry.knobCentre(of: control, on: world.device)
    guard SpecGeometry.onKnob(touchDown.point, of: control, on: world.device) else {
      return "the drag from \(touchDown.point) reached the knob at \(knob) of a slider of "
        + "\(touchDown.screen) sideways at \(point)"
    }
    return "the touch-down at \(touchDown.point) hit the knob at \(knob) of a slider of "
      + "\(touchDown.screen)"
  }

  /// The width of the edge recognizer's zone, in points ([R-edgeZone]).
  static let edgeZone = 20

  private func settingsFailure(_ context: StepContext, _ problem: String) -> CheckFailure {
    CheckFailure(.settingsRespected, context.place, problem)
  }
}
