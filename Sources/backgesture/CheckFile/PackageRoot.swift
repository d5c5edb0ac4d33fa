import Foundation

/// The directory of the BackGestureCheck package, which `check-file`'s scratch package
/// depends on.
///
/// It is `--package-path`'s directory when given; else the package this tool was built
/// from, found by walking up from this source file (`#filePath`) to the `Package.swift`
/// whose package is named BackGestureCheck; else the current directory when it holds that
/// `Package.swift`.
enum PackageRoot {
  /// The package's name, as its `Package.swift` declares it.
  static let name = "BackGestureCheck"

  /// Finds the package's directory, as an absolute path.
  ///
  /// - Parameters:
  ///   - given: `--package-path`'s directory, or `nil`.
  ///   - source: A source file of the tool, as it was built.
  ///   - currentDirectory: The current directory.
  /// - Returns: The directory, or the mistake: `'DIR' holds no Package.swift of
  ///   BackGestureCheck`, or that the package cannot be found.
  static func find(
    given: String?, source: String = #filePath,
    currentDirectory: String = FileManager.default.currentDirectoryPath
  ) -> Result<String, UsageError> {
    if let given {
      let directory = absolute(given, in: currentDirectory)
      guard holdsPackage(directory) else {
        return .failure(UsageError("'\(given)' holds no Package.swift of \(name)"))
      }
      return .success(directory)
    }
    var directory = (source as NSString).deletingLastPathComponent
    while directory.count > 1 {
      if holdsPackage(directory) { return .success(directory) }
      directory = (directory as NSString).deletingLastPathComponent
    }
    if holdsPackage(currentDirectory) { return .success(currentDirectory) }
    return .failure(
      UsageError(
        "cannot find the \(name) package: run the tool from its directory or pass "
          + "--package-path <dir>"))
  }

  /// Whether a directory holds the `Package.swift` of BackGestureCheck.
  static func holdsPackage(_ directory: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: "\(directory)/Package.swift") else {
      return false
    }
    return packageName(ofManifest: String(decoding: data, as: UTF8.self)) == name
  }

  /// The name a `Package.swift` gives its package: the string of the first `name:` after
  /// `Package(`, comments and other strings aside.
  static func packageName(ofManifest text: String) -> String? {
    let code = SwiftCode(text).lines.joined(separator: "\n")
    let original = SwiftCode.lines(of: text).joined(separator: "\n")
    guard let call = code.range(of: "Package("),
      let label = code.range(of: "name:", range: call.upperBound..<code.endIndex)
    else { return nil }
    let offset = code.distance(from: code.startIndex, to: label.upperBound)
    let rest = original.dropFirst(offset).drop { $0.isWhitespace }
    guard rest.first == "\"" else { return nil }
    return String(rest.dropFirst().prefix { $0 != "\"" })
  }

  /// A path made absolute against a directory, and standardized.
  static func absolute(_ path: String, in directory: String) -> String {
    let joined = path.hasPrefix("/") ? path : "\(directory)/\(path)"
    return (joined as NSString).standardizingPath
  }
}
