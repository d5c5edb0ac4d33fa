import Foundation
import Testing
import _TestSupport

/// `backgesture prove` on the command line: its exit codes, and that standard output is
/// the report alone (spec section 15.6), the time going to standard error.
extension CommandLineTests {
  @Test("prove with no counterexample exits 0 and prints the report on stdout")
  func provePass() throws {
    let result = try backgesture(["prove", "--preset", "isolatedContainers", "--depth", "0"])
    #expect(result.status == 0)
    // Depth 0: each world's start only, and no step.
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "Proving the reference engine judged by isolatedContainers.")
    #expect(lines.contains("Depth reached: 0"))
    #expect(lines.contains("Transitions: 0"))
    #expect(result.stdout.hasSuffix("\nPASS: no counterexample within the scope.\n"))
    #expect(result.stderr.hasPrefix("Time (not part of the result): "))
  }

  @Test("prove finds a mutant, exits 1 and prints the counterexample in the scenario format")
  func proveFail() throws {
    let result = try backgesture([
      "prove", "--preset", "fdFullscreen", "--mutant", "M1", "--screens", "1", "--depth", "2",
    ])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "FAIL: a counterexample of 2 steps, the shortest in the scope, shrunk to 2."))
    #expect(result.stdout.contains("  @16 down 1 at 100,700\n  @32 move 1 to 150,700"))
  }

  @Test("prove refuses bad input with exit 2")
  func proveBadInput() throws {
    let depth = try backgesture(["prove", "--depth", "13"])
    #expect(depth.status == 2)
    #expect(
      depth.stderr.hasPrefix("Error: the depth must be a whole number from 0 to 12, found '13'"))
    let screens = try backgesture(["prove", "--screens", "4"])
    #expect(screens.status == 2)
    let mutant = try backgesture(["prove", "--mutant", "M3"])
    #expect(mutant.status == 2)
    #expect(mutant.stderr.hasPrefix("Error: unknown mutant 'M3'; expected one of: M1 M2 M4"))
    let maxDepth = try backgesture(["prove", "--bench", "--max-depth", "7"])
    #expect(maxDepth.status == 2)
    #expect(
      maxDepth.stderr.hasPrefix(
        "Error: the max depth must be a whole number from 3 to 6, found '7'\n"))
    let benchApp = try backgesture(["prove", "--bench", "--app", "S1"])
    #expect(benchApp.status == 2)
    #expect(
      benchApp.stderr.hasPrefix(
        "Error: --bench times the reference engine: leave out --app and --mutant\n"))
  }
}
