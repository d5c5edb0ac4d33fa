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
/// (``UIKitImport``).
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
  init(_ diagnostic: CompilerDiagnostic, in file: (path: String, lines: [String])?) {
    message = diagnostic.message
    let line = diagnostic.line ?? 0
    if let file {
      location = "\(file.path):\(line)"
      construct =
        file.lines.indices.contains(line - 1)
        ? LinuxConstruct.matching(
          message: diagnostic.message, line: file.lines[line - 1],
          column: diagnostic.column ?? 1, preceding: Array(file.lines[..<(line - 1)]))
        : nil
    } else {
      location = diagnostic.path.map { "\($0):\(line)" }
      construct = nil
    }
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
  static func findings(
    for diagnostics: [CompilerDiagnostic], files: [SourceFile], copies: [String]
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
      placed.append((BuildFinding(diagnostic, in: file), order))
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
