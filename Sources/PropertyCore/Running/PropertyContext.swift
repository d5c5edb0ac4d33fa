/// What a property body can tell the runner about the case it is checking.
///
/// Labels classify cases; the result counts them. Coverage floors turn
/// those counts into requirements: a run that does not reach a floor fails,
/// which proves the property was not checked vacuously.
///
/// ```swift
/// Property.check("sorting", Gen.array(of: Gen.int(in: 0...9))) { list, context in
///   context.cover(list.isEmpty, "empty", minimumCount: 1)
///   context.cover(list.count > 5, "long", minimumPercent: 10)
///   #expect(list.sorted().count == list.count)
/// }
/// ```
public final class PropertyContext {
  /// Whether this run is the final re-run of the minimal counterexample.
  public let isMinimalRun: Bool

  var labels: Set<String> = []
  var floors: [String: CoverageFloor] = [:]

  init(isMinimalRun: Bool = false) {
    self.isMinimalRun = isMinimalRun
  }

  /// Returns a context for re-running a minimal counterexample by hand.
  public static func minimalRun() -> PropertyContext {
    PropertyContext(isMinimalRun: true)
  }

  /// Counts the current case under a label.
  public func label(_ name: String) {
    labels.insert(name)
  }

  /// Counts the current case under a label when the condition holds.
  public func classify(_ condition: Bool, _ name: String) {
    if condition { labels.insert(name) }
  }

  /// Counts the case under a label, requiring at least a share of all cases.
  ///
  /// - Parameters:
  ///   - condition: Whether the current case belongs under the label.
  ///   - name: The label.
  ///   - minimumPercent: The smallest share of valid cases, in percent.
  public func cover(_ condition: Bool, _ name: String, minimumPercent: Int) {
    floors[name] = .percent(minimumPercent)
    classify(condition, name)
  }

  /// Counts the case under a label, requiring at least a number of cases.
  public func cover(_ condition: Bool, _ name: String, minimumCount: Int) {
    floors[name] = .count(minimumCount)
    classify(condition, name)
  }
}

/// The least a label must be reached for a run to pass.
public enum CoverageFloor: Sendable, Hashable, CustomStringConvertible {
  /// At least this many percent of the valid cases.
  case percent(Int)
  /// At least this many cases.
  case count(Int)

  /// Whether `count` cases out of `total` meet the floor.
  public func isMet(count: Int, total: Int) -> Bool {
    switch self {
    case .percent(let percent): count * 100 >= percent * total
    case .count(let minimum): count >= minimum
    }
  }

  /// The text shown to a person.
  public var description: String {
    switch self {
    case .percent(let percent): "\(percent)%"
    case .count(let minimum): minimum == 1 ? "1 case" : "\(minimum) cases"
    }
  }
}
