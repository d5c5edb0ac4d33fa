import BackGestureModel
import BackGestureUIKit
import Foundation

/// A step the host cannot apply to the current state; the same wording as the engine's.
package struct AppHostError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong with the step.
  package var message: String

  /// `invalid step: <message>`.
  package var description: String { "invalid step: \(message)" }
}

extension AppHost {
  /// Applies one step as UIKit would deliver it and returns the observables after it.
  ///
  /// The clock advances to the step's time first, running every animation end due by
  /// then ([T1]); then a touch goes to the mirror's touch handling, or an operation to
  /// the current navigation controller, after the refusals of spec [O2] and [O3]; then
  /// animations with no time left end ([T3]).
  ///
  /// - Throws: ``AppHostError`` when time goes backwards, a finger id is outside 1...9, a
  ///   `down` names a finger that is down, or a `move` or `up` one that is not; a
  ///   rejected step changes nothing.
  package func apply(_ step: Step) throws(AppHostError) -> Snapshot {
    try perform(step)
    return snapshot
  }

  /// Applies one step as ``apply(_:)`` does, without reading the observables back.
  package func perform(_ step: Step) throws(AppHostError) {
    try validate(step)
    simulation.beginStep()
    simulation.run {
      simulation.advance(to: step.time)
      takeGestureOutcomes()
      switch step.action {
      case .down(let finger, let point): simulation.touchDown(finger, at: cgPoint(point))
      case .move(let finger, let point): simulation.touchMove(finger, to: cgPoint(point))
      case .up(let finger): simulation.touchUp(finger)
      case .cancel: simulation.cancelTouches()
      case .operation(let operation): perform(operation)
      case .back: tapBackButton()
      case .focus: tapField()
      case .search: tapSearchBar()
      case .wait: break
      }
      takeGestureOutcomes()
      simulation.advance(to: step.time, stoppingAtAppWork: splitsAppWork)
      takeGestureOutcomes()
    }
  }

  private func validate(_ step: Step) throws(AppHostError) {
    guard step.time >= simulation.time else {
      throw AppHostError(message: "time goes backwards: \(step.time) after \(simulation.time)")
    }
    switch step.action {
    case .down(let finger, _):
      try validate(finger: finger)
      if simulation.isDown(finger) {
        throw AppHostError(message: "finger \(finger) is already down")
      }
    case .move(let finger, _), .up(let finger):
      try validate(finger: finger)
      if !simulation.isDown(finger) {
        throw AppHostError(message: "finger \(finger) is not down")
      }
    case .cancel, .operation, .back, .focus, .search, .wait:
      break
    }
  }

  private func validate(finger: Int) throws(AppHostError) {
    guard (1...9).contains(finger) else {
      throw AppHostError(message: "finger \(finger) is out of range 1...9")
    }
  }

  private func cgPoint(_ point: Point) -> CGPoint {
    CGPoint(x: point.x, y: point.y)
  }

  /// Moves the mirror's new gesture outcomes into the outcome list.
  func takeGestureOutcomes() {
    guard gestureOutcomesTaken < simulation.outcomeCount else { return }
    let all = simulation.outcomes
    for outcome in all[gestureOutcomesTaken...] {
      switch outcome {
      case .refused(let rule):
        outcomes.append(.swipe(.refused(Self.beginRule(named: rule))))
      case .lostToControl: outcomes.append(.swipe(.lostToControl))
      case .lostToScroll: outcomes.append(.swipe(.lostToScroll))
      case .finished: outcomes.append(.swipe(.finished))
      case .cancelled: outcomes.append(.swipe(.cancelled))
      case .pullDismissed: outcomes.append(.pull(.dismissed))
      case .pullCancelled: outcomes.append(.pull(.cancelled))
      case .pullRefused(let modal): outcomes.append(.pull(.refused(modal ? .modal : .veto)))
      case .interrupted(let kind): outcomes.append(.interrupted(keyword: Self.keyword(of: kind)))
      }
    }
    gestureOutcomesTaken = all.count
  }

  /// The rule a refusal the mirror logged names; `delegate` for a name of no rule.
  private static func beginRule(named name: String) -> BeginRule {
    // An app's delegate refuses most often: found without the raw-value search.
    if name == BeginRule.delegate.rawValue { return .delegate }
    return BeginRule(rawValue: name) ?? .delegate
  }

  /// Performs an operation on the current container, or records why it is refused
  /// ([O2], [O3]); an accepted one is recorded when it is applied ([O1]).
  private func perform(_ operation: BackGestureModel.Operation) {
    interruptAnimatedTransitions()
    if let refusal = refusal(of: operation) {
      // An app that handles requests hears a tap during a transition, as its code would
      // ([U28]).
      guard refusal == .transition, handToApp(operation) else {
        outcomes.append(.operation(keyword: operation.keyword, refusal: refusal))
        return
      }
      return
    }
    if handToApp(operation) { return }
    outcomes.append(.operation(keyword: operation.keyword, refusal: nil))
    guard let navigation = containers.last else { return }
    let animated = operation.animated
    switch operation.kind {
    case .push(let name):
      if let controller = controller(named: name) {
        navigation.pushViewController(controller, animated: animated)
      }
    case .pop:
      navigation.popViewController(animated: animated)
    case .popToRoot:
      navigation.popToRootViewController(animated: animated)
    case .setStack(let stack):
      navigation.setViewControllers(controllers(named: stack), animated: animated)
    case .present(let stack):
      let presented = presentation(of: controllers(named: stack), style: operation.style)
      simulation.window.frontController?.present(presented, animated: animated)
    case .dismiss:
      navigation.dismiss(animated: animated)
    }
  }

