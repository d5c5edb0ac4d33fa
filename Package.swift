// swift-tools-version: 6.0
//
// BackGestureCheck: finds bugs in iOS back-gesture logic by simulation.
//
// One job per module, in the dependency direction (docs/Architecture.md):
//   BackGestureModel       the world as values and the scenario format   (nothing)
//   BackGestureEngine      the reference engine                          (Model)
//   BackGestureOracle      a second model of the spec, never the engine  (Model)
//   PropertyCore           generic generators, runner and shrinker       (nothing)
//   PropertyTesting        PropertyCore, reporting into Swift Testing and XCTest
//   BackGestureGenerators  random worlds and steps                       (Model, Oracle, PropertyCore)
//   BackGestureInvariants  the invariants and the engine/oracle lockstep (Model, Engine, Oracle)
//   BackGestureCheck       runs and verifies scenarios, reads the corpus (the four above)
//   BackGestureProve       the exhaustive search of a bounded scope      (Check)
//   BackGestureRendering   trace, timeline and SVG renderers             (Check)
//   BackGestureTesting     checks a user's policy in a test              (Check, Generators)
//   BackGestureMutants     the built-in bugs and their benchmarks        (not a product)
//   backgesture            the command-line tool
//   BackGestureFuzz, backgesture-fuzz, CFuzzerShim   the libFuzzer target (alone links the shim)
//   BackGestureParseFuzz, backgesture-parse-fuzz    the parser's libFuzzer target (links it too)
// The package takes no dependencies: the toolchain's Foundation, XCTest and
// Swift Testing only.
import PackageDescription

