/// One piece of a screen's content that can claim touches (spec section 1.3).
public enum ContentItem: Sendable, Hashable {
  /// A horizontally scrolling view.
  case horizontalScroll(HorizontalScrollView)
  /// A vertically scrolling view.
  case verticalScroll(VerticalScrollView)
  /// A horizontal control that owns touches beginning on it.
  case control(Control)
  /// A table cell with trailing swipe actions: its own pan takes a trailing-to-leading
  /// drag (spec [C6]).
  case cell(SwipeActionsCell)

  /// The item's frame in screen coordinates.
  public var frame: Frame {
    switch self {
    case .horizontalScroll(let view): view.frame
    case .verticalScroll(let view): view.frame
    case .control(let control): control.frame
    case .cell(let cell): cell.frame
    }
  }

  /// The items the item holds, front-most first (spec [C7]); only scroll views hold any.
  public var items: [ContentItem] {
    switch self {
    case .horizontalScroll(let view): view.items
    case .verticalScroll(let view): view.items
    case .control, .cell: []
    }
  }
}

/// A horizontal scroll view, with its offset in leading coordinates (spec [C2]).
public struct HorizontalScrollView: Sendable, Hashable {
  /// The frame.
  public var frame: Frame
  /// The content width in points.
  public var content: Int
  /// The offset from the content's leading edge, in points.
  public var offset: Int = 0
  /// The leading content inset, in points.
  public var inset: Int = 0
  /// The leading inset the safe area adds to the content inset, in points (spec [SV3]).
  public var safeInset: Int = 0
  /// Whether the view rubber-bands past its edges (UIKit's `bounces`).
  public var bounces: Bool = false
  /// Whether the view bounces even when its content is narrower than its frame (UIKit's
  /// `alwaysBounceHorizontal`).
  public var alwaysBounce: Bool = false
  /// Whether the view snaps to whole pages.
  public var paging: Bool = false
  /// The time, in milliseconds, until which the view decelerates; `nil` when it does not.
  public var deceleratingUntil: Int? = nil
  /// What the app answers about the view's pan and the back recognizers.
  public var answers = RecognizerAnswers()
  /// The items the view holds, front-most first (spec [C7]).
  public var items: [ContentItem] = []

  /// Creates a horizontal scroll view.
  public init(
    frame: Frame, content: Int, offset: Int = 0, inset: Int = 0, safeInset: Int = 0,
    bounces: Bool = false, alwaysBounce: Bool = false, paging: Bool = false,
    deceleratingUntil: Int? = nil, answers: RecognizerAnswers = RecognizerAnswers(),
    items: [ContentItem] = []
  ) {
    self.frame = frame
    self.content = content
    self.offset = offset
    self.inset = inset
    self.safeInset = safeInset
    self.bounces = bounces
    self.alwaysBounce = alwaysBounce
    self.paging = paging
    self.deceleratingUntil = deceleratingUntil
    self.answers = answers
    self.items = items
  }
}

/// A vertical scroll view (spec [C3]).
public struct VerticalScrollView: Sendable, Hashable {
  /// The frame.
  public var frame: Frame
  /// The content height in points.
  public var content: Int
  /// The offset from the top of the content, in points.
  public var offset: Int = 0
  /// What the app answers about the view's pan and the back recognizers.
  public var answers = RecognizerAnswers()
  /// The items the view holds, front-most first (spec [C7]).
  public var items: [ContentItem] = []

  /// Creates a vertical scroll view.
  public init(
    frame: Frame, content: Int, offset: Int = 0, answers: RecognizerAnswers = RecognizerAnswers(),
    items: [ContentItem] = []
  ) {
    self.frame = frame
    self.content = content
    self.offset = offset
    self.answers = answers
    self.items = items
  }
}

/// A horizontal control, such as a slider or a swipe-to-delete cell (spec [C4]).
///
/// A swipe cell owns every touch that lands on it; a slider owns only those that land on
/// its knob, which rests at `value` permille of its width.
public struct Control: Sendable, Hashable {
  /// The kind of control.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A slider.
    case slider
    /// A table cell with a swipe-to-delete action.
    case swipecell
  }

  /// The kind.
  public var kind: Kind
  /// The frame.
  public var frame: Frame
  /// Where a slider's knob rests, in permille of its width from its left end (0 to
  /// 1000, [C4]); a swipe cell has no knob and keeps 500.
  public var value: Int

  /// Creates a control; a slider's knob rests in the middle unless `value` says where.
  public init(kind: Kind, frame: Frame, value: Int = 500) {
    self.kind = kind
    self.frame = frame
    self.value = value
  }
}

/// Names one content item: a screen and the item's 1-based position, spelled `B.2`.
public struct ItemID: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The screen's name.
  public var screen: String
  /// The 1-based index in the screen's content.
  public var index: Int

  /// Creates an item id.
  public init(screen: String, index: Int) {
    self.screen = screen
    self.index = index
  }

  /// The spelling `screen.index`.
  public var description: String { "\(screen).\(index)" }

  /// Orders ids by screen name, then by index.
  public static func < (lhs: ItemID, rhs: ItemID) -> Bool {
    (lhs.screen, lhs.index) < (rhs.screen, rhs.index)
  }
}
