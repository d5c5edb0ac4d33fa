/// Rules the mirror had before it followed UIKit's source, planted to show that the app
/// corpus (`Corpus/apps/`) catches their return.
package struct MirrorFaults: OptionSet, Sendable {
  /// The bits of the set.
  package let rawValue: Int

  /// Creates a set from its bits.
  package init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// UIKit's delegate of the system pop lets it begin under a hidden bar
  /// ([R-barHidden]).
  package static let barHiddenIgnored = MirrorFaults(rawValue: 1 << 0)
  /// UIKit's delegate of the system pop passes every event while the navigation
  /// delegate implements custom transitions ([U9]).
  package static let customTransitionsIgnored = MirrorFaults(rawValue: 1 << 1)
  /// Controls send no touch events: a tap on a button reaches no action ([U29]).
  package static let controlEventsIgnored = MirrorFaults(rawValue: 1 << 2)
  /// Work deferred to the main queue never runs ([U26]).
  package static let deferredWorkDropped = MirrorFaults(rawValue: 1 << 3)
  /// A tap on a left bar button item reaches no action ([U15]).
  package static let barItemsIgnored = MirrorFaults(rawValue: 1 << 4)
  /// A cancelled back swipe gives the keyboard back to no one ([K2]).
  package static let firstResponderNotRestored = MirrorFaults(rawValue: 1 << 5)
  /// Only the top screen's `hidesBottomBarWhenPushed` counts ([K6]).
  package static let tabBarFollowsTopOnly = MirrorFaults(rawValue: 1 << 6)
  /// A popped screen's search stays active ([K4]).
  package static let searchOutlivesScreen = MirrorFaults(rawValue: 1 << 7)
}
