import Foundation
import Testing

@testable import PropertyCore

@Suite struct CorpusStoreTests {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("corpus-\(UUID().uuidString)").path

  func write(_ name: String, _ text: String) throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/" + name))
  }

  @Test("A saved counterexample loads back and decodes")
  func roundTrip() throws {
    let store = CorpusStore(directory: directory)
    let path = try store.save(property: "reverse", values: [1, 0, 1, 1, 0], rendering: "[0, 1]")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text == """
      # property-corpus 1
      property: reverse
      choices: 1 0 1 1 0
      # value:
      #   [0, 1]

      """)
    let files = store.load()
    #expect(files.count == 1)
    let entry = try files[0].entry.get()
    #expect(entry.property == "reverse")
    #expect(entry.rendering == "[0, 1]")
    #expect(try entry.decode(with: Gen.array(of: Gen.int(in: 0...9))).get() == [0, 1])
    #expect(entry.replayToken == ReplayToken(property: "reverse", values: [1, 0, 1, 1, 0]))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory)
    #expect(leftovers.filter { $0.hasPrefix(".tmp") }.isEmpty)
  }

  @Test("Corrupt files are reported with file and line, and the others still load")
  func corruptFiles() throws {
    let store = CorpusStore(directory: directory)
    try store.save(property: "good", values: [0], rendering: "false")
    try write("a-header.txt", "hello\n")
    try write("b-version.txt", "# property-corpus 2\nproperty: x\nchoices: 1\n")
    try write("c-number.txt", "# property-corpus 1\nproperty: x\nchoices: 1 two 3\n")
    try write("d-missing.txt", "# property-corpus 1\nproperty: x\n")
    try write("e-stray.txt", "# property-corpus 1\nproperty: x\nchoices: 1\nsurprise\n")
    let files = store.load()
    #expect(files.map { ($0.path as NSString).lastPathComponent }.sorted() == files.map {
      ($0.path as NSString).lastPathComponent
    })
    let errors = files.compactMap { file -> String? in
      if case .failure(let error) = file.entry { return error.description }
      return nil
    }
    #expect(errors == [
      "\(directory)/a-header.txt:1: expected the header \"# property-corpus 1\"",
      "\(directory)/b-version.txt:1: unsupported format version \"2\"; expected \"# property-corpus 1\"",
      "\(directory)/c-number.txt:3: expected a whole number in the choices, found \"two\"",
      "\(directory)/d-missing.txt:3: missing the line \"choices: <numbers>\"",
      "\(directory)/e-stray.txt:4: expected \"property: <name>\", \"choices: <numbers>\" or a comment, found \"surprise\"",
    ])
    let good = files.compactMap { try? $0.entry.get() }
    #expect(good.map(\.property) == ["good"])
  }

  @Test("Stale entries name their file")
  func staleEntries() throws {
    let store = CorpusStore(directory: directory)
    let path = try store.save(property: "pair", values: [3], rendering: "3")
    let entry = try store.load()[0].entry.get()
    let pairs = Gen.zip(Gen.int(in: 0...9), Gen.int(in: 0...9))
    #expect(throws: CorpusError(
      path: path, line: 3,
      reason: "stale entry: the generator needs more than the 1 stored choices")) {
      try entry.decode(with: pairs).get()
    }
    #expect(throws: CorpusError(
      path: path, line: 3,
      reason: "stale entry: a stored choice is outside the range the generator now draws")) {
      try entry.decode(with: Gen.int(in: 0...1)).get()
    }
  }

  @Test("A missing directory holds no files")
  func missingDirectory() {
    #expect(CorpusStore(directory: directory + "/nowhere").load().isEmpty)
  }
}

extension CorpusStoreTests {
  @Test("Files with Windows line endings still load")
  func windowsLineEndings() throws {
    try write("crlf.txt", "# property-corpus 1\r\nproperty: crlf\r\nchoices: 1 2\r\n")
    let entry = try CorpusStore(directory: directory).load()[0].entry.get()
    #expect(entry.property == "crlf")
    #expect(entry.values == [1, 2])
  }
}
