import Foundation
import Testing
import _TestSupport

/// `check-file` as a user runs it: it writes the scratch package, builds it and runs the
/// check, on four files of a swipe-back delegate. Slow (the first build compiles
/// BackGestureCheck, for minutes), so it runs only with `BACKGESTURE_CHECK_FILE_E2E=1`,
/// in the default scratch directory, `.build/check-file/`.
extension CheckFileTests {
  /// The environment variable that turns the end-to-end test on.
  static let endToEnd = "BACKGESTURE_CHECK_FILE_E2E"

  /// The delegate that lets the edge swipe begin with a custom back button, once the
  /// transitions have settled.
  static let guarded = text([
    "import UIKit",
    "",
    "final class GuardedSwipeNavigationController: UINavigationController,",
    "  UIGestureRecognizerDelegate",
    "{",
    "  override func viewDidLoad() {",
    "    super.viewDidLoad()",
    "    interactivePopGestureRecognizer?.delegate = self",
    "  }",
    "",
    "  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {",
    "    viewControllers.count > 1 && transitionCoordinator == nil",
    "  }",
    "}",
  ])

  @Test(
    "check-file builds the files and checks them: pass, a counterexample, or the #if to write",
    .enabled(if: ProcessInfo.processInfo.environment[endToEnd] == "1"),
    .timeLimit(.minutes(60)))
  func endToEndRuns() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try TestSupport.write(Self.guarded, to: "Guarded.swift", in: directory)
    // The same delegate without the guard: it lets the swipe begin during a push.
    try TestSupport.write(
      Self.guarded.replacingOccurrences(of: " && transitionCoordinator == nil", with: ""),
      to: "Eager.swift", in: directory)
    try TestSupport.write(
      Self.text([
        "import UIKit",
        "",
        "final class PanNavigationController: UINavigationController {",
        "  override func viewDidLoad() {",
        "    super.viewDidLoad()",
        "    view.addGestureRecognizer(",
        "      UIPanGestureRecognizer(target: self, action: #selector(follow(_:))))",
        "  }",
        "",
        "  @objc func follow(_ pan: UIPanGestureRecognizer) {}",
        "}",
      ]), to: "Pan.swift", in: directory)
    // The guarded delegate that also follows the edge with an @objc action: checked as
    // it is, the two constructs rewritten for the check.
    try TestSupport.write(
      Self.text([
        "import UIKit",
        "",
        "final class FollowingNavigationController: UINavigationController, UIGestureRecognizerDelegate {",
        "  override func viewDidLoad() {",
        "    super.viewDidLoad()",
        "    interactivePopGestureRecognizer?.delegate = self",
        "    interactivePopGestureRecognizer?.addTarget(self, action: #selector(edgeMoved(_:)))",
        "  }",
        "",
        "  @objc private func edgeMoved(_ recognizer: UIGestureRecognizer) {}",
        "",
        "  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {",
        "    viewControllers.count > 1 && transitionCoordinator == nil",
        "  }",
        "}",
      ]), to: "Following.swift", in: directory)
    let count = ["--count", "200"]

    let passes = try backgesture(["check-file", "Guarded.swift"] + count, in: directory)
    #expect(passes.status == 0, "\(passes.stderr)")
    #expect(
      passes.stdout
        == Self.text([
          "Checking GuardedSwipeNavigationController (Guarded.swift:3), with plain screens: "
            + "200 scenarios, seed 0, Swift 6 mode.",
          "PropertyResult \"CheckedApp keeps every invariant\": passed 200 cases (seed 0)",
          "",
          "PASS: every invariant held in 200 scenarios.",
        ]))

    let fails = try backgesture(["check-file", "Eager.swift", "--swift-5"] + count, in: directory)
    #expect(fails.status == 1, "\(fails.stderr)")
    #expect(
      fails.stdout.hasPrefix(
        "Checking GuardedSwipeNavigationController (Eager.swift:3), with plain screens: "
          + "200 scenarios, seed 0, Swift 5 mode.\n"
          + "PropertyResult \"CheckedApp keeps every invariant\": failed after "))
    #expect(
      fails.stdout.contains("invariant 2 (no back gesture begins while a transition is in flight)"))
    #expect(fails.stdout.contains("\nMinimal counterexample:\n  backgesture-scenario 4\n"))
    #expect(fails.stdout.hasSuffix("\nFAIL: a counterexample was found (above).\n"))

    let rewritten = try backgesture(["check-file", "Following.swift"] + count, in: directory)
    #expect(rewritten.status == 0, "\(rewritten.stderr)")
    #expect(
      rewritten.stdout
        == Self.text([
          "Checking FollowingNavigationController (Following.swift:3), with plain screens: "
            + "200 scenarios, seed 0, Swift 6 mode.",
          "Following.swift:7: #selector(edgeMoved(_:)): rewritten for this check; your own "
            + "package needs #if canImport(UIKit) / let action = #selector(edgeMoved(_:)) / "
            + "#else / let action = Selector(Self.edgeMoved) / #endif, then action "
            + "(docs/RealCode.md, section 3)",
          "Following.swift:10: @objc: rewritten for this check; your own package needs #if "
            + "canImport(UIKit) / @objc / #endif on the lines above the declaration or the "
            + "extension (docs/RealCode.md, section 3)",
          "PropertyResult \"CheckedApp keeps every invariant\": passed 200 cases (seed 0)",
          "",
          "PASS: every invariant held in 200 scenarios.",
        ]))

    let refused = try backgesture(["check-file", "Pan.swift", "--as-is"] + count, in: directory)
    #expect(refused.status == 2, "\(refused.stderr)")
    #expect(
      refused.stdout
        == Self.text([
          "Checking PanNavigationController (Pan.swift:3), with plain screens: 200 scenarios, "
            + "seed 0, Swift 6 mode.",
          "Pan.swift:7: #selector(follow(_:)): #if canImport(UIKit) / let action = "
            + "#selector(follow(_:)) / #else / let action = Selector(Self.follow) / #endif, then "
            + "action; where the action is added in one place and removed in another, give both "
            + "the same name: (Selector(Self.follow, name: \"follow\"))",
          "Pan.swift:10: @objc: #if canImport(UIKit) / @objc / #endif on the lines above the "
            + "declaration or the extension; the declaration stays as it is",
          "",
          "The files do not build against BackGestureUIKit: 2 errors, all listed in "
            + "docs/RealCode.md (\"The #ifs you may need\").",
        ]))
  }
}
