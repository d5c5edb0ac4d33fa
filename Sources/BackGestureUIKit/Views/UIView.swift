import Foundation

/// A rectangle on the screen that can hold other views and gesture recognizers.
@preconcurrency @MainActor
open class UIView: UIResponder, UITraitEnvironment {
  // Exclusivity: the storage of the properties the mirror reads on every touch and every
  // step goes without Swift's run-time exclusivity check (a thread-local lookup on each
  // access), as UIKit's Objective-C properties have none. The mirror's own accesses never
  // overlap (see UIKitSimulation); an app's overlapping `inout` accesses to one of these
  // values or references, an exclusivity violation that would otherwise trap, can do no
  // harm but lose a write, and the arrays among them are read-only to apps. Measured: with
  // the check, an app alone runs 5.7% more instructions (docs/Performance.md, "Speed
  // machinery, measured"). The hot properties of the scroll views (1.0%), the recognizers
  // (3.3%), the view controllers (1.1%), the navigation controllers (1.9%) and the touches
  // (1.1%) go without it for the same reason; the transitions' and the bar's saved under
  // 1% and keep the check.

  /// The frame in the superview's coordinates; a change of its size resizes the subviews
  /// by their ``autoresizingMask``.
  @exclusivity(unchecked) open var frame: CGRect {
    didSet {
      if frame.size != oldValue.size { resizeSubviews(from: oldValue.size) }
    }
  }
  /// The bounds: the frame's size at the origin.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// The view that holds this one.
  @exclusivity(unchecked) open private(set) weak var superview: UIView?
  /// The views this one holds, back to front.
  @exclusivity(unchecked) open private(set) var subviews: [UIView] = []
  /// Whether the view takes part in hit-testing.
  @exclusivity(unchecked) open var isUserInteractionEnabled = true
  /// Whether the view is hidden.
  @exclusivity(unchecked) open var isHidden = false
  /// The background colour.
  open var backgroundColor: UIColor?
  /// The opacity, from 0 to 1; kept, not read (hit-testing does not skip clear views).
  open var alpha: CGFloat = 1
  /// The transform applied to the view around its centre; kept, not read (frames,
  /// hit-testing and conversions ignore it).
  open var transform: CGAffineTransform = .identity
  /// The tint: the one set on the view, else its superview's, else UIKit's system blue;
  /// setting `nil` makes the view inherit again.
  open var tintColor: UIColor! {
    get { ownTintColor ?? superview?.tintColor ?? UIColor.defaultTint }
    set { ownTintColor = newValue }
  }
  /// The tint set on this view, if any.
  private var ownTintColor: UIColor?
  /// A number the app may use to find the view.
  open var tag = 0
  /// The parts of the frame that grow or shrink when the superview's size changes; none
  /// until set.
  open var autoresizingMask: AutoresizingMask = []
  /// Whether a change of the view's size resizes its subviews by their masks.
  open var autoresizesSubviews = true
  /// The layer that draws the view; the mirror draws nothing, so its values are kept, not
  /// read.
  public let layer = CALayer()
  /// Whether subviews are clipped to the view's bounds: the layer's `masksToBounds`, as in
  /// UIKit; kept, not read (hit-testing never reaches outside a view's bounds anyway).
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }
  /// The centre of the frame, in the superview's coordinates; setting it moves the frame.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(
        x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }
  /// How the content is laid out with respect to the layout direction.
  @exclusivity(unchecked) open var semanticContentAttribute: UISemanticContentAttribute =
    .unspecified
  /// The recognizers attached to the view.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { attached.isEmpty ? nil : attached }
    set {
      for recognizer in attached { recognizer.view = nil }
      attached = newValue ?? []
      for recognizer in attached { recognizer.view = self }
    }
  }
  @exclusivity(unchecked) var attached: [UIGestureRecognizer] = []
  /// The window of a view in a window; the simulation's for the window itself.
  weak var owningWindow: UIWindow?

  /// Creates a view with a frame.
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// Creates a view from an archive; the mirror has none.
  public required init?(coder: NSCoder) {
    self.frame = .zero
    super.init()
  }

  /// Creates a view with an empty frame.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// The window that shows the view, if any.
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  /// The layout direction the view's content follows.
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .forceLeftToRight, .playback, .spatial: return .leftToRight
    case .forceRightToLeft: return .rightToLeft
    case .unspecified: return UIKitSimulation.current?.layoutDirection ?? .leftToRight
    }
  }

  /// Returns the layout direction of a semantic content attribute relative to the
  /// simulated screen's direction.
  open class func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute
  )
    -> UIUserInterfaceLayoutDirection
  {
    userInterfaceLayoutDirection(
      for: attribute, relativeTo: UIKitSimulation.current?.layoutDirection ?? .leftToRight)
  }

  /// Returns the layout direction of a semantic content attribute relative to a layout
  /// direction: `.unspecified` follows the direction given; the others are left to right,
  /// except `.forceRightToLeft`.
  open class func userInterfaceLayoutDirection(
    for semanticContentAttribute: UISemanticContentAttribute,
    relativeTo layoutDirection: UIUserInterfaceLayoutDirection
  )
    -> UIUserInterfaceLayoutDirection
  {
    switch semanticContentAttribute {
    case .unspecified: return layoutDirection
    case .forceRightToLeft: return .rightToLeft
    case .playback, .spatial, .forceLeftToRight: return .leftToRight
    }
  }

  /// Adds a view on top of the others.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// Inserts a view at an index of the subviews.
  open func insertSubview(_ view: UIView, at index: Int) {
    view.removeFromSuperview()
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
  }

  /// Inserts a view just below a sibling, so that the sibling stays in front of it; a view
  /// that is not a subview as the sibling adds the view on top (model choice).
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    guard view !== siblingSubview else { return }
    view.removeFromSuperview()
    guard let index = subviews.firstIndexOfObject(siblingSubview) else {
      addSubview(view)
      return
    }
    subviews.insert(view, at: index)
    view.superview = self
  }

  /// Inserts a view just above a sibling, in front of it; a view that is not a subview as
  /// the sibling adds the view on top (model choice).
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    guard view !== siblingSubview else { return }
    view.removeFromSuperview()
    guard let index = subviews.firstIndexOfObject(siblingSubview) else {
      addSubview(view)
      return
    }
    subviews.insert(view, at: index + 1)
    view.superview = self
  }

  /// Moves a subview in front of the others; does nothing for a view that is not a subview.
  open func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndexOfObject(view) else { return }
    subviews.remove(at: index)
    subviews.append(view)
  }

  /// Moves a subview behind the others; does nothing for a view that is not a subview.
  open func sendSubviewToBack(_ view: UIView) {
    guard let index = subviews.firstIndexOfObject(view) else { return }
    subviews.remove(at: index)
    subviews.insert(view, at: 0)
  }

  /// Returns a view that stands for this one's current look: a new, plain view the size of
  /// this one's bounds, at the origin, in no superview, as UIKit's snapshot is.
  ///
  /// The mirror draws nothing, so the snapshot copies the size, the background colour and
  /// the alpha; it has no subviews and no recognizers.
  ///
  /// - Parameter afterUpdates: Whether UIKit waits for pending changes; the mirror
  ///   applies every change at once, so it makes no difference.
  /// - Returns: The snapshot.
  open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
    snapshot.backgroundColor = backgroundColor
    snapshot.alpha = alpha
    return snapshot
  }

  /// Lays out the subviews; the mirror lays nothing out, so the default does nothing.
  open func layoutSubviews() {}

  /// Marks the layout as out of date; the mirror lays nothing out, so this does nothing.
  open func setNeedsLayout() {}

  /// Lays out the subviews now if the layout is out of date; the mirror keeps no pending
  /// layout, so this does nothing (and does not call ``layoutSubviews()``).
  open func layoutIfNeeded() {}

  /// The traits of the simulated screen: a phone in portrait, light, in the screen's
  /// layout direction.
  open var traitCollection: UITraitCollection { UITraitCollection.simulated }

  /// Called when the traits change; the simulated screen's never do, so the mirror never
  /// calls it.
  @available(iOS, introduced: 8.0, deprecated: 17.0)
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Removes the view from its superview.
  open func removeFromSuperview() {
    guard let superview else { return }
    // A view that leaves the window takes its first responder with it.
    if let window = superview.window, let responder = window.firstResponder,
      window.responder(responder, isInside: self)
    {
      window.firstResponder = nil
    }
    superview.subviews.removeObject(self)
    self.superview = nil
  }

  /// Attaches a recognizer.
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    attached.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches a recognizer.
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard attached.containsObject(gestureRecognizer) else { return }
    attached.removeObject(gestureRecognizer)
    gestureRecognizer.view = nil
  }

  /// Asks the view whether a recognizer may begin for a touch that is in it.
  ///
  /// The mirror asks every view from the one a touch began in up to the recognizer's
  /// own view; one `false` makes the recognizer fail. `UIControl` answers `false` for
  /// pans that are not its own.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  /// Tells whether a point in the view's coordinates is inside it; right and bottom
  /// edges excluded.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    let size = bounds.size
    return point.x >= 0 && point.y >= 0 && point.x < size.width && point.y < size.height
  }

  /// Returns the frontmost view under a point in the view's coordinates.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard isUserInteractionEnabled, !isHidden, self.point(inside: point, with: event) else {
      return nil
    }
    for subview in subviews.reversed() {
      let frame = subview.frame
      let inner = CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
      if let hit = subview.hitTest(inner, with: event) { return hit }
    }
    return self
  }

  /// The view's origin in window coordinates.
  var originInWindow: CGPoint {
    var x = frame.minX
    var y = frame.minY
    var view = superview
    while let current = view, !(current is UIWindow) {
      x += current.frame.minX
      y += current.frame.minY
      view = current.superview
    }
    return CGPoint(x: x, y: y)
  }

  /// Converts a point from another view's coordinates (the window's for `nil`).
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let from = view?.originInWindow ?? .zero
    let to = originInWindow
    return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
  }

  /// Converts a point to another view's coordinates (the window's for `nil`).
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let from = originInWindow
    let to = view?.originInWindow ?? .zero
    return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
  }

  /// Converts a rectangle from another view's coordinates (the window's for `nil`).
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  /// Converts a rectangle to another view's coordinates (the window's for `nil`).
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }
}

