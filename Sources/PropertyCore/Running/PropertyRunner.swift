/// The engine behind the `Property.check` functions.
///
/// It generates cases, detects failures and flakiness, shrinks, and counts
/// labels, always through one evaluation function so every run of the body
/// is treated alike.
struct PropertyRunner<Value> {
  let name: String
  let generator: Generator<Value>
  let describe: (Value) -> String
  let body: (Value, PropertyContext) throws -> Void

  /// How many cases after the simplest one favour edge cases.
  static var edgeCaseAttempts: Int { 10 }

  /// One run of the body on the choices a source gives.
  struct Evaluation {
    var status: ShrinkRun.Status
    var value: Value?
    var error: (any Error)?
    var choices: [Choice]
    var spans: [Span]
    var context: PropertyContext
    /// A generator's complaint about its own arguments, if one was drawn from.
    var misuse: GeneratorMisuse?

    var run: ShrinkRun { ShrinkRun(status: status, choices: choices, spans: spans) }
  }

  func evaluate(_ source: ChoiceSource, isMinimalRun: Bool = false) -> Evaluation {
    let context = PropertyContext(isMinimalRun: isMinimalRun)
    var evaluation = Evaluation(
      status: .invalid, value: nil, error: nil, choices: [], spans: [], context: context)
    do {
      let value = try generator.generate(from: source)
      evaluation.value = value
      do {
        try body(value, context)
        evaluation.status = .passed
      } catch {
        evaluation.error = error
        evaluation.status = .failed(FailureSignature(of: error))
      }
    } catch {
      evaluation.status = .invalid
      evaluation.misuse = error as? GeneratorMisuse
    }
    evaluation.choices = source.choices
    evaluation.spans = source.spans
    return evaluation
  }

  /// Runs the body on a value alone, as the shrinker does after generating it.
  func test(_ value: Value) -> ShrinkRun.Status {
    do {
      try body(value, PropertyContext())
      return .passed
    } catch {
      return .failed(FailureSignature(of: error))
    }
  }

  func replay(_ values: [Int64], isMinimalRun: Bool = false) -> Evaluation {
    evaluate(ChoiceSource(replaying: values), isMinimalRun: isMinimalRun)
  }

