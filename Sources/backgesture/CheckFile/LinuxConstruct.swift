/// A construct of iOS code that Swift on Linux cannot accept, with the smallest `#if` that
/// keeps one source file for both, as docs/RealCode.md lists them in "The `#if`s you may
/// need".
///
/// A construct knows what it is from the compiler's message and the line it points at
/// (``matching(message:line:column:preceding:)``); ``name`` and ``fix`` are what
/// `check-file` prints for it, filled in with the line's own names where they help:
///
/// ```text
/// Edge.swift:12: #selector(handlePan(_:)): #if canImport(UIKit) / let action = …
/// ```
enum LinuxConstruct: Sendable, Hashable {
  /// `@objc` on a method, a property or an extension.
  case objc
  /// `@objc dynamic var`, for key-value observing.
  case objcDynamic
  /// `@objcMembers` on a class.
  case objcMembers
  /// `@IBOutlet` on a property.
  case ibOutlet
  /// `@IBAction` on a method.
  case ibAction
  /// `#selector` of the app's own method: the selector's text (`handlePan(_:)`) and the
  /// method's base name (`handlePan`), or `nil` when the line does not show them.
  case selector(text: String?, method: String?)
  /// `#selector` of a method declared only to name UIKit's pop handler,
  /// `handleNavigationTransition:`.
  case popHandlerSelector(text: String)
  /// `#selector` of a UIKit method (`UINavigationController.popViewController(animated:)`):
  /// the text and the method (`popViewController(animated:)`).
  case uikitMethodSelector(text: String, method: String)
  /// `#selector(getter: Type.property)`.
  case getterSelector(text: String)
  /// `override` in an extension: the extended type, when the lines before say it.
  case overrideInExtension(type: String?)
  /// Method swizzling: the runtime function the error names.
  case swizzling(function: String)
  /// A delegate forwarder's override of `responds(to:)` or `forwardingTarget(for:)`.
  case forwarder(method: String)
  /// `import ObjectiveC`.
  case importObjectiveC
  /// A member looked up on `AnyObject`.
  case anyObjectLookup
  /// `import SwiftUI`.
  case importSwiftUI
  /// `import QuartzCore` or `import CoreGraphics`: the module.
  case importGraphics(module: String)
  /// A name from before Swift 4.2, and its name now.
  case oldName(old: String, current: String)

  /// What a finding calls the construct.
  var name: String {
    switch self {
    case .objc: "@objc"
    case .objcDynamic: "@objc dynamic var (key-value observing)"
    case .objcMembers: "@objcMembers"
    case .ibOutlet: "@IBOutlet"
    case .ibAction: "@IBAction"
    case .selector(let text, _): text.map { "#selector(\($0))" } ?? "#selector"
    case .popHandlerSelector(let text): "#selector(\(text)), UIKit's pop handler"
    case .uikitMethodSelector(let text, _): "#selector(\(text)), a UIKit method"
    case .getterSelector(let text): "#selector(\(text))"
    case .overrideInExtension(let type):
      type.map { "override in an extension of \($0)" } ?? "override in an extension"
    case .swizzling(let function): "method swizzling (\(function))"
    case .forwarder(let method): "a delegate forwarder's \(method)"
    case .importObjectiveC: "import ObjectiveC"
    case .anyObjectLookup: "member lookup on AnyObject"
    case .importSwiftUI: "import SwiftUI"
    case .importGraphics(let module): "import \(module)"
    case .oldName(let old, _): "\(old), a name from before Swift 4.2"
    }
  }

