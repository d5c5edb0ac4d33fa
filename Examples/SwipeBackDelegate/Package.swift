// swift-tools-version: 6.0
//
// The widely copied "keep the swipe with a custom back button" delegate, checked with
// BackGestureCheck on the UIKit-shaped surface.
//
//   swift test                  passes
//   EXAMPLE_BUG=1 swift test    fails: the naive delegate lets a swipe begin during a push
import PackageDescription

let package = Package(
  name: "SwipeBackDelegate",
  dependencies: [
    .package(name: "BackGestureCheck", path: "../..")
  ],
  targets: [
    // The app's back-gesture code: compiles against UIKit on iOS, the mirror elsewhere.
    .target(
      name: "SwipeBackDelegate",
      dependencies: [.product(name: "BackGestureUIKit", package: "BackGestureCheck")]
    ),
    .testTarget(
      name: "SwipeBackDelegateTests",
      dependencies: [
        "SwipeBackDelegate",
        .product(name: "BackGestureUIKit", package: "BackGestureCheck"),
        .product(name: "BackGestureCheck", package: "BackGestureCheck"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
