/// One entry of the outcome list: how a back-gesture attempt or an operation ended (spec [O1]).
public enum Outcome: Sendable, Hashable, CustomStringConvertible {
  /// A back-gesture attempt that reached a decision.
  case swipe(Swipe)
  /// A page sheet pulled down by a finger ([N7]).
  case pull(Pull)
  /// A programmatic operation or a tap on the back button (keyword `back`), by keyword,
  /// and whether it was applied.
  case operation(keyword: String, refusal: Refusal?)
  /// An animated operation that was still running when an operation, a tap on the back
  /// button or a back gesture arrived on `ios26`, by the keyword of the operation that
  /// started it (`pop` for a tap on the back button): it ended at that moment, before the
  /// newcomer ran (spec [O7]).
  case interrupted(keyword: String)

  /// How a back-gesture attempt ended.
  public enum Swipe: Sendable, Hashable {
    /// The gesture began and its transition finished: the screen was popped or dismissed.
    case finished
    /// The gesture began and its transition cancelled: nothing changed.
    case cancelled
    /// A begin rule refused the gesture at its decision moment.
    case refused(BeginRule)
    /// A control under the touch-down point kept the touch (rule [R-control]).
    case lostToControl
    /// A scroll view under the touch-down point won the pan (rule [R-scroll]).
    case lostToScroll
  }

  /// How a pull on a page sheet ended ([N7]).
  public enum Pull: Sendable, Hashable {
    /// The sheet followed the finger and was dismissed.
    case dismissed
    /// The sheet followed the finger and sprang back: nothing changed.
    case cancelled
    /// The sheet may not be pulled: it is modal, or its delegate refuses.
    case refused(PullRefusal)
  }

  /// Why a page sheet stays where it is when it is pulled ([N7]).
  public enum PullRefusal: String, Sendable, Hashable, CaseIterable {
    /// The sheet is modal (`isModalInPresentation`).
    case modal
    /// The sheet's top screen vetoes leaving (`presentationControllerShouldDismiss(_:)`
    /// answers `false`).
    case veto
  }

  /// Why an operation was refused (spec [O2], [O3]).
  public enum Refusal: String, Sendable, Hashable, CaseIterable {
    /// A transition was in flight ([O2]).
    case transition
    /// A screen name is not declared.
    case unknown
    /// A screen is already on a stack, or named twice.
    case duplicate
    /// The container has one screen.
    case root
    /// No screen was named.
    case empty
    /// Nothing is presented.
    case noPresentation
    /// (back only) The bar shows no back button: it is hidden, or the top screen's back
    /// button is `hidden` or `replacing` ([O6]).
    case noBackButton
    /// (back only) The top screen vetoes being popped: the bar's delegate refused ([O6]).
    case veto

    /// Whether this reason can refuse the step of a keyword (spec [O2], [O3], [O6]): a
    /// push is never refused for `veto`, nor a dismiss for `root`.
    func refuses(_ keyword: String) -> Bool {
      switch self {
      case .transition: true
      case .unknown, .duplicate: ["push", "set-stack", "present"].contains(keyword)
      case .root: ["pop", "pop-to-root", "back"].contains(keyword)
      case .empty: ["set-stack", "present"].contains(keyword)
      case .noPresentation: keyword == "dismiss"
      case .noBackButton, .veto: keyword == "back"
      }
    }

    /// The reasons that can refuse the step of a keyword, in declaration order.
    static func reasons(refusing keyword: String) -> [Refusal] {
      allCases.filter { $0.refuses(keyword) }
    }
  }

  /// Whether it records an interrupted operation (spec [O7]).
  var isInterruption: Bool {
    if case .interrupted = self { return true }
    return false
  }

