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
//   BackGestureFuzz       decodes fuzzer bytes to checked scenarios (BackGestureCheck)
//   backgesture-fuzz      the libFuzzer target           (BackGestureFuzz, CFuzzerShim)
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
    // Every executable links CFuzzerShim, so `swift build -Xswiftc -sanitize=fuzzer` links
    // them all (docs/Fuzzing.md).
    .executableTarget(
      name: "backgesture", dependencies: ["BackGestureCheck", "PropertyCore", "CFuzzerShim"]),

    // MARK: - Benchmarks
    .target(name: "ShrinkingChallenge", dependencies: ["PropertyCore"]),
    .executableTarget(
      name: "shrinking-challenge",
      dependencies: ["ShrinkingChallenge", "PropertyCore", "CFuzzerShim"]
    ),

    // MARK: - Fuzzing
    .target(
      name: "BackGestureFuzz",
      dependencies: ["BackGestureCheck", "BackGestureModel", "BackGestureEngine", "PropertyCore"]
    ),
    // Declares libFuzzer's driver weak, so the same executable builds with and without
    // `-Xswiftc -sanitize=fuzzer`, and gives libFuzzer's own `main` the symbol it needs
    // (docs/Fuzzing.md).
    .target(name: "CFuzzerShim"),
    .executableTarget(name: "backgesture-fuzz", dependencies: ["BackGestureFuzz", "CFuzzerShim"]),

    // MARK: - Test support (not API)
    // Finds the package's built executables and runs them as subprocesses.
    .target(name: "_ToolTestSupport"),

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
      name: "BackGestureFuzzTests",
      dependencies: [
        "BackGestureFuzz", "BackGestureCheck", "BackGestureModel", "PropertyCore",
        "_ToolTestSupport",
      ]
    ),
    .testTarget(
      name: "BackGestureCheckTests",
      dependencies: [
        "BackGestureCheck", "BackGestureModel", "BackGestureEngine", "BackGestureOracle",
        "PropertyCore", "PropertyTesting", "_ToolTestSupport",
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
