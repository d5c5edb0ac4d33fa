import BackGestureUIKit

/// A phone-sized simulation with a navigation controller at the root, shown, and helpers
/// that drive it as a host does.
@MainActor
final class MirrorWorld {
  let simulation: UIKitSimulation
  let navigation: UINavigationController

  /// Shows a navigation controller with a stack, at rest, on iOS 18 or (`ios26`) on
  /// iOS 26.
  init(stack: [UIViewController], ios26: Bool = false) {
    simulation = UIKitSimulation(
      width: 390, height: 844, layoutDirection: .leftToRight, hasContentPop: ios26)
    navigation = UINavigationController(rootViewController: stack[0])
    let (simulation, navigation) = (simulation, navigation)
    simulation.run {
      if stack.count > 1 { navigation.setViewControllers(stack, animated: false) }
      simulation.window.rootViewController = navigation
      navigation.beginAppearance(true, animated: false)
      navigation.endAppearance(true, animated: false)
    }
  }

  /// Runs a body with this simulation as the current one.
  func run<Result>(_ body: () -> Result) -> Result {
    simulation.run(body)
  }

  /// A finger touches down at a time.
  func down(_ finger: Int, _ x: Int, _ y: Int, at time: Int) {
    run {
      simulation.advance(to: time)
      simulation.touchDown(finger, at: CGPoint(x: x, y: y))
    }
  }

  /// A finger moves at a time.
  func move(_ finger: Int, _ x: Int, _ y: Int, at time: Int) {
    run {
      simulation.advance(to: time)
      simulation.touchMove(finger, to: CGPoint(x: x, y: y))
    }
  }

  /// A finger lifts at a time.
  func up(_ finger: Int, at time: Int) {
    run {
      simulation.advance(to: time)
      simulation.touchUp(finger)
    }
  }

  /// Lets the clock run to a time.
  func wait(until time: Int) {
    run { simulation.advance(to: time) }
  }
}

/// A shared list of what the objects of a test saw, in order.
@MainActor
final class CallLog {
  var entries: [String] = []
}

/// A controller that logs its appearance and containment callbacks under a name.
@MainActor
final class LoggingController: UIViewController {
  let name: String
  let log: CallLog

  init(_ name: String, log: CallLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.entries.append("\(name).willAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.entries.append("\(name).didAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.entries.append("\(name).willDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.entries.append("\(name).didDisappear")
  }

  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    log.entries.append("\(name).willMove(\(Self.describe(parent)))")
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    log.entries.append("\(name).didMove(\(Self.describe(parent)))")
  }

  /// `nav` for a navigation controller, `nil` for none, `other` otherwise.
  private static func describe(_ parent: UIViewController?) -> String {
    guard let parent else { return "nil" }
    return parent is UINavigationController ? "nav" : "other"
  }
}

/// A target that logs which of its actions ran, with the sender's state.
@MainActor
final class ActionLog: NSObject {
  var entries: [String] = []

  func first(_ sender: UIGestureRecognizer) {
    entries.append("first \(sender.state.rawValue)")
  }

  func second(_ sender: UIGestureRecognizer) {
    entries.append("second \(sender.state.rawValue)")
  }

  func tapped() {
    entries.append("tapped")
  }

  func changed(_ sender: UIControl) {
    entries.append("changed")
  }
}