  /// The outcome-list spelling: `swipe:refused:direction`, `push:done`, `back:refused:veto`.
  public var description: String {
    switch self {
    case .swipe(.finished): "swipe:finished"
    case .swipe(.cancelled): "swipe:cancelled"
    case .swipe(.refused(let rule)): "swipe:refused:\(rule.rawValue)"
    case .swipe(.lostToControl): "swipe:lost:control"
    case .swipe(.lostToScroll): "swipe:lost:scroll"
    case .pull(.dismissed): "pull:dismissed"
    case .pull(.cancelled): "pull:cancelled"
    case .pull(.refused(let reason)): "pull:refused:\(reason.rawValue)"
    case .operation(let keyword, nil): "\(keyword):done"
    case .operation(let keyword, let refusal?): "\(keyword):refused:\(refusal.rawValue)"
    case .interrupted(let keyword): "interrupted:\(keyword)"
    }
  }

  /// Parses the outcome-list spelling; returns `nil` for anything else.
  public init?(_ text: String) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    switch parts.count {
    case 2 where parts[0] == "swipe":
      switch parts[1] {
      case "finished": self = .swipe(.finished)
      case "cancelled": self = .swipe(.cancelled)
      default: return nil
      }
    case 2 where parts[0] == "pull":
      switch parts[1] {
      case "dismissed": self = .pull(.dismissed)
      case "cancelled": self = .pull(.cancelled)
      default: return nil
      }
    case 3 where parts[0] == "pull" && parts[1] == "refused":
      guard let reason = PullRefusal(rawValue: parts[2]) else { return nil }
      self = .pull(.refused(reason))
    case 3 where parts[0] == "swipe" && parts[1] == "refused":
      guard let rule = BeginRule(rawValue: parts[2]) else { return nil }
      self = .swipe(.refused(rule))
    case 3 where parts[0] == "swipe" && parts[1] == "lost":
      switch parts[2] {
      case "control": self = .swipe(.lostToControl)
      case "scroll": self = .swipe(.lostToScroll)
      default: return nil
      }
    case 2 where Self.operationKeywords.contains(parts[0]) && parts[1] == "done":
      self = .operation(keyword: parts[0], refusal: nil)
    case 2 where parts[0] == "interrupted" && Self.interruptibleKeywords.contains(parts[1]):
      self = .interrupted(keyword: parts[1])
    case 3 where Self.operationKeywords.contains(parts[0]) && parts[1] == "refused":
      guard let refusal = Refusal(rawValue: parts[2]), refusal.refuses(parts[0]) else {
        return nil
      }
      self = .operation(keyword: parts[0], refusal: refusal)
    default:
      return nil
    }
  }

  static let operationKeywords = [
    "push", "pop", "pop-to-root", "set-stack", "present", "dismiss", "back",
  ]

  /// The keywords an `interrupted` outcome names: the operations that animate (a tap on
  /// the back button animates a `pop`).
  static let interruptibleKeywords = [
    "push", "pop", "pop-to-root", "set-stack", "present", "dismiss",
  ]
}

/// A rule that may refuse a back gesture at its decision moment (spec section 5).
public enum BeginRule: String, Sendable, Hashable, CaseIterable {
  /// The container has one screen (unless a one-screen presentation is dismissed).
  case root
  /// The top screen's effective `popDisabled` is set.
  case optOut
  /// The container's page flag is off.
  case pageFlag
  /// (pan only) The finger is farther than the top screen's positive `maxDistance` from the leading edge.
  case maxDistance
  /// The container is transitioning, or a presentation or dismissal is animating.
  case transition
  /// (edge only) The touch went down more than 20 pt from the leading edge.
  case edgeZone
  /// The forward displacement from the touch-down point is not greater than 0.
  case direction
  /// (pan only) More than one finger is down.
  case fingers
  /// The top screen vetoes being popped.
  case veto
  /// (edge only) The top screen's back button is `replacing` or `hidden`.
  case backButton
  /// (edge and content pop only) The container's navigation bar is hidden: UIKit's own
  /// delegate of the system pop refuses then. No preset has it.
  case barHidden
  /// The recognizer's delegate refused: an app's own rule, which names no rule of the
  /// spec (docs/Specification.md, section 14). No preset has it.
  case delegate
}