let package = Package(
  name: "BackGestureCheck",
  products: [
    .library(name: "BackGestureModel", targets: ["BackGestureModel"]),
    .library(name: "BackGestureEngine", targets: ["BackGestureEngine"]),
    .library(name: "BackGestureOracle", targets: ["BackGestureOracle"]),
    .library(name: "BackGestureUIKit", targets: ["BackGestureUIKit"]),
    .library(name: "BackGestureApps", targets: ["BackGestureApps"]),
    .library(name: "PropertyCore", targets: ["PropertyCore"]),
    .library(name: "PropertyTesting", targets: ["PropertyTesting"]),
    .library(name: "BackGestureGenerators", targets: ["BackGestureGenerators"]),
    .library(name: "BackGestureInvariants", targets: ["BackGestureInvariants"]),
    .library(name: "BackGestureCheck", targets: ["BackGestureCheck"]),
    .library(name: "BackGestureRendering", targets: ["BackGestureRendering"]),
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
    // UIKit's classes, with Apple's names and signatures, running on a simulated clock:
    // an app's back-gesture code compiles against it on Linux and macOS.
    .target(name: "BackGestureUIKit"),
    // Runs an app's own UIKit-shaped code in a scenario's world.
    .target(name: "BackGestureApps", dependencies: ["BackGestureModel", "BackGestureUIKit"]),
    .target(name: "PropertyCore"),
    .target(name: "PropertyTesting", dependencies: ["PropertyCore"]),
    .target(
      name: "BackGestureGenerators",
      dependencies: ["BackGestureModel", "BackGestureOracle", "PropertyCore"]
    ),
    .target(
      name: "BackGestureInvariants",
      dependencies: ["BackGestureModel", "BackGestureEngine", "BackGestureOracle"]
    ),
    .target(
      name: "BackGestureCheck",
      dependencies: [
        "BackGestureModel", "BackGestureEngine", "BackGestureOracle", "BackGestureGenerators",
        "BackGestureInvariants", "BackGestureApps", "PropertyCore",
      ]
    ),
    // The exhaustive search of a bounded scope (`backgesture prove`).
    .target(
      name: "BackGestureProve",
      dependencies: [
        "BackGestureModel", "BackGestureEngine", "BackGestureOracle", "BackGestureInvariants",
        "BackGestureApps", "BackGestureCheck",
      ]
    ),
    .target(
      name: "BackGestureRendering",
      dependencies: [
        "BackGestureModel", "BackGestureEngine", "BackGestureOracle", "BackGestureInvariants",
        "BackGestureCheck",
      ]
    ),
    .target(
      name: "BackGestureTesting",
      dependencies: [
        "BackGestureApps", "BackGestureUIKit", "BackGestureModel", "BackGestureEngine",
        "BackGestureGenerators",
        "BackGestureInvariants", "BackGestureCheck", "PropertyCore", "PropertyTesting",
      ]
    ),
    .executableTarget(
      name: "backgesture",
      dependencies: [
        "BackGestureModel", "BackGestureEngine", "BackGestureGenerators",
        "BackGestureInvariants", "BackGestureCheck", "BackGestureRendering",
        "BackGestureMutants", "BackGestureProve", "PropertyCore",
      ]
    ),

    // MARK: - Mutants and benchmarks (not a product)
    // The built-in bugs of spec section 7, the hunt and the throughput benchmark; the
    // command-line tool and the tests use them, no product exports them.
    .target(
      name: "BackGestureMutants",
      dependencies: [
        "BackGestureModel", "BackGestureEngine", "BackGestureOracle", "BackGestureUIKit",
        "BackGestureApps", "BackGestureInvariants",
        "BackGestureCheck",
        "BackGestureGenerators", "PropertyCore",
      ]
    ),
    .target(name: "ShrinkingChallenge", dependencies: ["PropertyCore"]),
    .executableTarget(
      name: "shrinking-challenge", dependencies: ["ShrinkingChallenge", "PropertyCore"]),

    // MARK: - Fuzzing
    .target(
      name: "BackGestureFuzz",
      dependencies: [
        "BackGestureModel", "BackGestureGenerators", "BackGestureInvariants",
        "BackGestureCheck", "BackGestureMutants", "PropertyCore",
      ]
    ),
    // Declares libFuzzer's driver weak, so the fuzz target builds with and without
    // `-Xswiftc -sanitize=fuzzer` (docs/Fuzzing.md). Only the fuzz targets link it.
    .target(name: "CFuzzerShim"),
    .executableTarget(name: "backgesture-fuzz", dependencies: ["BackGestureFuzz", "CFuzzerShim"]),
    // The scenario parser's round trip (parse, print, parse again), on the model alone.
    .target(name: "BackGestureParseFuzz", dependencies: ["BackGestureModel"]),
    .executableTarget(
      name: "backgesture-parse-fuzz", dependencies: ["BackGestureParseFuzz", "CFuzzerShim"],
      exclude: ["scenario.dict"]),

    // MARK: - Test support (not API)
    // What the test targets share: the package's paths, scenario fixtures, and the built
    // executables run as subprocesses.
    .target(name: "_TestSupport", dependencies: ["BackGestureModel", "BackGestureCheck"]),

    // MARK: - Unit test bundles
    .testTarget(name: "BackGestureModelTests", dependencies: ["BackGestureModel"]),
    .testTarget(
      name: "BackGestureEngineTests",
      dependencies: ["BackGestureEngine", "BackGestureModel"]
    ),
    .testTarget(
      name: "BackGestureOracleTests",
      dependencies: ["BackGestureOracle", "BackGestureModel"]
    ),
    .testTarget(
      name: "PropertyCoreTests",
      dependencies: ["PropertyCore", "PropertyTesting", "ShrinkingChallenge"]
    ),
    .testTarget(
      name: "BackGestureGeneratorsTests",
      dependencies: [
        "BackGestureGenerators", "BackGestureCheck", "BackGestureEngine", "BackGestureModel",
        "BackGestureOracle", "PropertyCore", "PropertyTesting",
      ]
    ),
    .testTarget(
      name: "BackGestureInvariantsTests",
      dependencies: [
        "BackGestureInvariants", "BackGestureCheck", "BackGestureEngine", "BackGestureModel",
        "_TestSupport",
      ]
    ),
    .testTarget(
      name: "BackGestureCheckTests",
      dependencies: [
        "BackGestureOracle",
        "BackGestureCheck", "BackGestureEngine", "BackGestureInvariants", "BackGestureModel",
        "BackGestureMutants", "BackGestureRendering", "PropertyCore", "PropertyTesting",
        "_TestSupport",
      ]
    ),
    .testTarget(
      name: "BackGestureRenderingTests",
      dependencies: [
        "BackGestureRendering", "BackGestureCheck", "BackGestureEngine", "BackGestureModel",
        "_TestSupport",
      ]
    ),
    .testTarget(
      name: "BackGestureMutantsTests",
      dependencies: [
        "BackGestureTesting",
        "BackGestureApps",
        "BackGestureMutants", "BackGestureCheck", "BackGestureEngine", "BackGestureInvariants",
        "BackGestureModel",
      ]
    ),
    .testTarget(
      name: "BackGestureFuzzTests",
      dependencies: [
        "BackGestureFuzz", "BackGestureParseFuzz", "BackGestureCheck", "BackGestureModel",
        "PropertyCore", "_TestSupport",
      ]
    ),
    .testTarget(
      name: "BackGestureProveTests",
      dependencies: [
        "BackGestureProve", "BackGestureCheck", "BackGestureEngine", "BackGestureModel",
        "BackGestureMutants", "PropertyCore", "_TestSupport",
      ]
    ),
    .testTarget(
      name: "CommandLineTests",
      dependencies: [
        "BackGestureCheck", "BackGestureModel", "BackGestureMutants", "BackGestureProve",
        "_TestSupport",
      ]
    ),
    .testTarget(name: "ArchitectureTests", dependencies: ["_TestSupport"]),
    .testTarget(name: "BackGestureUIKitTests", dependencies: ["BackGestureUIKit"]),
    .testTarget(
      name: "BackGestureAppsTests",
      dependencies: [
        "BackGestureApps", "BackGestureUIKit", "BackGestureCheck", "BackGestureGenerators",
        "BackGestureModel", "PropertyCore", "_TestSupport",
      ]
    ),
    .testTarget(
      name: "BackGestureTestingTests",
      dependencies: [
        "BackGestureTesting", "BackGestureCheck", "BackGestureEngine", "BackGestureModel",
        "BackGestureMutants", "PropertyCore",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
