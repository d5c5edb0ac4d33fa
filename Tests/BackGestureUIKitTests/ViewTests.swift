import BackGestureUIKit
import Testing

/// Views, bars, items and the value types, with UIKit's values.
@Suite @MainActor struct ViewTests {
  @Test("A view's tint is its own, else its superview's, else system blue; the bar inherits it")
  func tintColor() {
    let outer = UIView(frame: .zero)
    let bar = UINavigationBar(frame: .zero)
    outer.addSubview(bar)
    let blue: UIColor = bar.tintColor
    #expect(blue == UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
    outer.tintColor = .black
    #expect(bar.tintColor == .black)
    bar.tintColor = .white
    #expect(bar.tintColor == .white)
    bar.tintColor = nil
    #expect(bar.tintColor == .black)
  }

  @Test("alpha is 1 and transform the identity until set")
  func alphaAndTransform() {
    let view = UIView(frame: .zero)
    #expect(view.alpha == 1)
    #expect(view.transform == .identity)
    view.alpha = 0.5
    view.transform = CGAffineTransform(translationX: 10, y: 0)
    #expect(view.alpha == 0.5)
    #expect(view.transform.tx == 10)
  }

  @Test("CGAffineTransform composes as CoreGraphics does")
  func affineTransform() {
    let scaledThenMoved = CGAffineTransform.identity.translatedBy(x: 10, y: 5).scaledBy(x: 2, y: 3)
    #expect(
      scaledThenMoved == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 5))
    let movedThenScaled = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 5)
    #expect(movedThenScaled == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 15))
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
  }

  @Test("Points, sizes and rectangles apply a transform as CoreGraphics does")
  func applyingATransform() {
    let shear = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 10, ty: 20)
    #expect(CGPoint(x: 3, y: 4).applying(shear) == CGPoint(x: 12, y: 35))
    #expect(CGSize(width: 3, height: 4).applying(shear) == CGSize(width: 2, height: 15))
    // The corners (0,0), (2,0), (0,1), (2,1) go to (10,20), (14,22), (9,23), (13,25).
    #expect(
      CGRect(x: 0, y: 0, width: 2, height: 1).applying(shear)
        == CGRect(x: 9, y: 20, width: 5, height: 5))
    // A negative size is standardized first; a flip gives a positive size.
    let flip = CGAffineTransform(scaleX: -1, y: 1)
    #expect(
      CGRect(x: 10, y: 0, width: -4, height: 2).applying(flip)
        == CGRect(x: -10, y: 0, width: 4, height: 2))
    #expect(CGRect.null.applying(shear).isNull)
  }

  @Test("The animation options have UIKit's raw values")
  func animationOptions() {
    let options: [(UIView.AnimationOptions, UInt)] = [
      (.layoutSubviews, 1 << 0), (.allowUserInteraction, 1 << 1),
      (.beginFromCurrentState, 1 << 2), (.repeat, 1 << 3), (.autoreverse, 1 << 4),
      (.overrideInheritedDuration, 1 << 5), (.overrideInheritedCurve, 1 << 6),
      (.allowAnimatedContent, 1 << 7), (.showHideTransitionViews, 1 << 8),
      (.overrideInheritedOptions, 1 << 9), (.curveEaseInOut, 0), (.curveEaseIn, 1 << 16),
      (.curveEaseOut, 2 << 16), (.curveLinear, 3 << 16), (.transitionNone, 0),
      (.transitionFlipFromLeft, 1 << 20), (.transitionFlipFromRight, 2 << 20),
      (.transitionCurlUp, 3 << 20), (.transitionCurlDown, 4 << 20),
      (.transitionCrossDissolve, 5 << 20), (.transitionFlipFromTop, 6 << 20),
      (.transitionFlipFromBottom, 7 << 20), (.preferredFramesPerSecondDefault, 0),
      (.preferredFramesPerSecond60, 3 << 24), (.preferredFramesPerSecond30, 7 << 24),
    ]
    for (option, raw) in options { #expect(option.rawValue == raw) }
  }

  @Test(
    "userInterfaceLayoutDirection(for:relativeTo:) follows the given direction when unspecified")
  func layoutDirection() {
    for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
      #expect(
        UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: direction) == direction)
      #expect(
        UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: direction)
          == .rightToLeft)
      for attribute in [UISemanticContentAttribute.forceLeftToRight, .playback, .spatial] {
        #expect(
          UIView.userInterfaceLayoutDirection(for: attribute, relativeTo: direction)
            == .leftToRight)
      }
    }
  }

  @Test("userInterfaceLayoutDirection(for:) is relative to the simulated screen's direction")
  func layoutDirectionOfTheScreen() {
    let rtl = UIKitSimulation(width: 390, height: 844, layoutDirection: .rightToLeft)
    #expect(rtl.run { UIView.userInterfaceLayoutDirection(for: .unspecified) } == .rightToLeft)
    #expect(rtl.run { UIView.userInterfaceLayoutDirection(for: .forceLeftToRight) } == .leftToRight)
    #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
  }

  @Test("UIEdgeInsets() is zero")
  func zeroInsets() {
    #expect(UIEdgeInsets() == .zero)
  }

  @Test("Setting the first bar button item replaces only the first of the items")
  func firstBarButtonItem() {
    let item = UINavigationItem()
    let (a, b, c) = (UIBarButtonItem(), UIBarButtonItem(), UIBarButtonItem())
    item.leftBarButtonItem = a
    #expect(item.leftBarButtonItems == [a])
    item.leftBarButtonItems = [a, b]
    item.leftBarButtonItem = c
    #expect(item.leftBarButtonItems == [c, b])
    item.leftBarButtonItem = b
    #expect(item.leftBarButtonItems == [b, c])
    item.leftBarButtonItem = nil
    #expect(item.leftBarButtonItems == [c])
    item.leftBarButtonItem = nil
    #expect(item.leftBarButtonItems == nil)
    item.leftBarButtonItem = nil
    #expect(item.leftBarButtonItems == nil)
    item.rightBarButtonItems = [a, b]
    item.rightBarButtonItem = c
    #expect(item.rightBarButtonItems == [c, b])
    item.rightBarButtonItem = nil
    #expect(item.rightBarButtonItems == [b])
  }

  @Test("Bar button styles and system items have UIKit's raw values")
  func barButtonRawValues() {
    #expect(UIBarButtonItem.Style.plain.rawValue == 0)
    #expect(UIBarButtonItem.Style.done.rawValue == 2)
    #expect(UIBarButtonItem.Style(rawValue: 1) != nil)
    let items: [UIBarButtonItem.SystemItem] = [
      .done, .cancel, .edit, .save, .add, .flexibleSpace, .fixedSpace, .compose, .reply,
      .action, .organize, .bookmarks, .search, .refresh, .stop, .camera, .trash, .play,
      .pause, .rewind, .fastForward, .undo, .redo, .pageCurl, .close,
    ]
    #expect(items.map(\.rawValue) == Array(0...24))
  }

  @Test("A grey is not the RGB colour with the same components; two greys or two RGBs are")
  func greyColours() {
    let grey = UIColor(white: 0.5, alpha: 1)
    let rgb = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
    #expect(grey != rgb)
    #expect(grey == UIColor(white: 0.5, alpha: 1))
    #expect(grey.hash == UIColor(white: 0.5, alpha: 1).hash)
    #expect(rgb == UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    #expect(grey != UIColor(white: 0.6, alpha: 1))
    #expect(grey.components == rgb.components)
  }
}
