import Foundation

let status = Tool.main(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
