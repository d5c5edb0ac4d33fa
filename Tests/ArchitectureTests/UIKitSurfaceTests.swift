import Foundation
import Testing
import _TestSupport

/// The mirror of UIKit and its table in docs/UIKitSurface.md stay in step: every `public`
/// or `open` symbol of `BackGestureUIKit` has a row, and every row names a symbol that
/// exists.
@Suite struct UIKitSurfaceTests {
  @Test("Every public or open symbol of BackGestureUIKit has a row in docs/UIKitSurface.md")
  func everySymbolIsDocumented() throws {
    let documented = try UIKitSurface.documented()
    let declared = try UIKitSurface.declared()
    #expect(declared.count > 100, "the scan found only \(declared.count) declarations")
    for (key, declarations) in Self.grouped(declared) {
      // Overloads with one name (`gestureRecognizer(_:shouldReceive:)` for a touch, a
      // press and an event) need a row each; a protocol requirement and the extension
      // default that implements it are one symbol.
      let signatures = Set(declarations.map(\.signature))
      let rows = documented[key, default: 0]
      #expect(
        rows >= signatures.count,
        """
        \(declarations[0].file) declares `\(key)`\
        \(signatures.count > 1 ? " (\(signatures.count) overloads)" : ""), but \
        docs/UIKitSurface.md has \(rows == 0 ? "no row" : "\(rows) row(s)") for it: add its row \
        under the heading `\(Self.heading(of: declarations[0]))`
        """)
    }
  }

  @Test("Every row of docs/UIKitSurface.md names a symbol BackGestureUIKit declares")
  func everyRowNamesADeclaredSymbol() throws {
    let declared = Set(try UIKitSurface.declared().map(\.key))
    for key in try UIKitSurface.documented().keys.sorted() {
      #expect(
        declared.contains(key),
        "docs/UIKitSurface.md has a row for `\(key)`, which BackGestureUIKit does not declare")
    }
  }

  @Test("The scanner reads names, labels and owners as Swift does")
  func scannerReadsDeclarations() {
    let source = """
      @MainActor
      open class Outer: NSObject {
        public enum Inner: Int {
          case a = 1, `default`
          case c
          func body() { switch self { case .a: break } }
        }
        open internal(set) weak var view: UIView?
        @available(iOS 26.0, *)
        open var later: Int? { nil }
        @discardableResult
        open func pop(
          _ viewController: UIViewController, animated flag: Bool
        ) -> [UIViewController]? { nil }
        public init<T: AnyObject>(_ method: @escaping (T) -> (Int, Int) -> Void, name: String = "a:") {}
        public required init?(coder: NSCoder) {}
        open class func make(for attribute: Int) -> Int { 0 }
        func hidden() {}
        package var alsoHidden: Int { 0 }
      }
      final class Internal { public func notAPI() {} }
      public protocol Delegate: NSObjectProtocol {
        func should(_ recognizer: Outer, receive touch: Int) -> Bool
        var flag: Bool { get }
      }
      extension Delegate {
        public func should(_ recognizer: Outer, receive touch: Int) -> Bool { true }
      }
      """
    let keys = UIKitSurface.declarations(in: source, file: "test").map(\.key)
    #expect(
      keys == [
        "Outer", "Outer.Inner", "Outer.Inner.a", "Outer.Inner.default", "Outer.Inner.c",
        "Outer.view", "Outer.later", "Outer.pop(_:animated:)", "Outer.init(_:name:)",
        "Outer.init(coder:)", "Outer.make(for:)", "Delegate", "Delegate.should(_:receive:)",
        "Delegate.flag", "Delegate.should(_:receive:)",
      ])
  }

  /// The heading a declaration's row belongs under: its owner's, its own for a type, or
  /// `Global functions` for a free function.
  private static func heading(of declaration: UIKitSurface.Declaration) -> String {
    guard declaration.owner.isEmpty else { return declaration.owner }
    return declaration.key.contains("(") ? "Global functions" : declaration.key
  }

  /// The declarations by key, sorted by key.
  private static func grouped(
    _ declarations: [UIKitSurface.Declaration]
  ) -> [(String, [UIKitSurface.Declaration])] {
    var groups: [String: [UIKitSurface.Declaration]] = [:]
    for declaration in declarations { groups[declaration.key, default: []].append(declaration) }
    return groups.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }
}

