// CFuzzerEntry is imported to be linked: libFuzzer's entry point, weak and empty, so
// `swift build -Xswiftc -sanitize=fuzzer` links this executable too (docs/Fuzzing.md).
import CFuzzerEntry
import Foundation

let status = Tool.main(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
