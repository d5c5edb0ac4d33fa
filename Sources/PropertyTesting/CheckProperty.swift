import PropertyCore
import Testing
import XCTest

/// Checks a property and reports a failure to Swift Testing or XCTest.
///
/// The body may be synchronous or `async`; it runs on the caller's
/// isolation, one case at a time.
///
/// Inside a Swift Testing test, a case fails when the body throws or
/// records an issue (`#expect`, `#require`, `Issue.record`). Issues recorded
/// while cases run and shrink are suppressed; the minimal counterexample is
/// then run once more with its issues visible, at their own source
/// locations, and one summary issue is recorded at the caller's location.
/// Suppression uses `IssueHandlingTrait.compactMapIssues` scoped around the
/// run. Inside an XCTest test the body fails by throwing, and the summary
/// is reported with `XCTFail` at the caller's file and line. The caller's
/// location is taken from `#fileID`, `#filePath`, `#line` and `#column`
/// rather than `#_sourceLocation`, so XCTest files need not import Testing.
///
/// ```swift
/// @Test("Reversing twice gives the list back")
/// func reverseTwice() async {
///   await checkProperty(Gen.array(of: Gen.int(in: 0...9))) { list, context in
///     context.cover(list.isEmpty, "empty", minimumCount: 1)
///     #expect(Array(list.reversed().reversed()) == list)
///   }
/// }
/// ```
///
/// - Parameters:
///   - generator: The generator of cases.
///   - name: The property's name; the test function's name by default. It
///     derives the default seed and scopes replay tokens.
///   - configuration: Cases, seed and shrink budget; the environment
///     variables described in `PropertyConfiguration` override it.
///   - describe: How values are rendered; `String(describingForTest:)` by default.
///   - function: The calling function, used for the default name.
///   - fileID: The caller's file identifier.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
///   - isolation: The actor the body runs on; the caller's by default.
///   - body: The property.
/// - Returns: The structured result, for inspecting statistics.
@discardableResult
public func checkProperty<Value>(
  _ generator: Generator<Value>,
  name: String? = nil,
  configuration: PropertyConfiguration = PropertyConfiguration(),
  describe: @escaping (Value) -> String = { String(describingForTest: $0) },
  function: String = #function,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: Int = #column,
  isolation: isolated (any Actor)? = #isolation,
  _ body: (Value, PropertyContext) async throws -> Void
) async -> PropertyResult<Value> {
  let site = CallSite(
    function: function, fileID: fileID, filePath: filePath, line: line, column: column)
  let propertyName = name ?? site.testName
  let sourceLocation = SourceLocation(
    fileID: fileID, filePath: String(describing: filePath), line: Int(line), column: column)
  guard let test = Test.current else {
    let result = await Property.checkAsync(
      propertyName, generator, configuration: configuration, describe: describe, body)
    reportPropertyResult(result, at: site)
    return result
  }
  let counter = IssueCounter()
  let handler = IssueHandlingTrait.compactMapIssues { counter.suppress($0) }
  // The body runs on the caller's isolation, one case at a time, inside the
  // scope; nothing here runs concurrently with it.
  nonisolated(unsafe) let unsafeBody = body
  nonisolated(unsafe) let unsafeDescribe = describe
  nonisolated(unsafe) var outcome: PropertyResult<Value>?
  do {
    try await handler.provideScope(for: test, testCase: Test.Case.current) {
      outcome = await Property.checkAsync(
        propertyName, generator, configuration: configuration, describe: unsafeDescribe,
        isolation: isolation
      ) { value, context in
        counter.reset()
        nonisolated(unsafe) let value = value
        nonisolated(unsafe) let context = context
        do {
          try await unsafeBody(value, context)
        } catch {
          // `#require` records an issue and throws; the issue says where.
          if let issue = counter.firstIssue { throw PropertyFailure(describing: issue) }
          throw error
        }
        if let issue = counter.firstIssue { throw PropertyFailure(describing: issue) }
      }
    }
  } catch {
    Issue.record(error, sourceLocation: sourceLocation)
  }
  guard let result = outcome else {
    return PropertyResult(
      name: propertyName, seed: configuration.seed ?? Property.defaultSeed(for: propertyName),
      statistics: PropertyStatistics(),
      outcome: .invalidConfiguration("the issue-handling scope did not run the property"))
  }
  if case .failed(let failure) = result.outcome {
    do {
      try await body(failure.minimal.value, PropertyContext.minimalRun())
    } catch is ExpectationFailedError {
      // `#require` already recorded its issue at its own location.
    } catch {
      Issue.record(error, "Thrown by the minimal counterexample", sourceLocation: sourceLocation)
    }
  }
  reportPropertyResult(result, at: site)
  return result
}

/// Checks a property whose body fails by throwing or recording issues.
@discardableResult
public func checkProperty<Value>(
  _ generator: Generator<Value>,
  name: String? = nil,
  configuration: PropertyConfiguration = PropertyConfiguration(),
  describe: @escaping (Value) -> String = { String(describingForTest: $0) },
  function: String = #function,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: Int = #column,
  isolation: isolated (any Actor)? = #isolation,
  _ body: (Value) async throws -> Void
) async -> PropertyResult<Value> {
  await checkProperty(
    generator, name: name, configuration: configuration, describe: describe, function: function,
    fileID: fileID, filePath: filePath, line: line, column: column, isolation: isolation
  ) { value, _ in try await body(value) }
}

extension PropertyFailure {
  /// Creates a failure from an issue, identified by the issue's location.
  init(describing issue: Issue) {
    let location = issue.sourceLocation
    let comments = issue.comments.map { "\n" + $0.rawValue }.joined()
    self.init(
      "\(issue.kind)\(comments)", fileID: location?.fileID ?? "unknown",
      line: location?.line ?? 0)
  }
}
