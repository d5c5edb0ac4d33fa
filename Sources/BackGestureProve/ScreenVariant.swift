import BackGestureModel
import BackGestureOracle

/// One class of screen a world of the scope may hold: a setting a rule reads, or a
/// content item the arbitration reads, each at one representative value ([PV3]).
package enum ScreenVariant: String, Sendable, Hashable, CaseIterable {
  /// `popDisabled`: rules `optOut` and `pageFlag` ([R-optOut], [B6]).
  case optOut
  /// `popDisabled late`: the effective settings before the load ([S10]).
  case lateOptOut
  /// `maxDistance=150`: rule `maxDistance` ([R-maxDistance]).
  case maxDistance
  /// `veto`: rule `veto` ([R-veto]).
  case veto
  /// `bar=hidden style=1`: the bar policy `willAppear` ([B2]).
  case hiddenBar
  /// `back=replacing`: rule `backButton` ([R-backButton]).
  case replacedBack
  /// `animator=100`: per-screen animators ([A2]).
  case animator
  /// A horizontal scroll view at its leading edge ([C2], [K3]).
  case scrollAtEdge
  /// A horizontal scroll view away from its leading edge by its inset ([C2]).
  case scrollInset
  /// A horizontal scroll view at its leading edge that bounces ([K3] `leadingEdgeNoBounce`).
  case scrollBouncing
  /// A horizontal scroll view at its leading edge, decelerating until 300 ms ([C2]).
  case scrollDecelerating
  /// A vertical scroll view that can scroll ([C3], [Q5]).
  case verticalScroll
  /// A slider whose knob lies under the far touch-down ([C4], [R-control]).
  case slider

  /// Whether the variant is a content item rather than a setting.
  var isContent: Bool {
    switch self {
    case .scrollAtEdge, .scrollInset, .scrollBouncing, .scrollDecelerating, .verticalScroll,
      .slider:
      true
    default: false
    }
  }

  /// The frame of every content item: the full width, from y 100 to 400.
  static func itemFrame(on device: Device) -> Frame {
    Frame(x: 0, y: 100, width: device.width, height: 300)
  }

  /// Whether a rule of the preset (table 2.2) reads what this variant changes; a variant
  /// no rule reads cannot change an outcome and is left out of the preset's scope.
  package func isRead(by preset: Preset) -> Bool {
    let table = PresetTable.of(preset)
    let panEdgeRule = table.panScrollRule.map { !$0.unconditionally } ?? false
    switch self {
    case .optOut, .lateOptOut:
      return table.beginRules.contains(.optOut) || table.beginRules.contains(.pageFlag)
    case .maxDistance: return table.beginRules.contains(.maxDistance)
    case .veto: return table.beginRules.contains(.veto)
    case .hiddenBar: return table.barPolicy == .willAppear
    case .replacedBack: return table.beginRules.contains(.backButton)
    case .animator: return table.perScreenAnimators
    case .scrollAtEdge, .verticalScroll, .slider: return true
    case .scrollInset, .scrollDecelerating: return panEdgeRule
    case .scrollBouncing: return table.panScrollRule?.notWhenBouncing ?? false
    }
  }

  /// The screen with this variant applied.
  func applied(to screen: Screen, on device: Device) -> Screen {
    var screen = screen
    let frame = Self.itemFrame(on: device)
    let content = 2 * device.width
    switch self {
    case .optOut: screen.settings.popDisabled = true
    case .lateOptOut:
      screen.settings.popDisabled = true
      screen.settings.late = true
    case .maxDistance: screen.settings.maxDistance = 150
    case .veto: screen.settings.veto = true
    case .hiddenBar:
      screen.settings.bar = .hidden
      screen.settings.style = 1
    case .replacedBack: screen.settings.back = .replacing
    case .animator: screen.settings.animator = 100
    case .scrollAtEdge:
      screen.content = [.horizontalScroll(HorizontalScrollView(frame: frame, content: content))]
    case .scrollInset:
      screen.content = [
        .horizontalScroll(HorizontalScrollView(frame: frame, content: content, inset: 20))
      ]
    case .scrollBouncing:
      screen.content = [
        .horizontalScroll(HorizontalScrollView(frame: frame, content: content, bounces: true))
      ]
    case .scrollDecelerating:
      screen.content = [
        .horizontalScroll(
          HorizontalScrollView(frame: frame, content: content, deceleratingUntil: 300))
      ]
    case .verticalScroll:
      screen.content = [.verticalScroll(VerticalScrollView(frame: frame, content: 2 * 300))]
    case .slider:
      // The knob under the touch-down 100 pt from the leading edge; the nearer ones land
      // on the track ([C4]).
      let value = AbstractStep.farDistance * 1000 / device.width
      screen.content = [.control(Control(kind: .slider, frame: frame, value: value))]
    }
    return screen
  }
}
