// swift-tools-version: 6.0
//
// An app's own back-gesture policy, checked with BackGestureCheck.
//
//   swift test                  passes
//   EXAMPLE_BUG=1 swift test    fails, with the smallest scenario that shows the bug
import PackageDescription

let package = Package(
  name: "CustomPolicy",
  dependencies: [
    .package(name: "BackGestureCheck", path: "../..")
  ],
  targets: [
    .target(
      name: "CustomPolicy",
      dependencies: [
        .product(name: "BackGestureCheck", package: "BackGestureCheck")
      ]
    ),
    .testTarget(
      name: "CustomPolicyTests",
      dependencies: [
        "CustomPolicy",
        .product(name: "BackGestureCheck", package: "BackGestureCheck"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
