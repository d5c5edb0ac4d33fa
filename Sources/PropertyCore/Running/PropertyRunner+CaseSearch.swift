/// The search of a run for a failing case, apart from running the body: which source
/// each case draws from, and what each evaluation means for the run.
///
/// `PropertyRunner.run` drives it with the synchronous body, and `Property.checkAsync`
/// with an `async` one awaited on the caller's isolation, so both check the same cases in
/// the same order and count them alike.
extension PropertyRunner {
  /// A run's progress through its generated cases.
  struct CaseSearch {
    /// The result so far: the seed and the statistics of the cases checked.
    var result: PropertyResult<Value>
    /// The configuration, with the environment applied.
    let settings: PropertyConfiguration
    /// The rejections after which the run gives up.
    let maximumRejections: Int
    /// The seeds of the random cases.
    var seeds: SplitMix64
    /// The cases drawn so far, rejected ones included.
    var attempt = 0

    /// What the run does after an evaluation.
    enum Step {
      /// Check the next case.
      case next
      /// The run is over; `result` says how it ended.
      case stop
      /// The case failed with this signature: shrink it.
      case shrink(FailureSignature)
    }

    /// Starts a search from a result that holds the run's seed.
    init(result: PropertyResult<Value>, settings: PropertyConfiguration) {
      self.result = result
      self.settings = settings
      let (tenPerCase, overflow) = settings.cases.multipliedReportingOverflow(by: 10)
      maximumRejections = settings.maximumRejections ?? (overflow ? .max : tenPerCase)
      seeds = SplitMix64(state: result.seed)
    }

    /// The source of the next case, or `nil` once enough valid cases passed.
    mutating func nextSource() -> ChoiceSource? {
      guard result.statistics.cases < settings.cases else { return nil }
      let source: ChoiceSource
      if attempt == 0 {
        source = ChoiceSource(replaying: [], padWithSimplest: true)
      } else {
        let size = min(100, result.statistics.cases * 100 / max(settings.cases - 1, 1))
        source = ChoiceSource(seed: seeds.next(), size: size)
        source.prefersEdgeCases = attempt <= PropertyRunner.edgeCaseAttempts
      }
      attempt += 1
      return source
    }

    /// Counts an evaluation of the case drawn from `source`.
    mutating func record(_ evaluation: Evaluation, from source: ChoiceSource) -> Step {
      if let misuse = evaluation.misuse {
        result.outcome = .invalidConfiguration(misuse.description)
        return .stop
      }
      switch evaluation.status {
      case .invalid:
        result.statistics.rejected += 1
        if let filter = source.rejectingFilter {
          result.statistics.rejectionsByFilter[filter, default: 0] += 1
        }
        guard result.statistics.rejected <= maximumRejections else {
          result.outcome = .gaveUp
          return .stop
        }
        return .next
      case .passed:
        PropertyRunner.count(evaluation.context, in: &result.statistics)
        return .next
      case .failed(let signature):
        result.statistics.cases += 1
        return .shrink(signature)
      }
    }

    /// The result of a run whose every case passed: failed only when a coverage floor
    /// was not met.
    func finished() -> PropertyResult<Value> {
      var result = result
      let shortfalls = result.statistics.floors.keys.sorted().compactMap {
        label -> CoverageShortfall? in
        let floor = result.statistics.floors[label]!
        let count = result.statistics.labelCounts[label] ?? 0
        guard !floor.isMet(count: count, total: result.statistics.cases) else { return nil }
        return CoverageShortfall(label: label, count: count, floor: floor)
      }
      if !shortfalls.isEmpty { result.outcome = .coverageNotMet(shortfalls) }
      return result
    }
  }
}
