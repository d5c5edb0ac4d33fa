// swift-tools-version: 6.0
//
// A full-screen back swipe that shares the screen with horizontal scroll views through
// `require(toFail:)`, checked with BackGestureCheck on the UIKit-shaped surface.
//
//   swift test                  passes
//   EXAMPLE_BUG=1 swift test    fails: a scroll view that waits for the swipe can no longer scroll forward
import PackageDescription

let package = Package(
  name: "ScrollRequireToFail",
  dependencies: [
    .package(name: "BackGestureCheck", path: "../..")
  ],
  targets: [
    // The app's back-gesture code: compiles against UIKit on iOS, the mirror elsewhere.
    .target(
      name: "ScrollRequireToFail",
      dependencies: [.product(name: "BackGestureUIKit", package: "BackGestureCheck")]
    ),
    .testTarget(
      name: "ScrollRequireToFailTests",
      dependencies: [
        "ScrollRequireToFail",
        .product(name: "BackGestureUIKit", package: "BackGestureCheck"),
        .product(name: "BackGestureCheck", package: "BackGestureCheck"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
