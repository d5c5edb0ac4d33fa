import BackGestureModel
import PropertyCore

extension StepBuilder {
  /// A screen name that no world declares (screens are named `A` … `Z`).
  static let undeclaredName = "Nowhere"

  /// Adds a programmatic operation of any kind, animated or instant, at the next time
  /// (often exactly at, just before or just after the end of the animation in flight).
  /// Names are mostly valid (declared, on no stack) and sometimes not: on a stack
  /// already, undeclared, repeated, or none at all. With ``backButton``, a tap on the back
  /// button is drawn as often as a pop; without it, the draws are those of the generator
  /// before the step existed.
  mutating func operation() throws {
    let declared = world.screens.map(\.name)
    let placed = glance.stacks.flatMap { $0 }
    let free = declared.filter { !placed.contains($0) }
    let current = glance.current
    let animated = try !source.chance(1, in: 3)
    var style = PresentationStyle.fullScreen
    let kind: Operation.Kind
    let weights = [5, 2, 1, 1, 2, 1] + (backButton ? [2] : [])
    switch try source.weighted(weights) {
    case 0:
      kind = .push(try name(free: free, placed: placed))
    case 1:
      kind = .pop
    case 2:
      kind = .popToRoot
    case 3:
      switch try source.weighted([3, 1, 1, 1, 1]) {
      case 0:
        let keep = try source.int(0...current.count, towards: max(0, current.count - 1))
        let extra = try !free.isEmpty && source.chance(1, in: 2) ? [try source.pick(free)] : []
        let names = Array(current.prefix(keep)) + extra
        kind = .setStack(names.isEmpty ? [current[0]] : names)
      case 1: kind = .setStack(current.reversed())
      case 2: kind = .setStack(current + [current[0]])
      case 3: kind = .setStack([])
      default: kind = .setStack([current[0], Self.undeclaredName])
      }
    case 4:
      switch try source.weighted([4, 1, 1, 1]) {
      case 0 where !free.isEmpty:
        let first = try source.pick(free)
        let second = free.filter { $0 != first }
        let names =
          try !second.isEmpty && source.chance(1, in: 3)
          ? [first, try source.pick(second)] : [first]
        kind = .present(names)
        // The style is drawn last in the segment, only for a present that can be
        // accepted and only with sheets, so the draws of older scenarios stay as they were.
        if sheets { style = try source.presentationStyle() }
        if !honoursPageSheets { style = .fullScreen }
      case 2: kind = .present([])
      case 3: kind = .present([Self.undeclaredName])
      default: kind = .present([try source.pick(placed)])
      }
    case 5:
      kind = .dismiss
    default:
      emit(.back, at: try nextTime())
      return
    }
    emit(.operation(Operation(kind, animated: animated, style: style)), at: try nextTime())
  }

  /// Draws a name to push: a free screen mostly, else one on a stack or an undeclared one.
  mutating func name(free: [String], placed: [String]) throws -> String {
    switch try source.weighted([6, 1, 1]) {
    case 0 where !free.isEmpty: return try source.pick(free)
    case 2: return Self.undeclaredName
    default: return try source.pick(placed)
    }
  }
}
