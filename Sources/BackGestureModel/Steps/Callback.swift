/// An appearance or navigation-delegate callback, as logged (spec [B1]).
public enum Callback: Sendable, Hashable, CustomStringConvertible {
  /// A screen's view loads, the first time it is needed.
  case load(String)
  /// A screen is about to appear.
  case willAppear(String)
  /// A screen finished appearing.
  case didAppear(String)
  /// A screen is about to disappear.
  case willDisappear(String)
  /// A screen finished disappearing.
  case didDisappear(String)
  /// The navigation delegate hears that a container is about to show a screen.
  case willShow(String)
  /// The navigation delegate hears that a container showed a screen.
  case didShow(String)
  /// The sheet's presentation-controller delegate hears that a pull starts to dismiss it
  /// (`presentationControllerWillDismiss(_:)`); named by the sheet's bottom screen ([N7]).
  case willDismiss(String)
  /// The sheet's delegate hears that a pull dismissed it (`presentationControllerDidDismiss(_:)`).
  case didDismiss(String)
  /// The sheet's delegate hears that a pull meant to dismiss it and was refused
  /// (`presentationControllerDidAttemptToDismiss(_:)`).
  case didAttemptToDismiss(String)

  /// The log spelling: `B.willAppear`, `willShow(A)`.
  public var description: String {
    switch self {
    case .load(let s): "\(s).load"
    case .willAppear(let s): "\(s).willAppear"
    case .didAppear(let s): "\(s).didAppear"
    case .willDisappear(let s): "\(s).willDisappear"
    case .didDisappear(let s): "\(s).didDisappear"
    case .willShow(let s): "willShow(\(s))"
    case .didShow(let s): "didShow(\(s))"
    case .willDismiss(let s): "willDismiss(\(s))"
    case .didDismiss(let s): "didDismiss(\(s))"
    case .didAttemptToDismiss(let s): "didAttemptToDismiss(\(s))"
    }
  }

  /// The screen the callback names.
  public var screen: String {
    switch self {
    case .load(let s), .willAppear(let s), .didAppear(let s), .willDisappear(let s),
      .didDisappear(let s), .willShow(let s), .didShow(let s), .willDismiss(let s),
      .didDismiss(let s), .didAttemptToDismiss(let s):
      s
    }
  }

  /// Parses the log spelling; returns `nil` for anything else.
  public init?(_ text: String) {
    let calls: [(String, (String) -> Callback)] = [
      ("willShow(", Callback.willShow), ("didShow(", Callback.didShow),
      ("willDismiss(", Callback.willDismiss), ("didDismiss(", Callback.didDismiss),
      ("didAttemptToDismiss(", Callback.didAttemptToDismiss),
    ]
    for (prefix, make) in calls {
      if text.hasPrefix(prefix), text.hasSuffix(")") {
        let name = String(text.dropFirst(prefix.count).dropLast())
        guard Names.isValid(name) else { return nil }
        self = make(name)
        return
      }
    }
    guard let dot = text.lastIndex(of: ".") else { return nil }
    let name = String(text[..<dot])
    guard Names.isValid(name) else { return nil }
    switch text[text.index(after: dot)...] {
    case "load": self = .load(name)
    case "willAppear": self = .willAppear(name)
    case "didAppear": self = .didAppear(name)
    case "willDisappear": self = .willDisappear(name)
    case "didDisappear": self = .didDisappear(name)
    default: return nil
    }
  }
}

/// The rules for screen names.
public enum Names {
  /// Tells whether a string is a valid screen name: letters, digits and `_`, starting with a letter.
  public static func isValid(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, isLetter(first) else { return false }
    return name.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) || $0 == "_" }
  }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }
}
