import BackGestureParseFuzz
// CFuzzerEntry is imported to be linked, as every executable is (docs/Fuzzing.md); the
// entry point ParseFuzzTarget.swift defines takes precedence over its weak one.
import CFuzzerEntry
import CFuzzerShim
import Foundation

// With -sanitize=fuzzer, libFuzzer owns the command line (its flags start with one
// dash); the modes below start with two and come first.
let arguments = Array(CommandLine.arguments.dropFirst())

switch arguments.first {
case "--help", "-h":
  Console.out(Modes.help)
  exit(0)
case "--replay":
  exit(Modes.replay(Array(arguments.dropFirst())))
default:
  break
}

guard cfuzzer_driver_available() != 0 else {
  // A plain build: replay the files given.
  guard !arguments.isEmpty, !arguments.contains(where: { $0.hasPrefix("-") }) else {
    Console.error(
      "backgesture-parse-fuzz: built without -sanitize=fuzzer; give input files to replay"
        + " (see --help)\n")
    exit(2)
  }
  exit(Modes.replay(arguments))
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(cfuzzer_run_driver(&argc, &argv, ParseFuzzTarget.testOneInput))
