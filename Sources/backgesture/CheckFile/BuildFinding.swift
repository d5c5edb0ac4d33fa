/// What `check-file` prints for one error of a build that failed: the construct and the
/// `#if` to write, or the compiler's message for an error that is no construct the docs
/// list.
///
/// ```text
/// Edge.swift:14: @IBOutlet: #if canImport(UIKit) / @IBOutlet / #endif above the property, …
/// Edge.swift:20: not a construct the docs list: cannot find type 'Repository' in scope
/// ```
///
/// The line is the line of the user's file: the copy that was built has the same lines
/// (``UIKitImport``, ``LinuxRewrite``). An error on a line the rewrite changed is the
/// construct the line had before, when no other construct of the docs explains it.
struct BuildFinding: Sendable, Hashable {
  /// `FILE:LINE`: the file as the user named it or, for another file, as the compiler
  /// printed it; `nil` for an error of no file.
  var location: String?
  /// The construct, or `nil` when the error is no construct the docs list.
  var construct: LinuxConstruct?
  /// The compiler's message.
  var message: String

  /// Maps an error to a finding.
  ///
  /// - Parameters:
  ///   - diagnostic: The error.
  ///   - file: The user's name of the file the error is in and the file's lines; `nil`
  ///     when the error is in no file of the user's.
  ///   - changes: The changes the rewrite made to the file's copy.
  init(
    _ diagnostic: CompilerDiagnostic, in file: (path: String, lines: [String])?,
    changes: [LinuxRewrite.Change] = []
  ) {
    message = diagnostic.message
    let line = diagnostic.line ?? 0
    if let file {
      location = "\(file.path):\(line)"
      construct =
        file.lines.indices.contains(line - 1)
        ? LinuxConstruct.matching(
          message: diagnostic.message, line: file.lines[line - 1],
          column: diagnostic.column ?? 1, preceding: Array(file.lines[..<(line - 1)]))
          ?? Self.rewritten(diagnostic, changes: changes)
        : nil
    } else {
      location = diagnostic.path.map { "\($0):\(line)" }
      construct = nil
    }
  }

  /// The construct a line the rewrite changed had before, for an error on that line: the
  /// change whose text the error's column is in, else the line's first change; `nil` for a
  /// line it did not change, or for a name the compiler cannot find, which no change makes.
  static func rewritten(
    _ diagnostic: CompilerDiagnostic, changes: [LinuxRewrite.Change]
  ) -> LinuxConstruct? {
    let onLine = changes.filter { $0.line == diagnostic.line }
    if let column = diagnostic.column,
      let change = onLine.first(where: { $0.columns.contains(column) })
    {
      return change.construct
    }
    return diagnostic.message.hasPrefix("cannot find") ? nil : onLine.first?.construct
  }

  /// The line printed.
  var text: String {
    let place = location.map { "\($0): " } ?? ""
    guard let construct else { return place + "not a construct the docs list: " + message }
    return place + construct.name + ": " + construct.fix
  }

  /// The findings of a build's errors, in the order printed: first the constructs, then
  /// the other errors, each group by file (in the order given), line and column, and each
  /// text once.
  ///
  /// - Parameters:
  ///   - diagnostics: The errors.
  ///   - files: The user's files, in the order given.
  ///   - copies: The names of their copies in the scratch package, in the same order; an
  ///     error is in a file when its path ends in `/CheckedFiles/` and the copy's name.
  ///   - changes: The changes the rewrite made to each copy, in the same order.
  static func findings(
    for diagnostics: [CompilerDiagnostic], files: [SourceFile], copies: [String],
    changes: [[LinuxRewrite.Change]] = []
  ) -> [BuildFinding] {
    var placed: [(finding: BuildFinding, order: [Int])] = []
    for diagnostic in diagnostics {
      let index = diagnostic.path.flatMap { path in
        copies.firstIndex { path.hasSuffix("/\(ScratchPackage.library)/" + $0) }
      }
      let file = index.map { (files[$0].path, SwiftCode.lines(of: files[$0].text)) }
      let order = [
        index ?? files.count, diagnostic.path == nil ? 1 : 0, diagnostic.line ?? 0,
        diagnostic.column ?? 0,
      ]
      let changed = index.flatMap { changes.indices.contains($0) ? changes[$0] : nil } ?? []
      placed.append((BuildFinding(diagnostic, in: file, changes: changed), order))
    }
    let sorted = placed.enumerated().sorted { first, second in
      let (a, b) = (first.element, second.element)
      if (a.finding.construct == nil) != (b.finding.construct == nil) {
        return a.finding.construct != nil
      }
      if a.order != b.order { return a.order.lexicographicallyPrecedes(b.order) }
      return first.offset < second.offset
    }
    var texts: Set<String> = []
    return sorted.map(\.element.finding).filter { texts.insert($0.text).inserted }
  }
}
