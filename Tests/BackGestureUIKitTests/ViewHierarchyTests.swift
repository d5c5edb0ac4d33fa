import BackGestureUIKit
import Testing

/// Where views go when they are inserted, moved and converted between, and what a snapshot
/// and the screen are.
@Suite @MainActor struct ViewHierarchyTests {
  @Test("insertSubview(_:belowSubview:) and (_:aboveSubview:) put a view next to its sibling")
  func insertNextToSibling() {
    let parent = UIView(frame: .zero)
    let (a, b, c, d) = (UIView(), UIView(), UIView(), UIView())
    parent.addSubview(a)
    parent.addSubview(b)
    parent.insertSubview(c, belowSubview: b)
    #expect(parent.subviews == [a, c, b])
    parent.insertSubview(d, aboveSubview: a)
    #expect(parent.subviews == [a, d, c, b])
    // A subview already there moves.
    parent.insertSubview(c, aboveSubview: b)
    #expect(parent.subviews == [a, d, b, c])
    #expect(c.superview === parent)
  }

  @Test("Inserting next to a view that is not a subview adds the view on top")
  func insertNextToStranger() {
    let parent = UIView(frame: .zero)
    let (a, stranger, b, c) = (UIView(), UIView(), UIView(), UIView())
    parent.addSubview(a)
    parent.insertSubview(b, belowSubview: stranger)
    parent.insertSubview(c, aboveSubview: stranger)
    #expect(parent.subviews == [a, b, c])
  }

  @Test("bringSubviewToFront(_:) and sendSubviewToBack(_:) reorder the subviews")
  func reorder() {
    let parent = UIView(frame: .zero)
    let (a, b, c) = (UIView(), UIView(), UIView())
    for view in [a, b, c] { parent.addSubview(view) }
    parent.bringSubviewToFront(a)
    #expect(parent.subviews == [b, c, a])
    parent.sendSubviewToBack(c)
    #expect(parent.subviews == [c, b, a])
    parent.bringSubviewToFront(UIView())
    #expect(parent.subviews == [c, b, a])
  }

  @Test("A rectangle converts between views by their frames, keeping its size")
  func convertRect() {
    let outer = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let inner = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    outer.addSubview(inner)
    let rect = CGRect(x: 5, y: 5, width: 30, height: 40)
    let inOuter = CGRect(
      x: rect.minX + inner.frame.minX, y: rect.minY + inner.frame.minY, width: rect.width,
      height: rect.height)
    #expect(inner.convert(rect, to: outer) == inOuter)
    #expect(outer.convert(rect, from: inner) == inOuter)
    #expect(inner.convert(inOuter, from: outer) == rect)
  }

  @Test("center is the middle of the frame, and setting it moves the frame")
  func center() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 10 + 100 / 2, y: 20 + 50 / 2))
    view.center = CGPoint(x: 100, y: 100)
    #expect(view.frame == CGRect(x: 100 - 100 / 2, y: 100 - 50 / 2, width: 100, height: 50))
  }

  @Test("A snapshot is a new view the size of the bounds, in no superview")
  func snapshot() {
    let parent = UIView(frame: .zero)
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    view.backgroundColor = .red
    view.alpha = 0.5
    view.addSubview(UIView())
    parent.addSubview(view)
    let snapshot = view.snapshotView(afterScreenUpdates: false)
    #expect(snapshot !== view)
    #expect(snapshot?.frame == view.bounds)
    #expect(snapshot?.backgroundColor == .red)
    #expect(snapshot?.alpha == 0.5)
    #expect(snapshot?.superview == nil)
    #expect(snapshot?.subviews.isEmpty == true)
  }

  @Test("clipsToBounds is the layer's masksToBounds")
  func clipsToBounds() {
    let view = UIView(frame: .zero)
    #expect(!view.clipsToBounds)
    view.clipsToBounds = true
    #expect(view.layer.masksToBounds)
    view.layer.masksToBounds = false
    #expect(!view.clipsToBounds)
  }

  @Test("The screen and the app report the simulated screen's size and direction")
  func screenAndApp() {
    let simulation = UIKitSimulation(width: 390, height: 844, layoutDirection: .rightToLeft)
    simulation.run {
      #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
      #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
      #expect(UIView().traitCollection.layoutDirection == .rightToLeft)
      #expect(UIViewController().traitCollection.userInterfaceIdiom == .phone)
    }
    #expect(UIScreen.main.bounds == .zero)
    #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
  }

  @Test("The toolbar is hidden until shown, and hides at once, as the navigation bar does")
  func toolbar() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    #expect(navigation.isToolbarHidden)
    #expect(navigation.toolbar.isHidden)
    navigation.setToolbarHidden(false, animated: true)
    #expect(!navigation.isToolbarHidden)
    #expect(!navigation.toolbar.isHidden)
    navigation.isToolbarHidden = true
    #expect(navigation.toolbar.isHidden)
  }

  @Test("The bar's top and back items are the items of the top two controllers")
  func topAndBackItems() {
    let (a, b) = (UIViewController(), UIViewController())
    let navigation = UINavigationController(rootViewController: a)
    #expect(navigation.navigationBar.topItem === a.navigationItem)
    #expect(navigation.navigationBar.backItem == nil)
    navigation.setViewControllers([a, b], animated: false)
    #expect(navigation.navigationBar.topItem === b.navigationItem)
    #expect(navigation.navigationBar.backItem === a.navigationItem)
    #expect(UINavigationBar(frame: .zero).topItem == nil)
  }
}
