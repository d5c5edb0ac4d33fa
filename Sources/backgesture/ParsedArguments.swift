/// What the parser read from a command line: each option's values, typed, and the
/// arguments that are not options.
///
/// ```swift
/// let parsed = try BenchCommand.command.parse(["--mutant", "M1,M2", "--json"]).get()!
/// parsed.values(of: .mutant)  // [.m1, .m2]
/// parsed.contains(.json)      // true
/// parsed[.seeds]              // nil: not given
/// ```
struct ParsedArguments: Sendable {
  /// The values read, by option name, in the order given.
  private var read: [String: [any Sendable]] = [:]
  /// The arguments that are not options, such as a file, in order.
  var arguments: [String] = []

  /// The value of an option, or `nil` when it was not given.
  subscript<Value>(option: Option<Value>) -> Value? {
    values(of: option).last
  }

  /// Every value of an option, in the order given; the items of a comma list each count.
  func values<Value>(of option: Option<Value>) -> [Value] {
    // The parser stored what the option's own `read` returned, so the cast holds.
    (read[option.name] ?? []).compactMap { $0 as? Value }
  }

  /// Whether an option was given.
  func contains<Value>(_ option: Option<Value>) -> Bool {
    contains(option.name)
  }

  /// Whether the option of a name was given.
  func contains(_ name: String) -> Bool {
    read[name] != nil
  }

  /// Records a value of the option of a name.
  mutating func append(_ value: any Sendable, for name: String) {
    read[name, default: []].append(value)
  }
}
