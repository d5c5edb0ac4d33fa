/// A Swift file given to `check-file`: its path as the user wrote it and its text.
struct SourceFile: Sendable, Hashable {
  /// The path as given on the command line; findings name the file by it.
  var path: String
  /// The file's text.
  var text: String
}