/// The window: the screen's root view, holding the root controller and the presented ones.
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// The window's first responder, which holds the keyboard up (spec [K1]).
  @exclusivity(unchecked) package internal(set) weak var firstResponder: UIResponder?
  /// The controller at the root.
  @exclusivity(unchecked) open var rootViewController: UIViewController? {
    didSet {
      presentationVersion &+= 1
      for view in subviews { view.removeFromSuperview() }
      if let root = rootViewController {
        root.loadViewIfNeeded()
        addSubview(root.view)
      }
    }
  }
  /// The simulation the window belongs to.
  weak var simulation: UIKitSimulation?
  /// The presentations over the root, in order.
  @exclusivity(unchecked) var presentationStack: [Presentation] = [] {
    didSet { presentationVersion &+= 1 }
  }
  /// A count that changes whenever the root or the presentations change.
  package private(set) var presentationVersion: Int {
    get { presentationCount }
    set { presentationCount = newValue }
  }
  /// The storage of ``presentationVersion``; no access to it overlaps another.
  @exclusivity(unchecked) var presentationCount: Int = 0
  /// The presentation or dismissal in flight.
  var currentPresentationTransition: NavigationTransition?

  /// Makes the window the key window; the mirror has one window, so this does nothing.
  open func makeKeyAndVisible() {}
}
