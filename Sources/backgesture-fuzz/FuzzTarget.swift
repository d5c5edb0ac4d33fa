import BackGestureFuzz
import BackGestureModel
import Foundation
import PropertyCore

/// The state libFuzzer's C callback reads: settings and generator, built once.
enum FuzzTarget {
  /// The settings from the environment, or the error naming the bad variable.
  static let settings = Result { () throws(FuzzSettingsError) in
    try FuzzSettings(environment: ProcessInfo.processInfo.environment)
  }

  /// The generator of the settings, built once rather than per input.
  static let generator: Generator<Scenario> =
    (try? settings.get())?.generator
    ?? FuzzSettings().generator

  /// libFuzzer's callback: checks one input and traps on a finding, so libFuzzer
  /// saves the input as a crash artifact.
  static let testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { data, size in
    fuzzTestOneInput(data, size)
  }
}

/// libFuzzer's entry point by its conventional name: `-sanitize=fuzzer` links libFuzzer's
/// own `main`, which refers to it even though this executable's `main` replaces it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  guard let settings = try? FuzzTarget.settings.get() else { return 0 }
  let verdict = FuzzHarness.check(bytes, settings: settings, generator: FuzzTarget.generator)
  if case .failed(let scenario, let failure) = verdict {
    Console.error(FuzzHarness.report(scenario, failure, settings: settings))
    fatalError("backgesture-fuzz: \(failure.message)")
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
