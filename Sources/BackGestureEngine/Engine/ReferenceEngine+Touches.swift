import BackGestureModel

extension ReferenceEngine {
  /// The touch the recognizers track (they always track the same first finger, spec [G5]).
  var trackedTouch: TrackedTouch? { edge.touch ?? content.touch ?? pan.touch }

  /// Applies `down F at p` (spec [G1], [G2], [G4]).
  mutating func touchDown(_ finger: Int, at point: Point) {
    // The hit test reads frames only, never offsets: one serves both.
    let hit = hitTest(point)
    stopDeceleration(under: hit)
    let othersDown = !fingers.isEmpty
    fingers.append(FingerState(id: finger, point: point))
    fingers.sort { $0.id < $1.id }
    if !othersDown {
      let touch = TrackedTouch(finger: finger, touchDown: point, hit: hit, time: time)
      edge.track(touch)
      content.track(touch)
      pan.track(touch)
      return
    }
    // [G4] A second finger fails a pan that is still possible; the edge ignores it.
    guard pan.isDeciding, policy.failsOnExtraFinger(.pan) else { return }
    pan.state = .failed
    if !edge.isDeciding, !content.isDeciding {
      outcomes.append(.swipe(.refused(.fingers)))
    }
    resumeArbitration(afterFailureOf: .pan)
  }

  /// Applies `move F to p` (spec [G3], [G7], [K4]).
  mutating func touchMoved(_ finger: Int, to point: Point) {
    if let index = fingers.firstIndex(where: { $0.id == finger }) {
      fingers[index].point = point
    }
    guard let touch = trackedTouch, touch.finger == finger else { return }
    edge.touch?.record(point, at: time)
    content.touch?.record(point, at: time)
    pan.touch?.record(point, at: time)
    movePull(finger, to: point)
    let point = policy.trackedLocation(
      finger: point, centroid: centroid, fingersDown: fingers.count)
    if !touch.decided {
      let dx = point.x - touch.touchDown.x
      let dy = point.y - touch.touchDown.y
      if policy.isDecisionMoment(dx: dx, dy: dy) { decide(touch, at: point) }
      return
    }
    if edge.isActive {
      edge.state = .changed
      updateInteractive(touch, to: point)
    } else if content.isActive {
      content.state = .changed
      updateInteractive(touch, to: point)
    } else if pan.isActive {
      pan.state = .changed
      updateInteractive(touch, to: point)
    }
    // A scroll view follows its finger whenever its pan recognizes, also beside a back
    // gesture it recognizes with ([K6], [AR11]).
    if scrollTracking?.finger == finger {
      dragScrollView(touch, to: point)
    }
  }

  /// Applies `up F` (spec [G6], [G8], [K5], [G9]).
  mutating func touchUp(_ finger: Int) {
    let lifted = fingers.first { $0.id == finger }?.point
    fingers.removeAll { $0.id == finger }
    if let touch = trackedTouch, touch.finger == finger {
      if let lifted {
        // The sheet reads the finger's downward speed, with the same staleness ([N7], [V2]).
        let downward = touch.velocity(
          releasedAt: time, staleness: SheetPull.staleness, forward: { $1.y - $0.y })
        releasePull(finger, velocity: downward, at: lifted)
      }
      let velocity = touch.velocity(
        releasedAt: time, staleness: policy.velocityStaleness,
        forward: { forwardDisplacement(from: $0, to: $1) })
      var released = false
      for kind in RecognizerKind.backRecognizers {
        guard recognizer(kind).tracks(finger) else { continue }
        if recognizer(kind).state == .possible {
          setState(.failed, of: kind)  // a tap: no outcome
        } else if recognizer(kind).isActive {
          setState(.ended, of: kind)
          released = true
        }
      }
      if released { releaseInteractive(velocity: velocity) }
      if scrollTracking?.finger == finger { releaseScrollView(velocity: velocity) }
      // The lifted touch is over. A later touch with the same finger id is a new touch,
      // which no recognizer tracks until every finger has lifted (spec [G2], [G9]).
      edge.touch = nil
      content.touch = nil
      pan.touch = nil
      arbitration = nil
    }
    resetRecognizersIfAllUp()
  }

