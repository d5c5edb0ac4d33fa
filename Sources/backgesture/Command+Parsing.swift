import BackGestureModel

extension Command {
  /// Reads a command line into typed values, or says what is wrong with it.
  ///
  /// The arguments are read in order: `-h` or `--help` asks for the help (`nil`), `--`
  /// ends the options, and an argument that is `-` or does not start with a dash is an
  /// argument of the command. A mistake is reported at the first argument that makes it,
  /// then the count of arguments and the ``conflicts`` are checked:
  ///
  /// - `unknown option '--jsn'; did you mean '--json'?` (the hint when one is close,
  ///   `Suggestion.hint`);
  /// - `unknown argument 'extra'` for a command that takes no argument, and
  ///   `missing expected argument '<file>'` or `unexpected argument 'b.scenario'` for one
  ///   that does;
  /// - `missing value for '--seed'` when an option that takes a value ends the line (the
  ///   next argument is its value even when it starts with a dash);
  /// - `duplicate option '--seed'` for an option given twice that does not repeat;
  /// - the option's own message for a value it cannot read, such as
  ///   `the seed must be a whole number from 0 to 18446744073709551615, found 'x'`;
  /// - a conflict's message, `'--count' and '--seconds' cannot be used together`.
  ///
  /// The value of an option that repeats is a comma list: each item is read, and all of
  /// them count.
  ///
  /// - Returns: The values, or `nil` when the help was asked for.
  func parse(_ line: [String]) -> Result<ParsedArguments?, UsageError> {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < line.count {
      let argument = line[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        guard !arguments.isEmpty else {
          return .failure(UsageError("unknown argument '\(argument)'"))
        }
        parsed.arguments.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "-h" || argument == "--help" { return .success(nil) }
      guard let option = option(named: argument) else {
        let hint = Suggestion.hint(for: argument, in: options.map(\.name) + ["--help"])
        return .failure(UsageError("unknown option '\(argument)'\(hint)"))
      }
      if !option.repeats, parsed.contains(option.name) {
        return .failure(UsageError("duplicate option '\(argument)'"))
      }
      guard option.valueName != nil else {
        parsed.append(true, for: option.name)
        continue
      }
      guard index < line.count else {
        return .failure(UsageError("missing value for '\(argument)'"))
      }
      let text = line[index]
      index += 1
      let items =
        option.repeats
        ? text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) : [text]
      for item in items {
        switch option.read(item) {
        case .success(let value): parsed.append(value, for: option.name)
        case .failure(let error): return .failure(error)
        }
      }
    }
    if parsed.arguments.count < arguments.count {
      return .failure(
        UsageError("missing expected argument '\(arguments[parsed.arguments.count].name)'"))
    }
    if parsed.arguments.count > arguments.count, arguments.last?.repeats != true {
      return .failure(UsageError("unexpected argument '\(parsed.arguments[arguments.count])'"))
    }
    for conflict in conflicts {
      if let error = conflict.violation(in: parsed) { return .failure(error) }
    }
    return .success(parsed)
  }
}