/// The public surface of `BackGestureUIKit` read from its sources, and the symbols the
/// table of docs/UIKitSurface.md names.
///
/// A line scan, as ``Sources`` does for the other rules: a declaration is public when it
/// starts with `public` or `open` in a public type or an extension, or is a requirement of
/// a public protocol or a case of a public enum. A symbol's key is its owner and its Swift
/// name, `UINavigationController.pushViewController(_:animated:)`; `package` and internal
/// members are not API and are not read.
enum UIKitSurface {
  /// One declaration: its key, the signature that tells overloads apart, and where it is.
  struct Declaration {
    var owner: String
    var key: String
    var signature: String
    var file: String
  }

  /// Every public declaration of the module.
  static func declared() throws -> [Declaration] {
    try Sources.files(in: "BackGestureUIKit").flatMap { declarations(in: $0.text, file: $0.path) }
  }

  /// How many rows of the document name each key. A row's first cell holds the mirror's
  /// declaration in code spans; its owner is the code span of the last heading above it,
  /// or none under the heading `Global functions`, for the module's free functions.
  static func documented() throws -> [String: Int] {
    let url = TestSupport.packageRoot.appendingPathComponent("docs/UIKitSurface.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    var counts: [String: Int] = [:]
    var owner: String?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("#") {
        owner = line.hasSuffix("# Global functions") ? "" : codeSpans(in: String(line)).first
        continue
      }
      guard let owner, line.hasPrefix("|") else { continue }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
      guard cells.count > 2 else { continue }
      for span in codeSpans(in: String(cells[1])) {
        for item in parse(span) {
          counts[documentedKey(item, owner: owner), default: 0] += 1
        }
      }
    }
    return counts
  }

  /// A row's key: a type row under its own heading names that type.
  private static func documentedKey(_ item: Item, owner: String) -> String {
    if owner.isEmpty { return item.name }
    if item.isType, owner.split(separator: ".").last.map(String.init) == item.name {
      return owner
    }
    return owner + "." + item.name
  }

  /// The code spans of a Markdown line, with their backticks (single or double) removed.
  static func codeSpans(in line: String) -> [String] {
    var spans: [String] = []
    let characters = Array(line)
    var index = 0
    while index < characters.count {
      guard characters[index] == "`" else {
        index += 1
        continue
      }
      var ticks = 0
      while index < characters.count, characters[index] == "`" {
        ticks += 1
        index += 1
      }
      let fence = String(repeating: "`", count: ticks)
      let rest = String(characters[index...])
      guard let end = rest.range(of: fence) else { break }
      spans.append(String(rest[..<end.lowerBound]).trimmingCharacters(in: .whitespaces))
      index += rest.distance(from: rest.startIndex, to: end.upperBound)
    }
    return spans
  }

  // MARK: The source scan

  /// A scope opened by `{`: a type or extension (public or not), or a body.
  private struct Scope {
    enum Kind { case publicType, publicProtocol, publicEnum, hidden, body }
    var kind: Kind
    var owner: String
  }

