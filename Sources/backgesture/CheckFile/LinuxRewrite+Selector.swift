import Foundation

extension LinuxRewrite {
  /// The edits that turn each `#selector` of a line that the rewrite can read into the
  /// mirror's `Selector`; one it cannot read (over several lines, or with `as`) stays.
  ///
  /// - Parameters:
  ///   - code: The line, blanked.
  ///   - line: The line as written.
  ///   - methods: The methods of the files.
  static func selectorEdits(
    _ code: [Character], line: [Character], methods: ObjectiveCMethods
  ) -> [Edit] {
    let keyword = Array("#selector(")
    var edits: [Edit] = []
    var index = 0
    while index + keyword.count <= code.count {
      guard Array(code[index..<index + keyword.count]) == keyword else {
        index += 1
        continue
      }
      var depth = 1
      var close = index + keyword.count
      while close < code.count {
        if code[close] == "(" { depth += 1 }
        if code[close] == ")" { depth -= 1 }
        if depth == 0 { break }
        close += 1
      }
      guard depth == 0 else { break }
      let inner = String(code[(index + keyword.count)..<close])
      if let replacement = selector(inner, methods: methods) {
        let column = String(line[..<index]).utf8.count + 1
        edits.append(
          Edit(
            range: index..<(close + 1), replacement: replacement,
            construct: LinuxConstruct.selectorOrSwizzling(in: String(line), column: column)))
      }
      index = close + 1
    }
    return edits
  }

  /// The mirror's `Selector` for the text inside a `#selector(…)`, or `nil` when the text
  /// is not a method's name, with or without a type and labels, or a property's getter or
  /// setter.
  ///
  /// ```text
  /// handle(_:)                 ->  Selector(Self.handle(_:), name: "handle:")
  /// Pan.follow                 ->  Selector(Pan.follow, name: "follow:")
  /// getter: Type.isEnabled     ->  Selector("isEnabled")
  /// setter: Type.title         ->  Selector("setTitle:")
  /// ```
  static func selector(_ inner: String, methods: ObjectiveCMethods) -> String? {
    let text = inner.trimmingCharacters(in: .whitespaces)
    for accessor in ["getter:", "setter:"] where text.hasPrefix(accessor) {
      let path = text.dropFirst(accessor.count).trimmingCharacters(in: .whitespaces)
      guard let property = path.split(separator: ".").last.map(String.init),
        isIdentifier(property)
      else { return nil }
      let name =
        accessor == "getter:"
        ? property : "set" + property.prefix(1).uppercased() + property.dropFirst() + ":"
      return "Selector(\"\(name)\")"
    }
    let head = text.prefix { $0 != "(" }
    let components = head.split(separator: ".", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard let base = components.last, components.allSatisfy(isIdentifier) else { return nil }
    var labels: [String]?
    let rest = text.dropFirst(head.count).filter { !$0.isWhitespace }
    if !rest.isEmpty {
      guard rest.hasPrefix("("), rest.hasSuffix(":)") else { return nil }
      let pieces = rest.dropFirst().dropLast(2).split(
        separator: ":", omittingEmptySubsequences: false
      )
      .map(String.init)
      guard pieces.allSatisfy({ $0 == "_" || isIdentifier($0) }) else { return nil }
      labels = pieces
    }
    let owner = components.dropLast()
    let type = owner.isEmpty || owner == ["self"] ? "Self" : owner.joined(separator: ".")
    let reference =
      type + "." + base + (labels.map { "(" + $0.map { $0 + ":" }.joined() + ")" } ?? "")
    return "Selector(\(reference), name: \"\(methods.selector(base: base, labels: labels))\")"
  }

  /// Whether a text is an identifier.
  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy(ObjectiveCMethods.isIdentifier)
  }
}
