// swift-tools-version:6.0
// steady-bench: Steady's speed and memory against peers measured in the same run.
// Its own package so that the peers (Pango, raw HarfBuzz and ICU) never reach the library
// or its tests. Run with `make bench` from the repository root.
import PackageDescription

let package = Package(
    name: "SteadyBenchmarks",
    dependencies: [.package(name: "Steady", path: "..")],
    targets: [
        .systemLibrary(name: "BenchPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "BenchHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .target(name: "BenchICU", linkerSettings: [.linkedLibrary("icuuc")]),
        .executableTarget(
            name: "steady-bench",
            dependencies: [
                .product(name: "SteadyText", package: "Steady"),
                .product(name: "SteadyBubbles", package: "Steady"),
                .product(name: "SteadyLayout", package: "Steady"),
                "BenchPango", "BenchHarfBuzz", "BenchICU",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
