import BackGestureCheck
import BackGestureUIKit
import Testing

// Two apps in one test bundle, each with its own navigation code. The journal adds
// conformances to UIKit's own classes by extension, as apps do in a file of their own;
// a conformance so declared is seen by every dynamic cast in the process, so it is
// loaded while the weather app is checked too, here and in every other test of the
// bundle.

/// A journal's screen: whether it may be left, which is false while an entry is being
/// written.
@MainActor
protocol JournalPage: AnyObject {
  var mayLeave: Bool { get }
}

/// Every controller of the journal answers its navigation controller's system pop
/// itself: it may begin on a stack of two or more, outside a transition, when the page
/// on top may be left.
extension UIViewController: UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let navigation = navigationController, navigation.viewControllers.count > 1,
      navigation.transitionCoordinator == nil
    else { return false }
    return (navigation.topViewController as? JournalPage)?.mayLeave ?? true
  }
}

/// The journal's back button pops only a page that says it may be left: every screen of
/// the journal is a page, so a screen that says nothing is kept.
extension UINavigationController: UINavigationBarDelegate {
  public func navigationBar(
    _ navigationBar: UINavigationBar, shouldPop item: UINavigationItem
  )
    -> Bool
  {
    (topViewController as? JournalPage)?.mayLeave ?? false
  }
}

/// A page of the journal, which makes itself the delegate of the system's back
/// recognizers when it shows (on iOS 26 the content pop's too).
@MainActor
final class EntryPage: UIViewController, JournalPage {
  var writing = false
  var mayLeave: Bool { !writing }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    navigationController?.interactivePopGestureRecognizer?.delegate = self
    if #available(iOS 26.0, *) {
      navigationController?.interactiveContentPopGestureRecognizer?.delegate = self
    }
  }
}

/// The journal as the checker builds it: UIKit's navigation controller, pages that
/// refuse to be left while an entry is being written.
struct JournalApp: BackGestureApp {
  var honours: Honours { [.veto] }

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    let page = EntryPage()
    page.title = screen.name
    page.writing = screen.vetoesPop
    return page
  }
}

/// A weather app: UIKit's navigation controller and system pop untouched, and forecast
/// screens whose back button is the system's, supplemented, replaced or hidden. On iOS
/// 18 it behaves as `delegateInterceptor` does on screens that carry nothing else (on iOS
/// 26 UIKit's own delegate lets a swipe interrupt a push, [R-transition-26]).
struct WeatherApp: BackGestureApp {
  var follows: Preset? { .delegateInterceptor }
  var honours: Honours { [.backButton] }

  func makeViewController(for screen: ScreenDescription) -> UIViewController {
    let forecast = UIViewController()
    forecast.title = screen.name
    switch screen.backButton {
    case .system: break
    case .supplementing:
      forecast.navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: "Units", style: .plain, target: nil, action: nil)
      forecast.navigationItem.leftItemsSupplementBackButton = true
    case .replacing:
      forecast.navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: "Done", style: .plain, target: nil, action: nil)
    case .hidden:
      forecast.navigationItem.hidesBackButton = true
    }
    return forecast
  }
}

@Suite struct CheckBackGestureAppTwoAppsTests {
  /// A check of an app on iOS 18 scenarios that also tap the back button, which a
  /// test's `checkBackGestureApp` does not draw.
  @MainActor static func check(_ app: some BackGestureApp, name: String) -> PropertyResult<Scenario>
  {
    Property.check(
      name,
      Gen.scenarios(
        preset: app.follows, backButton: true, systems: [.ios18], honours: app.honours),
      configuration: PropertyConfiguration(cases: 300), environment: [:],
      describe: PolicyProperty.describe, AppProperty.body(app))
  }

  @Test("The journal's extensions are loaded: UIKit's classes conform in the whole process")
  @MainActor func extensionsLoaded() {
    let plain = UINavigationController(nibName: nil, bundle: nil)
    #expect((plain as Any) is any UINavigationBarDelegate)
    #expect((UIViewController() as Any) is any UIGestureRecognizerDelegate)
  }

  @Test("The weather app's back button pops as UIKit's does, the journal's extension loaded")
  @MainActor func weatherBackButton() throws {
    let scenario = try Scenario.parse(
      """
      backgesture-scenario 4
      device: phone 390x844 ltr
      preset: delegateInterceptor
      screen A
      screen B
      stack: A B
      steps:
      @0 back
      """, file: "weather.scenario"
    ).scenario
    let report = ScenarioCheck.run(scenario, app: WeatherApp())
    #expect(report.failure == nil, "\(report.failure?.description ?? "")")
  }

  @Test("An extension of UIKit's class answers the bar for no app, its own app included")
  @MainActor func extensionNotAsked() throws {
    let scenario = try Scenario.parse(
      """
      backgesture-scenario 4
      device: phone 390x844 ltr
      preset: privateHandler
      screen A
      screen B veto
      stack: A B
      steps:
      @0 back
      """, file: "journal.scenario"
    ).scenario
    // Spec [U15]: the journal's answer lives in an extension of UINavigationController,
    // which the host does not ask, so the tap pops the page being written, and
    // invariant 7 says so as [O6] words it.
    let failure = try #require(ScenarioCheck.run(scenario, app: JournalApp()).failure)
    #expect(failure.invariant == .settingsRespected)
    #expect(failure.stepIndex == 0)
    #expect(
      failure.detail
        == "the back button popped B: B vetoes being popped, which the back button must ask")
  }

  @Test("Each app passes its own check, with the other's code in the same process")
  @MainActor func eachPasses() {
    let weather = Self.check(WeatherApp(), name: "the weather app")
    #expect(weather.isSuccess, Comment(rawValue: PropertyReport.message(for: weather) ?? ""))
    let journal = AppProperty.check(JournalApp(), options: CheckOptions(cases: 300))
    #expect(journal.isSuccess, Comment(rawValue: PropertyReport.message(for: journal) ?? ""))
    let weatherAgain = AppProperty.check(
      WeatherApp(), options: CheckOptions(systems: [.ios18], cases: 300))
    #expect(
      weatherAgain.isSuccess, Comment(rawValue: PropertyReport.message(for: weatherAgain) ?? ""))
  }
}
