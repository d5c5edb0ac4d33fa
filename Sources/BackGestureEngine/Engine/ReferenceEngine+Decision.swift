import BackGestureModel

extension ReferenceEngine {
  /// What one recognizer concludes at the decision moment.
  enum Verdict: Equatable {
    case begin
    case fail(Outcome.Swipe)
  }

  /// Runs the decision at the first move past the slop (spec [G3], [G5], section 5, [R-graph]).
  ///
  /// A control under the touch fails each back recognizer first; the others and the
  /// scroll view under the touch form the graph, in which a back recognizer's begin
  /// rules are asked once nothing it waits for can still begin. Who waits for whom comes
  /// from the policy's scroll rule, asked when the rules pass now, and from the scroll
  /// view's answers. When no back recognizer began and none still waits, the attempt's
  /// outcome is the last failure, recorded now; a begun attempt records its outcome at
  /// completion.
  mutating func decide(_ touch: TrackedTouch, at point: Point) {
    edge.touch?.decided = true
    content.touch?.decided = true
    pan.touch?.decided = true
    var graph = ArbitrationGraph()
    var failures = AttemptFailures()
    for kind in RecognizerKind.backRecognizers where recognizer(kind).isDeciding {
      if controlKeeps(touch, at: point), policy.controlOwnsTouch(kind) {
        setState(.failed, of: kind)  // [R-control]
        graph.set(kind, .failed)
        failures.record(.lostToControl, of: kind)
      } else {
        graph.set(kind, .waiting)
      }
    }
    if takesSwipe(touch, at: point) {
      // [C6]: the cell's own pan is the deepest member and waits for nothing; it begins
      // and excludes every other member, the content pop among them, which fails with no
      // outcome ([R-cell], [AR7], [AR9]).
      for kind in RecognizerKind.backRecognizers where graph.standing(kind) == .waiting {
        setState(.failed, of: kind)
        graph.set(kind, .failed)
      }
      arbitration = graph
      return
    }
    if let index = competingScrollView(touch, at: point) {
      let answers = scrollViews[index].answers
      graph.scroll = .waiting
      graph.scrollIndex = index
      graph.simultaneous = answers.simultaneous
      for kind in RecognizerKind.backRecognizers where graph.standing(kind) == .waiting {
        // The preset orders the pair unless the app answers for it: the back recognizer
        // waits when its rules pass and the scroll view wins, else the scroll view
        // waits ([AR12]). UIKit orders the content pop by its own condition and the
        // scroll rule alone, its rules unasked ([G10]). An app that answers is taken at
        // its word ([AR5]).
        let presetOrders = answers == RecognizerAnswers()
        let rulesPass =
          kind == .content
          ? ownConditionRefusal(of: kind, touch: touch, at: point) == nil
          : rulesRefusal(of: kind, touch: touch, at: point) == nil
        let wins =
          presetOrders && rulesPass
          && policy.scrollWins(scrollContext(for: kind, scrollView: index, touch: touch, at: point))
        let scrollWaits = answers.waitsForBack || (presetOrders && !wins)
        let backWaits = answers.backWaits || wins
        // A recognizer that waits by the app's answer still fails at once on its own
        // conditions: the edge's zone and direction ([AR4]).
        if answers.backWaits, let rule = ownConditionRefusal(of: kind, touch: touch, at: point) {
          setState(.failed, of: kind)
          graph.set(kind, .failed)
          failures.record(.refused(rule), of: kind)
          continue
        }
        if scrollWaits { graph.scrollWaitsFor.insert(kind) }
        if backWaits { graph.waitingForScroll.insert(kind) }
      }
    }
    settle(&graph, touch: touch, at: point, failures: &failures)
    arbitration = graph
    recordOutcome(of: graph, failures)
    decidePull(touch, at: point, graph: graph)
  }

