// `import UIKit` brings Foundation (CGFloat, CGPoint, NSObject, NSCoder, TimeInterval) with
// it; so does the mirror, so that one source file compiles against either.
@_exported import Foundation
