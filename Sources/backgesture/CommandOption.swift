/// An option as one command takes it: the option of the table, with the help line the
/// command gives it when it means something of its own by it, and whether it repeats.
///
/// ```swift
/// .option(.jobs, help: "Searches worlds on n threads (default 1).")
/// .option(.mutant, repeats: true)  // --mutant M1,M2 --mutant M5
/// ```
struct CommandOption: Sendable {
  /// The name, `--seed`.
  var name: String
  /// The value's name, `<n>`; `nil` for a flag.
  var valueName: String?
  /// The help line, continued on more lines after a newline.
  var help: String
  /// Whether the option may be given more than once, each value a comma list whose items
  /// all count; the usage shows it as `[--mutant <id>...]`. Any other option given twice
  /// is a mistake.
  var repeats: Bool
  /// Reads one value (one item of a comma list) into the option's typed value.
  var read: @Sendable (String) -> Result<any Sendable, UsageError>

  /// A command's use of an option of the table.
  ///
  /// - Parameters:
  ///   - option: The option.
  ///   - help: The command's own help line; `nil` for the table's.
  ///   - repeats: Whether it may be given more than once, with comma lists.
  static func option<Value>(
    _ option: Option<Value>, help: String? = nil, repeats: Bool = false
  ) -> CommandOption {
    CommandOption(
      name: option.name, valueName: option.valueName, help: help ?? option.help, repeats: repeats,
      read: { text in option.read(text).map { $0 } })
  }

  /// The option as the help lists it: `--seed <n>`, `--json`.
  var label: String {
    valueName.map { "\(name) \($0)" } ?? name
  }
}
