import PropertyCore
import ShrinkingChallenge
import Testing

/// Compile-time checks that the public value types stay `Sendable`.
@Suite struct SendableTests {
  func requireSendable<T: Sendable>(_: T.Type) {}

  @Test("Public value types are Sendable")
  func sendable() {
    requireSendable(Generator<Int>.self)
    requireSendable(Choice.self)
    requireSendable(Choice.Kind.self)
    requireSendable(Span.self)
    requireSendable(PropertyConfiguration.self)
    requireSendable(ShrinkBudget.self)
    requireSendable(PropertyResult<Int>.self)
    requireSendable(PropertyStatistics.self)
    requireSendable(PropertyFailureDetails<[Int]>.self)
    requireSendable(ReplayToken.self)
    requireSendable(FailureSignature.self)
    requireSendable(PropertyFailure.self)
    requireSendable(ChallengeProblem.self)
    requireSendable(GeneratorMisuse.self)
    requireSendable(Generator<Set<Int>>.self)
  }
}
