import BackGestureCheck
import BackGestureGenerators
import BackGestureInvariants
import BackGestureMutants
import BackGestureRendering
import Foundation

let status = Tool.main(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
