import Testing

@testable import backgesture

/// The Objective-C name a `#selector` is given in the copy: derived from the Swift name as
/// the compiler derives it, or read from the files' own declarations.
extension CheckFileTests {
  @Test("The Objective-C selector of a Swift name, as Swift derives it")
  func objectiveCNames() {
    let names: [(base: String, labels: [String], selector: String)] = [
      ("tap", [], "tap"),
      ("handle", ["_"], "handle:"),
      ("handlePan", ["gestureRecognizer"], "handlePanWithGestureRecognizer:"),
      ("update", ["_", "with"], "update:with:"),
      ("move", ["to"], "moveTo:"),
      ("moveTo", ["view"], "moveToView:"),
      ("update", ["withTranslation"], "updateWithTranslation:"),
      ("fraction", ["of"], "fractionOf:"),
      ("openURL", ["animated"], "openURLWithAnimated:"),
      ("pushViewController", ["_", "animated"], "pushViewController:animated:"),
      ("draw", ["_", "_"], "draw::"),
    ]
    for name in names {
      #expect(
        ObjectiveCName.selector(base: name.base, labels: name.labels) == name.selector,
        "\(name.base)(\(name.labels))")
    }
  }

  @Test("A #selector without labels takes the declared method's name; @objc(name) wins")
  func declaredNames() {
    let methods = ObjectiveCMethods([
      Self.text([
        "final class Edge {",
        "  @objc func handleGoBack(_ button: UIButton) {}",
        "  @objc(tappedNow) private func tapped() {}",
        "  @objc",
        "  func follow(",
        "    gestureRecognizer pan: UIPanGestureRecognizer, completion: (Int) -> Void = { _ in }",
        "  ) {}",
        "  // func ghost(_ x: Int) {}",
        "  let text = \"func ghost(_ x: Int) {}\"",
        "  func generic<T>(_ value: T) {}",
        "}",
      ])
    ])
    #expect(methods.selector(base: "handleGoBack", labels: nil) == "handleGoBack:")
    #expect(methods.selector(base: "tapped", labels: nil) == "tappedNow")
    #expect(methods.selector(base: "tapped", labels: []) == "tappedNow")
    #expect(
      methods.selector(base: "follow", labels: nil) == "followWithGestureRecognizer:completion:")
    #expect(methods.selector(base: "ghost", labels: nil) == "ghost")
    #expect(methods.selector(base: "generic", labels: nil) == "generic:")
    #expect(methods.selector(base: "other", labels: ["_", "with"]) == "other:with:")
  }
}
