import BackGestureApps
import BackGestureModel

/// The seed systems written as app code against the UIKit-shaped surface, one per preset
/// that the surface can express today: they follow their presets exactly, so running them
/// beside the oracle checks the mirror of UIKit against the specification.
///
/// `isolatedContainers` (a swipe that dismisses a presentation) and `restoredEdge` (its
/// 40-pt scroll strip) need the arbitration and presentation transitions of later
/// versions of the surface and have no app yet.
package enum PresetApps {
  /// The app of a preset, or `nil` when the surface cannot express it yet.
  @MainActor
  package static func app(for preset: Preset) -> (any BackGestureApp)? {
    switch preset {
    case .privateHandler, .fdFullscreen: FullscreenPanApp(preset: preset)
    case .delegateInterceptor: SystemEdgeApp()
    case .isolatedContainers, .restoredEdge: nil
    }
  }

  /// The presets that have an app.
  package static let presets: [Preset] = [.privateHandler, .fdFullscreen, .delegateInterceptor]
}
