import BackGestureApps
import BackGestureModel

/// A seed system written as it ships, beside the idealised preset that the specification
/// keeps for it: the article's code (or the released library) followed step by step as app
/// code on UIKit's surface. Each app claims its preset (``BackGestureApp/follows``), so the
/// checker holds it to the preset and reports where the shipped code departs from it;
/// `docs/AsShipped.md` lists the bugs and the scenarios that show them.
package enum ShippedSystem: String, Sendable, CaseIterable, CustomStringConvertible {
  /// The private-handler pan of seed article 1.
  case privateHandler
  /// FDFullscreenPopGesture's released source (seed 2).
  case fdFullscreen
  /// The side-swipe fixes of seed article 4.
  case restoredEdge
  /// The isolated navigation controllers of seed article 3.
  case isolatedContainers
  /// The navigation-delegate interceptor of seed article 5.
  case delegateInterceptor

  /// The system's name, as its preset's.
  package var description: String { rawValue }

  /// The preset the system's article or library is idealised as.
  package var preset: Preset {
    switch self {
    case .privateHandler: .privateHandler
    case .fdFullscreen: .fdFullscreen
    case .restoredEdge: .restoredEdge
    case .isolatedContainers: .isolatedContainers
    case .delegateInterceptor: .delegateInterceptor
    }
  }

  /// The app that runs the system as shipped.
  @MainActor
  package var app: any BackGestureApp {
    switch self {
    case .privateHandler: PrivateHandlerAsShipped()
    case .fdFullscreen: FDFullscreenPopAsShipped()
    case .restoredEdge: RestoredEdgeAsShipped()
    case .isolatedContainers: IsolatedContainersAsShipped()
    case .delegateInterceptor: DelegateInterceptorAsShipped()
    }
  }
}
