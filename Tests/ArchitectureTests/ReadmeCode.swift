import Foundation

/// The Swift code of a README, held to the files it is taken from.
///
/// Every ```` ```swift ```` block starts with a comment naming a file of the repository,
/// relative to the README's folder (`// Examples/CustomPolicy/Package.swift`), and its code
/// is that file's, in the file's order: a line of the block that follows another follows
/// it in the file too, except after a `// ...` line, which marks lines left out. Blank
/// lines and comment lines are not compared (a block may drop or add comments), and each
/// line is compared without its indentation. The files named are compiled (the package's
/// own by `swift build`, the examples' by `scripts/examples.sh`), so a README whose blocks
/// pass ``problems(in:named:reading:)`` shows code that compiles.
enum ReadmeCode {
  /// A ```` ```swift ```` block of a README.
  struct Block: Equatable {
    /// The line of the README that holds the block's first line of code, from 1.
    var firstLine: Int
    /// The block's lines, without the fences.
    var lines: [String]
  }

  /// The ```` ```swift ```` blocks of a Markdown text, in order.
  static func swiftBlocks(in markdown: String) -> [Block] {
    var blocks: [Block] = []
    var current: Block?
    for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if var block = current {
        if trimmed == "```" {
          blocks.append(block)
          current = nil
        } else {
          block.lines.append(String(line))
          current = block
        }
      } else if trimmed == "```swift" {
        current = Block(firstLine: index + 2, lines: [])
      }
    }
    return blocks
  }

  /// What is wrong with a README's Swift blocks, one sentence each; empty when every block
  /// is taken from the file it names.
  ///
  /// - Parameters:
  ///   - markdown: The README's text.
  ///   - readme: The README's path, for the messages (`README.md`).
  ///   - read: The text of a file by its path relative to the README's folder, or `nil`
  ///     when there is none.
  static func problems(
    in markdown: String, named readme: String, reading read: (String) -> String?
  ) -> [String] {
    swiftBlocks(in: markdown).compactMap { block in
      problem(with: block, in: readme, reading: read)
    }
  }

  /// The first thing wrong with one block, or `nil`.
  static func problem(
    with block: Block, in readme: String, reading read: (String) -> String?
  )
    -> String?
  {
    let first = block.lines.first?.trimmingCharacters(in: .whitespaces) ?? ""
    let path = first.hasPrefix("//") ? firstWord(of: first.dropFirst(2)) : ""
    guard !path.isEmpty, let source = read(path) else {
      return "\(readme):\(block.firstLine): the swift block's first line, `\(first)`, names "
        + "no file of the repository; start the block with the path of the file it is taken "
        + "from, as `// Sources/Module/File.swift`"
    }
    let fileLines = source.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter(isCode)
    var cursor = 0
    for chunk in chunks(of: block) {
      // The run of the file that matches the most of the chunk, from its first line on.
      var best: (start: Int, length: Int)?
      for start in fileLines.indices.dropFirst(cursor) where fileLines[start] == chunk[0].text {
        var length = 0
        while length < chunk.count, start + length < fileLines.count,
          fileLines[start + length] == chunk[length].text
        {
          length += 1
        }
        if length > best?.length ?? 0 { best = (start, length) }
        if length == chunk.count { break }
      }
      guard let match = best else {
        let after = cursor > 0 ? " after the block's lines before it" : ""
        return "\(readme):\(chunk[0].line): `\(chunk[0].text)` is not in \(path)\(after)"
      }
      guard match.length == chunk.count else {
        let line = chunk[match.length]
        let previous = chunk[match.length - 1]
        return "\(readme):\(line.line): `\(line.text)` does not come right after "
          + "`\(previous.text)` in \(path); write `// ...` where lines are left out"
      }
      cursor = match.start + match.length
    }
    return nil
  }

  /// A line of code of a block, trimmed, with its line in the README.
  struct CodeLine {
    var text: String
    var line: Int
  }

  /// The block's code lines after its first, cut at each `// ...` line into runs that
  /// follow one another in the file.
  static func chunks(of block: Block) -> [[CodeLine]] {
    var chunks: [[CodeLine]] = [[]]
    for (offset, raw) in block.lines.enumerated().dropFirst() {
      let text = raw.trimmingCharacters(in: .whitespaces)
      if text.hasPrefix("//"),
        text.dropFirst(2).trimmingCharacters(in: .whitespaces).hasPrefix("...")
      {
        chunks.append([])
      } else if isCode(text) {
        chunks[chunks.count - 1].append(CodeLine(text: text, line: block.firstLine + offset))
      }
    }
    return chunks.filter { !$0.isEmpty }
  }

  /// Whether a trimmed line is compared: not blank and not a comment.
  static func isCode(_ text: String) -> Bool {
    !text.isEmpty && !text.hasPrefix("//")
  }

  /// The first word of a text, without the white space around it.
  static func firstWord(of text: Substring) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? ""
  }
}
