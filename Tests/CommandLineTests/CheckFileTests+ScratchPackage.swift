import Testing

@testable import backgesture

/// The scratch package `check-file` writes: its manifest, the generated `main.swift` and
/// the names of the copies, word for word.
extension CheckFileTests {
  /// A package of two files whose navigation controller is the files' own.
  static let package = ScratchPackage(
    packageRoot: "/src/Back \"Gesture\"",
    files: [base, edge, SourceFile(path: "Base.swift", text: "")],
    navigationController: "EdgeNavigationController", cases: 250, seed: 7, swift5: true)

  @Test("main.swift makes the files' navigation controller around plain screens and checks it")
  func generatedMain() {
    #expect(
      Self.package.main
        == Self.text([
          "// Written by `backgesture check-file`, and again by each run: checks the files'",
          "// navigation controller with plain screens.",
          "import BackGestureCheck",
          "import BackGestureUIKit",
          "import Foundation",
          "",
          "@testable import CheckedFiles",
          "",
          "/// The files' navigation controller, around plain screens.",
          "struct CheckedApp: BackGestureApp {",
          "  func makeNavigationController(rootViewController: UIViewController) -> UINavigationController {",
          "    CheckedFiles.EdgeNavigationController(rootViewController: rootViewController)",
          "      as UINavigationController",
          "  }",
          "",
          "  func makeViewController(for screen: ScreenDescription) -> UIViewController {",
          "    let controller = UIViewController()",
          "    controller.title = screen.name",
          "    return controller",
          "  }",
          "}",
          "",
          "let passed = MainActor.assumeIsolated {",
          "  let result = AppProperty.check(CheckedApp(), options: CheckOptions(cases: 250, seed: 7))",
          "  print(result.description)",
          "  if let explanation = result.failure?.explanation {",
          "    print(\"\\n\" + explanation)",
          "  }",
          "  return result.isSuccess",
          "}",
          "exit(passed ? 0 : 1)",
        ]))
  }

  @Test("With UIKit's navigation controller, main.swift makes it unqualified")
  func generatedMainForUIKit() {
    var package = Self.package
    package.navigationController = "UINavigationController"
    let lines = SwiftCode.lines(of: package.main)
    #expect(
      lines[10...12] == [
        "  func makeNavigationController(rootViewController: UIViewController) -> UINavigationController {",
        "    UINavigationController(rootViewController: rootViewController)",
        "  }",
      ])
  }

  @Test("The manifest depends on the package by path, the files' mode on their target")
  func generatedManifest() {
    #expect(
      Self.package.manifest
        == Self.text([
          "// swift-tools-version: 6.0",
          "// Written by `backgesture check-file`, and again by each run: the files checked, and",
          "// the check of their navigation controller.",
          "import PackageDescription",
          "",
          "let package = Package(",
          "  name: \"CheckFile\",",
          "  dependencies: [",
          "    .package(name: \"BackGestureCheck\", path: \"/src/Back \\\"Gesture\\\"\")",
          "  ],",
          "  targets: [",
          "    .target(",
          "      name: \"CheckedFiles\",",
          "      dependencies: [.product(name: \"BackGestureUIKit\", package: \"BackGestureCheck\")],",
          "      swiftSettings: [.swiftLanguageMode(.v5)]",
          "    ),",
          "    .executableTarget(",
          "      name: \"CheckFileRun\",",
          "      dependencies: [",
          "        \"CheckedFiles\",",
          "        .product(name: \"BackGestureCheck\", package: \"BackGestureCheck\"),",
          "        .product(name: \"BackGestureUIKit\", package: \"BackGestureCheck\"),",
          "      ],",
          "      swiftSettings: [.swiftLanguageMode(.v6)]",
          "    ),",
          "  ]",
          ")",
        ]))
    var swift6 = Self.package
    swift6.swift5 = false
    #expect(
      swift6.manifest.contains("      swiftSettings: [.swiftLanguageMode(.v6)]\n    ),\n    .exec"))
  }

  @Test("The copies keep the files' names, made unique, and their text with UIKit swapped")
  func copies() {
    var package = Self.package
    package.files.append(SourceFile(path: "Other/main.swift", text: ""))
    package.files.append(SourceFile(path: "Stubs", text: ""))
    #expect(
      package.copyNames == [
        "Base.swift", "Edge.swift", "Base-2.swift", "main-2.swift", "Stubs.swift",
      ])
    #expect(
      package.contents.map(\.path) == [
        "Package.swift", "Sources/CheckFileRun/main.swift", "Sources/CheckedFiles/Base.swift",
        "Sources/CheckedFiles/Edge.swift", "Sources/CheckedFiles/Base-2.swift",
        "Sources/CheckedFiles/main-2.swift", "Sources/CheckedFiles/Stubs.swift",
      ])
    #expect(package.contents[3].text == UIKitImport.swapped(Self.edge.text))
    #expect(package.contents[3].text.hasPrefix("import BackGestureUIKit\n"))
  }
}
