// swift-tools-version: 6.0
//
// A full-screen back swipe that shares the screen with horizontal scroll views through
// simultaneous recognition, checked with BackGestureCheck on the UIKit-shaped surface.
//
//   swift test                  passes
//   EXAMPLE_BUG=1 swift test    fails: the swipe takes forward drags from a scroll view that can still scroll
import PackageDescription

let package = Package(
  name: "ScrollSimultaneous",
  dependencies: [
    .package(name: "BackGestureCheck", path: "../..")
  ],
  targets: [
    // The app's back-gesture code: compiles against UIKit on iOS, the mirror elsewhere.
    .target(
      name: "ScrollSimultaneous",
      dependencies: [.product(name: "BackGestureUIKit", package: "BackGestureCheck")]
    ),
    .testTarget(
      name: "ScrollSimultaneousTests",
      dependencies: [
        "ScrollSimultaneous",
        .product(name: "BackGestureUIKit", package: "BackGestureCheck"),
        .product(name: "BackGestureCheck", package: "BackGestureCheck"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
