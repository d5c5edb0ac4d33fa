import Foundation

/// A view whose content scrolls.
///
/// Its ``panGestureRecognizer`` is an ordinary member of the recognizer graph (spec
/// sections 14.7 and 14.8): it begins on a drag along an axis the view can scroll
/// ([SV1], [SV2]), and while it recognizes the content follows its finger; dragging,
/// paging and deceleration follow spec sections 1.3 and 6 ([C2], [C3], [K4], [K5]) in
/// the axis the host declares. Turning the pan off, or ``isScrollEnabled``, takes the view
/// out of arbitration: a touch on it is a touch on its superview's content ([U6]).
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// How the content insets are adjusted for the safe area.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// The system decides.
    case automatic
    /// Only along the axes that scroll.
    case scrollableAxes
    /// Never.
    case never
    /// Always.
    case always
  }

  /// The point of the content at the view's origin.
  @exclusivity(unchecked) open var contentOffset: CGPoint = .zero {
    didSet { delegate?.scrollViewDidScroll(self) }
  }
  /// The size of the content.
  @exclusivity(unchecked) open var contentSize: CGSize = .zero
  /// The insets around the content.
  @exclusivity(unchecked) open var contentInset: UIEdgeInsets = .zero
  /// The insets in effect; the mirror does not add safe-area insets.
  open var adjustedContentInset: UIEdgeInsets { contentInset }
  /// How the content insets are adjusted.
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
  /// Whether the content rubber-bands past its edges.
  @exclusivity(unchecked) open var bounces = true
  /// Whether the content bounces horizontally even when it is narrower than the view.
  open var alwaysBounceHorizontal = false
  /// Whether the content bounces vertically even when it is shorter than the view.
  open var alwaysBounceVertical = false
  /// Whether the content snaps to whole pages.
  @exclusivity(unchecked) open var isPagingEnabled = false
  /// Whether the view scrolls at all.
  @exclusivity(unchecked) open var isScrollEnabled = true
  /// Whether a finger is down on the content.
  @exclusivity(unchecked) open internal(set) var isTracking = false
  /// Whether the content follows a finger.
  @exclusivity(unchecked) open internal(set) var isDragging = false
  /// Whether the content moves on after a finger lifted.
  open var isDecelerating: Bool {
    guard let until = deceleratingUntil, let time = UIKitSimulation.current?.time else {
      return false
    }
    return time < until
  }
  /// The scroll view's own pan recognizer, attached when the view is made (spec [SV2]).
  open var panGestureRecognizer: UIPanGestureRecognizer { ownPan }
  /// The storage of ``panGestureRecognizer``.
  private let ownPan: UIPanGestureRecognizer

  /// Creates a scroll view with its pan recognizer.
  public override init(frame: CGRect) {
    ownPan = UIPanGestureRecognizer(target: nil, action: nil)
    super.init(frame: frame)
    ownPan.isScrollViewPan = true
    addGestureRecognizer(ownPan)
  }

  /// Creates an empty scroll view with its pan recognizer; the mirror has no archives.
  public required init?(coder: NSCoder) {
    ownPan = UIPanGestureRecognizer(target: nil, action: nil)
    super.init(coder: coder)
    ownPan.isScrollViewPan = true
    addGestureRecognizer(ownPan)
  }
  /// The object told about scrolling.
  @exclusivity(unchecked) open weak var delegate: (any UIScrollViewDelegate)?

  /// Sets the offset, with or without an animation (the mirror does not animate it).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  // MARK: The model's scroll rules (not UIKit API)

  /// The axis in which the scroll view scrolls, as the world declares it.
  package enum Axis: Sendable {
    /// A horizontal scroll view ([C2]).
    case horizontal
    /// A vertical scroll view ([C3]).
    case vertical
  }

  /// The axis; set by the host.
  package var axis: Axis {
    get { axisStorage }
    set { axisStorage = newValue }
  }
  /// The storage of ``axis``; no access to it overlaps another.
  @exclusivity(unchecked) var axisStorage: Axis = .vertical
  /// The time until which the view decelerates, if any.
  package var deceleratingUntil: Int? {
    get { deceleratingUntilStorage }
    set { deceleratingUntilStorage = newValue }
  }
  /// The storage of ``deceleratingUntil``; no access to it overlaps another.
  @exclusivity(unchecked) var deceleratingUntilStorage: Int?

  /// Whether the layout is right to left.
  var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

  /// The leading inset: the left one, or the right one in a right-to-left layout.
  package var leadingInset: Int {
    Int(isRightToLeft ? contentInset.right : contentInset.left)
  }

  /// The offset in leading coordinates ([C2]) for a horizontal view, from the top for a
  /// vertical one.
  package var modelOffset: Int {
    get {
      switch axis {
      case .vertical: return Int(contentOffset.y)
      case .horizontal:
        let x = Int(contentOffset.x)
        return isRightToLeft ? Int(contentSize.width) - Int(frame.width) - x : x
      }
    }
    set {
      switch axis {
      case .vertical: contentOffset = CGPoint(x: contentOffset.x, y: CGFloat(newValue))
      case .horizontal:
        let x = isRightToLeft ? Int(contentSize.width) - Int(frame.width) - newValue : newValue
        contentOffset = CGPoint(x: CGFloat(x), y: contentOffset.y)
      }
    }
  }

  /// The smallest offset: `-inset` horizontally, 0 vertically ([C2], [C3]).
  var minimumOffset: Int { axis == .horizontal ? -leadingInset : 0 }

  /// The largest offset ([C2], [C3]).
  var maximumOffset: Int {
    switch axis {
    case .horizontal: max(minimumOffset, Int(contentSize.width) - Int(frame.width))
    case .vertical: max(0, Int(contentSize.height) - Int(frame.height))
    }
  }

  /// Whether the view can scroll in its axis ([C2], [C3], [SV1]).
  package var canScroll: Bool {
    switch axis {
    case .horizontal: canScrollHorizontally
    case .vertical: canScrollVertically
    }
  }

  /// Whether the content can be dragged horizontally: it is wider than the bounds with
  /// the adjusted insets, or it bounces with `alwaysBounceHorizontal` (spec [SV1]).
  var canScrollHorizontally: Bool {
    let insets = adjustedContentInset
    return Int(contentSize.width) + Int(insets.left) + Int(insets.right) > Int(bounds.width)
      || bounces && alwaysBounceHorizontal
  }

  /// Whether the content can be dragged vertically (spec [SV1]).
  var canScrollVertically: Bool {
    let insets = adjustedContentInset
    return Int(contentSize.height) + Int(insets.top) + Int(insets.bottom) > Int(bounds.height)
      || bounces && alwaysBounceVertical
  }

  /// Whether the view rests at its leading edge at a time: `offset + inset <= 0` and not
  /// decelerating ([C2]).
  func isAtLeadingEdge(at time: Int) -> Bool {
    modelOffset + leadingInset <= 0 && !(deceleratingUntil.map { time < $0 } ?? false)
  }

  /// Returns where a finger drags the content: inside the range as is, outside it
  /// clamped or, with bounces, with the overshoot halved ([K4]).
  func dragged(_ raw: Int) -> Int {
    let low = minimumOffset
    let high = maximumOffset
    if axis == .vertical { return min(max(raw, low), high) }
    if raw < low { return bounces ? low - (low - raw) / 2 : low }
    if raw > high { return bounces ? high + (raw - high) / 2 : high }
    return raw
  }

  /// Settles the content when its finger lifts (with the release velocity) or is
  /// cancelled (`nil`): clamped, snapped to a page, and decelerating after a fling ([K5]).
  func settle(velocity: Int?, at time: Int) {
    let low = minimumOffset
    let high = maximumOffset
    var offset = min(max(modelOffset, low), high)
    let width = Int(frame.width)
    if axis == .horizontal, isPagingEnabled, width > 0 {
      let page = (offset - low + width / 2) / width
      offset = min(max(low + page * width, low), high)
    }
    modelOffset = offset
    if axis == .horizontal, let velocity, abs(velocity) >= 200 {
      deceleratingUntil = time + 300
    }
    isTracking = false
    isDragging = false
  }
}

/// The object told about a scroll view's scrolling; every method is optional.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// Tells the delegate that the content moved.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// Tells the delegate that a finger began dragging the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// Tells the delegate that the finger lifted.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
}
