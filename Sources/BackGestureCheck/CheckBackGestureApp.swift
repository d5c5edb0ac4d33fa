import BackGestureApps
import BackGestureModel
import BackGestureRunner
import PropertyCore
import PropertyTesting

/// Checks your app's own back-gesture code on generated scenarios, and reports the
/// smallest one that breaks it to Swift Testing or XCTest.
///
/// The check builds each generated world out of your controllers (`BackGestureApp`'s
/// factories), giving them only what your app declares it honours
/// (`BackGestureApp.honours`: the screen settings your factory maps, the kinds of content
/// your code is written to meet; every other setting at its neutral default, no other
/// content), runs the scenario's touches and operations through them as UIKit would,
/// and holds them after every step to every invariant and to the liveness probes: a
/// back swipe that the screen's settings allow must begin, a scroll view must get its
/// pan, a control must keep its touch, your navigation state must follow the stack, and
/// your code must keep UIKit's rules. When `BackGestureApp.follows` names a preset, the
/// oracle runs that preset beside your app and every observable must agree.
///
/// ```swift
/// import BackGestureCheck
/// import Testing
///
/// @Test @MainActor func swipeBack() {
///   checkBackGestureApp(MyApp())
/// }
/// ```
///
/// The message is the one of ``checkBackGesturePolicy(_:options:name:function:fileID:filePath:line:column:)``:
/// the minimal counterexample as a scenario file, the broken invariant with the state
/// that shows it, the seed and a replay line.
///
/// - Parameters:
///   - app: Your app's factories.
///   - options: The space of scenarios and how many: presets (`nil` for
///     ``AppProperty/presets(for:)``), systems, page sheets, nested content, cases, steps
///     and seed (`CheckOptions`); 1000 scenarios of at most 12 steps by default.
///     `PROPERTY_CASES` and `PROPERTY_SEED` override the cases and the seed.
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
  options: CheckOptions = CheckOptions(),
  name: String? = nil,
  function: String = #function,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: Int = #column
) -> PropertyResult<Scenario> {
  let result = AppProperty.check(app, options: options, name: name)
  reportPropertyResult(
    result,
    at: CallSite(function: function, fileID: fileID, filePath: filePath, line: line, column: column)
  )
  return result
}
