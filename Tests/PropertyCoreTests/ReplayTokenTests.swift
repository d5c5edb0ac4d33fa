import Testing

@testable import PropertyCore

@Suite struct ReplayTokenTests {
  @Test("Tokens round trip any values")
  func roundTrip() throws {
    let values: [Int64] = [0, 1, -1, 63, -64, 1_000_000, .min, .max]
    let token = ReplayToken(property: "p", values: values)
    let parsed = try ReplayToken(parsing: token.description)
    #expect(parsed == token)
    #expect(parsed.belongs(to: "p"))
    #expect(!parsed.belongs(to: "q"))
  }

  @Test("Tokens are short")
  func short() {
    let token = ReplayToken(property: "reverse", values: [1, 0, 1, 1, 0])
    #expect(token.description.count <= 20)
  }

  @Test("Malformed tokens are rejected with a message")
  func malformed() {
    #expect(
      throws: PropertyConfigurationError(
        "The replay token \"2-000000-00\" is not of the form 1-<property>-<choices>.")
    ) {
      try ReplayToken(parsing: "2-000000-00")
    }
    #expect(
      throws: PropertyConfigurationError(
        "The replay token \"1-000000-!!\" has damaged choices.")
    ) {
      try ReplayToken(parsing: "1-000000-!!")
    }
  }
}
