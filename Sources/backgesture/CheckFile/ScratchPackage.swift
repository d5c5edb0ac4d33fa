import BackGestureRunner
import Foundation

/// The package `check-file` writes and builds: the files' copies in a library, and an
/// executable that checks their navigation controller with plain screens.
///
/// ```text
/// <scratch>/Package.swift
/// <scratch>/Sources/CheckedFiles/<each file>   imports of UIKit, QuartzCore and CoreGraphics
///                                              swapped, the Linux side of the #ifs
///                                              written, line for line
/// <scratch>/Sources/CheckFileRun/main.swift    the BackGestureApp and the check
/// <scratch>/.build/                            the build, BackGestureCheck's included
/// ```
///
/// The text depends on the inputs alone, so a second run with the same files writes the
/// same bytes, and a file whose bytes are already there is not written again (its build
/// is reused).
struct ScratchPackage: Sendable, Hashable {
  /// The library of the copies.
  static let library = "CheckedFiles"
  /// The executable that runs the check.
  static let executable = "CheckFileRun"

  /// The directory of the BackGestureCheck package, which the package depends on.
  var packageRoot: String
  /// The user's files, in the order given.
  var files: [SourceFile]
  /// The type `makeNavigationController(rootViewController:)` makes.
  var navigationController: String
  /// The number of scenarios.
  var cases: Int
  /// The seed.
  var seed: UInt64
  /// Whether the library is compiled in Swift 5 mode rather than Swift 6.
  var swift5: Bool
  /// Whether the copies get the Linux side of the documented `#if`s (``LinuxRewrite``);
  /// `--as-is` turns it off.
  var rewritesForLinux = true

  /// The names of the copies, in the order of ``files``: each file's name, with `.swift`
  /// added when it lacks it, and `-2`, `-3` … before the extension for a name already
  /// taken (`main.swift` is taken: it would be top-level code).
  var copyNames: [String] {
    var taken: Set<String> = ["main.swift"]
    return files.map { file in
      var name = (file.path as NSString).lastPathComponent
      if !name.hasSuffix(".swift") { name += ".swift" }
      let stem = String(name.dropLast(".swift".count))
      var number = 1
      while taken.contains(name) {
        number += 1
        name = "\(stem)-\(number).swift"
      }
      taken.insert(name)
      return name
    }
  }

  /// The package's files, by path from its directory, in the order written.
  var contents: [(path: String, text: String)] {
    [("Package.swift", manifest), ("Sources/\(Self.executable)/main.swift", main)]
      + zip(copyNames, copies).map { name, copy in ("Sources/\(Self.library)/\(name)", copy.text) }
  }

  /// The copies, in the order of ``files``: each file with its imports of UIKit swapped
  /// and, unless ``rewritesForLinux`` is off, the Linux side of the `#if`s written.
  var copies: [LinuxRewrite] {
    let swapped = files.map { UIKitImport.swapped($0.text) }
    guard rewritesForLinux else { return swapped.map(LinuxRewrite.init(unchanged:)) }
    let methods = ObjectiveCMethods(swapped)
    return swapped.map { LinuxRewrite($0, methods: methods) }
  }

  /// `Package.swift`.
  var manifest: String {
    let mode = swift5 ? ".v5" : ".v6"
    let product = { (name: String) in
      ".product(name: \"\(name)\", package: \"BackGestureCheck\")"
    }
    return [
      "// swift-tools-version: 6.0",
      "// Written by `backgesture check-file`, and again by each run: the files checked, and",
      "// the check of their navigation controller.",
      "import PackageDescription",
      "",
      "let package = Package(",
      "  name: \"CheckFile\",",
      "  dependencies: [",
      "    .package(name: \"BackGestureCheck\", path: \(Self.literal(packageRoot)))",
      "  ],",
      "  targets: [",
      "    .target(",
      "      name: \"\(Self.library)\",",
      "      dependencies: [\(product("BackGestureUIKit"))],",
      "      swiftSettings: [.swiftLanguageMode(\(mode))]",
      "    ),",
      "    .executableTarget(",
      "      name: \"\(Self.executable)\",",
      "      dependencies: [",
      "        \"\(Self.library)\",",
      "        \(product("BackGestureCheck")),",
      "        \(product("BackGestureUIKit")),",
      "      ],",
      "      swiftSettings: [.swiftLanguageMode(.v6)]",
      "    ),",
      "  ]",
      ")",
      "",
    ].joined(separator: "\n")
  }

  /// `main.swift`: the app of the files' navigation controller and plain screens, checked
  /// on the main actor; it prints the result (and a failure's explanation, with the whole
  /// minimal scenario, which the result's few lines cut) and exits 0 when it passed, 1
  /// when not.
  var main: String {
    let make =
      navigationController == NavigationControllerChoice.uikitClass
      ? ["    UINavigationController(rootViewController: rootViewController)"]
      : [
        "    \(Self.library).\(navigationController)(rootViewController: rootViewController)",
        "      as UINavigationController",
      ]
    return
      ([
        "// Written by `backgesture check-file`, and again by each run: checks the files'",
        "// navigation controller with plain screens.",
        "import BackGestureCheck",
        "import BackGestureUIKit",
        "import Foundation",
        "",
        "@testable import \(Self.library)",
        "",
        "/// The files' navigation controller, around plain screens.",
        "struct CheckedApp: BackGestureApp {",
        "  func makeNavigationController(rootViewController: UIViewController) -> UINavigationController {",
      ] + make + [
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
        "  let result = AppProperty.check(CheckedApp(), options: CheckOptions(cases: \(cases), seed: \(seed)))",
        "  print(result.description)",
        "  if let explanation = result.failure?.explanation {",
        "    print(\"\\n\" + explanation)",
        "  }",
        "  return result.isSuccess",
        "}",
        "exit(passed ? 0 : 1)",
        "",
      ]).joined(separator: "\n")
  }

  /// The built executable, in a package directory.
  static func executablePath(in directory: String) -> String {
    "\(directory)/.build/debug/\(executable)"
  }

  /// Writes the package into a directory, each file whole (``AtomicFile``) and only when
  /// its bytes differ, and removes the copies of files no longer given.
  ///
  /// - Throws: The error of the first file that cannot be written or removed.
  func write(to directory: String) throws(AtomicFile.WriteError) {
    for (path, text) in contents {
      let destination = "\(directory)/\(path)"
      if let data = FileManager.default.contents(atPath: destination),
        data == Data(text.utf8)
      {
        continue
      }
      try AtomicFile.write(text, to: destination, createDirectories: true)
    }
    let copies = "\(directory)/Sources/\(Self.library)"
    let names = Set(copyNames)
    let present = (try? FileManager.default.contentsOfDirectory(atPath: copies)) ?? []
    for name in present.sorted() where !names.contains(name) && !name.hasPrefix(".") {
      do {
        try FileManager.default.removeItem(atPath: "\(copies)/\(name)")
      } catch {
        throw AtomicFile.WriteError(
          path: "\(copies)/\(name)", reason: "cannot remove it: \(error.localizedDescription)")
      }
    }
  }

  /// A string as a Swift string literal.
  static func literal(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case "\n": escaped += "\\n"
      default: escaped.append(character)
      }
    }
    return "\"\(escaped)\""
  }
}
