import Foundation

extension LinuxConstruct {
  /// The runtime functions of method swizzling, as an error names one it cannot find.
  static let swizzlingFunctions = [
    "class_getInstanceMethod", "class_getClassMethod", "method_exchangeImplementations",
    "class_addMethod", "class_replaceMethod", "method_getImplementation",
    "method_setImplementation", "method_getTypeEncoding",
  ]

  /// The names from before Swift 4.2 that back-gesture code uses, and their names now.
  static let oldNames: [(old: String, current: String)] = [
    ("UINavigationControllerOperation", "UINavigationController.Operation"),
    ("UIGestureRecognizerState", "UIGestureRecognizer.State"),
    ("UIViewAnimationOptions", "UIView.AnimationOptions"),
    ("UIViewAnimationCurve", "UIView.AnimationCurve"),
    ("UIBarButtonItemStyle", "UIBarButtonItem.Style"),
    ("UIBarButtonSystemItem", "UIBarButtonItem.SystemItem"),
    ("UIControlEvents", "UIControl.Event"),
    ("UIControlState", "UIControl.State"),
    ("UITouchPhase", "UITouch.Phase"),
    ("respondsToSelector", "responds(to:)"),
    ("valueForKey", "value(forKey:)"),
  ]

  /// The construct a compiler error is about, or `nil` for an error the docs do not list.
  ///
  /// - Parameters:
  ///   - message: The compiler's message.
  ///   - line: The text of the line the error points at.
  ///   - column: The error's column, in UTF-8 bytes from 1 (a line with two selectors
  ///     has an error for each).
  ///   - preceding: The file's lines before that line, where an `override`'s extension
  ///     is declared.
  static func matching(
    message: String, line: String, column: Int, preceding: [String]
  ) -> LinuxConstruct? {
    if message.contains("Objective-C interoperability is disabled") {
      if line.contains("@objcMembers") { return .objcMembers }
      let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@") }
      return words.contains("dynamic") ? .objcDynamic : .objc
    }
    if message.contains("'@IBOutlet'") { return .ibOutlet }
    if message.contains("@IBAction") { return .ibAction }
    if message.contains("'#selector' can only be used with the Objective-C runtime") {
      return selectorOrSwizzling(in: line, column: column)
    }
    if message.contains("cannot be overridden from extension") {
      return .overrideInExtension(type: extendedType(before: preceding))
    }
    for method in ["responds(to", "forwardingTarget(for"] where line.contains(method) {
      if message.contains("does not override any method from its superclass")
        || message.contains("has no member 'forwardingTarget'")
      {
        return .forwarder(method: method + ":)")
      }
    }
    for function in swizzlingFunctions where message.contains("cannot find '\(function)'") {
      return .swizzling(function: function)
    }
    if message.hasPrefix("no such module 'ObjectiveC'") { return .importObjectiveC }
    if message.hasPrefix("no such module 'SwiftUI'") { return .importSwiftUI }
    for module in ["QuartzCore", "CoreGraphics"]
    where message.hasPrefix("no such module '\(module)'") {
      return .importGraphics(module: module)
    }
    if message.contains("value of type 'AnyObject' has no member")
      || message.contains("value of type 'AnyObject?' has no member")
    {
      return .anyObjectLookup
    }
    for name in oldNames where message.contains("'\(name.old)'") {
      return .oldName(old: name.old, current: name.current)
    }
    return nil
  }

  /// The construct of a `#selector` at a column of a line: the swizzling when the line
  /// passes it to the runtime's swizzling functions (the selector is part of it), else the
  /// selector's kind.
  static func selectorOrSwizzling(in line: String, column: Int) -> LinuxConstruct {
    if let function = swizzlingFunctions.first(where: { line.contains($0 + "(") }) {
      return .swizzling(function: function)
    }
    return selector(in: line, column: column)
  }

  /// The kind of `#selector` at a column of a line: of UIKit's pop handler, of a UIKit
  /// method, a getter's, or of the app's own method.
  static func selector(in line: String, column: Int) -> LinuxConstruct {
    let bytes = Array(line.utf8)
    let keyword = Array("#selector(".utf8)
    let starts = bytes.indices.filter { start in
      start + keyword.count <= bytes.count && Array(bytes[start..<start + keyword.count]) == keyword
    }
    guard let start = starts.first(where: { $0 >= column - 1 }) ?? starts.first else {
      return .selector(text: nil, method: nil)
    }
    var depth = 1
    var end = start + keyword.count
    while end < bytes.count {
      if bytes[end] == UInt8(ascii: "(") { depth += 1 }
      if bytes[end] == UInt8(ascii: ")") { depth -= 1 }
      if depth == 0 { break }
      end += 1
    }
    guard depth == 0 else { return .selector(text: nil, method: nil) }
    let text = String(decoding: bytes[(start + keyword.count)..<end], as: UTF8.self)
      .trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("getter:") || text.hasPrefix("setter:") { return .getterSelector(text: text) }
    let base = text.prefix { $0 != "(" }
    let parts = base.split(separator: ".")
    let method = parts.last.map(String.init) ?? String(base)
    if method == "handleNavigationTransition" { return .popHandlerSelector(text: text) }
    if parts.count > 1, let owner = parts.first, owner.hasPrefix("UI") || owner.hasPrefix("NS") {
      let signature = text.split(separator: ".").last.map(String.init) ?? text
      return .uikitMethodSelector(text: text, method: signature)
    }
    return .selector(text: text, method: method)
  }

  /// The type of the last class or extension declared in lines, when it is an extension.
  static func extendedType(before lines: [String]) -> String? {
    let code = SwiftCode(lines.joined(separator: "\n"))
    guard case .extension(let type, _) = SwiftDeclaration.scan(code).last else { return nil }
    return type
  }
}