  func run(
    configuration: PropertyConfiguration, environment: [String: String]
  ) -> PropertyResult<Value> {
    let defaultSeed = Property.defaultSeed(for: name)
    let settings: PropertyConfiguration
    do {
      settings = try configuration.applying(environment: environment)
    } catch {
      return PropertyResult(
        name: name, seed: configuration.seed ?? defaultSeed, statistics: PropertyStatistics(),
        outcome: .invalidConfiguration(String(describing: error)))
    }
    let seed = settings.seed ?? defaultSeed
    var result = PropertyResult<Value>(
      name: name, seed: seed, statistics: PropertyStatistics(), outcome: .passed)
    if let text = settings.replay {
      do {
        let token = try ReplayToken(parsing: text)
        if token.belongs(to: name) {
          return runReplay(token, into: result)
        }
      } catch {
        result.outcome = .invalidConfiguration(String(describing: error))
        return result
      }
    }
    let (tenPerCase, overflow) = settings.cases.multipliedReportingOverflow(by: 10)
    let maximumRejections = settings.maximumRejections ?? (overflow ? .max : tenPerCase)
    var seeds = SplitMix64(state: seed)
    var attempt = 0
    while result.statistics.cases < settings.cases {
      let source: ChoiceSource
      if attempt == 0 {
        source = ChoiceSource(replaying: [], padWithSimplest: true)
      } else {
        let size = min(100, result.statistics.cases * 100 / max(settings.cases - 1, 1))
        source = ChoiceSource(seed: seeds.next(), size: size)
        source.prefersEdgeCases = attempt <= Self.edgeCaseAttempts
      }
      attempt += 1
      let evaluation = evaluate(source)
      if let misuse = evaluation.misuse {
        result.outcome = .invalidConfiguration(misuse.description)
        return result
      }
      switch evaluation.status {
      case .invalid:
        result.statistics.rejected += 1
        if let filter = source.rejectingFilter {
          result.statistics.rejectionsByFilter[filter, default: 0] += 1
        }
        if result.statistics.rejected > maximumRejections {
          result.outcome = .gaveUp
          return result
        }
      case .passed:
        count(evaluation.context, in: &result.statistics)
      case .failed(let signature):
        result.statistics.cases += 1
        result.outcome = shrink(
          evaluation, signature: signature, caseNumber: result.statistics.cases,
          settings: settings)
        return result
      }
    }
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

  func count(_ context: PropertyContext, in statistics: inout PropertyStatistics) {
    statistics.cases += 1
    for label in context.labels { statistics.labelCounts[label, default: 0] += 1 }
    statistics.floors.merge(context.floors) { _, new in new }
  }

  func runReplay(_ token: ReplayToken, into result: PropertyResult<Value>) -> PropertyResult<Value>
  {
    var result = result
    result.statistics.isReplay = true
    let source = ChoiceSource(replaying: token.values)
    let evaluation = evaluate(source, isMinimalRun: true)
    if let misuse = evaluation.misuse {
      result.outcome = .invalidConfiguration(misuse.description)
      return result
    }
    guard evaluation.status != .invalid, !source.isMisaligned else {
      result.outcome = .invalidConfiguration(
        "The replay token \(token) no longer decodes under this property's generator; run without \(PropertyConfiguration.Variable.replay) to find a new counterexample."
      )
      return result
    }
    count(evaluation.context, in: &result.statistics)
    if case .failed(let signature) = evaluation.status, let value = evaluation.value {
      let example = Counterexample(
        value: value, choices: evaluation.choices, rendering: describe(value))
      result.outcome = .failed(
        PropertyFailureDetails(
          caseNumber: 1, original: example, minimal: example,
          error: render(evaluation.error), signature: signature, improvements: 0,
          evaluations: 0, generations: 0, limitReached: nil,
          replayToken: ReplayToken(property: name, values: evaluation.choices.map(\.value))))
    }
    return result
  }

  func render(_ error: (any Error)?) -> String {
    guard let error else { return "" }
    if error is PropertyFailure { return String(describing: error) }
    return "\(String(reflecting: type(of: error))): \(String(describing: error))"
  }

  func shrink(
    _ failing: Evaluation, signature: FailureSignature, caseNumber: Int,
    settings: PropertyConfiguration
  ) -> PropertyResult<Value>.Outcome {
    // A case only fails after its value was generated, so the value is there.
    let original = Counterexample(
      value: failing.value!, choices: failing.choices, rendering: describe(failing.value!))
    let again = replay(failing.choices.map(\.value))
    var minimalRun = failing.run
    var improvements = 0
    var evaluations = 0
    var generations = 0
    var limit: ShrinkBudget.Limit?
    if again.status == .failed(signature) && settings.shrinks {
      let shrinker = Shrinker(
        failing: failing.run, signature: signature, budget: settings.shrinkBudget,
        generate: { source in try? self.generator.generate(from: source) },
        test: { value in self.test(value) })
      shrinker.shrink()
      minimalRun = shrinker.best
      improvements = shrinker.improvements
      evaluations = shrinker.evaluations
      generations = shrinker.generations
      limit = shrinker.limitReached
    }
    let final = replay(minimalRun.values, isMinimalRun: true)
    let minimalValue = final.value ?? failing.value!
    let details = PropertyFailureDetails(
      caseNumber: caseNumber, original: original,
      minimal: Counterexample(
        value: minimalValue, choices: minimalRun.choices, rendering: describe(minimalValue)),
      error: render(final.error ?? failing.error), signature: signature,
      improvements: improvements, evaluations: evaluations, generations: generations,
      limitReached: limit,
      replayToken: ReplayToken(property: name, values: minimalRun.values))
    guard again.status == .failed(signature), final.status == .failed(signature) else {
      return .flaky(details)
    }
    return .failed(details)
  }
}
