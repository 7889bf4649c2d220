import Foundation
import SteadyGoldens
import Testing
@testable import SteadyText

/// SteadyText against what Chromium rendered (Goldens/, made by
/// Tools/chromium-goldens from headless Chromium 156, never by this code).
@Suite struct ChromiumGoldenTests {
    /// Latin, Greek and Cyrillic with emoji, European punctuation and presentation
    /// selectors: every case must match.
    @Test func basicCorpusMatchesChromium() throws {
        let goldens = try ChromiumGoldens(named: "basic")
        let comparisons = goldens.compare(fonts: try FontStack.bundled())
        let mismatches = comparisons.filter { !$0.matches }
        for mismatch in mismatches.prefix(10) { print(mismatch.report) }
        #expect(comparisons.count == 12_600)
        #expect(mismatches.count == 0, "\(mismatches.count) of \(comparisons.count) cases differ from Chromium")
    }

    /// Every script: every case matches, or is listed in known-differences.tsv
    /// with its cause; the list is exact (a listed case that now matches must be
    /// removed from it) and under 0.5% of the cases.
    @Test func fullCorpusMatchesChromiumButForKnownDifferences() throws {
        let goldens = try ChromiumGoldens(named: "full")
        let comparisons = goldens.compare(fonts: try FontStack.bundled())
        let known = try KnownDifferences.load()
        let mismatches = comparisons.filter { !$0.matches }
        let unexplained = mismatches.filter { known.causes[$0.golden.key] == nil }
        for mismatch in unexplained.prefix(10) { print(mismatch.report) }
        #expect(unexplained.count == 0, "\(unexplained.count) cases differ from Chromium and are not in known-differences.tsv")
        let mismatched = Set(mismatches.map(\.golden.key))
        let stale = known.causes.keys.filter { !mismatched.contains($0) }
        #expect(stale.count == 0, "listed in known-differences.tsv but now matching: \(stale.sorted().prefix(5))")
        #expect(comparisons.count >= 60_000)
        #expect(Double(known.causes.count) < 0.005 * Double(comparisons.count))
    }
}

/// The sets rendered with font-stack files, each at the device pixel ratio
/// its name ends in: the bundled stack (`scripts-dpr*`, every script of
/// Fonts/stack.json, and `basic-stack`, `basic-dpr2`) and the test stacks of
/// Goldens/stacks/, whose fonts are Debian's (the Makefile's
/// TEST_FONT_PACKAGES, which `make deps` installs). Every case matches, or is
/// listed with its cause in the set's `Goldens/<set>.known-differences.tsv`,
/// and the list is exact.
///
/// With `STEADY_DIFFERENCES_DIRECTORY` set, each set also writes its differing
/// cases there (`<set>.tsv`, the list's columns, with the listed cause or
/// `unexplained`): the draft of a list, whose causes a person then checks.
@Suite struct StackGoldenTests {
    static let sets = [
        "scripts-dpr1", "basic-stack",
        "dejavu-dpr1", "dejavu-scripts-dpr1",
        "roboto-dpr1", "roboto-scripts-dpr1",
        "inter-dpr1", "inter-scripts-dpr1",
        "inter-var-dpr1", "inter-var-scripts-dpr1",
        "liberation-dpr1", "liberation-scripts-dpr1",
        "cabin-dpr1", "cabin-scripts-dpr1",
        "open-sans-dpr1", "open-sans-scripts-dpr1",
        "basic-dpr2", "scripts-dpr1.5", "scripts-dpr2", "scripts-dpr3",
        "dejavu-dpr2", "dejavu-scripts-dpr2",
        "roboto-dpr2", "roboto-scripts-dpr2",
        "inter-dpr2", "inter-scripts-dpr2",
        "inter-var-dpr2", "inter-var-scripts-dpr2",
        "liberation-dpr2", "liberation-scripts-dpr2",
        "cabin-dpr2", "cabin-scripts-dpr2",
        "open-sans-dpr2", "open-sans-scripts-dpr2",
    ]

    @Test(arguments: sets)
    func stackSetMatchesChromiumButForKnownDifferences(_ name: String) throws {
        try Self.check(name, minimumCases: 5_200)
    }

    /// Set `name` against its list of known differences, which must be exact;
    /// at least `minimumCases` cases.
    static func check(_ name: String, target: RenderingTarget = .chromium, minimumCases: Int) throws {
        let set = try ChromiumGoldens.StackSet(named: name, target: target)
        let fonts: FontStack
        do {
            fonts = try FontStack(contentsOfFile: set.stackFile)
        } catch {
            Issue.record("\(name): \(error) (are the Makefile's TEST_FONT_PACKAGES installed? make deps)")
            return
        }
        let comparisons = set.goldens.compare(fonts: fonts, devicePixelRatio: set.devicePixelRatio, target: target)
        let known = try KnownDifferences.load(set: name, target: target)
        let engine = target == .chromium ? "Chromium" : target.rawValue
        let mismatches = comparisons.filter { !$0.matches }
        let unexplained = mismatches.filter { known.causes[$0.golden.key] == nil }
        for mismatch in unexplained.prefix(10) { print(mismatch.report) }
        print("\(name): \(comparisons.count - mismatches.count) of \(comparisons.count) match, \(known.causes.count) listed")
        #expect(unexplained.count == 0,
                "\(name): \(unexplained.count) cases differ from \(engine) and are not in \(name).known-differences.tsv")
        if let directory = ProcessInfo.processInfo.environment["STEADY_DIFFERENCES_DIRECTORY"] {
            try KnownDifferences.write(mismatches, causes: known.causes,
                                       to: URL(fileURLWithPath: directory).appendingPathComponent(
                                           target == .chromium ? "\(name).tsv" : "\(name).\(target.rawValue).tsv"))
        }
        let mismatched = Set(mismatches.map(\.golden.key))
        let stale = known.causes.keys.filter { !mismatched.contains($0) }
        #expect(stale.count == 0, "\(name): listed as known but now matching: \(stale.sorted().prefix(5))")
        #expect(comparisons.count == set.goldens.cases.count && comparisons.count >= minimumCases)
    }
}

