import Testing

@testable import backgesture

/// The rewrite of the copies: the Linux side of the documented `#if`s written line for
/// line, so that a file with `@objc` and `#selector` builds as it is.
extension CheckFileTests {
  /// A file's rewrite, its methods read from the file alone.
  static func rewrite(_ lines: [String]) -> LinuxRewrite {
    let text = text(lines)
    return LinuxRewrite(text, methods: ObjectiveCMethods([text]))
  }

  @Test("Each construct is rewritten on its own line, every other character kept")
  func rewriteOfEachConstruct() {
    let rewrite = Self.rewrite([
      "import BackGestureUIKit",
      "import ObjectiveC",
      "@preconcurrency import QuartzCore  // layers",
      "import struct CoreGraphics.CGFloat",
      "@objcMembers final class Pan: UINavigationController {",
      "  @IBOutlet weak var label: UILabel!",
      "  @objc dynamic var isOn = false",
      "  override func viewDidLoad() {",
      "    let pan = UIPanGestureRecognizer(target: self, action: #selector(follow(_:)))",
      "    pan.removeTarget(self, action: #selector(Pan.follow))",
      "    pan.addTarget(self, action: #selector(self.handle(gestureRecognizer:)))",
      "    print(\"\\(#selector(getter: UINavigationController.isNavigationBarHidden))\")",
      "    _ = #selector(setter: UIView.isHidden)",
      "  }",
      "  @objc(followPan:) func follow(_ pan: UIPanGestureRecognizer) {}",
      "  @IBAction private func handle(gestureRecognizer: UIPanGestureRecognizer) {}",
      "}",
    ])
    #expect(
      rewrite.text
        == Self.text([
          "import BackGestureUIKit",
          "import BackGestureUIKit",
          "@preconcurrency import BackGestureUIKit  // layers",
          "import BackGestureUIKit",
          "             final class Pan: UINavigationController {",
          "            weak var label: UILabel!",
          "        dynamic var isOn = false",
          "  override func viewDidLoad() {",
          "    let pan = UIPanGestureRecognizer(target: self, action: "
            + "Selector(Self.follow(_:), name: \"followPan:\"))",
          "    pan.removeTarget(self, action: Selector(Pan.follow, name: \"followPan:\"))",
          "    pan.addTarget(self, action: Selector(Self.handle(gestureRecognizer:), "
            + "name: \"handleWithGestureRecognizer:\"))",
          "    print(\"\\(Selector(\"isNavigationBarHidden\"))\")",
          "    _ = Selector(\"setIsHidden:\")",
          "  }",
          "                    func follow(_ pan: UIPanGestureRecognizer) {}",
          "            private func handle(gestureRecognizer: UIPanGestureRecognizer) {}",
          "}",
        ]))
    #expect(
      rewrite.changes.map { "\($0.line):\($0.columns) \($0.construct.name)" } == [
        "2:8..<24 import ObjectiveC",
        "3:24..<40 import QuartzCore",
        "4:8..<24 import CoreGraphics",
        "5:1..<13 @objcMembers",
        "6:3..<12 @IBOutlet",
        "7:3..<8 @objc dynamic var (key-value observing)",
        "9:60..<105 #selector(follow(_:))",
        "10:36..<76 #selector(Pan.follow)",
        "11:33..<112 #selector(self.handle(gestureRecognizer:))",
        "12:14..<47 #selector(getter: UINavigationController.isNavigationBarHidden)",
        "13:9..<33 #selector(setter: UIView.isHidden)",
        "15:3..<20 @objc",
        "16:3..<12 @IBAction",
      ])
  }

  @Test("Comments, strings, Apple-only branches and what it cannot read stay as written")
  func rewriteLeavesTheRest() {
    let lines = [
      "// @objc func a() {} and #selector(a)",
      "let note = \"@objc #selector(a) import ObjectiveC\"",
      "#if canImport(UIKit)",
      "@objc func b() {}",
      "let action = #selector(b)",
      "import ObjectiveC",
      "#else",
      "let other = 1",
      "#endif",
      "#if os(iOS) || os(Linux)",
      "@objc func c() {}",
      "#endif",
      "let d = #selector(c as () -> Void)",
      "let e = #selector(",
      "  c)",
      "@objcdynamic func f() {}",
      "@available(iOS 13, *) func g() {}",
    ]
    let rewrite = Self.rewrite(lines)
    var expected = lines
    expected[10] = "      func c() {}"
    #expect(rewrite.text == Self.text(expected))
    #expect(rewrite.changes.map(\.line) == [11])
    #expect(LinuxRewrite(unchanged: "@objc func a() {}").text == "@objc func a() {}")
  }

  @Test("A selector's construct is the one the build would name: swizzling, UIKit's pop handler")
  func rewrittenSelectorsKeepTheirRow() {
    let rewrite = Self.rewrite([
      "let a = class_getInstanceMethod(self, #selector(viewWillAppear(_:)))",
      "let b = UIPanGestureRecognizer(target: target, action: #selector(handleNavigationTransition(_:)))",
      "let c = #selector(UINavigationController.popViewController(animated:))",
    ])
    #expect(
      rewrite.changes.map(\.construct) == [
        .swizzling(function: "class_getInstanceMethod"),
        .popHandlerSelector(text: "handleNavigationTransition(_:)"),
        .uikitMethodSelector(
          text: "UINavigationController.popViewController(animated:)",
          method: "popViewController(animated:)"),
      ])
    #expect(
      rewrite.text.contains(
        "Selector(Self.handleNavigationTransition(_:), name: \"handleNavigationTransition:\")"))
  }
}
