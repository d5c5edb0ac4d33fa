import Testing

@testable import backgesture

/// What `check-file` prints of its rewrite: a note per rewritten construct with the `#if`
/// the user's own package needs, and, when a rewritten line does not build, the construct
/// the line had, not the compiler's words about the rewrite.
extension CheckFileTests {
  /// A package of one file with `@objc` and `#selector`.
  static var panPackage: ScratchPackage {
    var package = Self.package
    package.files = [
      SourceFile(
        path: "App/Pan.swift",
        text: Self.text([
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
        ]))
    ]
    return package
  }

  @Test("A note per rewritten construct names the #if the user's package needs")
  func rewriteNotes() {
    #expect(
      CheckFileCommand.notes(Self.panPackage, except: [])
        == Self.text([
          "App/Pan.swift:7: #selector(follow(_:)): rewritten for this check; your own package "
            + "needs #if canImport(UIKit) / let action = #selector(follow(_:)) / #else / let "
            + "action = Selector(Self.follow) / #endif, then action (docs/RealCode.md, section 3)",
          "App/Pan.swift:10: @objc: rewritten for this check; your own package needs #if "
            + "canImport(UIKit) / @objc / #endif on the lines above the declaration or the "
            + "extension (docs/RealCode.md, section 3)",
        ]))
    var asIs = Self.panPackage
    asIs.rewritesForLinux = false
    #expect(CheckFileCommand.notes(asIs, except: []) == "")
    #expect(
      asIs.contents.last?.text == "import BackGestureUIKit\n" + asIs.files[0].text.dropFirst(13))
  }

  @Test("An error on a rewritten line is the line's construct, and its note is left out")
  func errorOnARewrittenLine() {
    let package = Self.panPackage
    let output = [
      "/s/Sources/CheckedFiles/Pan.swift:7:52: error: cannot convert value of type "
        + "'(PanNavigationController) -> (UIPanGestureRecognizer) -> ()' to expected argument type",
      "/s/Sources/CheckedFiles/Pan.swift:10:20: error: cannot find type 'Pannable' in scope",
    ].joined(separator: "\n")
    let findings = CheckFileCommand.findings(of: output, package: package)
    #expect(
      findings.map(\.text) == [
        "App/Pan.swift:7: #selector(follow(_:)): #if canImport(UIKit) / let action = "
          + "#selector(follow(_:)) / #else / let action = Selector(Self.follow) / #endif, then "
          + "action; where the action is added in one place and removed in another, give both "
          + "the same name: (Selector(Self.follow, name: \"follow\"))",
        "App/Pan.swift:10: not a construct the docs list: cannot find type 'Pannable' in scope",
      ])
    #expect(
      CheckFileCommand.notes(package, except: findings)
        == Self.text([
          "App/Pan.swift:10: @objc: rewritten for this check; your own package needs #if "
            + "canImport(UIKit) / @objc / #endif on the lines above the declaration or the "
            + "extension (docs/RealCode.md, section 3)"
        ]))
  }
}
