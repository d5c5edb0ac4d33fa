import BackGestureEngine
import BackGestureGenerators
import BackGestureInvariants
import BackGestureModel
import BackGestureRunner
import PropertyCore
import PropertyTesting

/// Checks your own back-gesture policy on generated scenarios, and reports the smallest
/// one that breaks it to Swift Testing or XCTest.
///
/// Every scenario runs your policy in the reference engine, and the check holds it to
/// what `BackGesturePolicy.follows` claims:
/// - a preset: every invariant, and agreement with the oracle running that preset on
///   every observable after every step;
/// - `nil`: the invariants that need no preset (`ScenarioCheck.run(_:policy:)`
///   lists what that skips).
///
/// The worlds come from ``PolicyProperty/presets(for:)`` unless the options name
/// `presets`: the followed preset's worlds; for a policy that follows none, the worlds of
/// the preset its `BackGesturePolicy.base` is, or of every preset when the base was
/// changed.
///
/// On failure it records one issue at your call, in the format of PropertyTesting's
/// `checkProperty`:
/// the property (your policy's type and the claim), the minimal counterexample as a
/// scenario file, the broken invariant with the state that shows it, the original
/// counterexample, the seed, and a `PROPERTY_REPLAY=… swift test --filter …` line that
/// reruns exactly that case. `PROPERTY_SEED` and `PROPERTY_CASES` override the seed and
/// the number of cases.
///
/// ```swift
/// import BackGestureCheck
/// import CustomPolicy
/// import Testing
///
/// @Test func sketchbookBackGesture() {
///   checkBackGesturePolicy(SketchbookBackGesture())
/// }
/// ```
///
/// With the bug of `Examples/CustomPolicy` switched on (the swipe skips the "unsaved
/// strokes" veto), `swift test` prints (the start of the real output; the whole message
/// is in that example's README):
///
/// ```text
/// ✘ Test sketchbookBackGesture() recorded an issue at SketchbookBackGestureTests.swift:6:25: Issue recorded
/// ↳ Property "SketchbookBackGesture keeps every invariant and follows fdFullscreen" failed after 17 cases.
///
///   Minimal counterexample:
///     backgesture-scenario 4
///     device: phone 390x844 ltr
///     preset: fdFullscreen
///
///     screen A
///       slider frame=0,100,390,200
///       hscroll frame=0,100,390,200 content=780 bounces=no
///     screen B veto
///     stack: A B
///
///     steps:
///     @16 down 1 at 5,422
///     @32 move 1 to 16,422
///     @48 up 1
///
///   Error: invariant 7 (per-screen settings are respected) broken after step 2 '@32 move 1 to 16,422'
///     the pan began on B, which fdFullscreen's rule veto refuses: B vetoes being popped
/// ```
///
/// In an XCTest test case the same call reports through `XCTFail`:
///
/// ```swift
/// final class SketchbookTests: XCTestCase {
///   func testBackGesture() {
///     checkBackGesturePolicy(SketchbookBackGesture())
///   }
/// }
/// ```
///
/// Save the counterexample as a `.scenario` file and `swift run backgesture run` it to
/// see the trace step by step.
///
/// - Parameters:
///   - policy: Your policy.
///   - options: The space of scenarios and how many: presets, systems, page sheets,
///     nested content, cases, steps and seed (`CheckOptions`); 1000 scenarios of at most
///     12 steps in the default worlds by default. A policy that follows a preset is judged
///     by that preset in every world, so leave its presets `nil`. `PROPERTY_CASES` and
///     `PROPERTY_SEED` override the cases and the seed.
///   - name: The property's name; ``PolicyProperty/name(of:)`` by default. It heads
///     the message, derives the default seed and scopes replay tokens.
///   - function: The calling function, used in the replay line's `--filter`.
///   - fileID: The caller's file identifier.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
/// - Returns: The structured result: statistics with every coverage fact as a label,
///   and the failure, if any.
@discardableResult
public func checkBackGesturePolicy(
  _ policy: some BackGesturePolicy,
  options: CheckOptions = CheckOptions(),
  name: String? = nil,
  function: String = #function,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: Int = #column
) -> PropertyResult<Scenario> {
  let result = PolicyProperty.check(policy, options: options, name: name)
  reportPropertyResult(
    result,
    at: CallSite(function: function, fileID: fileID, filePath: filePath, line: line, column: column)
  )
  return result
}
