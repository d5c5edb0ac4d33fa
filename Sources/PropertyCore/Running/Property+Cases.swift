/// Checking a property's cases by index, so one run can be split into stretches that
/// run on several threads and are merged in index order.
///
/// In a run of `cases` cases from a seed, case `index` is drawn from a source that
/// depends on that index alone: case 0 is the simplest value; case `i` draws from the
/// `i`-th seed of the run's SplitMix64 stream, with the size hint `i * 100 / (cases - 1)`,
/// and prefers edge cases while `i` is at most 10. That is exactly the source
/// `Property.check` gives its `i`-th case when the generator rejects nothing, so
/// checking the stretches `0..<k` and `k..<n` and merging them in order checks the same
/// cases and stops at the same first failure.
///
/// ```swift
/// let first = Property.checkCases("p", generator, cases: 200, seed: 7, indices: 0..<100, body)
/// let second = Property.checkCases("p", generator, cases: 200, seed: 7, indices: 100..<200, body)
/// ```
extension Property {
  /// What a stretch of cases found: the cases checked, their labels, and the first
  /// failing case, where the stretch stopped.
  package struct CaseStretch: Sendable, Hashable {
    /// The valid cases checked, a failing one included.
    package var checked = 0
    /// The cases whose generation was rejected (an overrun or a filter).
    package var rejected = 0
    /// How many passing cases carried each label.
    package var labelCounts: [String: Int] = [:]
    /// The index of the first failing case, if one failed.
    package var failingIndex: Int?

    /// Creates an empty stretch.
    package init() {}
  }

  /// Checks the cases at some indices of a run, in order, until one fails.
  ///
  /// Coverage floors are not judged here: a stretch only counts labels.
  ///
  /// - Parameters:
  ///   - name: The property's name.
  ///   - generator: The generator of cases.
  ///   - cases: The number of cases of the whole run; it sets each case's size hint.
  ///   - seed: The run's seed.
  ///   - indices: The cases to check, within `0..<cases`.
  ///   - body: The property.
  package static func checkCases<Value>(
    _ name: String, _ generator: Generator<Value>, cases: Int, seed: UInt64,
    indices: Range<Int>, _ body: (Value, PropertyContext) throws -> Void
  ) -> CaseStretch {
    withoutActuallyEscaping(body) { body in
      let runner = PropertyRunner(
        name: name, generator: generator, describe: { _ in "" }, body: body)
      var stretch = CaseStretch()
      for index in indices {
        let evaluation = runner.evaluate(caseSource(index, of: cases, seed: seed))
        switch evaluation.status {
        case .invalid:
          stretch.rejected += 1
        case .passed:
          stretch.checked += 1
          for label in evaluation.context.labels { stretch.labelCounts[label, default: 0] += 1 }
        case .failed:
          stretch.checked += 1
          stretch.failingIndex = index
          return stretch
        }
      }
      return stretch
    }
  }

  /// Checks the case at one index of a run again and shrinks it, as the run that found
  /// it failing would have.
  ///
  /// - Parameters:
  ///   - caseNumber: The number of the valid case in its run, counting from one; it is
  ///     reported as the case that failed.
  ///   - configuration: The shrink budget and whether to shrink; its cases, seed and
  ///     replay are not used.
  /// - Returns: A result whose statistics count the one case: `.failed` (or `.flaky`)
  ///   with the minimal counterexample, or `.invalidConfiguration` when the case no
  ///   longer fails.
  package static func shrinkCase<Value>(
    _ name: String, _ generator: Generator<Value>, cases: Int, seed: UInt64, index: Int,
    caseNumber: Int, configuration: PropertyConfiguration = PropertyConfiguration(),
    describe: (Value) -> String = { String(describing: $0) },
    _ body: (Value, PropertyContext) throws -> Void
  ) -> PropertyResult<Value> {
    withoutActuallyEscaping(describe) { describe in
      withoutActuallyEscaping(body) { body in
        let runner = PropertyRunner(
          name: name, generator: generator, describe: describe, body: body)
        var result = PropertyResult<Value>(
          name: name, seed: seed, statistics: PropertyStatistics(), outcome: .passed)
        result.statistics.cases = 1
        let evaluation = runner.evaluate(caseSource(index, of: cases, seed: seed))
        guard case .failed(let signature) = evaluation.status else {
          result.outcome = .invalidConfiguration(
            "case \(index) of seed \(seed) no longer fails: the property depends on something "
              + "besides its input")
          return result
        }
        result.outcome = runner.shrink(
          evaluation, signature: signature, caseNumber: caseNumber, settings: configuration)
        return result
      }
    }
  }

  /// The source of the case at an index of a run of `cases` cases from a seed.
  static func caseSource(_ index: Int, of cases: Int, seed: UInt64) -> ChoiceSource {
    guard index > 0 else { return ChoiceSource(replaying: [], padWithSimplest: true) }
    var seeds = SplitMix64(state: seed &+ UInt64(index - 1) &* 0x9E37_79B9_7F4A_7C15)
    let size = min(100, index * 100 / max(cases - 1, 1))
    let source = ChoiceSource(seed: seeds.next(), size: size)
    source.prefersEdgeCases = index <= PropertyRunner<Void>.edgeCaseAttempts
    return source
  }
}
