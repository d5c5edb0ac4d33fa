import BackGestureInvariants
import BackGestureRendering
import BackGestureRunner

/// The tool's exit codes.
enum ExitStatus: Int32 {
  /// Every expectation holds, or help was shown.
  case success = 0
  /// An expectation failed.
  case failure = 1
  /// Bad input: a parse error, a missing file, an unknown command or option, a step the
  /// engine refused, or files `check-file` cannot build.
  case badInput = 2
}