  /// Applies `cancel`: the system cancels every finger that is down (spec [G6], [G8], [I5]).
  mutating func cancelTouches() {
    guard !fingers.isEmpty else { return }
    fingers.removeAll()
    var cancelled = false
    for kind in RecognizerKind.backRecognizers where recognizer(kind).touch != nil {
      if recognizer(kind).state == .possible {
        setState(.failed, of: kind)
      } else if recognizer(kind).isActive {
        setState(.cancelled, of: kind)
        cancelled = true
      }
    }
    // M6 (EngineFaults.ignoresSystemCancel): a cancelled gesture is a no-op.
    // M7 (EngineFaults.systemCancelUsesReleaseRule): it is released at velocity 0.
    if cancelled, !faults.contains(.ignoresSystemCancel) {
      if faults.contains(.systemCancelUsesReleaseRule) {
        releaseInteractive(velocity: 0)
      } else {
        cancelInteractive()
      }
    }
    cancelPull()
    if scrollTracking != nil { releaseScrollView(velocity: nil) }
    arbitration = nil
    resetRecognizersIfAllUp()
  }

  /// The centroid of every finger down, truncated; the origin with none.
  var centroid: Point {
    guard !fingers.isEmpty else { return Point(x: 0, y: 0) }
    var (x, y) = (0, 0)
    for finger in fingers {
      x += finger.point.x
      y += finger.point.y
    }
    return Point(x: x / fingers.count, y: y / fingers.count)
  }

  /// Returns one of the recognizers.
  func recognizer(_ kind: RecognizerKind) -> Recognizer {
    switch kind {
    case .pan: pan
    case .edge: edge
    case .content: content
    }
  }

  /// Sets one recognizer's state.
  mutating func setState(_ state: RecognizerState, of kind: RecognizerKind) {
    switch kind {
    case .pan: pan.state = state
    case .edge: edge.state = state
    case .content: content.state = state
    }
  }

  /// Returns every recognizer to possible once every finger is up (spec [G9]).
  private mutating func resetRecognizersIfAllUp() {
    guard fingers.isEmpty else { return }
    pan.reset()
    edge.reset()
    content.reset()
  }

  /// Hit-tests a point on the current screen: the first item whose frame holds it, then,
  /// inside a scroll view that holds items, the first of those, down to the deepest
  /// (spec [C1], [C7]). A slider's track, outside its knob, leaves the touch to what
  /// holds the slider ([C4]).
  mutating func hitTest(_ point: Point) -> HitItem {
    let items = arrangedItems(of: screenIndex(containers[currentIndex].top))
    var hit = HitItem.plain
    var list: Int? = 0
    var read = 0
    defer { WorkCounter.add(read) }
    while let current = list {
      let found = items.item(at: point, in: current)
      read += found.read
      guard let number = found.number else { break }
      switch items.items[number] {
      case .control(let control):
        guard control.kind == .swipecell || knobHolds(point, of: control) else {
          hit.track = control
          return hit
        }
        hit.kind = .control
      case .cell: hit.kind = .cell
      case .horizontalScroll, .verticalScroll:
        hit.kind = .scrollView
        if let index = items.scrollViews[number] { hit.scrollViews.insert(index, at: 0) }
      }
      list = items.held[number]
    }
    return hit
  }

  /// Arranges the current screen's items for the hit test now, if not yet, so that the
  /// copies made after it (the liveness probes of a state at rest) share the arrangement
  /// instead of each making its own.
  package mutating func arrangeCurrentItems() {
    guard let current = containers.last, !current.stack.isEmpty else { return }
    _ = arrangedItems(of: screenIndex(current.top))
  }

  /// A screen's items arranged for the hit test, arranged on the first call.
  private mutating func arrangedItems(of screen: Int) -> ScreenItems {
    if let items = screenItems[screen] { return items }
    let items = ScreenItems(
      screens[screen].screen.content, faults: faults,
      firstScrollView: firstScrollViews[screen])
    screenItems[screen] = items
    return items
  }
}
