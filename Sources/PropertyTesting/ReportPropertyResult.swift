import PropertyCore
import Testing
import XCTest

/// Reports a property's result to the test that is running: nothing when it passed, and
/// otherwise its message (`PropertyReport.message(for:testFilter:)`) as one issue at the
/// caller's location, in Swift Testing, or through `XCTFail` in an XCTest test.
///
/// Every check of this package reports through it; a check of your own built on
/// `Property.check` can too:
///
/// ```swift
/// let result = Property.check("sorted", Gen.array(of: Gen.int(in: 0...9))) { list in
///   guard list.sorted() == list.sorted().sorted() else { throw PropertyFailure("unstable") }
/// }
/// reportPropertyResult(
///   result, at: CallSite(function: #function, fileID: #fileID, filePath: #filePath,
///   line: #line, column: #column))
/// ```
///
/// - Parameters:
///   - result: The property's result.
///   - site: Where the check was called from.
/// - Returns: Whether an issue was recorded.
@discardableResult
public func reportPropertyResult<Value>(_ result: PropertyResult<Value>, at site: CallSite) -> Bool
{
  guard let message = PropertyReport.message(for: result, testFilter: site.testName) else {
    return false
  }
  if Test.current != nil {
    let location = SourceLocation(
      fileID: site.fileID, filePath: String(describing: site.filePath), line: Int(site.line),
      column: site.column)
    Issue.record(Comment(rawValue: message), sourceLocation: location)
  } else {
    XCTFail(message, file: site.filePath, line: site.line)
  }
  return true
}
