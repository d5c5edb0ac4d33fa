import PropertyCore
import PropertyTesting
import XCTest

/// The XCTest side of the reporting layer: failures arrive through `XCTFail`.
final class CheckPropertyXCTests: XCTestCase {
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

  func testFailureIsReportedAtTheCallersLine() async {
    capturing = true
    let line = #line + 1
    let result = await checkProperty(
      Gen.int(in: 0...1_000), name: "xctest", configuration: .withoutShrinkDeadline
    ) { value in
      if value > 10 { throw PropertyFailure("too big") }
    }
    capturing = false
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(failures.first?.line, line)
    XCTAssertEqual(result.failure?.minimal.value, 11)
    XCTAssertTrue(failures.first?.description.contains("Property \"xctest\" failed after") == true)
    XCTAssertTrue(
      failures.first?.description.contains(
        "swift test --filter testFailureIsReportedAtTheCallersLine") == true)
  }

  func testPassingPropertyRecordsNothing() async {
    capturing = true
    let result = await checkProperty(Gen.bool) { _ in }
    capturing = false
    XCTAssertTrue(failures.isEmpty)
    XCTAssertTrue(result.isSuccess)
  }
}
