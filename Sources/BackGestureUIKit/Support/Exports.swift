// `import UIKit` brings Foundation (CGFloat, CGPoint, NSObject, NSCoder, TimeInterval) with
// it; so does the mirror, so that one source file compiles against either.
@_exported import Foundation

// Where CoreGraphics exists (macOS), its `CGVector` and `CGAffineTransform` are the ones a
// shared file sees, as with UIKit; the mirror declares its own only where it does not
// (Geometry.swift).
#if canImport(CoreGraphics)
@_exported import CoreGraphics
#endif

// Where Core Animation exists (macOS), a view's `layer` is its `CALayer`, re-exported as
// `import UIKit` re-exports it; the mirror declares its own only where it does not
// (CALayer.swift).
#if canImport(QuartzCore)
@_exported import QuartzCore
#endif
