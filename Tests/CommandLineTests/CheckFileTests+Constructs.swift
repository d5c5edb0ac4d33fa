import Testing

@testable import backgesture

/// How `check-file` names a build's errors: each construct Swift on Linux cannot accept
/// with its `#if` (docs/RealCode.md, "The #ifs you may need"), at the line
/// of the user's file, and any other error with the compiler's message. The messages are
/// Swift 6.3's.
extension CheckFileTests {
  /// The finding for an error at the last of some lines of `App/Trail.swift`.
  func finding(_ lines: [String], _ message: String, column: Int = 1) -> String {
    let diagnostic = CompilerDiagnostic(
      path: "/s/Sources/CheckedFiles/Trail.swift", line: lines.count, column: column,
      message: message)
    return BuildFinding(diagnostic, in: ("App/Trail.swift", lines)).text
  }

  static let objc = "Objective-C interoperability is disabled"
  static let selector = "'#selector' can only be used with the Objective-C runtime"
  static let notOverriding = "method does not override any method from its superclass"

  @Test("@objc, @objcMembers, @objc dynamic and @IBOutlet: the attribute alone inside #if")
  func attributes() {
    #expect(
      finding(["  @objc func follow(_ pan: UIPanGestureRecognizer) {}"], Self.objc, column: 4)
        == "App/Trail.swift:1: @objc: #if canImport(UIKit) / @objc / #endif on the lines above "
        + "the declaration or the extension; the declaration stays as it is")
    #expect(
      finding(["@objc private extension TrailNavigationController {"], Self.objc)
        == "App/Trail.swift:1: @objc: #if canImport(UIKit) / @objc / #endif on the lines above "
        + "the declaration or the extension; the declaration stays as it is")
    #expect(
      finding(["@objcMembers"], Self.objc)
        == "App/Trail.swift:1: @objcMembers: #if canImport(UIKit) / @objcMembers / #endif above "
        + "the class")
    #expect(
      finding(["  @objc dynamic var swiping = false"], Self.objc, column: 4)
        == "App/Trail.swift:1: @objc dynamic var (key-value observing): #if canImport(UIKit) / "
        + "@objc / #endif on the lines above the declaration; dynamic alone compiles")
    #expect(
      finding(
        ["  @IBOutlet weak var hint: UILabel!"],
        "'@IBOutlet' property cannot have non-'@objc' class type 'UILabel'", column: 3)
        == "App/Trail.swift:1: @IBOutlet: #if canImport(UIKit) / @IBOutlet / #endif above the "
        + "property, which stays as it is (there are no storyboards: the outlet is nil until "
        + "code sets it)")
  }

  @Test("#selector: of the app's method, of UIKit's pop handler, of a UIKit method, a getter's")
  func selectors() {
    #expect(
      finding(
        ["    let pan = UIPanGestureRecognizer(target: self, action: #selector(follow(_:)))"],
        Self.selector, column: 60)
        == "App/Trail.swift:1: #selector(follow(_:)): #if canImport(UIKit) / let action = "
        + "#selector(follow(_:)) / #else / let action = Selector(Self.follow) / #endif, then "
        + "action; where the action is added in one place and removed in another, give both the "
        + "same name: (Selector(Self.follow, name: \"follow\"))")
    #expect(
      finding(
        ["    let relay = #selector(handleNavigationTransition(_:))"], Self.selector, column: 17)
        == "App/Trail.swift:1: #selector(handleNavigationTransition(_:)), UIKit's pop handler: "
        + "#if canImport(UIKit) / let action = #selector(handleNavigationTransition(_:)) / "
        + "#else / let action = NSSelectorFromString(\"handleNavigationTransition:\") / #endif: "
        + "Selector(Self.handleNavigationTransition) would name the app's own empty method")
    #expect(
      finding(
        ["    let back = #selector(UINavigationController.popViewController(animated:))"],
        Self.selector, column: 16)
        == "App/Trail.swift:1: #selector(UINavigationController.popViewController(animated:)), "
        + "a UIKit method: #if canImport(UIKit) around the line; in the #else, a method of the "
        + "app's that calls popViewController(animated:), with self as the target "
        + "(func goBack() { navigationController?.popViewController(animated: true) })")
    #expect(
      finding(
        ["    print(\"\\(#selector(getter: UINavigationController.delegate))\")"],
        Self.selector, column: 14)
        == "App/Trail.swift:1: #selector(getter: UINavigationController.delegate): "
        + "#if canImport(UIKit) around the line, with the property's name written out in the "
        + "#else")
    let two =
      "    swap(#selector(pushViewController(_:animated:)), #selector(trail_push(_:animated:)))"
    #expect(
      finding([two], Self.selector, column: 54).hasPrefix(
        "App/Trail.swift:1: #selector(trail_push(_:animated:)): "))
    #expect(
      finding([two], Self.selector, column: 10).hasPrefix(
        "App/Trail.swift:1: #selector(pushViewController(_:animated:)): "))
  }

  @Test("Swizzling, a delegate forwarder and an override in an extension: #if and a subclass")
  func runtimeConstructs() {
    let swizzle =
      "    let method = class_getInstanceMethod(Self.self, #selector(viewWillAppear(_:)))"
    let swizzling =
      "App/Trail.swift:1: method swizzling (class_getInstanceMethod): #if canImport(UIKit) around "
      + "the swizzling calls and the swizzled methods; on Linux, what a swizzled method adds "
      + "goes into an override in a subclass of the app's, calling super where the swizzled "
      + "method called itself"
    #expect(
      finding([swizzle], "cannot find 'class_getInstanceMethod' in scope", column: 18) == swizzling)
    #expect(finding([swizzle], Self.selector, column: 53) == swizzling)
    let forwarder =
      ": #if canImport(UIKit) around both responds(to:) and forwardingTarget(for:); on Linux the "
      + "forwarder implements the delegate's methods it needs and calls the real delegate with ? "
      + "after each name (realDelegate?.navigationController?(…))"
    #expect(
      finding(["  override func responds(to aSelector: Selector!) -> Bool {"], Self.notOverriding)
        == "App/Trail.swift:1: a delegate forwarder's responds(to:)" + forwarder)
    #expect(
      finding(
        ["    return super.forwardingTarget(for: selector)"],
        "value of type 'UINavigationController' has no member 'forwardingTarget'")
        == "App/Trail.swift:1: a delegate forwarder's forwardingTarget(for:)" + forwarder)
    let own = [
      "final class TrailNavigationController: UINavigationController {}",
      "extension TrailNavigationController {",
      "  override func pushViewController(_ controller: UIViewController, animated: Bool) {",
    ]
    #expect(
      finding(
        own,
        " instance method 'pushViewController(_:animated:)' declared in 'UINavigationController' "
          + "cannot be overridden from extension")
        == "App/Trail.swift:3: override in an extension of TrailNavigationController: move the "
        + "override into TrailNavigationController's body (no #if)")
    let uikit = ["extension UINavigationController {", "  override open func viewDidLoad() {"]
    #expect(
      finding(
        uikit,
        " instance method 'viewDidLoad()' declared in 'UIViewController' cannot be overridden "
          + "from extension")
        == "App/Trail.swift:2: override in an extension of UINavigationController: "
        + "#if canImport(UIKit) around the override; on Linux, a subclass of the app's "
        + "(class AppNavigationController: UINavigationController) with the same override, used "
        + "where the app makes them")
  }

  @Test("Imports, member lookup on AnyObject and names from before Swift 4.2")
  func importsAndNames() {
    #expect(
      finding(["import ObjectiveC"], "no such module 'ObjectiveC'", column: 8)
        == "App/Trail.swift:1: import ObjectiveC: #if canImport(ObjectiveC) / import ObjectiveC / "
        + "#endif: the mirror declares the associated-object functions on Linux")
    #expect(
      finding(["import SwiftUI"], "no such module 'SwiftUI'", column: 8)
        == "App/Trail.swift:1: import SwiftUI: #if canImport(SwiftUI) / import SwiftUI / #endif")
    #expect(
      finding(["import QuartzCore"], "no such module 'QuartzCore'", column: 8)
        == "App/Trail.swift:1: import QuartzCore: #if canImport(QuartzCore) / import QuartzCore / "
        + "#else / import BackGestureUIKit / #endif: on Linux the mirror declares CALayer, "
        + "CGAffineTransform and CGVector and brings Foundation's CGFloat, CGPoint, CGSize and "
        + "CGRect")
    #expect(
      finding(["import CoreGraphics"], "no such module 'CoreGraphics'", column: 8)
        == "App/Trail.swift:1: import CoreGraphics: #if canImport(CoreGraphics) / "
        + "import CoreGraphics / #else / import BackGestureUIKit / #endif: on Linux the mirror "
        + "declares CALayer, CGAffineTransform and CGVector and brings Foundation's CGFloat, "
        + "CGPoint, CGSize and CGRect")
    #expect(
      finding(
        ["    let system = targets.first?.value(forKey: \"target\")"],
        "value of type 'AnyObject' has no member 'value'")
        == "App/Trail.swift:1: member lookup on AnyObject: no #if: cast to NSObject first "
        + "((target as? NSObject)?.value(forKey: \"target\"), or read the array as? [NSObject]), "
        + "which compiles on iOS too")
    #expect(
      finding(
        ["  var operation: UINavigationControllerOperation = .none"],
        "cannot find type 'UINavigationControllerOperation' in scope")
        == "App/Trail.swift:1: UINavigationControllerOperation, a name from before Swift 4.2: "
        + "write UINavigationController.Operation: a current iOS SDK refuses the old name too "
        + "(no #if)")
    #expect(
      finding(
        ["    if respondsToSelector(\"interactivePopGestureRecognizer\") {"],
        "value of type 'TrailNavigationController' has no member 'respondsToSelector'")
        == "App/Trail.swift:1: respondsToSelector, a name from before Swift 4.2: write "
        + "responds(to:): a current iOS SDK refuses the old name too (no #if)")
    #expect(
      finding(["  let model = Route()"], "cannot find 'Route' in scope")
        == "App/Trail.swift:1: not a construct the docs list: cannot find 'Route' in scope")
  }

  @Test("A build's output: each error once, constructs first, at the user's file and line")
  func buildOutput() {
    let trail = SourceFile(
      path: "App/Trail.swift",
      text: Self.text([
        "import UIKit", "", "@objcMembers",
        "final class TrailNavigationController: UINavigationController {",
        "  let route = Route()", "}",
      ]))
    let runtime = SourceFile(path: "Runtime.swift", text: Self.text(["import ObjectiveC"]))
    let output = [
      "Building for debugging...",
      "error: emit-module command failed with exit code 1 (use -v to see invocation)",
      "/s/Sources/CheckedFiles/Trail.swift:5:15: error: cannot find 'Route' in scope",
      "3 |   let route = Route()",
      "  |               `- error: cannot find 'Route' in scope",
      "/s/Sources/CheckedFiles/Trail.swift:3:1: error: Objective-C interoperability is disabled",
      "/s/Sources/CheckedFiles/Runtime.swift:1:8: error: no such module 'ObjectiveC'",
      "/s/Sources/CheckedFiles/Trail.swift:5:15: error: cannot find 'Route' in scope",
      "/s/Sources/CheckedFiles/Trail.swift:3:1: error: Objective-C interoperability is disabled",
      "/s/Sources/CheckFileRun/main.swift:12:5: error: cannot find 'CheckedFiles' in scope",
      "/usr/bin/ld.gold: error: undefined reference to 'trail'",
      "[4/9] Compiling CheckedFiles Trail.swift",
    ].joined(separator: "\n")
    var package = Self.package
    package.files = [trail, runtime]
    #expect(
      CheckFileCommand.buildFailure(output, package: package)
        == Self.text([
          "App/Trail.swift:3: @objcMembers: #if canImport(UIKit) / @objcMembers / #endif above the class",
          "Runtime.swift:1: import ObjectiveC: #if canImport(ObjectiveC) / import ObjectiveC / #endif: "
            + "the mirror declares the associated-object functions on Linux",
          "App/Trail.swift:5: not a construct the docs list: cannot find 'Route' in scope",
          "/s/Sources/CheckFileRun/main.swift:12: not a construct the docs list: cannot find "
            + "'CheckedFiles' in scope",
          "not a construct the docs list: /usr/bin/ld.gold: undefined reference to 'trail'",
          "",
          "The files do not build against BackGestureUIKit: 5 errors, 2 of them listed in "
            + "docs/RealCode.md (\"The #ifs you may need\").",
          "The compiler stops at a module it cannot find: more errors may follow once the "
            + "import is fixed.",
        ]))
    #expect(
      CheckFileCommand.buildFailure(
        "/s/Sources/CheckedFiles/Runtime.swift:1:8: error: no such module 'ObjectiveC'",
        package: package
      ).hasSuffix(
        "\n\nThe files do not build against BackGestureUIKit: 1 error, listed in "
          + "docs/RealCode.md (\"The #ifs you may need\").\n"
          + "The compiler stops at a module it cannot find: more errors may follow once the "
          + "import is fixed.\n"))
    #expect(
      CheckFileCommand.buildFailure("error: no such file\nerror: bad\n", package: package)
        == Self.text([
          "not a construct the docs list: no such file", "not a construct the docs list: bad", "",
          "The files do not build against BackGestureUIKit: 2 errors, none listed in "
            + "docs/RealCode.md (\"The #ifs you may need\").",
        ]))
  }
}
