import BackGestureRunner
import Foundation
import Testing
import _TestSupport

/// `AtomicFile.write`: whole files only, the temporary file beside the destination and
/// removed on failure, errors that name the destination.
@Suite struct AtomicFileTests {
  /// The names in a directory, sorted, dot files included.
  func names(in directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  func contents(of url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  @Test("A new file holds the text, and no temporary file is left behind")
  func writesNewFile() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("out.txt")
    try AtomicFile.write("héllo\nworld\n", to: url.path)
    #expect(try contents(of: url) == "héllo\nworld\n")
    #expect(try names(in: directory) == ["out.txt"])
  }

  @Test("An empty text writes an empty file")
  func writesEmptyFile() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("empty.txt")
    try AtomicFile.write("", to: url.path)
    #expect(try Data(contentsOf: url).isEmpty)
  }

  @Test("An existing file is replaced whole")
  func replacesExistingFile() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("out.txt")
    try AtomicFile.write(String(repeating: "old line\n", count: 1000), to: url.path)
    try AtomicFile.write("new\n", to: url.path)
    #expect(try contents(of: url) == "new\n")
    #expect(try names(in: directory) == ["out.txt"])
  }

  @Test("createDirectories makes the missing directories")
  func createsDirectories() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("a/b/out.txt")
    try AtomicFile.write("text", to: url.path, createDirectories: true)
    #expect(try contents(of: url) == "text")
    #expect(try names(in: directory.appendingPathComponent("a/b")) == ["out.txt"])
  }

  @Test("A missing directory is an error naming the destination; nothing is created")
  func missingDirectory() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("no/such/out.txt").path
    let error = try #require(throws: AtomicFile.WriteError.self) {
      try AtomicFile.write("text", to: path)
    }
    #expect(error == AtomicFile.WriteError(path: path, reason: "No such file or directory"))
    #expect("\(error)" == "\(path): No such file or directory")
    #expect(try names(in: directory) == [])
  }

  @Test("A directory that cannot be created is an error naming the destination")
  func uncreatableDirectory() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("file")
    try AtomicFile.write("a file, not a directory", to: file.path)
    let path = directory.appendingPathComponent("file/sub/out.txt").path
    let error = try #require(throws: AtomicFile.WriteError.self) {
      try AtomicFile.write("text", to: path, createDirectories: true)
    }
    #expect(error.path == path)
    #expect(error.reason == "cannot create its directory: Not a directory")
    #expect(try names(in: directory) == ["file"])
  }

  @Test("A failed rename removes the temporary file and leaves the destination alone")
  func failedRename() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A non-empty directory cannot be replaced by a file.
    let destination = directory.appendingPathComponent("taken")
    try AtomicFile.write(
      "inside", to: destination.appendingPathComponent("inner.txt").path, createDirectories: true)
    let error = try #require(throws: AtomicFile.WriteError.self) {
      try AtomicFile.write("text", to: destination.path)
    }
    #expect(error.path == destination.path)
    #expect(error.reason.hasPrefix("cannot replace it: "))
    #expect(try names(in: directory) == ["taken"])
    #expect(try names(in: destination) == ["inner.txt"])
  }

  @Test(
    "The temporary file is a unique dot file ending .tmp in the destination's directory, naming its writer"
  )
  func temporaryPath() {
    let first = AtomicFile.temporaryPath(for: "Corpus/found/x.scenario")
    let second = AtomicFile.temporaryPath(for: "Corpus/found/x.scenario")
    #expect(first != second)
    for path in [first, second] {
      #expect(path.hasPrefix("Corpus/found/.x.scenario.\(getpid())-"))
      #expect(path.hasSuffix(".tmp"))
      #expect(!path.dropFirst("Corpus/found/".count).contains("/"))
      #expect(TemporaryFiles.writer(ofTemporary: String(path.dropFirst(13))) == getpid())
    }
    let bare = AtomicFile.temporaryPath(for: "out.svg")
    #expect(bare.hasPrefix(".out.svg.") && bare.hasSuffix(".tmp") && !bare.contains("/"))
    #expect(AtomicFile.temporaryPath(for: "/tmp/a.txt").hasPrefix("/tmp/.a.txt."))
  }

  @Test("Concurrent writers to one path leave one writer's whole text and no temporary files")
  func concurrentWriters() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("out.txt").path
    let texts = (0..<8).map { String(repeating: "\($0)", count: 200_000) }
    let failures = Failures()
    DispatchQueue.concurrentPerform(iterations: texts.count) { index in
      do { try AtomicFile.write(texts[index], to: path) } catch { failures.append("\(error)") }
    }
    #expect(failures.all.isEmpty)
    #expect(texts.contains(try String(contentsOfFile: path, encoding: .utf8)))
    #expect(try names(in: directory) == ["out.txt"])
  }

  @Test("A write removes the temporary files that writers no longer running left, and no other")
  func staleTemporaries() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let finished = Process()
    finished.executableURL = URL(fileURLWithPath: "/bin/sh")
    finished.arguments = ["-c", "exit 0"]
    try finished.run()
    finished.waitUntilExit()
    let dead = finished.processIdentifier
    let uuid = "0E6F2A1C-3B3E-4C1B-9B1A-5C2F0B8E7D11"
    let stale = ".x.scenario.\(dead)-\(uuid).tmp"
    let kept = [
      ".x.scenario.\(getpid())-\(uuid).tmp",  // a writer that runs: this process
      ".x.scenario.\(uuid).tmp",  // no process id: not ours to judge
      ".notes.\(dead)-not-a-uuid.tmp", "notes.tmp", ".hidden",
    ]
    for name in [stale] + kept {
      try TestSupport.write("partial", to: name, in: directory)
    }
    try AtomicFile.write("whole", to: directory.appendingPathComponent("y.scenario").path)
    #expect(try names(in: directory) == (kept + ["y.scenario"]).sorted())
    #expect(TemporaryFiles.writer(ofTemporary: stale) == dead)
    #expect(TemporaryFiles.writer(ofTemporary: ".x.scenario.\(uuid).tmp") == nil)
  }

  @Test("The signal handler's cleanup unlinks the temporary files in flight, and only them")
  func inFlightRemoval() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let inFlight = directory.appendingPathComponent(".a.txt.1-x.tmp").path
    let done = directory.appendingPathComponent(".b.txt.1-x.tmp").path
    try TestSupport.write("partial", to: ".a.txt.1-x.tmp", in: directory)
    try TestSupport.write("partial", to: ".b.txt.1-x.tmp", in: directory)
    let slot = TemporaryFiles.register(inFlight)
    TemporaryFiles.unregister(TemporaryFiles.register(done))
    // Other tests write in parallel: their temporary files in flight are left alone.
    TemporaryFiles.removeInFlight(keeping: { !String(cString: $0).hasPrefix(directory.path) })
    TemporaryFiles.unregister(slot)
    #expect(try names(in: directory) == [".b.txt.1-x.tmp"])
  }

  /// Errors collected from concurrent writers.
  final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    func append(_ message: String) { lock.withLock { messages.append(message) } }
    var all: [String] { lock.withLock { messages } }
  }
}
