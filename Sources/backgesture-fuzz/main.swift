import BackGestureFuzz
// CFuzzerEntry is imported to be linked, as every executable is (docs/Fuzzing.md); the
// entry point FuzzTarget.swift defines takes precedence over its weak one.
import CFuzzerEntry
import CFuzzerShim
import Foundation

// With -sanitize=fuzzer, libFuzzer owns the command line (its flags start with one
// dash); the modes below start with two and come first.
let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "--help" || arguments.first == "-h" {
  Console.out(Modes.help)
  exit(0)
}

let settings: FuzzSettings
switch FuzzTarget.settings {
case .success(let value): settings = value
case .failure(let error):
  Console.error("backgesture-fuzz: \(error)\n")
  exit(2)
}

switch arguments.first {
case "--replay":
  exit(Modes.replay(Array(arguments.dropFirst()), settings: settings))
case "--import":
  exit(Modes.importArtifacts(Array(arguments.dropFirst()), settings: settings))
default:
  break
}

guard cfuzzer_driver_available() != 0 else {
  // A plain build: replay the files given.
  guard !arguments.isEmpty, !arguments.contains(where: { $0.hasPrefix("-") }) else {
    Console.error(
      "backgesture-fuzz: built without -sanitize=fuzzer; give input files to replay"
        + " (see --help)\n")
    exit(2)
  }
  exit(Modes.replay(arguments, settings: settings))
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(cfuzzer_run_driver(&argc, &argv, FuzzTarget.testOneInput))
