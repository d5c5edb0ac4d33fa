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

    /// Marks the evaluation failed by the error the body threw.
    mutating func fail(with error: any Error) {
      self.error = error
      status = .failed(FailureSignature(of: error))
    }
  }

  func evaluate(_ source: ChoiceSource, isMinimalRun: Bool = false) -> Evaluation {
    var evaluation = generate(source, isMinimalRun: isMinimalRun)
    if let value = evaluation.value {
      do {
        try body(value, evaluation.context)
        evaluation.status = .passed
      } catch {
        evaluation.fail(with: error)
      }
    }
    return evaluation
  }

  /// Draws a case's value from a source without running the body: the evaluation is
  /// `.invalid` until its caller runs the body on `value`, when there is one.
  func generate(_ source: ChoiceSource, isMinimalRun: Bool = false) -> Evaluation {
    let context = PropertyContext(isMinimalRun: isMinimalRun)
    var evaluation = Evaluation(
      status: .invalid, value: nil, error: nil, choices: [], spans: [], context: context)
    do {
      evaluation.value = try generator.generate(from: source)
    } catch {
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
    switch start(configuration: configuration, environment: environment) {
    case .finished(let result):
      return result
    case .replay(let token, let result):
      return runReplay(token, into: result)
    case .search(var search):
      while let source = search.nextSource() {
        let evaluation = evaluate(source)
        switch search.record(evaluation, from: source) {
        case .next:
          continue
        case .stop:
          return search.result
        case .shrink(let signature):
          var result = search.result
          result.outcome = shrink(
            evaluation, signature: signature, caseNumber: result.statistics.cases,
            settings: search.settings)
          return result
        }
      }
      return search.finished()
    }
  }

  /// How a run begins, once its configuration is read.
  enum Start {
    /// The run ended before any case: the configuration was invalid.
    case finished(PropertyResult<Value>)
    /// The run replays one case from a token.
    case replay(ReplayToken, PropertyResult<Value>)
    /// The run searches generated cases for a failure.
    case search(CaseSearch)
  }

  /// Reads the configuration under the environment and decides how the run goes.
  func start(configuration: PropertyConfiguration, environment: [String: String]) -> Start {
    let defaultSeed = Property.defaultSeed(for: name)
    let settings: PropertyConfiguration
    do {
      settings = try configuration.applying(environment: environment)
    } catch {
      return .finished(
        PropertyResult(
          name: name, seed: configuration.seed ?? defaultSeed, statistics: PropertyStatistics(),
          outcome: .invalidConfiguration(String(describing: error))))
    }
    let seed = settings.seed ?? defaultSeed
    var result = PropertyResult<Value>(
      name: name, seed: seed, statistics: PropertyStatistics(), outcome: .passed)
    if let text = settings.replay {
      do {
        let token = try ReplayToken(parsing: text)
        if token.belongs(to: name) { return .replay(token, result) }
      } catch {
        result.outcome = .invalidConfiguration(String(describing: error))
        return .finished(result)
      }
    }
    return .search(CaseSearch(result: result, settings: settings))
  }

  /// Counts a passing case, with its labels and coverage floors, in the statistics.
  static func count(_ context: PropertyContext, in statistics: inout PropertyStatistics) {
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
    Self.count(evaluation.context, in: &result.statistics)
    if case .failed(let signature) = evaluation.status, let value = evaluation.value {
      let example = Counterexample(
        value: value, choices: evaluation.choices, rendering: describe(value))
      result.outcome = .failed(
        PropertyFailureDetails(
          caseNumber: 1, original: example, minimal: example,
          error: render(evaluation.error),
          explanation: (evaluation.error as? PropertyFailure)?.explanation, signature: signature,
          improvements: 0, evaluations: 0, generations: 0, limitReached: nil,
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
        padsShortCandidates: generator.padsShortCandidates,
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
      error: render(final.error ?? failing.error),
      explanation: ((final.error ?? failing.error) as? PropertyFailure)?.explanation,
      signature: signature, improvements: improvements, evaluations: evaluations,
      generations: generations,
      limitReached: limit,
      replayToken: ReplayToken(property: name, values: minimalRun.values))
    guard again.status == .failed(signature), final.status == .failed(signature) else {
      return .flaky(details)
    }
    return .failed(details)
  }
}
