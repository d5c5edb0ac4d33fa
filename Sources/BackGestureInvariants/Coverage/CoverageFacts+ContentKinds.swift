import BackGestureModel

extension CoverageFacts {
  /// The kinds of content a world holds, for the coverage of its generator.
  public struct ContentKinds: Sendable, Hashable {
    /// A scroll view's pan waits for the back recognizers.
    public var waitsForBack = false
    /// The back recognizers wait for a scroll view's pan.
    public var backWaits = false
    /// A scroll view's pan recognizes with the back recognizers.
    public var simultaneous = false
    /// A scroll view holds items.
    public var nested = false
    /// A paging horizontal scroll view holds items.
    public var pager = false
    /// A scroll view of one axis holds one of the same axis.
    public var sameAxis = false
    /// A cell with swipe actions.
    public var cell = false
  }
}

extension CoverageFacts.ContentKinds {
  /// Notes what some items are; `heldByHorizontal` is the axis of the scroll view that
  /// holds them (`nil` for a screen's own items).
  mutating func note(_ items: [ContentItem], heldByHorizontal: Bool?) {
    for item in items {
      switch item {
      case .horizontalScroll(let view):
        note(view.answers)
        if !view.items.isEmpty {
          nested = true
          if view.paging { pager = true }
        }
        if heldByHorizontal == true { sameAxis = true }
        note(view.items, heldByHorizontal: true)
      case .verticalScroll(let view):
        note(view.answers)
        if !view.items.isEmpty { nested = true }
        if heldByHorizontal == false { sameAxis = true }
        note(view.items, heldByHorizontal: false)
      case .cell:
        cell = true
      case .control:
        break
      }
    }
  }

  private mutating func note(_ answers: RecognizerAnswers) {
    waitsForBack = waitsForBack || answers.waitsForBack
    backWaits = backWaits || answers.backWaits
    simultaneous = simultaneous || answers.simultaneous
  }
}
