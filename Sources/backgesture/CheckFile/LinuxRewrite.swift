/// The Linux side of the documented `#if`s, written into the copy `check-file` builds, so
/// that a file with `@objc` and `#selector` is checked as it is.
///
/// ```text
/// @objc func follow(_ pan: …)             ->        func follow(_ pan: …)
/// action: #selector(follow(_:))           ->  action: Selector(Self.follow(_:), name: "follow:")
/// #selector(getter: Type.property)        ->  Selector("property")
/// import ObjectiveC                       ->  import BackGestureUIKit
/// ```
///
/// The rewrite is lexical (``SwiftCode``: comments and string literals are not read, the
/// code of a string's interpolation is) and line for line, so the copy's line N is the
/// file's line N and every message keeps the user's line numbers. It removes the attributes
/// that only the Objective-C runtime reads and Linux refuses (`@objc`, `@objc(name)`,
/// `@objcMembers`, `@IBOutlet`, `@IBAction`; `@objc dynamic var` keeps `dynamic`), turns
/// each `#selector` into the mirror's `Selector` of the same method with the Objective-C
/// name Swift gives it (``ObjectiveCName``), so that selectors made in two places are equal
/// and one aimed at another class's object is sent by name, and imports the mirror in place
/// of ObjectiveC, SwiftUI, QuartzCore and CoreGraphics. Lines in a branch Linux never
/// compiles (``AppleOnlyCode``) are left as they are, and so is what it cannot write: a
/// `#selector` it cannot read, and every construct that needs more than the `#if`'s other
/// side (an override in an extension, swizzling, a forwarder), which the build names.
struct LinuxRewrite: Sendable, Hashable {
  /// A construct the rewrite changed, and where its new text is in the copy.
  struct Change: Sendable, Hashable {
    /// The line, from 1: the file's and the copy's.
    var line: Int
    /// The columns of the new text in the copy's line, in UTF-8 bytes from 1, as the
    /// compiler counts them.
    var columns: Range<Int>
    /// The construct as the file has it, with the `#if` the user's own package needs.
    var construct: LinuxConstruct

    /// The note `check-file` prints for the change.
    ///
    /// ```text
    /// Pan.swift:7: @objc: rewritten for this check; your own package needs #if … (docs/RealCode.md, section 3)
    /// ```
    func note(path: String) -> String {
      "\(path):\(line): \(construct.name): rewritten for this check; your own package needs "
        + "\(construct.directive) (docs/RealCode.md, section 3)"
    }
  }

  /// A replacement of characters of a line.
  struct Edit: Sendable, Hashable {
    /// The characters replaced, by offset in the line.
    var range: Range<Int>
    /// The text written in their place.
    var replacement: String
    /// The construct replaced.
    var construct: LinuxConstruct
  }

  /// The module imported in place of the modules Linux does not have.
  static let mirror = UIKitImport.mirror

  /// The rewritten text.
  var text: String
  /// The changes, in the order of the text.
  var changes: [Change]

  /// A text left as it is, for `--as-is`.
  init(unchanged text: String) {
    self.text = text
    changes = []
  }

  /// Rewrites a file's text, its imports of UIKit already swapped (``UIKitImport``).
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - methods: The methods of all the files, whose Objective-C names the selectors take.
  init(_ text: String, methods: ObjectiveCMethods) {
    let code = SwiftCode(text).lines
    let skipped = AppleOnlyCode.lines(code)
    var lines: [[Character]] = [[]]
    var breaks: [Character] = []
    for character in text {
      if character.isNewline {
        breaks.append(character)
        lines.append([])
      } else {
        lines[lines.count - 1].append(character)
      }
    }
    var result = ""
    var changes: [Change] = []
    for (index, line) in lines.enumerated() {
      var edits: [Edit] = []
      if index < code.count, !skipped[index] {
        let blanked = Array(code[index])
        edits =
          Self.importEdits(blanked)
          ?? Self.attributeEdits(blanked)
          + Self.selectorEdits(blanked, line: line, methods: methods)
      }
      var written = ""
      var cursor = 0
      for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound })
      where edit.range.lowerBound >= cursor {
        written += String(line[cursor..<edit.range.lowerBound])
        let start = written.utf8.count + 1
        written += edit.replacement
        changes.append(
          Change(
            line: index + 1, columns: start..<(written.utf8.count + 1), construct: edit.construct))
        cursor = edit.range.upperBound
      }
      written += String(line[cursor...])
      result += written + (index < breaks.count ? String(breaks[index]) : "")
    }
    self.text = result
    self.changes = changes
  }

  /// The edit of a line that imports ObjectiveC, SwiftUI, QuartzCore or CoreGraphics (with
  /// attributes, a kind or a submodule), or `nil` when the line is no such import.
  static func importEdits(_ code: [Character]) -> [Edit]? {
    var words: [(text: String, range: Range<Int>)] = []
    var start: Int?
    for offset in 0...code.count {
      if offset == code.count || code[offset].isWhitespace {
        if let begun = start { words.append((String(code[begun..<offset]), begun..<offset)) }
        start = nil
      } else if start == nil {
        start = offset
      }
    }
    guard let importIndex = words.firstIndex(where: { $0.text == "import" }),
      words[..<importIndex].allSatisfy({ $0.text.hasPrefix("@") }),
      let path = words.last, words.count - importIndex <= 3, words.count - importIndex >= 2
    else { return nil }
    let module = path.text.prefix { $0 != "." }
    let construct: LinuxConstruct
    switch module {
    case "ObjectiveC": construct = .importObjectiveC
    case "SwiftUI": construct = .importSwiftUI
    case "QuartzCore", "CoreGraphics": construct = .importGraphics(module: String(module))
    default: return nil
    }
    let first = words[importIndex + 1].range.lowerBound
    return [Edit(range: first..<path.range.upperBound, replacement: mirror, construct: construct)]
  }

  /// The edits that blank the attributes Linux refuses, each by as many spaces.
  static func attributeEdits(_ code: [Character]) -> [Edit] {
    let dynamic = String(code).split { !ObjectiveCMethods.isIdentifier($0) }.contains("dynamic")
    var edits: [Edit] = []
    var index = 0
    while index < code.count {
      guard code[index] == "@" else {
        index += 1
        continue
      }
      var end = index + 1
      while end < code.count, ObjectiveCMethods.isIdentifier(code[end]) { end += 1 }
      let construct: LinuxConstruct?
      switch String(code[(index + 1)..<end]) {
      case "objc":
        if end < code.count, code[end] == "(", let close = code[end...].firstIndex(of: ")") {
          end = close + 1
        }
        construct = dynamic ? .objcDynamic : .objc
      case "objcMembers": construct = .objcMembers
      case "IBOutlet": construct = .ibOutlet
      case "IBAction": construct = .ibAction
      default: construct = nil
      }
      if let construct {
        edits.append(
          Edit(
            range: index..<end, replacement: String(repeating: " ", count: end - index),
            construct: construct))
      }
      index = end
    }
    return edits
  }
}
