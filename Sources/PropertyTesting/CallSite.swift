/// Where a check was called from: the test function, for the replay line's `--filter`, and
/// the source location an issue is recorded at.
///
/// A check function takes `#function`, `#fileID`, `#filePath`, `#line` and `#column` as
/// defaulted parameters and passes them here, so that XCTest files need not import Testing.
public struct CallSite: Sendable {
  /// The calling function, as `#function` gives it.
  public var function: String
  /// The caller's file identifier.
  public var fileID: String
  /// The caller's file path.
  public var filePath: StaticString
  /// The caller's line.
  public var line: UInt
  /// The caller's column.
  public var column: Int

  /// Creates a call site from the caller's magic literals.
  public init(function: String, fileID: String, filePath: StaticString, line: UInt, column: Int) {
    self.function = function
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// The test function's name without its parameters: what `swift test --filter` takes.
  public var testName: String { String(function.prefix { $0 != "(" }) }
}
