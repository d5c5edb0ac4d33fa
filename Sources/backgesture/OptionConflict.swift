/// Options that do not go together: one option and others it cannot be given with.
///
/// Without a message of its own, the parser says `'--count' and '--seconds' cannot be used
/// together`; in a usage line, options that conflict show as alternatives,
/// `[--count <n> | --seconds <n>]`.
struct OptionConflict: Sendable {
  /// The option's name.
  var name: String
  /// The names it cannot be given with.
  var others: [String]
  /// The message, when the default does not say enough.
  var message: String?

  /// Declares that an option cannot be given with any of the others.
  init<Value, each Other>(
    _ option: Option<Value>, with others: repeat Option<each Other>, message: String? = nil
  ) {
    self.name = option.name
    var names: [String] = []
    for other in repeat each others { names.append(other.name) }
    self.others = names
    self.message = message
  }

  /// The mistake, when the parsed arguments hold the option and one of the others.
  func violation(in parsed: ParsedArguments) -> UsageError? {
    guard parsed.contains(name), let other = others.first(where: { parsed.contains($0) }) else {
      return nil
    }
    return UsageError(message ?? "'\(name)' and '\(other)' cannot be used together")
  }

  /// Whether the two named options conflict, one way or the other.
  func separates(_ first: String, _ second: String) -> Bool {
    (name == first && others.contains(second)) || (name == second && others.contains(first))
  }
}
