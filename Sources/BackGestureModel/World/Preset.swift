/// The name of one of the five systems the toolkit ships as presets (spec section 2).
///
/// The model only names a preset; what each one does is written down in the spec and
/// implemented separately by the reference engine and by the oracle.
public enum Preset: String, Sendable, Hashable, CaseIterable {
  /// A full-screen pan driving the system's private pop handler (seed article 1).
  case privateHandler
  /// FDFullscreenPopGesture (seed article 2).
  case fdFullscreen
  /// Isolated navigation containers presented right-in/right-out (seed article 3).
  case isolatedContainers
  /// The system edge gesture restored after custom back buttons (seed article 4).
  case restoredEdge
  /// A navigation delegate interceptor with per-screen animators (seed article 5).
  case delegateInterceptor
}
