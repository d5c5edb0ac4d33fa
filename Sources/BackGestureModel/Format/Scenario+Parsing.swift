extension Scenario {
  /// Reads a scenario from its text (spec section 11).
  ///
  /// Parsing is strict: every statement is checked as it is read, and the semantic
  /// rules of [F6] are checked too (unknown or duplicate screens, a screen on two
  /// stacks, empty stacks, time going backwards, fingers that are not down). A file in an
  /// older format version is upgraded line by line as it is read, and means what it meant
  /// in its version ([F1]).
  ///
  /// ```swift
  /// let parsed = try Scenario.parse(text, file: "Corpus/x.scenario")
  /// ```
  ///
  /// - Parameters:
  ///   - text: The file's contents.
  ///   - file: The file as the user named it; errors start with it.
  /// - Returns: The scenario with the source line of each step and expectation.
  /// - Throws: A ``ScenarioError`` naming the file, the line and what was expected.
  public static func parse(_ text: String, file: String) throws(ScenarioError) -> ParsedScenario {
    try UpgradedScenario(text, file: file).parsed
  }
}