  /// The public declarations of one file's text.
  static func declarations(in text: String, file: String) -> [Declaration] {
    var result: [Declaration] = []
    var scopes: [Scope] = []
    var pendingType: Scope?
    var pending = ""
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = stripComment(String(rawLine)).trimmingCharacters(in: .whitespaces)
      if line.isEmpty { continue }
      let scope = scopes.last ?? Scope(kind: .publicType, owner: "")
      if !pending.isEmpty {
        pending += " " + line
      } else if scope.kind != .body, scope.kind != .hidden, isPublic(line, in: scope.kind) {
        pending = line
      }
      if !pending.isEmpty, parenthesesBalance(pending) {
        let owner = scopes.last?.owner ?? ""
        for item in parse(pending) {
          let key = owner.isEmpty ? item.name : owner + "." + item.name
          result.append(Declaration(owner: owner, key: key, signature: item.signature, file: file))
        }
        pending = ""
      }
      if let type = typeScope(line, parent: scopes.last) { pendingType = type }
      for character in withoutStrings(line) {
        if character == "{" {
          scopes.append(pendingType ?? Scope(kind: .body, owner: scopes.last?.owner ?? ""))
          pendingType = nil
        } else if character == "}" {
          _ = scopes.popLast()
        }
      }
    }
    return result
  }

  /// Whether a line starts a declaration that is API in a scope of a kind.
  private static func isPublic(_ line: String, in kind: Scope.Kind) -> Bool {
    let head = withoutAttributes(line)
    let word = head.prefix { $0 != " " && $0 != "(" }
    if word == "public" || word == "open" { return true }
    switch kind {
    case .publicProtocol:
      return ["func", "var", "init", "init?", "subscript", "associatedtype"].contains(word)
    case .publicEnum:
      return word == "case"
    default:
      return false
    }
  }

  /// The scope a line's type or extension declaration opens, if it declares one.
  private static func typeScope(_ line: String, parent: Scope?) -> Scope? {
    var words = withoutAttributes(line).split(separator: " ").map(String.init)
    var access = ""
    while let first = words.first, modifiers.contains(first) || accessWords.contains(first) {
      if accessWords.contains(first) { access = first }
      words.removeFirst()
    }
    guard words.count >= 2, typeKeywords.contains(words[0]) else { return nil }
    let name = identifier(words[1], dotted: true)
    if words[0] == "extension" { return Scope(kind: .publicType, owner: name) }
    let inPublic = parent.map { $0.kind != .hidden && $0.kind != .body } ?? true
    let owner = (parent?.owner).map { $0.isEmpty ? name : $0 + "." + name } ?? name
    guard inPublic, access == "public" || access == "open" else {
      return Scope(kind: .hidden, owner: owner)
    }
    switch words[0] {
    case "protocol": return Scope(kind: .publicProtocol, owner: owner)
    case "enum": return Scope(kind: .publicEnum, owner: owner)
    default: return Scope(kind: .publicType, owner: owner)
    }
  }

  // MARK: Reading one declaration

  /// A name a declaration introduces, and its text up to the end of its parameters.
  struct Item {
    var name: String
    var signature: String
    var isType: Bool
  }

  private static let modifiers: Set<String> = [
    "override", "convenience", "required", "final", "static", "weak", "unowned", "lazy",
    "nonisolated", "mutating", "dynamic", "indirect", "optional",
  ]
  private static let accessWords: Set<String> = [
    "public", "open", "package", "internal", "fileprivate", "private", "public(set)",
    "open(set)", "package(set)", "internal(set)", "fileprivate(set)", "private(set)",
  ]
  private static let typeKeywords: Set<String> = [
    "class", "struct", "enum", "protocol", "extension", "actor", "typealias",
  ]

  /// The names a declaration's text introduces: one, or one per case of a `case` list.
  static func parse(_ text: String) -> [Item] {
    var rest = Substring(withoutAttributes(text))
    while true {
      let word = rest.prefix { $0 != " " }
      let next = rest.dropFirst(word.count).drop { $0 == " " }.prefix { $0 != " " && $0 != "(" }
      let isModifier =
        modifiers.contains(String(word)) || accessWords.contains(String(word))
        || (word == "class" && ["func", "var", "let", "subscript"].contains(String(next)))
      guard isModifier else { break }
      rest = rest.dropFirst(word.count).drop { $0 == " " }
    }
    let keyword = String(rest.prefix { $0.isLetter || $0 == "?" || $0 == "!" })
    let body = rest.dropFirst(keyword.count).drop { $0 == " " }
    switch keyword {
    case "func":
      let name = identifier(String(body), dotted: false)
      let labels = parameterLabels(String(body.dropFirst(name.count)))
      return [Item(name: name + labels, signature: squeezed(rest), isType: false)]
    case "init", "init?", "init!", "subscript":
      let base = keyword.hasPrefix("init") ? "init" : "subscript"
      let labels = parameterLabels(String(body))
      return [Item(name: base + labels, signature: squeezed(rest), isType: false)]
    case "var", "let", "associatedtype":
      return [Item(name: identifier(String(body), dotted: false), signature: "", isType: false)]
    case "case":
      return topLevelSplit(String(body)).map {
        Item(name: identifier($0, dotted: false), signature: "", isType: false)
      }
    case _ where typeKeywords.contains(keyword) && keyword != "extension":
      return [Item(name: identifier(String(body), dotted: true), signature: "", isType: true)]
    default:
      return []
    }
  }

  /// `(_:animated:)` from the text that follows a function's name: its generic clause is
  /// skipped, and each parameter gives its first word.
  private static func parameterLabels(_ text: String) -> String {
    var rest = Substring(text)
    if rest.first == "<" {
      var depth = 0
      while let character = rest.first {
        rest = rest.dropFirst()
        if character == "<" { depth += 1 }
        if character == ">" { depth -= 1 }
        if depth == 0 { break }
      }
    }
    guard rest.first == "(" else { return "()" }
    var depth = 0
    var inside = ""
    for character in rest {
      if character == "(" {
        depth += 1
        if depth == 1 { continue }
      }
      if character == ")" {
        depth -= 1
        if depth == 0 { break }
      }
      inside.append(character)
    }
    let labels = topLevelSplit(inside).map { parameter in
      String(parameter.prefix { $0 != ":" }.split(separator: " ").first ?? "_") + ":"
    }
    return "(" + labels.joined() + ")"
  }

  /// The parts of a list split at the commas outside brackets and strings.
  private static func topLevelSplit(_ text: String) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    var inString = false
    var previous: Character = " "
    for character in text {
      if character == "\"" { inString.toggle() }
      if !inString {
        if "([<".contains(character) { depth += 1 }
        if ")]".contains(character) || (character == ">" && previous != "-") { depth -= 1 }
        if character == "{" && depth == 0 { break }
        if character == "," && depth == 0 {
          parts.append(current)
          current = ""
          previous = character
          continue
        }
      }
      current.append(character)
      previous = character
    }
    if !current.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(current) }
    return parts.map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// An identifier at the start of a text, without backticks; with `dotted`, a qualified
  /// type name such as `UIView.AnimationCurve`.
  private static func identifier(_ text: String, dotted: Bool) -> String {
    String(
      text.drop { $0 == " " }.prefix {
        $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" || (dotted && $0 == ".")
      }
    ).replacingOccurrences(of: "`", with: "")
  }

  /// A text without its leading attributes (`@MainActor`, `@available(iOS 26.0, *)`).
  private static func withoutAttributes(_ text: String) -> String {
    var rest = Substring(text).drop { $0 == " " }
    while rest.first == "@" {
      rest = rest.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" }
      if rest.first == "(" {
        var depth = 0
        while let character = rest.first {
          rest = rest.dropFirst()
          if character == "(" { depth += 1 }
          if character == ")" { depth -= 1 }
          if depth == 0 { break }
        }
      }
      rest = rest.drop { $0 == " " }
    }
    return String(rest)
  }

  /// A text with its whitespace removed, up to the end of its parameter list.
  private static func squeezed(_ text: Substring) -> String {
    var result = ""
    var depth = 0
    var opened = false
    for character in text where !character.isWhitespace {
      result.append(character)
      if character == "(" {
        depth += 1
        opened = true
      }
      if character == ")" { depth -= 1 }
      if opened && depth == 0 { break }
    }
    return result
  }

  /// Whether a declaration's text has closed every parenthesis it opened.
  private static func parenthesesBalance(_ text: String) -> Bool {
    let characters = withoutStrings(text)
    return characters.filter { $0 == "(" }.count == characters.filter { $0 == ")" }.count
  }

  /// A line without its `//` comment.
  private static func stripComment(_ line: String) -> String {
    var inString = false
    var previous: Character = " "
    var result = ""
    for character in line {
      if character == "\"" { inString.toggle() }
      if !inString, character == "/", previous == "/" {
        result.removeLast()
        return result
      }
      result.append(character)
      previous = character
    }
    return result
  }

  /// A line's characters outside string literals.
  private static func withoutStrings(_ line: String) -> [Character] {
    var inString = false
    var result: [Character] = []
    for character in line {
      if character == "\"" {
        inString.toggle()
        continue
      }
      if !inString { result.append(character) }
    }
    return result
  }
}
