import BackGestureUIKit
import Testing

/// The Objective-C idioms back-gesture code uses on UIKit's objects, as the mirror stands in
/// for them where the runtime does not exist: associated objects, selectors by name,
/// `responds(to:)` and `perform`, and key-value coding of UIKit's private keys.
@Suite @MainActor struct ObjectiveCIdiomTests {
  @Test("An associated value is kept by its policy and removed by nil")
  func associatedValues() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let pan = UIPanGestureRecognizer()
    objc_setAssociatedObject(navigation, &Keys.pan, pan, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    #expect(objc_getAssociatedObject(navigation, &Keys.pan) as? UIPanGestureRecognizer === pan)
    objc_setAssociatedObject(navigation, &Keys.flag, true, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    #expect(objc_getAssociatedObject(navigation, &Keys.flag) as? Bool == true)
    // Two keys, two values; another object has none.
    #expect(objc_getAssociatedObject(UIViewController(), &Keys.pan) == nil)
    objc_setAssociatedObject(navigation, &Keys.pan, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    #expect(objc_getAssociatedObject(navigation, &Keys.pan) == nil)
    #expect(objc_getAssociatedObject(navigation, &Keys.flag) as? Bool == true)
    objc_removeAssociatedObjects(navigation)
    #expect(objc_getAssociatedObject(navigation, &Keys.flag) == nil)
  }

  @Test("A copied closure is kept and called")
  func copiedClosure() {
    let controller = UIViewController()
    var calls = 0
    let handler: () -> Void = { calls += 1 }
    objc_setAssociatedObject(controller, &Keys.handler, handler, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    (objc_getAssociatedObject(controller, &Keys.handler) as? () -> Void)?()
    #expect(calls == 1)
  }

  @Test("A retained value goes when its object goes")
  func valueGoesWithItsObject() {
    weak var watched: Marker?
    do {
      let controller = UIViewController()
      let marker = Marker()
      watched = marker
      objc_setAssociatedObject(controller, &Keys.marker, marker, .OBJC_ASSOCIATION_RETAIN)
    }
    #expect(watched == nil)
  }

  #if !canImport(ObjectiveC)
  @Test("For an object that is not the mirror's, the value goes at the next call after it")
  func valueOfAPlainObject() {
    weak var watched: Marker?
    do {
      let owner = NSObject()
      let marker = Marker()
      watched = marker
      objc_setAssociatedObject(owner, &Keys.marker, marker, .OBJC_ASSOCIATION_RETAIN)
    }
    objc_setAssociatedObject(NSObject(), &Keys.flag, 1, .OBJC_ASSOCIATION_RETAIN)
    #expect(watched == nil)
  }

  @Test("An assigned object is not kept: it reads nil once it went")
  func assignedObject() {
    let controller = UIViewController()
    do {
      let marker = Marker()
      objc_setAssociatedObject(controller, &Keys.marker, marker, .OBJC_ASSOCIATION_ASSIGN)
      #expect(objc_getAssociatedObject(controller, &Keys.marker) as? Marker === marker)
    }
    #expect(objc_getAssociatedObject(controller, &Keys.marker) == nil)
  }

  @Test("A key that is not the mirror's reads a stored property, or nil")
  func storedPropertyByKey() {
    let item = UIBarButtonItem()
    item.title = "Back"
    #expect(item.value(forKey: "title") as? String == "Back")
    #expect(item.value(forKey: "noSuchKey") == nil)
  }
  #endif

  @Test("A selector's name goes both ways")
  func selectorNames() {
    let action = NSSelectorFromString("handleNavigationTransition:")
    #expect(action == Selector(("handleNavigationTransition:")))
    #expect(NSStringFromSelector(action) == "handleNavigationTransition:")
  }

  @Test("The system pop's first target is UIKit's handler, which is its delegate and answers")
  func systemPopTargets() {
    let world = MirrorWorld(stack: [UIViewController(), UIViewController()])
    let edge = world.navigation.interactivePopGestureRecognizer
    let targets = edge?.value(forKey: "targets") as? [NSObject]
    #expect(targets?.count == 1)
    let handler = targets?.first?.value(forKey: "target") as AnyObject?
    #expect(handler === edge?.delegate)
    #expect(edge?.value(forKey: "_targets") as? [NSObject] != nil)
    #expect(
      world.navigation.value(forKey: "_cachedInteractionController") as AnyObject? === handler)
    let action = NSSelectorFromString("handleNavigationTransition:")
    #expect(edge?.delegate?.responds(to: action) == true)
    #expect(world.navigation.responds(to: action) == false)
  }

  @Test("A full-screen pan aimed at the handler read by key-value coding pops as the edge does")
  func fullScreenPanThroughKeyValueCoding() {
    let (a, b) = (UIViewController(), UIViewController())
    let world = MirrorWorld(stack: [a, b])
    let navigation = world.navigation
    world.run {
      let edge = navigation.interactivePopGestureRecognizer
      let targets = edge?.value(forKey: "targets") as? [NSObject]
      guard let target = targets?.first?.value(forKey: "target") else { return }
      let pan = UIPanGestureRecognizer(
        target: target, action: NSSelectorFromString("handleNavigationTransition:"))
      pan.maximumNumberOfTouches = 1
      edge?.view?.addGestureRecognizer(pan)
      edge?.isEnabled = false
    }
    // A drag from the middle of the screen, far past half its width, then a lift.
    world.down(1, 100, 400, at: 0)
    world.move(1, 130, 400, at: 16)
    #expect(navigation.value(forKey: "_isTransitioning") as? Bool == true)
    world.move(1, 350, 400, at: 32)
    world.up(1, at: 48)
    world.wait(until: 1000)
    #expect(navigation.viewControllers == [a])
    #expect(navigation.value(forKey: "_isTransitioning") as? Bool == false)
  }

  @Test("A named selector of an app's empty method, aimed at UIKit's pop handler, pops by name")
  func namedSelectorOfADummyMethod() {
    let (a, b) = (UIViewController(), UIViewController())
    let world = MirrorWorld(stack: [a, b])
    let navigation = world.navigation
    let action = Selector(PopDummy.handleNavigationTransition, name: "handleNavigationTransition:")
    #if !canImport(ObjectiveC)
    let handler = navigation.interactivePopGestureRecognizer?.delegate
    #expect(handler?.responds(to: action) == true)
    #expect(PopDummy().responds(to: action))
    #expect(!UIViewController().responds(to: action))
    // Without a name, the selector is the method's alone.
    #expect(handler?.responds(to: Selector(PopDummy.handleNavigationTransition)) == false)
    #endif
    world.run {
      let edge = navigation.interactivePopGestureRecognizer
      guard let handler = edge?.delegate else { return }
      let pan = UIPanGestureRecognizer(target: handler, action: action)
      pan.maximumNumberOfTouches = 1
      edge?.view?.addGestureRecognizer(pan)
      edge?.isEnabled = false
    }
    world.down(1, 100, 400, at: 0)
    world.move(1, 130, 400, at: 16)
    world.move(1, 350, 400, at: 32)
    world.up(1, at: 48)
    world.wait(until: 1000)
    #expect(navigation.viewControllers == [a])
  }

  @Test("Removing every target of the system pop removes UIKit's handler too")
  func removingTheHandler() {
    let (a, b) = (UIViewController(), UIViewController())
    let world = MirrorWorld(stack: [a, b])
    world.run { world.navigation.interactivePopGestureRecognizer?.removeTarget(nil, action: nil) }
    world.down(1, 5, 400, at: 0)
    world.move(1, 30, 400, at: 16)
    world.move(1, 350, 400, at: 32)
    world.up(1, at: 48)
    world.wait(until: 1000)
    #expect(world.navigation.viewControllers == [a, b])
  }

  #if !canImport(ObjectiveC)
  // Where the runtime exists, a selector made from a Swift method is not one of the
  // runtime's, and its `responds(to:)` and `perform` are the runtime's own.
  @Test("perform(_:with:) sends a selector made from a method; responds(to:) knows its class")
  func performAndRespond() {
    let log = ActionLog()
    let pan = UIPanGestureRecognizer()
    let first = Selector(ActionLog.first)
    #expect(log.responds(to: first))
    #expect(!pan.responds(to: first))
    log.perform(first, with: pan)
    #expect(log.entries == ["first \(UIGestureRecognizer.State.possible.rawValue)"])
    let tapped = Selector(ActionLog.tapped)
    log.perform(tapped)
    #expect(log.entries.last == "tapped")
  }
  #endif

  @Test("Setting a navigation bar by key installs it as the controller's bar")
  func navigationBarByKey() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let bar = UINavigationBar(frame: .zero)
    navigation.setValue(bar, forKey: "navigationBar")
    #expect(navigation.navigationBar === bar)
    #expect(bar.topItem === navigation.topViewController?.navigationItem)
  }
}

/// The keys of the associated values of the tests.
private enum Keys {
  nonisolated(unsafe) static var pan = 0
  nonisolated(unsafe) static var flag = 0
  nonisolated(unsafe) static var handler = 0
  nonisolated(unsafe) static var marker = 0
}

/// An app's object with an empty method named like UIKit's pop handler, declared only to
/// make its selector.
private final class PopDummy: NSObject {
  func handleNavigationTransition(_ recognizer: UIPanGestureRecognizer) {}
}

/// An object whose lifetime the tests watch.
private final class Marker {}