  /// Hands an operation to the app's handler as a request ([U28]); whether the app
  /// handles requests. An operation with no structural refusal left is recorded as
  /// accepted: what the app's code then does is its own.
  private func handToApp(_ operation: BackGestureModel.Operation) -> Bool {
    guard app.handlesNavigationRequests, let navigation = containers.last,
      refusal(of: operation, ignoringTransitions: true) == nil,
      let request = request(for: operation)
    else { return false }
    outcomes.append(.operation(keyword: operation.keyword, refusal: nil))
    app.handle(request, in: navigation)
    return true
  }

  /// The request an operation makes of the app's handler, with the host's controllers.
  private func request(for operation: BackGestureModel.Operation) -> NavigationRequest? {
    let kind: NavigationRequest.Kind
    switch operation.kind {
    case .push(let name):
      guard let controller = controller(named: name) else { return nil }
      kind = .push(controller)
    case .pop: kind = .pop
    case .popToRoot: kind = .popToRoot
    case .setStack(let stack): kind = .setStack(controllers(named: stack))
    case .present(let stack):
      let screens = controllers(named: stack)
      guard !screens.isEmpty else { return nil }
      let style = operation.style
      return NavigationRequest(
        kind: .present(screens), animated: operation.animated,
        makePresentation: { [self] in presentation(of: screens, style: style) })
    case .dismiss: kind = .dismiss
    }
    return NavigationRequest(kind: kind, animated: operation.animated)
  }

  /// The navigation controller a `present` shows: the app's, holding the screens, with
  /// the presentation style installed and the host's sheet delegate ([N7]).
  private func presentation(
    of screens: [UIViewController], style: PresentationStyle
  ) -> UINavigationController {
    let presented = app.makeNavigationController(rootViewController: screens[0])
    if screens.count > 1 { presented.setViewControllers(screens, animated: false) }
    Self.install(style, on: presented)
    presented.presentationController?.delegate = presentationDelegate()
    return presented
  }

  /// Why an operation is refused: a transition in flight first, then the operation's own
  /// conditions (spec [O2], [O3]); ignoring transitions, why it cannot be made at all
  /// (an unknown screen, a screen already shown, a pop of one screen, an empty stack,
  /// nothing to dismiss).
  private func refusal(
    of operation: BackGestureModel.Operation, ignoringTransitions: Bool = false
  ) -> Outcome.Refusal? {
    let navigations = containers
    if !ignoringTransitions {
      for navigation in navigations where navigation.transition != nil || navigation.frozen {
        return .transition
      }
      if simulation.window.presentationTransition != nil { return .transition }
    }
    var stacks: [[String]] = []
    stacks.reserveCapacity(navigations.count)
    for navigation in navigations { stacks.append(names(of: navigation.viewControllers)) }
    let declared = screenNames
    switch operation.kind {
    case .push(let name):
      if !declared.contains(name) { return .unknown }
      if Self.anyStack(stacks, contains: name) { return .duplicate }
    case .pop, .popToRoot:
      if (stacks.last?.count ?? 0) <= 1 { return .root }
    case .setStack(let names):
      return refusal(ofNewStack: names, stacks: Array(stacks.dropLast()), declared: declared)
    case .present(let names):
      return refusal(ofNewStack: names, stacks: stacks, declared: declared)
    case .dismiss:
      if navigations.count <= 1 { return .noPresentation }
    }
    return nil
  }

  private func refusal(
    ofNewStack names: [String], stacks: [[String]], declared: [String]
  )
    -> Outcome.Refusal?
  {
    for name in names where !declared.contains(name) { return .unknown }
    for (position, name) in names.enumerated() {
      if names[..<position].contains(name) { return .duplicate }
      if Self.anyStack(stacks, contains: name) { return .duplicate }
    }
    if names.isEmpty { return .empty }
    return nil
  }

  /// Whether a screen is on any of some stacks.
  private static func anyStack(_ stacks: [[String]], contains name: String) -> Bool {
    for stack in stacks where stack.contains(name) { return true }
    return false
  }

  /// The controllers of declared screens, in order, skipping names the world does not
  /// declare.
  func controllers(named names: [String]) -> [UIViewController] {
    var result: [UIViewController] = []
    result.reserveCapacity(names.count)
    for name in names {
      if let controller = controller(named: name) { result.append(controller) }
    }
    return result
  }
}
