// swift-tools-version:6.0
// Steady: chat lists that never jump, built on exact text heights.
//
// Dependencies point one way: the C shims <- SteadyText <- steady-measure, and
// libmicrohttpd <- CSteadyHTTP <- steady-measure for the service.
// SteadyText <- SteadyBubbles <- steady-measure: whole chat rows (Templates/bubble.css) laid out
// from SteadyText's text layout, reached through its `package` members; nothing in SteadyText
// knows a row.
// SteadyText <- SteadyMarkdown <- steady-measure: the converter reads only SteadyText's span type
// (TextSpan), and nothing in SteadyText knows Markdown.
// SteadyJSON, SteadyBubbles, SteadyMarkdown <- SteadyInput <- steady-measure, SteadyExperiments: the
// one reader of the message format (a JSON Lines line, a request's message), for the command,
// the service and the experiments alike.
// SteadyLayout is pure Swift, is handed heights, and knows no fonts.
// Benchmarks live in their own package (Benchmarks/), so `swift test` never builds
// their peers (Pango) and stays fast and exact.
import PackageDescription

let package = Package(
    name: "Steady",
    // Apple platforms for SteadyLayout, the product an iOS app uses alone (README, "On iOS"); every
    // product builds on Linux, where these do not apply.
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "SteadyText", targets: ["SteadyText"]),
        .library(name: "SteadyBubbles", targets: ["SteadyBubbles"]),
        .library(name: "SteadyLayout", targets: ["SteadyLayout"]),
        .library(name: "SteadyMarkdown", targets: ["SteadyMarkdown"]),
        .executable(name: "steady-measure", targets: ["steady-measure"]),
    ],
    targets: [
        // System libraries, found through pkg-config (Debian: libfreetype-dev, libharfbuzz-dev, libicu-dev).
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CICU", pkgConfig: "icu-uc", providers: [.apt(["libicu-dev"])]),
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),

        // The only code that includes FreeType, HarfBuzz or ICU headers.
        .target(name: "CSteadyShims", dependencies: ["CFreeType", "CHarfBuzz", "CICU"]),

        // The only code that includes libmicrohttpd: one handler call per request, whole body in.
        .target(name: "CSteadyHTTP", dependencies: ["CMicroHTTPD"]),

        // Text in, widths and heights out.
        .target(name: "SteadyText", dependencies: ["CSteadyShims", "SteadyJSON"]),

        // Chat rows in, their heights and their parts' frames out, as Chromium draws
        // Templates/bubble.css (Docs/bubbles.md).
        .target(name: "SteadyBubbles", dependencies: ["SteadyText"]),

        // Chat Markdown in, text and spans out (Docs/markdown.md).
        .target(name: "SteadyMarkdown", dependencies: ["SteadyText"]),

        // The fixed-canvas layout engine and scroll model: pure Swift, no fonts.
        .target(name: "SteadyLayout"),

        // Strict JSON for the JSON Lines the tool and the experiments read: errors with a column.
        .target(name: "SteadyJSON"),

        // Messages in (JSON Lines, a request's JSON), their text, spans and bubbles out, with errors
        // naming the field (Docs/steady-measure.md).
        .target(name: "SteadyInput", dependencies: ["SteadyJSON", "SteadyText", "SteadyBubbles", "SteadyMarkdown"]),

        // Jump experiments: three scroll approaches replayed on measured heights.
        .target(name: "SteadyExperiments",
                dependencies: ["SteadyText", "SteadyBubbles", "SteadyLayout", "SteadyJSON", "SteadyInput"]),

        // The command-line tool and the height service (Docs/steady-measure.md).
        .executableTarget(name: "steady-measure",
                          dependencies: ["SteadyText", "SteadyBubbles", "SteadyMarkdown", "SteadyLayout", "SteadyJSON",
                                         "SteadyInput", "SteadyExperiments", "CSteadyHTTP"]),

        // What the test targets share: the seeded generator, the hostile numbers, dropping root.
        .target(name: "SteadyTestSupport", path: "Tests/SteadyTestSupport"),
        // The Chromium goldens read and compared with SteadyText, and the tables derived from the
        // shipped rules: for the golden tests and for steady-goldens, which writes the fidelity
        // report and the Latin pair table (`make fidelity`, `make latin-pairs`) and compares a
        // bubble corpus before it becomes a set (`steady-goldens bubbles PREFIX`).
        .target(name: "SteadyGoldens", dependencies: ["SteadyText", "SteadyBubbles"], path: "Tests/SteadyGoldens"),
        .executableTarget(name: "steady-goldens", dependencies: ["SteadyGoldens", "SteadyText", "SteadyBubbles"],
                          path: "Tools/steady-goldens"),
        // A session of SteadyLayout operations in (JSON Lines), each step's anchor, offset, insets
        // and frames out: what the JavaScript engine's parity test holds Web/steady to (`make web-test`).
        .executableTarget(name: "layout-replay", dependencies: ["SteadyLayout"], path: "Tools/layout-replay"),

        // The goldens are read by path (Support/ChromiumGoldens.swift), not bundled.
        .testTarget(name: "SteadyTextTests", dependencies: ["SteadyText", "CSteadyShims", "SteadyJSON", "SteadyTestSupport",
                                                            "SteadyGoldens"],
                    exclude: ["Goldens"]),
        // The bubble goldens are read by path from SteadyTextTests/Goldens, with the text's.
        // SteadyLayout: a list fed by PreparedBubbles' height provider (PreparedBubblesTests).
        // SteadyMarkdown: a row whose text is a growing Markdown answer (GrowingBubbleTests).
        .testTarget(name: "SteadyBubblesTests", dependencies: ["SteadyBubbles", "SteadyText", "SteadyLayout",
                                                               "SteadyMarkdown", "SteadyTestSupport", "SteadyGoldens"]),
        .testTarget(name: "SteadyLayoutTests", dependencies: ["SteadyLayout", "SteadyTestSupport"]),
        .testTarget(name: "SteadyMarkdownTests", dependencies: ["SteadyMarkdown", "SteadyText", "SteadyTestSupport"],
                    exclude: ["Goldens"]),
        .testTarget(name: "SteadyJSONTests", dependencies: ["SteadyJSON"]),
        .testTarget(name: "SteadyExperimentsTests", dependencies: ["SteadyExperiments", "SteadyInput", "SteadyBubbles", "SteadyText"]),
        .testTarget(name: "SteadyInputTests", dependencies: ["SteadyInput", "SteadyBubbles", "SteadyText", "SteadyJSON"]),
        .testTarget(name: "SteadyMeasureTests", dependencies: ["steady-measure", "SteadyInput", "SteadyTestSupport"]),
        // The repository stands alone: every path it names exists.
        .testTarget(name: "RepositoryTests"),
    ],
    swiftLanguageModes: [.v6]
)
