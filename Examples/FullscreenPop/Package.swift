// swift-tools-version: 6.0
//
// A full-screen back swipe in the style of FDFullscreenPopGesture, checked with
// BackGestureCheck on the UIKit-shaped surface.
//
//   swift test                  passes
//   EXAMPLE_BUG=1 swift test    fails: right to left, the distance is measured from the wrong edge
import PackageDescription

let package = Package(
  name: "FullscreenPop",
  dependencies: [
    .package(name: "BackGestureCheck", path: "../..")
  ],
  targets: [
    // The app's back-gesture code: compiles against UIKit on iOS, the mirror elsewhere.
    .target(
      name: "FullscreenPop",
      dependencies: [.product(name: "BackGestureUIKit", package: "BackGestureCheck")]
    ),
    .testTarget(
      name: "FullscreenPopTests",
      dependencies: [
        "FullscreenPop",
        .product(name: "BackGestureUIKit", package: "BackGestureCheck"),
        .product(name: "BackGestureCheck", package: "BackGestureCheck"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
