import PropertyCore
import PropertyTesting
import Synchronization
import Testing

@Suite struct CheckPropertyTests {
  /// Runs the body and returns the descriptions of the issues it recorded.
  ///
  /// The issues are collected by an issue handler around the body and then
  /// dropped, so they do not fail the test that gathers them.
  func gatherIssues(_ body: @escaping @Sendable () async -> Void) async throws -> [String] {
    let issues = Mutex<[String]>([])
    let handler = IssueHandlingTrait.compactMapIssues { issue in
      issues.withLock { $0.append(String(describing: issue)) }
      return nil
    }
    try await handler.provideScope(for: Test.current!, testCase: Test.Case.current) {
      await body()
    }
    return issues.withLock { $0 }
  }

  @Test("A passing property records no issue and returns its statistics")
  func passing() async {
    let result = await checkProperty(Gen.int(in: 0...9)) { value, context in
      context.classify(value < 5, "small")
      #expect(value <= 9)
    }
    #expect(result.isSuccess)
    #expect(result.name == "passing")
    #expect(result.statistics.labelCounts["small", default: 0] > 0)
  }

  @Test("Expectation failures count, shrink quietly, and show once for the minimal case")
  func expectationFailures() async throws {
    let issues = try await gatherIssues {
      await checkProperty(
        Gen.array(of: Gen.int(in: 0...100)), configuration: .withoutShrinkDeadline
      ) { list in
        #expect(list.count < 3)
      }
    }
    #expect(issues.count == 2, "\(issues)")
    #expect(issues.first?.contains("(list.count → 3) < 3") == true)
    #expect(issues.last?.contains("Property \"expectationFailures\" failed after") == true)
    #expect(issues.last?.contains("Minimal counterexample:\n  [0, 0, 0]") == true)
    #expect(issues.last?.contains("swift test --filter expectationFailures") == true)
  }

  @Test("Thrown errors fail the property")
  func thrownErrors() async throws {
    let issues = try await gatherIssues {
      await checkProperty(
        Gen.int(in: 0...1_000), name: "thrown", configuration: .withoutShrinkDeadline
      ) {
        value in
        if value > 10 { throw PropertyFailure("too big") }
      }
    }
    #expect(issues.count == 2)
    #expect(issues.last?.contains("Minimal counterexample:\n  11\nError: too big") == true)
  }
}

extension CheckPropertyTests {
  @Test("Async bodies run on the caller's actor and shrink like synchronous ones")
  @MainActor func asyncBodies() async throws {
    let issues = try await gatherIssues { @MainActor in
      await checkProperty(
        Gen.int(in: 0...1_000), name: "async", configuration: .withoutShrinkDeadline
      ) { value in
        MainActor.assertIsolated()
        await Task.yield()
        #expect(value < 10)
      }
    }
    #expect(issues.count == 2)
    #expect(issues.last?.contains("Minimal counterexample:\n  10\n") == true)
  }

  @Test("The summary issue is recorded at the caller's line")
  func callerLocation() async throws {
    let lines = Mutex<[Int]>([])
    let handler = IssueHandlingTrait.compactMapIssues { issue in
      lines.withLock { $0.append(issue.sourceLocation?.line ?? 0) }
      return nil
    }
    let line = #line + 2
    try await handler.provideScope(for: Test.current!, testCase: Test.Case.current) {
      await checkProperty(Gen.int(in: 0...9), name: "located") { value in
        if value > 3 { throw PropertyFailure("large") }
      }
    }
    #expect(lines.withLock { $0 }.last == line)
  }
}

extension CheckPropertyTests {
  @Test("A failing #require shows once for the minimal case, without a second error")
  func requireFailures() async throws {
    let issues = try await gatherIssues {
      await checkProperty(
        Gen.int(in: 0...1_000), name: "required", configuration: .withoutShrinkDeadline
      ) { value in
        try #require(value < 10)
      }
    }
    #expect(issues.count == 2, "\(issues)")
    #expect(issues.last?.contains("Minimal counterexample:\n  10\n") == true)
  }
}

extension PropertyConfiguration {
  /// The default configuration with no wall-clock limit on shrinking, so a minimal value
  /// these tests compare does not depend on the machine's load (a loaded machine ran out
  /// of the default 60 s while shrinking in parallel with the other suites).
  static var withoutShrinkDeadline: PropertyConfiguration {
    var configuration = PropertyConfiguration()
    configuration.shrinkBudget = ShrinkBudget(maximumDuration: .seconds(86_400))
    return configuration
  }
}
