import BackGestureModel

/// One preset's behaviour as plain data, one field per row of spec table 2.2.
///
/// The oracle's side of the table; the engine has its own (`GesturePolicy`). The
/// invariants, the coverage floors and the tests read the table from here
/// (``of(_:)``), so it is written once per side.
package struct PresetTable: Sendable, Hashable {
  /// When a preset uses a recognizer.
  package enum Availability: Sendable, Hashable {
    case never
    case always
    case padsOnly
  }

  /// What a release compares to decide between finishing and cancelling ([I4]).
  package enum EndRule: Sendable, Hashable {
    /// UIKit's handler: where the finger would be after the transition's duration at its
    /// velocity, past `min(187.5 pt, half the width)`.
    case uikitReach
    /// A library's own interaction: above a progress (permille) or a velocity (pt/s).
    case above(progress: Int, velocity: Int)
  }

  /// Who manages the navigation bar ([B2], [B3]).
  package enum BarPolicy: Sendable, Hashable {
    case willAppear
    case none
  }

  /// Whether the full-screen pan is used.
  package var pan: Availability
  /// Whether the system edge recognizer is used.
  package var edge: Availability
  /// The begin rules in table order; each rule's own scope ([R-...]) filters it per recognizer.
  package var beginRules: [BeginRule]
  /// Whether a touch that begins on a control belongs to the control ([R-control]).
  package var controlsOwnTouches: Bool
  /// The scroll rule of the pan, when the pan is used ([K3]).
  package var panScrollRule: YieldCondition?
  /// The scroll rule of the edge recognizer, when it is used ([K3]).
  package var edgeScrollRule: YieldCondition?
  /// How a release decides ([I4]).
  package var endRule: EndRule
  /// The completion speed in permille ([I6]).
  package var speed: Int
  /// The bar policy.
  package var barPolicy: BarPolicy
  /// Whether a swipe on a one-screen presentation dismisses it ([R-root], [I1]).
  package var dismissesOneScreenPresentations: Bool
  /// Whether did-appear and will-disappear hooks drive the page flag ([B6]).
  package var pageFlagHooks: Bool
  /// Whether screens' own animators set durations ([A2]).
  package var perScreenAnimators: Bool

  /// The parameters common to every preset (spec section 2.2, last paragraph).
  package enum Common {
    /// The distance a finger must exceed before the decision ([G3]).
    package static let slop = 10
    /// The width of the edge recognizer's zone ([R-edgeZone]).
    package static let edgeZone = 20
    /// The default animation duration in ms ([A1]).
    package static let defaultDuration = 350
    /// The age in ms after which the last sample no longer gives a velocity ([V2]).
    package static let staleness = 100
  }

  /// Tells whether the preset uses a recognizer on a device.
  package func uses(_ recognizer: Recognizer, on device: Device) -> Bool {
    let availability = recognizer == .pan ? pan : edge
    switch availability {
    case .never: return false
    case .always: return true
    case .padsOnly: return device.idiom == .pad
    }
  }

  /// The scroll rule a recognizer arbitrates with; the content pop's is UIKit's in
  /// every preset ([G10]).
  package func scrollRule(for recognizer: Recognizer) -> YieldCondition? {
    switch recognizer {
    case .pan: panScrollRule
    case .edge: edgeScrollRule
    case .content: .atLeadingEdge
    }
  }
}