  /// Records the attempt's outcome once no back recognizer began or still waits: the
  /// `pan`'s failure, else the `edge`'s ([G5], [R-graph]).
  mutating func recordOutcome(of graph: ArbitrationGraph, _ failures: AttemptFailures) {
    guard !graph.anyBackRecognizerWaiting, !graph.anyBackRecognizerBegan,
      let last = failures.last
    else { return }
    outcomes.append(.swipe(last))
  }

  /// The rule among a recognizer's own conditions that refuses it now, if one does: the
  /// edge's `edgeZone` and `direction`, which a screen-edge recognizer checks itself, and
  /// the content pop's `direction` ([R-graph], [AR4], [G10]).
  func ownConditionRefusal(
    of kind: RecognizerKind, touch: TrackedTouch, at point: Point
  )
    -> BeginRule?
  {
    guard kind != .pan else { return nil }
    let context = beginContext(for: kind, touch: touch, at: point)
    return policy.rules(for: kind).first { rule in
      (rule == .edgeZone || rule == .direction) && policy.refuses(rule, context)
    }
  }

  /// The begin rule that refuses a back recognizer now, if one does (section 5).
  func rulesRefusal(of kind: RecognizerKind, touch: TrackedTouch, at point: Point) -> BeginRule? {
    policy.decideBegin(beginContext(for: kind, touch: touch, at: point))
  }

  /// Lets every member of the graph that may begin do so, the scroll view's pan first,
  /// then the edge, the pan and the content pop, until none changes ([R-graph]).
  ///
  /// A back recognizer that may begin is asked its begin rules first, and fails with
  /// `refused:<rule>` when one refuses. A beginning fails every other member still
  /// waiting that waits for it or does not recognize with it; a back recognizer a
  /// scroll view's pan fails loses with `lost:scroll`, and a back recognizer another one
  /// fails loses with no outcome ([G5], [G10]).
  mutating func settle(
    _ graph: inout ArbitrationGraph, touch: TrackedTouch, at point: Point,
    failures: inout AttemptFailures
  ) {
    var changed = true
    while changed {
      changed = false
      if graph.scrollMayBegin, let index = graph.scrollIndex {
        graph.scroll = .began
        startScrollTracking(index, finger: touch.finger, at: point)
        for kind in RecognizerKind.backRecognizers where graph.standing(kind) == .waiting {
          guard graph.waitsForScroll(kind) || !graph.simultaneous else { continue }
          setState(.failed, of: kind)
          graph.set(kind, .failed)
          failures.record(.lostToScroll, of: kind)
        }
        changed = true
        continue
      }
      for kind in RecognizerKind.backRecognizers where graph.mayBegin(kind) {
        changed = true
        if let rule = rulesRefusal(of: kind, touch: touch, at: point) {
          setState(.failed, of: kind)
          graph.set(kind, .failed)
          failures.record(.refused(rule), of: kind)
          break
        }
        graph.set(kind, .began)
        beginInteractive(driver: kind, touch: touch, at: point)
        // Two back recognizers never recognize together ([G5], [G10]).
        for other in RecognizerKind.backRecognizers
        where other != kind && graph.standing(other) == .waiting {
          setState(.failed, of: other)
          graph.set(other, .failed)
        }
        if graph.scroll == .waiting, graph.scrollWaits(for: kind) || !graph.simultaneous {
          graph.scroll = .failed
        }
        break
      }
    }
  }

  /// Settles the graph again after a back recognizer failed while others waited (a
  /// second finger, [G4]): a scroll view's pan that waited for it may begin now, from
  /// the point its finger has reached ([AR8]).
  mutating func resumeArbitration(afterFailureOf kind: RecognizerKind) {
    guard var graph = arbitration, graph.standing(kind) == .waiting,
      let touch = trackedTouch, let finger = fingers.first(where: { $0.id == touch.finger })
    else { return }
    graph.set(kind, .failed)
    var failures = AttemptFailures()
    settle(&graph, touch: touch, at: finger.point, failures: &failures)
    arbitration = graph
    recordOutcome(of: graph, failures)
  }