  /// The `#if` itself, which ``fix`` begins with: what the note of a construct that
  /// `check-file` rewrote for its check names.
  var directive: String {
    switch self {
    case .objc:
      "#if canImport(UIKit) / @objc / #endif on the lines above the declaration or the extension"
    case .objcDynamic: "#if canImport(UIKit) / @objc / #endif on the lines above the declaration"
    case .ibOutlet: "#if canImport(UIKit) / @IBOutlet / #endif above the property"
    case .ibAction: "#if canImport(UIKit) / @IBAction / #endif above the method"
    case .selector(let text, let method):
      "#if canImport(UIKit) / let action = #selector(\(text ?? "handle(_:)")) / #else / "
        + "let action = Selector(Self.\(method ?? "handle")) / #endif, then action"
    case .popHandlerSelector(let text):
      "#if canImport(UIKit) / let action = #selector(\(text)) / #else / "
        + "let action = NSSelectorFromString(\"handleNavigationTransition:\") / #endif"
    case .uikitMethodSelector(_, let method):
      "#if canImport(UIKit) around the line; in the #else, a method of the app's that calls "
        + "\(method), with self as the target"
    case .importObjectiveC: "#if canImport(ObjectiveC) / import ObjectiveC / #endif"
    case .importGraphics(let module):
      "#if canImport(\(module)) / import \(module) / #else / import BackGestureUIKit / #endif"
    default: fix
    }
  }

  /// The smallest `#if` to write, or the change to make when none is needed.
  var fix: String {
    switch self {
    case .objc: directive + "; the declaration stays as it is"
    case .objcDynamic: directive + "; dynamic alone compiles"
    case .objcMembers: "#if canImport(UIKit) / @objcMembers / #endif above the class"
    case .ibOutlet:
      directive + ", which stays as it is "
        + "(there are no storyboards: the outlet is nil until code sets it)"
    case .ibAction:
      directive + ", which stays as it is (Linux accepts @IBAction only on a method of one "
        + "argument)"
    case .selector(_, let method):
      directive + "; where the action is added in one place and removed in another, give "
        + "both the same name: (Selector(Self.\(method ?? "handle"), "
        + "name: \"\(method ?? "handle")\"))"
    case .popHandlerSelector:
      directive
        + ": Selector(Self.handleNavigationTransition) would name the app's own empty method"
    case .uikitMethodSelector:
      directive + " (func goBack() { navigationController?.popViewController(animated: true) })"
    case .getterSelector:
      "#if canImport(UIKit) around the line, with the property's name written out in the #else"
    case .overrideInExtension(let type?) where type.hasPrefix("UI"):
      "#if canImport(UIKit) around the override; on Linux, a subclass of the app's "
        + "(class App\(type.dropFirst(2)): \(type)) with the same override, used where the "
        + "app makes them"
    case .overrideInExtension(let type?):
      "move the override into \(type)'s body (no #if)"
    case .overrideInExtension(nil):
      "when the class is the app's, move the override into its body (no #if); for UIKit's "
        + "own class, #if canImport(UIKit) around the override, and on Linux a subclass of "
        + "the app's with the same override, used where the app makes them"
    case .swizzling:
      "#if canImport(UIKit) around the swizzling calls and the swizzled methods; on Linux, "
        + "what a swizzled method adds goes into an override in a subclass of the app's, "
        + "calling super where the swizzled method called itself"
    case .forwarder:
      "#if canImport(UIKit) around both responds(to:) and forwardingTarget(for:); on Linux "
        + "the forwarder implements the delegate's methods it needs and calls the real "
        + "delegate with ? after each name (realDelegate?.navigationController?(…))"
    case .importObjectiveC:
      directive + ": the mirror declares the associated-object functions on Linux"
    case .anyObjectLookup:
      "no #if: cast to NSObject first ((target as? NSObject)?.value(forKey: \"target\"), "
        + "or read the array as? [NSObject]), which compiles on iOS too"
    case .importSwiftUI: "#if canImport(SwiftUI) / import SwiftUI / #endif"
    case .importGraphics(let module):
      "#if canImport(\(module)) / import \(module) / #else / import BackGestureUIKit / #endif: "
        + "on Linux the mirror declares CALayer, CGAffineTransform and CGVector and brings "
        + "Foundation's CGFloat, CGPoint, CGSize and CGRect"
    case .oldName(_, let current):
      "write \(current): a current iOS SDK refuses the old name too (no #if)"
    }
  }
}