/// Styled text (Docs/steady-measure.md, "Styled text: spans") against Chromium: the
/// sets of `styled.corpus.jsonl`, messages of every script with spans (bold,
/// italic, code, boxes, at word edges and inside words), rendered from the
/// spans' HTML with the bundled stack and the test stacks of Roboto, Inter
/// (variable), Liberation Sans, Cabin and Open Sans, at ratios 1 and 2.
/// As for the stack sets, every case matches or is listed with its cause.
@Suite struct StyledGoldenTests {
    static let sets = [
        "styled-dpr1", "styled-dpr2", "roboto-styled-dpr1", "roboto-styled-dpr2",
        "inter-var-styled-dpr1", "inter-var-styled-dpr2",
        "liberation-styled-dpr1", "liberation-styled-dpr2",
        "cabin-styled-dpr1", "cabin-styled-dpr2",
        "open-sans-styled-dpr1", "open-sans-styled-dpr2",
    ]

    @Test(arguments: sets)
    func styledSetMatchesChromiumButForKnownDifferences(_ name: String) throws {
        try StackGoldenTests.check(name, minimumCases: 3_000)
    }
}

/// Tokens whose breaks hang on a hyphen before a digit or on zero width
/// spaces (`textcases.corpus.jsonl`: phone numbers, dates, versions, ranges,
/// runs of U+200B), at fractional widths and sizes where break-word starts
/// lines inside them, with the bundled stack at ratios 1 and 2. As for the
/// stack sets, every case matches or is listed with its cause.
@Suite struct TextCaseGoldenTests {
    @Test(arguments: ["textcases-dpr1", "textcases-dpr2"])
    func textCaseSetMatchesChromiumButForKnownDifferences(_ name: String) throws {
        try StackGoldenTests.check(name, minimumCases: 2_900)
    }
}

extension ChromiumGoldenTests {
    /// `basic` and `full` were rendered with the eight bundled fonts (Docs/steady-measure.md, "The bundled fonts")
    /// alone, and are measured with the bundled stack, which has grown after
    /// them: that holds while none of the later families draws any of their
    /// text (no cluster the eight left to the primary font's .notdef, none
    /// the eight drew). Should one ever, those sets need a stack of the
    /// eight (``FontStack/init(directory:shapeCacheCapacity:cacheCodeUnitCapacity:)``
    /// on a folder of them).
    @Test(arguments: ["basic", "full"])
    func contractSetsUseOnlyTheEightFonts(_ name: String) throws {
        let fonts = try FontStack.bundled()
        #expect(fonts.fonts.count > FontStack.fileNames.count)
        let goldens = try ChromiumGoldens(named: name)
        let eight = FontSet(rawValue: 1 << FontStack.fileNames.count - 1)
        var used: FontSet = []
        for message in goldens.messages.values {
            for mode in [WhiteSpace.preWrap, .normal] {
                let storage = PreparedText(message.text, whiteSpace: mode, fonts: fonts).storage
                for segment in storage.segments { used.formUnion(segment.fontMask) }
            }
        }
        #expect(used.isSubset(of: eight), "fonts used: \(used.rawValue)")
    }
}

/// `Goldens/known-differences.tsv`: cases where SteadyText and Chromium differ,
/// each with its cause.
struct KnownDifferences {
    var causes: [String: String]

    static let url = ChromiumGoldens.directory.appendingPathComponent("known-differences.tsv")

    /// The list of the `full` set.
    static func load() throws -> KnownDifferences {
        try load(url)
    }

    /// The list of a stack set, `Goldens/<set>.known-differences.tsv` in the
    /// same columns (another engine's in `Goldens/<engine>/`); none when the
    /// set has no such file.
    static func load(set name: String, target: RenderingTarget = .chromium) throws -> KnownDifferences {
        let folder = target == .chromium
            ? ChromiumGoldens.directory : ChromiumGoldens.directory.appendingPathComponent(target.rawValue)
        let url = folder.appendingPathComponent("\(name).known-differences.tsv")
        guard FileManager.default.fileExists(atPath: url.path) else { return KnownDifferences(causes: [:]) }
        return try load(url)
    }

    /// Writes `mismatches` in the list's columns, each with its cause in
    /// `causes` or `unexplained`.
    static func write(_ mismatches: [ChromiumGoldens.Comparison], causes: [String: String], to url: URL) throws {
        let rows = mismatches.map { "\($0.golden.key)\t\(causes[$0.golden.key] ?? "unexplained")\n" }
        try rows.joined().write(to: url, atomically: true, encoding: .utf8)
    }

    private static func load(_ url: URL) throws -> KnownDifferences {
        let text = try String(contentsOf: url, encoding: .utf8)
        var causes: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 6 else { continue }
            causes[fields[0..<5].joined(separator: "\t")] = fields[5]
        }
        return KnownDifferences(causes: causes)
    }
}
