/// One option of the tool, declared once for every command that takes it: its name, the
/// name of its value, its help line, and how its text reads into a typed value or why not.
///
/// The options live in the table of `Option+Table.swift`; a command lists those it takes
/// (``CommandOption``), the parser reads them (``Command/parse(_:)``) and the command's
/// help lists them (``Command/help``), so a message, a range or a help line is written
/// once.
///
/// ```swift
/// let parsed = try CheckCommand.command.parse(["--seed", "7"]).get()
/// parsed?[.seed]  // Optional(7)
/// ```
struct Option<Value: Sendable>: Sendable {
  /// The name, with its two dashes: `--seed`.
  var name: String
  /// The name of the value in the help and the usage, `<n>`; `nil` for a flag, which
  /// takes no value.
  var valueName: String?
  /// The help line, continued on more lines after a newline; a command that means
  /// something of its own by the option gives its own (``CommandOption``).
  var help: String
  /// Reads one value, or says in a ``UsageError`` why the text is not one.
  var read: @Sendable (String) -> Result<Value, UsageError>

  /// Declares an option that takes a value.
  init(
    _ name: String, value valueName: String, help: String,
    read: @escaping @Sendable (String) -> Result<Value, UsageError>
  ) {
    self.name = name
    self.valueName = valueName
    self.help = help
    self.read = read
  }
}

extension Option where Value == Bool {
  /// Declares a flag: an option without a value, `true` when it is given.
  init(flag name: String, help: String) {
    self.name = name
    self.valueName = nil
    self.help = help
    self.read = { _ in .success(true) }
  }
}

extension Option where Value == Int {
  /// Declares an option whose value is a whole number in a range; anything else is
  /// refused with `the <what> must be a whole number from <lower> to <upper>, found '<text>'`.
  ///
  /// - Parameters:
  ///   - what: The value in the message, `the jobs`.
  static func wholeNumber(
    _ name: String, value valueName: String = "<n>", the what: String, in range: ClosedRange<Int>,
    help: String
  ) -> Option {
    Option(name, value: valueName, help: help) { text in
      guard let number = Int(text), range.contains(number) else {
        return .failure(
          UsageError(
            "\(what) must be a whole number from \(range.lowerBound) to \(range.upperBound), "
              + "found '\(text)'"))
      }
      return .success(number)
    }
  }
}
