import BackGestureUIKit
import Testing

/// A controller whose `viewDidLoad` lays a dimming view over its view, sized to the view's
/// bounds then and resized with it, as transition and overlay code does.
@MainActor
final class DimmedViewController: UIViewController {
  let dimming = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    dimming.frame = view.bounds
    dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(dimming)
  }
}

/// `autoresizingMask`: a view's size change moves and resizes its subviews as UIKit does.
@Suite @MainActor struct AutoresizingTests {
  /// A superview of a size holding a subview with a frame and a mask.
  func pair(
    _ superSize: CGSize, _ frame: CGRect, _ mask: UIView.AutoresizingMask
  ) -> (UIView, UIView) {
    let superview = UIView(frame: CGRect(origin: .zero, size: superSize))
    let subview = UIView(frame: frame)
    subview.autoresizingMask = mask
    superview.addSubview(subview)
    return (superview, subview)
  }

  @Test("The mask's options have UIKit's raw values, and a view has none until set")
  func rawValues() {
    let options: [(UIView.AutoresizingMask, UInt)] = [
      (.flexibleLeftMargin, 1), (.flexibleWidth, 2), (.flexibleRightMargin, 4),
      (.flexibleTopMargin, 8), (.flexibleHeight, 16), (.flexibleBottomMargin, 32),
    ]
    for (option, raw) in options { #expect(option.rawValue == raw) }
    #expect(UIView().autoresizingMask == [])
    #expect(UIView().autoresizesSubviews)
  }

  @Test("A flexible width and height follow the superview from zero size to the screen's")
  func fillsFromZero() {
    let (superview, subview) = pair(.zero, .zero, [.flexibleWidth, .flexibleHeight])
    superview.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    #expect(subview.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    superview.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
    #expect(subview.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
  }

  @Test("One flexible part takes the whole change; none keeps the frame where it is")
  func oneFlexiblePart() {
    let frame = CGRect(x: 10, y: 20, width: 50, height: 30)
    let grown = CGSize(width: 200, height: 150)
    let (left, leftView) = pair(CGSize(width: 100, height: 100), frame, [.flexibleLeftMargin])
    left.frame.size = grown
    #expect(leftView.frame == CGRect(x: 110, y: 20, width: 50, height: 30))
    let (bottom, bottomView) = pair(CGSize(width: 100, height: 100), frame, [.flexibleHeight])
    bottom.frame.size = grown
    #expect(bottomView.frame == CGRect(x: 10, y: 20, width: 50, height: 80))
    let (fixed, fixedView) = pair(CGSize(width: 100, height: 100), frame, [])
    fixed.frame.size = grown
    #expect(fixedView.frame == frame)
  }

  @Test("Several flexible parts share the change in proportion to their lengths")
  func proportionalShares() {
    // Margins of 20 and 30 around a fixed width of 50: 120 more points give 48 and 72.
    let (superview, subview) = pair(
      CGSize(width: 100, height: 40), CGRect(x: 20, y: 0, width: 50, height: 40),
      [.flexibleLeftMargin, .flexibleRightMargin])
    superview.frame.size.width = 220
    #expect(subview.frame == CGRect(x: 68, y: 0, width: 50, height: 40))
    // A fixed top margin, the height and the bottom margin share 90 points as 60 to 30.
    let (tall, tallView) = pair(
      CGSize(width: 10, height: 100), CGRect(x: 0, y: 10, width: 10, height: 60),
      [.flexibleHeight, .flexibleBottomMargin])
    tall.frame.size.height = 190
    #expect(tallView.frame == CGRect(x: 0, y: 10, width: 10, height: 120))
  }

  @Test("Without autoresizesSubviews nothing moves; a resized subview resizes its own")
  func switchAndCascade() {
    let (still, stillView) = pair(.zero, .zero, [.flexibleWidth])
    still.autoresizesSubviews = false
    still.frame.size.width = 100
    #expect(stillView.frame == .zero)
    let (outer, middle) = pair(.zero, .zero, [.flexibleWidth, .flexibleHeight])
    let inner = UIView(frame: .zero)
    inner.autoresizingMask = [.flexibleWidth]
    middle.addSubview(inner)
    outer.frame.size = CGSize(width: 300, height: 200)
    #expect(inner.frame == CGRect(x: 0, y: 0, width: 300, height: 0))
  }

  @Test("A controller's subview laid over its view in viewDidLoad covers it once shown")
  func controllerViewShown() {
    let simulation = UIKitSimulation(width: 390, height: 844, layoutDirection: .leftToRight)
    simulation.run {
      let screen = DimmedViewController()
      let navigation = UINavigationController(rootViewController: screen)
      simulation.window.rootViewController = navigation
      #expect(screen.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
      #expect(screen.dimming.frame == screen.view.bounds)
    }
  }
}
