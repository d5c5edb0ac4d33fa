// swift-tools-version: 6.0
//
// BackGestureCheck: finds bugs in iOS back-gesture logic by simulation.
//
// A user sees three libraries: `BackGestureCheck` (one import checks a policy or an app),
// `BackGestureUIKit` (the mirror an app's own file imports in place of UIKit) and
// `PropertyTesting` (the generic property-testing library). Every other target is an
// implementation detail, listed with its one job in docs/Architecture.md; each target's
// dependencies below are exactly the modules its files import, and ArchitectureTests fails
// when this file, that table and the imports disagree.
// The package takes no dependencies: the toolchain's Foundation, XCTest and Swift Testing
// only.
import PackageDescription

let package = Package(
  name: "BackGestureCheck",
  products: [
    .library(name: "BackGestureCheck", targets: ["BackGestureCheck"]),
    .library(name: "BackGestureUIKit", targets: ["BackGestureUIKit"]),
    .library(name: "PropertyTesting", targets: ["PropertyTesting"]),
    .executable(name: "backgesture", targets: ["backgesture"]),
  ],
  dependencies: [],
  targets: [
    // MARK: - Public API
    // The umbrella: checkBackGesturePolicy, checkBackGestureApp, their options, and the
    // modules a user's test reads (the model, the policy protocol, the app protocol, the
    // runner's results), re-exported.
    .target(
      name: "BackGestureCheck",
      dependencies: [
        "BackGestureApps", "BackGestureEngine", "BackGestureGenerators", "BackGestureInvariants",
        "BackGestureModel", "BackGestureRunner", "PropertyCore", "PropertyTesting",
      ]
    ),
    // UIKit's classes, with Apple's names and signatures, running on a simulated clock:
    // an app's back-gesture code compiles against it on Linux and macOS.
    .target(name: "BackGestureUIKit"),
    // Generic property testing, reporting into Swift Testing and XCTest.
    .target(name: "PropertyTesting", dependencies: ["PropertyCore"]),

    // MARK: - Implementation details
    .target(name: "BackGestureModel"),
    .target(name: "BackGestureEngine", dependencies: ["BackGestureModel"]),
    // The oracle must never depend on the engine: it is the second opinion.
    .target(name: "BackGestureOracle", dependencies: ["BackGestureModel"]),
    // Runs an app's own UIKit-shaped code in a scenario's world.
    .target(name: "BackGestureApps", dependencies: ["BackGestureModel", "BackGestureUIKit"]),
    .target(name: "PropertyCore"),
    .target(
      name: "BackGestureGenerators",
      dependencies: ["BackGestureModel", "BackGestureOracle", "PropertyCore"]
    ),
    .target(
      name: "BackGestureInvariants", dependencies: ["BackGestureModel", "BackGestureOracle"]),
    // The lockstep and its two subjects (the engine, an app's objects), the corpus, the
    // campaign.
    .target(
      name: "BackGestureRunner",
      dependencies: [
        "BackGestureApps", "BackGestureEngine", "BackGestureGenerators", "BackGestureInvariants",
        "BackGestureModel", "BackGestureOracle", "BackGestureUIKit", "PropertyCore",
      ]
    ),
    // The exhaustive search of a bounded scope (`backgesture prove`).
    .target(
      name: "BackGestureProve",
      dependencies: [
        "BackGestureApps", "BackGestureEngine", "BackGestureInvariants", "BackGestureModel",
        "BackGestureOracle", "BackGestureRunner",
      ]
    ),
    .target(
      name: "BackGestureRendering",
      dependencies: [
        "BackGestureEngine", "BackGestureInvariants", "BackGestureModel", "BackGestureOracle",
        "BackGestureRunner",
      ]
    ),
    // Apps written on the mirror: the presets as app code, the stateful bugs of
    // docs/StatefulBugs.md and the seed systems as they shipped.
    .target(
      name: "BackGestureSampleApps",
      dependencies: [
        "BackGestureApps", "BackGestureInvariants", "BackGestureModel", "BackGestureUIKit",
      ]
    ),
    // The built-in bugs of spec section 7, the planted faults, the hunt and the benchmark.
    .target(
      name: "BackGestureMutants",
      dependencies: [
        "BackGestureApps", "BackGestureEngine", "BackGestureGenerators", "BackGestureInvariants",
        "BackGestureModel", "BackGestureOracle", "BackGestureRunner", "BackGestureSampleApps",
        "PropertyCore",
      ]
    ),
    .target(name: "ShrinkingChallenge", dependencies: ["PropertyCore"]),

    // MARK: - Tools
    // Every executable links CFuzzerEntry, libFuzzer's entry point defined weak and empty,
    // so `swift build -Xswiftc -sanitize=fuzzer` links every product (docs/Fuzzing.md);
    // only the fuzz targets link the driver (CFuzzerShim) and fuzz.
    .executableTarget(
      name: "backgesture",
      dependencies: [
        "BackGestureGenerators", "BackGestureInvariants", "BackGestureModel", "BackGestureMutants",
        "BackGestureProve", "BackGestureRendering", "BackGestureRunner", "BackGestureSampleApps",
        "CFuzzerEntry", "PropertyCore",
      ]
    ),
    .executableTarget(
      name: "shrinking-challenge", dependencies: ["CFuzzerEntry", "ShrinkingChallenge"]),

    // MARK: - Fuzzing
    .target(
      name: "BackGestureFuzz",
      dependencies: [
        "BackGestureEngine", "BackGestureGenerators", "BackGestureInvariants", "BackGestureModel",
        "BackGestureMutants", "BackGestureRunner", "PropertyCore",
      ]
    ),
    // Defines libFuzzer's entry point weak and empty; every executable links it.
    .target(name: "CFuzzerEntry"),
    // Declares libFuzzer's driver weak, so the fuzz target builds with and without
    // `-Xswiftc -sanitize=fuzzer` (docs/Fuzzing.md). Only the fuzz targets link it.
    .target(name: "CFuzzerShim"),
    .executableTarget(
      name: "backgesture-fuzz",
      dependencies: [
        "BackGestureFuzz", "BackGestureModel", "BackGestureRunner", "CFuzzerEntry", "CFuzzerShim",
        "PropertyCore",
      ]
    ),
    // The scenario parser's round trip (parse, print, parse again), on the model alone.
    .target(name: "BackGestureParseFuzz", dependencies: ["BackGestureModel"]),
    .executableTarget(
      name: "backgesture-parse-fuzz",
      dependencies: ["BackGestureParseFuzz", "CFuzzerEntry", "CFuzzerShim"],
      exclude: ["scenario.dict"]),

    // MARK: - Test support (not API)
    // What the test targets share: the package's paths, scenario fixtures, and the built
    // executables run as subprocesses.
    .target(name: "_TestSupport", dependencies: ["BackGestureModel", "BackGestureRunner"]),
    // The same app code against the mirror in each language mode: UIKit's isolation is
    // imported as `@preconcurrency`, and the mirror's must let Swift 5 code compile as it
    // does for iOS (docs/UIKitSurface.md, "Isolation").
    .target(
      name: "_MirrorSwift5Fixture", dependencies: ["BackGestureUIKit"],
      path: "Tests/_MirrorSwift5Fixture", swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "_MirrorSwift6Fixture", dependencies: ["BackGestureUIKit"],
      path: "Tests/_MirrorSwift6Fixture", swiftSettings: [.swiftLanguageMode(.v6)]),

    // MARK: - Unit test bundles
    .testTarget(name: "ArchitectureTests", dependencies: ["_TestSupport"]),
    .testTarget(
      name: "BackGestureAppsTests",
      dependencies: [
        "BackGestureApps", "BackGestureModel", "BackGestureRunner", "BackGestureUIKit",
        "_TestSupport",
      ]
    ),
    .testTarget(
      name: "BackGestureCheckTests",
      dependencies: [
        "BackGestureCheck", "BackGestureMutants", "BackGestureSampleApps", "BackGestureUIKit",
      ]
    ),
    .testTarget(
      name: "BackGestureEngineTests", dependencies: ["BackGestureEngine", "BackGestureModel"]),
    .testTarget(
      name: "BackGestureFuzzTests",
      dependencies: [
        "BackGestureFuzz", "BackGestureModel", "BackGestureParseFuzz", "BackGestureRunner",
        "PropertyCore", "_TestSupport",
      ]
    ),
    .testTarget(
      name: "BackGestureGeneratorsTests",
      dependencies: [
        "BackGestureEngine", "BackGestureGenerators", "BackGestureModel", "BackGestureOracle",
        "BackGestureRunner", "PropertyCore", "PropertyTesting",
      ]
    ),
    .testTarget(
      name: "BackGestureInvariantsTests",
      dependencies: [
        "BackGestureEngine", "BackGestureInvariants", "BackGestureModel", "BackGestureRunner",
        "_TestSupport",
      ]
    ),
    .testTarget(name: "BackGestureModelTests", dependencies: ["BackGestureModel"]),
    .testTarget(
      name: "BackGestureMutantsTests",
      dependencies: [
        "BackGestureApps", "BackGestureCheck", "BackGestureEngine", "BackGestureGenerators",
        "BackGestureInvariants", "BackGestureModel", "BackGestureMutants", "BackGestureRunner",
        "BackGestureSampleApps", "BackGestureUIKit", "PropertyCore", "_TestSupport",
      ]
    ),
    .testTarget(
      name: "BackGestureOracleTests", dependencies: ["BackGestureModel", "BackGestureOracle"]),
    .testTarget(
      name: "BackGestureProveTests",
      dependencies: [
        "BackGestureApps", "BackGestureEngine", "BackGestureModel", "BackGestureMutants",
        "BackGestureProve", "BackGestureRunner", "BackGestureSampleApps", "PropertyCore",
        "_TestSupport",
      ]
    ),
    .testTarget(
      name: "BackGestureRenderingTests",
      dependencies: [
        "BackGestureEngine", "BackGestureModel", "BackGestureRendering", "BackGestureRunner",
        "_TestSupport",
      ]
    ),
    .testTarget(
      name: "BackGestureRunnerTests",
      dependencies: [
        "BackGestureEngine", "BackGestureGenerators", "BackGestureInvariants", "BackGestureModel",
        "BackGestureMutants", "BackGestureOracle", "BackGestureRendering", "BackGestureRunner",
        "PropertyCore", "PropertyTesting", "_TestSupport",
      ]
    ),
    .testTarget(
      name: "BackGestureUIKitTests",
      dependencies: ["BackGestureUIKit", "_MirrorSwift5Fixture", "_MirrorSwift6Fixture"]
    ),
    .testTarget(
      name: "CommandLineTests",
      dependencies: [
        "BackGestureModel", "BackGestureMutants", "BackGestureProve", "BackGestureRunner",
        "BackGestureSampleApps", "_TestSupport", "backgesture",
      ]
    ),
    .testTarget(
      name: "PropertyCoreTests",
      dependencies: ["PropertyCore", "PropertyTesting", "ShrinkingChallenge"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
