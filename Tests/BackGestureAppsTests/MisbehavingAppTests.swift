import BackGestureApps
import BackGestureModel
import BackGestureRunner
import BackGestureUIKit
import Testing
import _TestSupport

/// What an app's code does that UIKit does not allow.
enum Misbehaviour {
  /// The screen B pushes itself again when it appears.
  case pushesItselfAgain
  /// The screen B empties the stack when it appears.
  case emptiesTheStack
  /// The screen B pushes another controller from `viewWillAppear(_:)`, inside the push
  /// that shows B.
  case pushesInsideATransition
}

/// A screen that misbehaves when it is B.
@MainActor
final class MisbehavingScreen: UIViewController {
  let name: String
  let misbehaviour: Misbehaviour

  init(name: String, misbehaviour: Misbehaviour) {
    self.name = name
    self.misbehaviour = misbehaviour
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard name == "B", let navigationController else { return }
    switch misbehaviour {
    case .pushesItselfAgain:
      navigationController.pushViewController(self, animated: false)
    case .emptiesTheStack:
      navigationController.setViewControllers([], animated: false)
    case .pushesInsideATransition:
      navigationController.pushViewController(UIViewController(), animated: true)
    }
  }
}

/// An app whose screen B misbehaves.
struct MisbehavingApp: BackGestureApp {
  let misbehaviour: Misbehaviour

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    MisbehavingScreen(name: screen.name, misbehaviour: misbehaviour)
  }
}

/// App code that breaks UIKit's rules is a counterexample of invariant 12, never a trap
/// (spec [U11]).
@Suite @MainActor struct MisbehavingAppTests {
  static let scenario = CheckFixtures.scenario(
    """
    device: phone 390x844 ltr
    preset: delegateInterceptor
    screen A
    screen B
    screen C
    stack: A
    steps:
    @0 push B
    @400 wait
    """)

  @Test(
    "Each misbehaviour is reported as invariant 12 with UIKit's rule",
    arguments: [
      (
        Misbehaviour.pushesItselfAgain,
        "pushViewController(_:animated:) was called while a transition is in flight"
      ),
      (
        Misbehaviour.emptiesTheStack,
        "setViewControllers(_:animated:) was called while a transition is in flight"
      ),
      (
        Misbehaviour.pushesInsideATransition,
        "pushViewController(_:animated:) was called while a transition is in flight"
      ),
    ])
  func reported(_ misbehaviour: Misbehaviour, _ fault: String) {
    let report = ScenarioCheck.run(Self.scenario, app: MisbehavingApp(misbehaviour: misbehaviour))
    #expect(report.failure?.invariant == .uikitRules)
    #expect(report.failure?.detail == fault)
    #expect(report.failure?.stepIndex == 0)
  }

  @Test("Outside a transition, a push of a controller on the stack and an empty stack are faults")
  func faultsAtRest() throws {
    let scenario = CheckFixtures.scenario(
      """
      device: phone 390x844 ltr
      preset: delegateInterceptor
      screen A
      screen B
      stack: A
      steps:
      @0 push B instant
      """)
    let again = ScenarioCheck.run(scenario, app: MisbehavingApp(misbehaviour: .pushesItselfAgain))
    #expect(
      again.failure?.detail
        == "pushViewController(_:animated:) pushed a controller that is already on a stack")
    let empty = ScenarioCheck.run(scenario, app: MisbehavingApp(misbehaviour: .emptiesTheStack))
    #expect(empty.failure?.detail == "setViewControllers(_:animated:) emptied the stack")
  }
}
