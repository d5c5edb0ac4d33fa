import BackGestureCheck
import XCTest

/// The XCTest form: the same call, the same message, through `XCTFail` at the caller's line.
final class CheckBackGesturePolicyXCTests: XCTestCase {
  private var failures: [(description: String, line: Int)] = []
  private var capturing = false

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    if capturing {
      failures.append((description, lineNumber))
    } else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  func testFailureArrivesThroughXCTFail() {
    capturing = true
    let line = #line + 1
    let result = checkBackGesturePolicy(
      RootlessEdgePolicy(), options: CheckOptions(maximumSteps: 4))
    capturing = false
    XCTAssertFalse(result.isSuccess)
    XCTAssertEqual(failures.map(\.line), [line])
    // XCTest on Linux prefixes the description with "failed - ".
    let expected =
      "failed - "
      + CheckBackGesturePolicyTests.followsNoPresetMessage.replacingOccurrences(
        of: "--filter followsNoPreset", with: "--filter testFailureArrivesThroughXCTFail")
    let actual = trimmedLines(failures.first?.description ?? "")
    let mismatch = firstMismatch(
      actual, expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    XCTAssertNil(
      mismatch, "line \((mismatch ?? 0) + 1) differs:\n\(actual.joined(separator: "\n"))")
  }

  func testPassingPolicyRecordsNothing() {
    capturing = true
    let result = checkBackGesturePolicy(
      HandWrittenFullscreenPolicy(), options: CheckOptions(cases: 200))
    capturing = false
    XCTAssertTrue(failures.isEmpty)
    XCTAssertTrue(result.isSuccess)
  }
}
