extension Command {
  /// The name and help line of the help option every command takes.
  static let helpOption = (label: "-h, --help", help: "Shows this help.")

  /// The full `--help` text: the overview, the ``discussion``, the usage lines, the
  /// arguments, the options from the table, then the ``details``.
  ///
  /// The option and argument lines are made from the command's declarations, so the help
  /// lists exactly what ``parse(_:)`` reads. Their help column starts three spaces after
  /// the longest label and at least four after `-h, --help`; a help line's continuation
  /// lines start at the same column.
  var help: String {
    var blocks = ["OVERVIEW: \(abstract)"]
    if let discussion { blocks.append(discussion) }
    let lines = usageLines.map { "\(Tool.name) \($0)" }
    blocks.append("USAGE: " + lines.joined(separator: "\n       "))
    let labels = arguments.map(\.name) + options.map(\.label) + [Self.helpOption.label]
    let longest = labels.map(\.count).max() ?? 0
    let column = max(longest + 3, Self.helpOption.label.count + 4)
    func row(_ label: String, _ help: String) -> String {
      let indent = "\n  " + String(repeating: " ", count: column)
      let text = help.split(separator: "\n", omittingEmptySubsequences: false)
        .joined(separator: indent)
      return "  " + label.padding(toLength: column, withPad: " ", startingAt: 0) + text
    }
    if !arguments.isEmpty {
      blocks.append(
        (["ARGUMENTS:"] + arguments.map { row($0.name, $0.help) }).joined(separator: "\n"))
    }
    let optionRows =
      options.map { row($0.label, $0.help) } + [row(Self.helpOption.label, Self.helpOption.help)]
    blocks.append((["OPTIONS:"] + optionRows).joined(separator: "\n"))
    blocks.append(details)
    return blocks.joined(separator: "\n\n") + "\n"
  }

  /// The usage lines without the tool name, one per form:
  /// `check [--preset <preset>] ... [--count <n> | --seconds <n>] ...`.
  var usageLines: [String] {
    let forms = forms ?? [UsageForm(required: [], optional: options.map(\.name))]
    return forms.map { form in
      var words = [name] + arguments.map(\.synopsis) + form.required.map { label(of: $0) }
      var shown: Set<String> = []
      for name in form.optional where !shown.contains(name) {
        let alternatives =
          [name]
          + form.optional.filter { other in
            other != name && !shown.contains(other)
              && conflicts.contains { $0.separates(name, other) }
          }
        shown.formUnion(alternatives)
        words.append("[" + alternatives.map { label(of: $0) }.joined(separator: " | ") + "]")
      }
      return words.joined(separator: " ")
    }
  }

  /// An option as a usage line shows it: `--mutant <id>`, `--mutant <id>...` when it
  /// repeats.
  func label(of name: String) -> String {
    guard let option = option(named: name) else {
      preconditionFailure("a usage form of '\(self.name)' names '\(name)', which it does not take")
    }
    return option.label + (option.repeats ? "..." : "")
  }

  /// The option of a name in brackets, as the short usage shows a command's only option.
  func synopsis(of name: String) -> String {
    "[\(label(of: name))]"
  }
}
