// swift-tools-version: 6.0
//
// BackGestureCheck: finds bugs in iOS back-gesture logic by simulation.
//
// Targets follow the dependency direction:
//   BackGestureModel      the modelled world: values only, no dependencies
//   BackGestureEngine     the reference engine           (Model)
//   BackGestureOracle     an independent model of the spec (Model only, never Engine)
//   PropertyCore          generic generators + shrinker  (nothing)
//   PropertyTesting       reporting into Swift Testing and XCTest (PropertyCore)
//   BackGestureCheck      runs scenarios and checks them (Model, Engine, Oracle, PropertyCore)
//   BackGestureTesting    checks a user's policy in a test (Model, Engine, Check, PropertyCore)
//   backgesture           the command-line tool          (BackGestureCheck, PropertyCore)
// The package takes no dependencies: the toolchain's Foundation, XCTest and
// Swift Testing only.
import PackageDescription

let package = Package(
  name: "BackGestureCheck",
  products: [
    .library(name: "BackGestureModel", targets: ["BackGestureModel"]),
    .library(name: "BackGestureEngine", targets: ["BackGestureEngine"]),
    .library(name: "BackGestureOracle", targets: ["BackGestureOracle"]),
    .library(name: "PropertyCore", targets: ["PropertyCore"]),
    .library(name: "PropertyTesting", targets: ["PropertyTesting"]),
    .library(name: "BackGestureCheck", targets: ["BackGestureCheck"]),
    .library(name: "BackGestureTesting", targets: ["BackGestureTesting"]),
    .executable(name: "backgesture", targets: ["backgesture"]),
  ],
  dependencies: [],
  targets: [
    // MARK: - Public API
    .target(name: "BackGestureModel"),
    .target(name: "BackGestureEngine", dependencies: ["BackGestureModel"]),
    // The oracle must never depend on the engine: it is the second opinion.
    .target(name: "BackGestureOracle", dependencies: ["BackGestureModel"]),
    .target(name: "PropertyCore"),
    .target(name: "PropertyTesting", dependencies: ["PropertyCore"]),
    .target(
      name: "BackGestureCheck",
      dependencies: [
        "BackGestureModel", "BackGestureEngine", "BackGestureOracle", "PropertyCore",
      ]
    ),
    .target(
      name: "BackGestureTesting",
      dependencies: ["BackGestureCheck", "BackGestureModel", "BackGestureEngine", "PropertyCore"]
    ),
    .executableTarget(name: "backgesture", dependencies: ["BackGestureCheck", "PropertyCore"]),

    // MARK: - Benchmarks
    .target(name: "ShrinkingChallenge", dependencies: ["PropertyCore"]),
    .executableTarget(
      name: "shrinking-challenge",
      dependencies: ["ShrinkingChallenge", "PropertyCore"]
    ),

    // MARK: - Unit test bundles
    .testTarget(name: "BackGestureModelTests", dependencies: ["BackGestureModel"]),
    .testTarget(
      name: "BackGestureEngineTests",
      dependencies: ["BackGestureModel", "BackGestureEngine"]
    ),
    .testTarget(
      name: "BackGestureOracleTests",
      dependencies: ["BackGestureModel", "BackGestureOracle"]
    ),
    .testTarget(
      name: "PropertyCoreTests",
      dependencies: ["PropertyCore", "PropertyTesting", "ShrinkingChallenge"]
    ),
    .testTarget(
      name: "BackGestureCheckTests",
      dependencies: [
        "BackGestureCheck", "BackGestureModel", "BackGestureEngine", "BackGestureOracle",
        "PropertyCore", "PropertyTesting",
      ]
    ),
    .testTarget(
      name: "BackGestureTestingTests",
      dependencies: [
        "BackGestureTesting", "BackGestureCheck", "BackGestureModel", "BackGestureEngine",
        "PropertyCore",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
