/// The navigation controller `check-file` checks: a class the files define, UIKit's as the
/// files extend it, or UIKit's plain.
///
/// A class of the files is a navigation controller when its superclass is
/// `UINavigationController` or another such class of the files. Of several, the one that
/// no other subclasses is chosen; two or more such are a mistake that
/// `--navigation-controller` settles. With none, the files' extension of
/// `UINavigationController` is named, if any, and UIKit's class is checked.
struct NavigationControllerChoice: Sendable, Hashable {
  /// Where the chosen type comes from.
  enum Origin: Sendable, Hashable {
    /// A class of the files, declared in a file at a line.
    case defined(file: String, line: Int)
    /// UIKit's class, which the files extend in a file at a line.
    case extended(file: String, line: Int)
    /// UIKit's class: the files neither define nor extend a navigation controller.
    case plain
  }

  /// The name of UIKit's class.
  static let uikitClass = "UINavigationController"

  /// The type's name: a class of the files, or `UINavigationController`.
  var type: String
  /// Where it comes from.
  var origin: Origin

  /// What the first line of the output says was chosen.
  var summary: String {
    switch origin {
    case .defined(let file, let line): "Checking \(type) (\(file):\(line))"
    case .extended(let file, let line):
      "Checking \(type) as the files extend it (\(file):\(line))"
    case .plain:
      "The files define no navigation controller: checking \(type) "
        + "(their extensions of UIKit's types still apply)"
    }
  }

  /// Chooses the navigation controller of the files, or the one a name asks for.
  ///
  /// - Parameters:
  ///   - files: The files, in the order given.
  ///   - name: `--navigation-controller`'s type: a navigation controller of the files, or
  ///     `UINavigationController`; `nil` to choose.
  /// - Returns: The choice, or the mistake: `no navigation controller 'X' in the files;
  ///   they define: A, B` (or `they define none`), or `the files define several
  ///   navigation controllers that no other subclasses: A, B; choose one with
  ///   --navigation-controller`.
  static func choose(in files: [SourceFile], named name: String?) -> Result<Self, UsageError> {
    typealias Declared = (name: String, superclass: String?, file: String, line: Int)
    var classes: [Declared] = []
    var extensions: [(file: String, line: Int)] = []
    for file in files {
      for declaration in SwiftDeclaration.scan(SwiftCode(file.text)) {
        switch declaration {
        case .class(let name, let superclass, let line):
          classes.append((name, superclass, file.path, line))
        case .extension(let type, let line) where type == uikitClass:
          extensions.append((file.path, line))
        case .extension:
          continue
        }
      }
    }
    var superclasses: [String: String] = [:]
    for declared in classes where superclasses[declared.name] == nil {
      superclasses[declared.name] = declared.superclass ?? ""
    }
    func isNavigationController(_ name: String) -> Bool {
      var seen: Set<String> = []
      var current = name
      while let superclass = superclasses[current], seen.insert(current).inserted {
        if superclass == uikitClass { return true }
        current = superclass
      }
      return false
    }
    var controllers: [Declared] = []
    for declared in classes
    where isNavigationController(declared.name)
      && !controllers.contains(where: { $0.name == declared.name })
    {
      controllers.append(declared)
    }
    let uikit =
      extensions.first.map {
        Self(type: uikitClass, origin: .extended(file: $0.file, line: $0.line))
      }
      ?? Self(type: uikitClass, origin: .plain)
    if let name {
      if name == uikitClass { return .success(uikit) }
      guard let found = controllers.first(where: { $0.name == name }) else {
        let defined =
          controllers.isEmpty
          ? "they define none" : "they define: " + controllers.map(\.name).joined(separator: ", ")
        return .failure(UsageError("no navigation controller '\(name)' in the files; \(defined)"))
      }
      return .success(Self(type: found.name, origin: .defined(file: found.file, line: found.line)))
    }
    let leaves = controllers.filter { controller in
      !controllers.contains { $0.superclass == controller.name }
    }
    guard leaves.count <= 1 else {
      return .failure(
        UsageError(
          "the files define several navigation controllers that no other subclasses: "
            + leaves.map(\.name).joined(separator: ", ")
            + "; choose one with --navigation-controller"))
    }
    guard let leaf = leaves.first else { return .success(uikit) }
    return .success(Self(type: leaf.name, origin: .defined(file: leaf.file, line: leaf.line)))
  }
}
