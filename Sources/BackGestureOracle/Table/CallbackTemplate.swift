import BackGestureModel

/// One callback of a sequence, naming its screen by role rather than by name.
///
/// A transition's *from* screen is the one being left (B of an interactive pop, F of an
/// operation) and its *to* screen the one being shown (A, T).
enum CallbackTemplate: Sendable, Hashable {
  /// Which screen of a transition a callback is about.
  enum Role: Sendable, Hashable {
    case from
    case to
  }

  case willShow(Role)
  case didShow(Role)
  /// The load callback, emitted only when the screen is not loaded yet ([S9]).
  case load(Role)
  case willAppear(Role)
  case didAppear(Role)
  case willDisappear(Role)
  case didDisappear(Role)

  /// The screen the callback is about.
  var role: Role {
    switch self {
    case .willShow(let role), .didShow(let role), .load(let role), .willAppear(let role),
      .didAppear(let role), .willDisappear(let role), .didDisappear(let role):
      role
    }
  }

  /// The start of a stack change: a push, pop, pop-to-root, set-stack or interactive pop.
  static let stackChangeBegins: [CallbackTemplate] = [
    .willShow(.to), .willDisappear(.from), .load(.to), .willAppear(.to),
  ]
  /// The end of a stack change ([I8], [O4]).
  static let stackChangeEnds: [CallbackTemplate] = [
    .didDisappear(.from), .didAppear(.to), .didShow(.to),
  ]
  /// The start of a presentation change: present, dismiss or interactive dismiss.
  static let presentationChangeBegins: [CallbackTemplate] = [
    .willDisappear(.from), .load(.to), .willAppear(.to),
  ]
  /// The end of a presentation change.
  static let presentationChangeEnds: [CallbackTemplate] = [
    .didDisappear(.from), .didAppear(.to),
  ]
  /// An interactive transition that turns to cancel ([I7]).
  static let interactionCancels: [CallbackTemplate] = [
    .willDisappear(.to), .willAppear(.from),
  ]
  /// The end of a cancelled interactive transition ([I8]); no did-show.
  static let cancellationEnds: [CallbackTemplate] = [
    .didDisappear(.to), .didAppear(.from),
  ]
}
