import Testing

@testable import backgesture

/// The import swap: each import of UIKit, QuartzCore or CoreGraphics becomes one of the
/// mirror on its own line, so the copy's line numbers are the file's; the documented `#if`
/// and the rest stay as written.
extension CheckFileTests {
  @Test("Each import of UIKit is swapped in place, every other line kept")
  func importSwap() {
    let file = Self.text([
      "// import UIKit in a comment stays",
      "import UIKit",
      "@_exported import UIKit  // for the whole app",
      "@preconcurrency import UIKit",
      "  import UIKit.UIGestureRecognizerSubclass",
      "import class UIKit.UIPanGestureRecognizer",
      "import Foundation",
      "import UIKitExtras",
      "let note = \"\"\"",
      "  import UIKit",
      "  \"\"\"",
      "/* import UIKit",
      "   import UIKit */",
    ])
    let swapped = Self.text([
      "// import UIKit in a comment stays",
      "import BackGestureUIKit",
      "@_exported import BackGestureUIKit  // for the whole app",
      "@preconcurrency import BackGestureUIKit",
      "  import BackGestureUIKit",
      "import class BackGestureUIKit.UIPanGestureRecognizer",
      "import Foundation",
      "import UIKitExtras",
      "let note = \"\"\"",
      "  import UIKit",
      "  \"\"\"",
      "/* import UIKit",
      "   import UIKit */",
    ])
    #expect(UIKitImport.swapped(file) == swapped)
    #expect(SwiftCode.lines(of: UIKitImport.swapped(file)).count == SwiftCode.lines(of: file).count)
  }

  @Test("Imports of QuartzCore and CoreGraphics are swapped as UIKit's are")
  func importSwapOfGraphics() {
    let file = Self.text([
      "import QuartzCore",
      "@preconcurrency import CoreGraphics  // CGFloat",
      "import class QuartzCore.CALayer",
      "import CoreGraphicsExtras",
      "#if canImport(QuartzCore)",
      "import QuartzCore",
      "#else",
      "import BackGestureUIKit",
      "#endif",
    ])
    let swapped = Self.text([
      "import BackGestureUIKit",
      "@preconcurrency import BackGestureUIKit  // CGFloat",
      "import class BackGestureUIKit.CALayer",
      "import CoreGraphicsExtras",
      "#if canImport(QuartzCore)",
      "import QuartzCore",
      "#else",
      "import BackGestureUIKit",
      "#endif",
    ])
    #expect(UIKitImport.swapped(file) == swapped)
    #expect(SwiftCode.lines(of: UIKitImport.swapped(file)).count == SwiftCode.lines(of: file).count)
  }

  @Test("The documented #if is left as it is; an import outside it is swapped")
  func importSwapLeavesTheDocumentedIf() {
    let file = Self.text([
      "#if canImport(UIKit)",
      "import UIKit",
      "#else",
      "import BackGestureUIKit",
      "#endif",
      "#if DEBUG",
      "import UIKit",
      "#endif",
    ])
    let swapped = Self.text([
      "#if canImport(UIKit)",
      "import UIKit",
      "#else",
      "import BackGestureUIKit",
      "#endif",
      "#if DEBUG",
      "import BackGestureUIKit",
      "#endif",
    ])
    #expect(UIKitImport.swapped(file) == swapped)
  }

  @Test("Line breaks are kept as written, \\r\\n included, and a last line without one")
  func importSwapKeepsLineBreaks() {
    #expect(
      UIKitImport.swapped("import UIKit\r\nclass A {}\r\nimport UIKit")
        == "import BackGestureUIKit\r\nclass A {}\r\nimport BackGestureUIKit")
  }

  @Test("The code a lexical search reads has comments and strings blanked, line for line")
  func blankedCode() {
    let code = SwiftCode("let a = \"b \\(c + \"d\") e\" // f\n/* g /* h */ i */ j\n#\"k\"#")
    #expect(code.lines == ["let a =      c +             ", "                  j", "     "])
  }
}
