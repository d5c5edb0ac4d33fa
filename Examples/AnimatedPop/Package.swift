// swift-tools-version: 6.0
//
// A percent-driven pop with per-screen animators, checked with
// BackGestureCheck on the UIKit-shaped surface.
//
//   swift test                  passes
//   EXAMPLE_BUG=1 swift test    fails: a pop that no finger drives waits for one forever
import PackageDescription

let package = Package(
  name: "AnimatedPop",
  dependencies: [
    .package(name: "BackGestureCheck", path: "../..")
  ],
  targets: [
    // The app's back-gesture code: compiles against UIKit on iOS, the mirror elsewhere.
    .target(
      name: "AnimatedPop",
      dependencies: [.product(name: "BackGestureUIKit", package: "BackGestureCheck")]
    ),
    .testTarget(
      name: "AnimatedPopTests",
      dependencies: [
        "AnimatedPop",
        .product(name: "BackGestureUIKit", package: "BackGestureCheck"),
        .product(name: "BackGestureCheck", package: "BackGestureCheck"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
