import BackGestureModel

/// The last appearance callback a screen got.
enum AppearanceMark: Sendable, Hashable {
  case willAppear
  case didAppear
  case willDisappear
  case didDisappear
}

extension InvariantMonitor {
  /// Invariant 6, on the callbacks each step adds: per screen, will-appear is followed
  /// by did-appear or will-disappear; did-appear comes only after will-appear (so never
  /// twice without a disappearance between); did-disappear comes only after
  /// will-disappear.
  ///
  /// A screen's starting mark is its appearance state before any step: appeared counts
  /// as a did-appear, disappeared as a did-disappear.
  mutating func checkBalancedCallbacks(_ context: StepContext) -> CheckFailure? {
    let old = context.before.callbacks.count
    let new = context.after.callbacks
    guard new.count > old else { return nil }
    for position in old..<new.count {
      let callback = new[position]
      let name: String
      let mark: AppearanceMark
      switch callback {
      case .willAppear(let s): (name, mark) = (s, .willAppear)
      case .didAppear(let s): (name, mark) = (s, .didAppear)
      case .willDisappear(let s): (name, mark) = (s, .willDisappear)
      case .didDisappear(let s): (name, mark) = (s, .didDisappear)
      case .load, .willShow, .didShow, .willDismiss, .didDismiss, .didAttemptToDismiss:
        continue
      }
      guard let index = screenIndex(name) else { continue }
      let last = appearance[index]
      let problem: String? =
        switch (last, mark) {
        case (.willAppear, .willAppear), (.willAppear, .didDisappear):
          "will-appear is followed by \(callback) instead of did-appear or will-disappear"
        case (.didAppear, .didAppear):
          "did-appear twice without a disappearance between"
        case (_, .didAppear) where last != .willAppear:
          "did-appear without a will-appear before it"
        case (_, .didDisappear) where last != .willDisappear:
          "did-disappear without a will-disappear before it"
        default: nil
        }
      if let problem {
        return CheckFailure(
          .balancedCallbacks, context.place,
          "\(name): \(problem)\n" + Self.callbackExcerpt(new, at: position, from: old))
      }
      appearance[index] = mark
    }
    return nil
  }

  /// The callbacks the step added, the offending one in brackets.
  static func callbackExcerpt(
    _ callbacks: EventLog<Callback>, at position: Int, from start: Int
  ) -> String {
    let words = (start..<callbacks.count).map {
      $0 == position ? "[\(callbacks[$0])]" : callbacks[$0].description
    }
    return "callbacks of the step: " + words.joined(separator: " ")
  }
}
