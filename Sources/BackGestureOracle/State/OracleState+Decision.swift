import BackGestureModel

extension OracleState {
  /// How one recognizer decides at the decision moment (spec section 5).
  enum Verdict: Sendable, Hashable {
    case begin
    case fail(Outcome.Swipe)
  }

  /// The decision moment of the tracked finger ([G3], [G5], [K4], [R-graph]).
  ///
  /// A control under the touch takes it from every back recognizer; the others contend
  /// with the scroll view under the touch, and each is asked its begin rules when its
  /// turn to begin comes. When no back recognizer began or still contends, the attempt's
  /// outcome is the content pop's failure, else the pan's, else the edge's, recorded now; a begun one records its
  /// outcome at its completion.
  mutating func decide(at point: Point) {
    attempt?.decided = true
    var failures = RecognizerFailures()
    var contenders: [Recognizer] = []
    for recognizer in Recognizer.contestOrder where state(of: recognizer) == .possible {
      if onControl(at: point) {
        set(recognizer, .failed)
        failures[recognizer] = .lostToControl
      } else {
        contenders.append(recognizer)
      }
    }
    if swipeTaken(at: point) {
      // [C6]: the cell's pan is deeper than every other member and waits for none; it
      // begins and the others fail with no outcome ([AR7], [AR9]).
      for recognizer in contenders { set(recognizer, .failed) }
      return
    }
    var contest = contest(among: contenders, at: point)
    for early in contest.failedEarly {
      set(early, .failed)
      if let rule = ownConditionRefusal(of: early, at: point) {
        failures[early] = .refused(rule)
      }
    }
    failures.merge(run(&contest, at: point))
    attempt?.contest = contest
    settleOutcome(contest, failures)
    if pullTakes(contest, at: point) { startPull(at: point) }
  }

  /// Records the attempt's outcome when no back recognizer began or still contends.
  mutating func settleOutcome(_ contest: Contest, _ failures: RecognizerFailures) {
    guard drivingRecognizer == nil, !contest.backStillContends else { return }
    if let failure = failures[.content] ?? failures[.pan] ?? failures[.edge] {
      outcomes.append(.swipe(failure))
    }
  }

  /// Whether a control under the touch-down keeps the drag from the back recognizers
  /// ([R-control]).
  func onControl(at point: Point) -> Bool {
    controlKeeps(at: point) && table.controlsOwnTouches
  }

  /// Whether the touch-down hit a cell with swipe actions and the drag is its own: a
  /// horizontal one from trailing to leading ([C6]).
  func swipeTaken(at point: Point) -> Bool {
    guard let attempt, let item = attempt.hitItem,
      case .cell = setup.declaredItem(item, on: attempt.screen)
    else { return false }
    let dx = abs(point.x - attempt.touchDown.x)
    let dy = abs(point.y - attempt.touchDown.y)
    return dy <= dx && setup.forward(from: attempt.touchDown, to: point) < 0
  }

  /// The begin rule that refuses a recognizer at a point, if one does (section 5).
  func refusal(of recognizer: Recognizer, at point: Point) -> BeginRule? {
    RuleBook.firstRefusal(of: table.beginRules, decisionContext(for: recognizer, at: point))
  }

  /// Runs the contest again after the pan failed to a second finger while it contended
  /// ([G4], [AR8]): a scroll view's pan that waited for it may begin, from the point
  /// the finger has reached.
  mutating func resumeContest() {
    guard var contest = attempt?.contest, contest.standing(of: .back(.pan)) == .contending,
      let finger = attempt?.finger, let point = fingers.first(where: { $0.id == finger })?.point
    else { return }
    contest.fail(.back(.pan))
    let failures = run(&contest, at: point)
    attempt?.contest = contest
    settleOutcome(contest, failures)
  }

  /// Gathers the facts the begin rules read.
  func decisionContext(for recognizer: Recognizer, at point: Point) -> DecisionContext {
    let container = containers[current]
    let top = currentScreen
    return DecisionContext(
      recognizer: recognizer,
      screenCount: container.stack.count,
      isPresentation: current > 0,
      dismissesOneScreenPresentations: table.dismissesOneScreenPresentations,
      top: setup.screen(top).settings,
      topPopDisabled: popDisabled(top),
      topMaxDistance: maxDistance(top),
      pageFlag: container.pageFlag,
      barHidden: container.barHidden,
      transitionInFlight: !transition.isNone,
      touchDownLeading: setup.leading(attempt?.touchDown ?? point),
      currentLeading: setup.leading(point),
      fingersDown: heardFingers)
  }
}