  /// Whether the touch-down hit a cell whose own pan takes the drag: a horizontal one
  /// from trailing to leading (spec [C6]).
  func takesSwipe(_ touch: TrackedTouch, at point: Point) -> Bool {
    touch.hit.kind == .cell && !isMostlyVertical(touch, at: point)
      && forwardDisplacement(from: touch.touchDown, to: point) < 0
  }

  /// The scroll view under the touch-down point that takes part in the graph ([C7],
  /// [SV2]): of those under it that can scroll along the pan's axis ([K2]), the deepest
  /// that can still move the way the finger goes, else the outermost of them. A touch on
  /// a control moves no scroll view ([K1]).
  func competingScrollView(_ touch: TrackedTouch, at point: Point) -> Int? {
    guard !controlKeeps(touch, at: point) else { return nil }
    let vertical = isMostlyVertical(touch, at: point)
    let travel =
      vertical
      ? point.y - touch.touchDown.y : forwardDisplacement(from: touch.touchDown, to: point)
    // One pass, in place: the candidates are not gathered into a list of their own.
    var outermost: Int?
    for index in touch.hit.scrollViews
    where scrollViews[index].canScroll && scrollViews[index].isHorizontal != vertical {
      if scrollViews[index].canMove(against: travel) { return index }
      outermost = index
    }
    return outermost
  }

  /// Gathers the facts the begin rules read, for the current container and its top.
  func beginContext(
    for kind: RecognizerKind, touch: TrackedTouch, at point: Point
  )
    -> BeginContext
  {
    let index = currentIndex
    let container = containers[index]
    let top = screens[screenIndex(container.top)]
    var below: BeginContext.ScreenFacts?
    if container.stack.count >= 2 {
      let screen = screens[screenIndex(container.stack[container.stack.count - 2])]
      below = BeginContext.ScreenFacts(
        popDisabled: screen.effectivePopDisabled, maxDistance: screen.effectiveMaxDistance,
        veto: screen.settings.veto, backButton: screen.settings.back)
    }
    return BeginContext(
      recognizer: kind, stackCount: container.stack.count, isPresentation: index > 0,
      popDisabled: top.effectivePopDisabled, maxDistance: top.effectiveMaxDistance,
      veto: top.settings.veto, backButton: top.settings.back, pageFlag: container.pageFlag,
      transitioning: transitionGuard(for: index),
      touchDownLeadingDistance: leadingDistance(ofX: touch.touchDown.x),
      leadingDistance: leadingDistance(ofX: point.x),
      forwardDisplacement: forwardDisplacement(from: touch.touchDown, to: point),
      fingersDown: fingers.count,
      presentationChangeInFlight: transitions.contains { $0.isPresentationChange },
      belowTop: below, barHidden: container.bar.hidden)
  }

  /// Whether a container is transitioning or any presentation or dismissal animates ([R-transition]).
  func transitionGuard(for container: Int) -> Bool {
    transitions.contains { $0.container == container || $0.isPresentationChange }
  }

  /// Gathers the facts scroll arbitration reads about the scroll view that takes part.
  func scrollContext(
    for kind: RecognizerKind, scrollView index: Int, touch: TrackedTouch, at point: Point
  )
    -> ScrollContext
  {
    let scroll = scrollViews[index]
    let item: ScrollContext.Item =
      switch scroll.view {
      case .horizontal(let view): .horizontal(view, decelerating: scroll.isDecelerating(at: time))
      case .vertical(let view): .vertical(view)
      }
    return ScrollContext(
      recognizer: kind, item: item, mostlyVertical: isMostlyVertical(touch, at: point),
      forwardDisplacement: forwardDisplacement(from: touch.touchDown, to: point),
      touchDownLeadingDistance: leadingDistance(ofX: touch.touchDown.x))
  }

  /// Whether the pan is mostly vertical: `|dy| > |dx|` from the touch-down point (spec [K2]).
  func isMostlyVertical(_ touch: TrackedTouch, at point: Point) -> Bool {
    abs(point.y - touch.touchDown.y) > abs(point.x - touch.touchDown.x)
  }
}
