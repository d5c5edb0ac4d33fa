import BackGestureModel
import BackGestureRunner
import Foundation
import Testing
import _TestSupport

@Suite struct CorpusLoaderTests {
  static let good = """
    backgesture-scenario 1
    device: phone 390x844 ltr
    preset: fdFullscreen
    screen A
    stack: A
    steps:
    @0 wait
    """

  @Test("A corrupt file is reported with its file and line while the others still load")
  func corruptFileDoesNotHideOthers() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try TestSupport.write(Self.good, to: "b/second.scenario", in: directory)
    try TestSupport.write(
      Self.good + "\n@1 down 1 to 3,3\n", to: "a/broken.scenario", in: directory)
    try TestSupport.write(Self.good, to: "c.scenario", in: directory)
    try TestSupport.write(Self.good, to: "a/notes.txt", in: directory)
    try Data([0xFF, 0xFE, 0x00]).write(to: directory.appendingPathComponent("d.scenario"))

    let entries = Corpus.load(from: directory, displayRoot: "Corpus")
    #expect(
      entries.map(\.file.path) == [
        "Corpus/a/broken.scenario", "Corpus/b/second.scenario", "Corpus/c.scenario",
        "Corpus/d.scenario",
      ])
    let results = entries.map { entry -> String in
      switch entry.result {
      case .success(let parsed): "ok \(parsed.file) \(parsed.scenario.steps.count) steps"
      case .failure(let error): error.description
      }
    }
    #expect(
      results == [
        "Corpus/a/broken.scenario:8: expected 'at X,Y' after 'down 1', found 'to'",
        "ok Corpus/b/second.scenario 1 steps",
        "ok Corpus/c.scenario 1 steps",
        "Corpus/d.scenario: cannot read the file as UTF-8 text",
      ])
  }

  @Test("Missing files and directories are errors naming the path")
  func missing() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = ScenarioFile(
      path: "gone.scenario", url: directory.appendingPathComponent("gone.scenario"))
    #expect(throws: ScenarioError(file: "gone.scenario", line: nil, message: "no such file")) {
      try missing.load().get()
    }
    let folder = ScenarioFile(path: "dir", url: directory)
    #expect(throws: ScenarioError(file: "dir", line: nil, message: "is a directory")) {
      try folder.load().get()
    }
    #expect(Corpus.files(in: directory.appendingPathComponent("nothing"), displayRoot: "x").isEmpty)
  }
}
