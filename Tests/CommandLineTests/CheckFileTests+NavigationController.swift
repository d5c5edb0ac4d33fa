import Testing

@testable import backgesture

/// Which navigation controller `check-file` checks: the files' subclass, the one no other
/// class of theirs subclasses, UIKit's as they extend it, UIKit's plain, or the one named.
extension CheckFileTests {
  /// A file of own words: a screen, and a base navigation controller that comments and
  /// strings mention but do not declare again.
  static let base = SourceFile(
    path: "App/Base.swift",
    text: text([
      "import UIKit",
      "",
      "/// Not a navigation controller: class Fake: UINavigationController {}",
      "final class NoteScreen: UIViewController {",
      "  class var identifier: String { \"class Fake: UINavigationController\" }",
      "  class func make() -> NoteScreen { NoteScreen() }",
      "}",
      "",
      "@MainActor",
      "open class BaseNavigationController:",
      "  UIKit.UINavigationController, UIGestureRecognizerDelegate",
      "{",
      "}",
    ]))

  /// A subclass of the base, in another file, and an extension of another UIKit type.
  static let edge = SourceFile(
    path: "App/Edge.swift",
    text: text([
      "import UIKit",
      "",
      "extension UINavigationController.Operation {}",
      "public final class EdgeNavigationController: BaseNavigationController {}",
    ]))

  /// An extension of UIKit's navigation controller only.
  static let extended = SourceFile(
    path: "Swipe.swift",
    text: text([
      "import UIKit",
      "",
      "extension UINavigationControllerDelegate {}",
      "extension UINavigationController: @retroactive UIGestureRecognizerDelegate {",
      "  public func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {",
      "    viewControllers.count > 1",
      "  }",
      "}",
    ]))

  /// Chooses with an optional name and returns the choice, or the mistake's message.
  func choose(_ files: [SourceFile], named name: String? = nil) -> String {
    switch NavigationControllerChoice.choose(in: files, named: name) {
    case .success(let choice): choice.summary
    case .failure(let error): "error: " + error.message
    }
  }

  @Test("A subclass of UINavigationController is checked")
  func subclass() {
    #expect(
      NavigationControllerChoice.choose(in: [Self.base], named: nil)
        == .success(
          NavigationControllerChoice(
            type: "BaseNavigationController",
            origin: .defined(file: "App/Base.swift", line: 10))))
    #expect(choose([Self.base]) == "Checking BaseNavigationController (App/Base.swift:10)")
  }

  @Test("Of a subclass and its own subclass, the one no other class subclasses is checked")
  func subclassOfSubclass() {
    #expect(
      choose([Self.edge, Self.base]) == "Checking EdgeNavigationController (App/Edge.swift:4)")
    #expect(
      choose([Self.base, Self.edge], named: "BaseNavigationController")
        == "Checking BaseNavigationController (App/Base.swift:10)")
  }

  @Test("Files that only extend UINavigationController check UIKit's, and say where")
  func extensionOnly() {
    #expect(
      choose([Self.extended])
        == "Checking UINavigationController as the files extend it (Swipe.swift:4)")
    #expect(
      choose([Self.base, Self.extended], named: "UINavigationController")
        == "Checking UINavigationController as the files extend it (Swipe.swift:4)")
  }

  @Test("Files without a navigation controller check UIKit's plain one, and say so")
  func none() {
    let screen = SourceFile(
      path: "Screen.swift", text: Self.text(["import UIKit", "class Screen: UIViewController {}"]))
    #expect(
      choose([screen])
        == "The files define no navigation controller: checking UINavigationController "
        + "(their extensions of UIKit's types still apply)")
  }

  @Test("--navigation-controller picks a navigation controller of the files, or says which")
  func named() {
    #expect(
      choose([Self.base, Self.edge], named: "NoteScreen")
        == "error: no navigation controller 'NoteScreen' in the files; they define: "
        + "BaseNavigationController, EdgeNavigationController")
    #expect(
      choose([Self.extended], named: "Edge")
        == "error: no navigation controller 'Edge' in the files; they define none")
    let pair = SourceFile(
      path: "Pair.swift",
      text: Self.text([
        "final class LeftNavigationController: UINavigationController {}",
        "final class RightNavigationController: UINavigationController {}",
      ]))
    #expect(
      choose([pair])
        == "error: the files define several navigation controllers that no other subclasses: "
        + "LeftNavigationController, RightNavigationController; choose one with "
        + "--navigation-controller")
    #expect(
      choose([pair], named: "RightNavigationController")
        == "Checking RightNavigationController (Pair.swift:2)")
  }
}
