import BackGestureParseFuzz
import Foundation

/// The C callback libFuzzer calls for every input.
enum ParseFuzzTarget {
  /// libFuzzer's callback: checks one input and traps on a finding, so libFuzzer saves
  /// the input as a crash artifact.
  static let testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { data, size in
    parseFuzzTestOneInput(data, size)
  }
}

/// libFuzzer's entry point by its conventional name: `-sanitize=fuzzer` links libFuzzer's
/// own `main`, which refers to it even though this executable's `main` replaces it.
@_cdecl("LLVMFuzzerTestOneInput")
public func parseFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let verdict = RoundTrip.check(bytes)
  if let report = RoundTrip.report(verdict) {
    Console.error(report)
    fatalError("backgesture-parse-fuzz: the scenario does not survive a round trip")
  }
  return 0
}

/// Where the tool writes.
enum Console {
  static func out(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  static func error(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}

/// The mode that does not run libFuzzer: replay.
enum Modes {
  static let help = """
    OVERVIEW: libFuzzer target for the scenario format: input bytes are read as UTF-8
    text and parsed; a scenario that parses is printed and parsed again, and the second
    parse must succeed and give an equal scenario. A failed round trip traps.

    USAGE:
      backgesture-parse-fuzz [libFuzzer flags] [CORPUS_DIR...]   built with -sanitize=fuzzer
      backgesture-parse-fuzz FILE...                             plain build: replays each file
      backgesture-parse-fuzz --replay FILE...                    replays in either build
      backgesture-parse-fuzz --help

    Replay prints PASS (the round trip holds), REJECTED (the parser refuses the text,
    with its message; not a finding) or FAIL (with the printed text) per file, and exits
    1 if any file fails (2 if a file cannot be read).

    """

  /// Replays files; returns the exit code.
  static func replay(_ paths: [String]) -> Int32 {
    var failed = 0
    for path in paths {
      guard let data = FileManager.default.contents(atPath: path) else {
        Console.error("backgesture-parse-fuzz: cannot read \(path)\n")
        return 2
      }
      let verdict = RoundTrip.check(Array(data))
      switch verdict {
      case .passed:
        Console.out("PASS \(path)\n")
      case .rejected(let error):
        Console.out("REJECTED \(path): \(error)\n")
      case .reprintRejected, .changed:
        failed += 1
        Console.out("FAIL \(path)\n" + (RoundTrip.report(verdict) ?? ""))
      }
    }
    Console.out("\(paths.count) input(s), \(failed) failing\n")
    return failed == 0 ? 0 : 1
  }
}
