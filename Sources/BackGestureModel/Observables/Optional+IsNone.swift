extension Optional {
  /// Whether there is no value: `== nil` without the copy of both sides that the
  /// `Equatable` overload of `==` makes when `Wrapped` is `Equatable` (a snapshot's
  /// transition, the gesture an invariant follows), which the per-step checks would pay
  /// at every step.
  @inlinable package var isNone: Bool {
    if case .none = self { return true }
    return false
  }
}
