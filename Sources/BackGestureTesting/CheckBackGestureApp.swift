import BackGestureApps
import BackGestureCheck
import BackGestureModel
import PropertyCore
import Testing
import XCTest

/// Checks your app's own back-gesture code on generated scenarios, and reports the
/// smallest one that breaks it to Swift Testing or XCTest.
///
/// The check builds each generated world out of your controllers (`BackGestureApp`'s
/// factories), runs the scenario's touches and operations through them as UIKit would,
/// and holds them after every step to every invariant and to the liveness probes: a
/// back swipe that the screen's settings allow must begin, a scroll view must get its
/// pan, a control must keep its touch, your navigation state must follow the stack, and
/// your code must keep UIKit's rules. When `BackGestureApp.follows` names a preset, the
/// oracle runs that preset beside your app and every observable must agree.
///
/// ```swift
/// import BackGestureTesting
/// import Testing
///
/// @Test @MainActor func swipeBack() {
///   checkBackGestureApp(MyApp())
/// }
/// ```
///
/// The message is the one of ``checkBackGesturePolicy(_:presets:cases:maximumSteps:systems:sheets:nested:name:function:fileID:filePath:line:column:)``:
/// the minimal counterexample as a scenario file, the broken invariant with the state
/// that shows it, the seed and a replay line.
///
/// - Parameters:
///   - app: Your app's factories.
///   - presets: The presets whose worlds are drawn; `nil` for ``AppProperty/presets(for:)``.
///   - cases: The number of scenarios; 1000 by default. `PROPERTY_CASES` overrides it.
///   - maximumSteps: The most steps a scenario has; 12 by default.
///   - systems: The systems the worlds run on (`ios18`, `ios26`); both by default, each
///     world drawing its own.
///   - sheets: Whether presentations may also be page sheets, which a finger may pull
///     down to dismiss (spec [N6], [N7]); off by default, so that a suite's scenarios
///     stay the same from one release to the next.
///   - nested: Whether screens may also hold nested content: scroll views that hold
///     items, pagers, table cells with swipe actions, and scroll views that wait for the
///     back recognizers, make them wait or recognise with them (spec [C5] to [C7]); off
///     by default, for the same reason.
///   - name: The property's name; ``AppProperty/name(of:)`` by default.
///   - function: The calling function, used in the replay line's `--filter`.
///   - fileID: The caller's file identifier.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
/// - Returns: The structured result.
@MainActor
@discardableResult
public func checkBackGestureApp(
  _ app: some BackGestureApp,
  presets: [Preset]? = nil,
  cases: Int = 1000,
  maximumSteps: Int = 12,
  systems: [OperatingSystem] = OperatingSystem.allCases,
  sheets: Bool = false,
  nested: Bool = false,
  name: String? = nil,
  function: String = #function,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: Int = #column
) -> PropertyResult<Scenario> {
  let result = Property.check(
    name ?? AppProperty.name(of: app),
    PolicyProperty.generator(
      presets: presets ?? AppProperty.presets(for: app), maximumSteps: maximumSteps,
      systems: systems, sheets: sheets, nested: nested),
    configuration: PropertyConfiguration(cases: cases),
    describe: PolicyProperty.describe,
    AppProperty.body(app))
  let testName = String(function.prefix { $0 != "(" })
  guard let message = PropertyReport.message(for: result, testFilter: testName) else {
    return result
  }
  if Test.current != nil {
    let location = SourceLocation(
      fileID: fileID, filePath: String(describing: filePath), line: Int(line), column: column)
    Issue.record(Comment(rawValue: message), sourceLocation: location)
  } else {
    XCTFail(message, file: filePath, line: line)
  }
  return result
}
