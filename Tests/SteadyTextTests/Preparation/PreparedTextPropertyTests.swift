import SteadyGoldens
import Testing
@testable import SteadyText
import SteadyTestSupport

/// Invariants of prepare and layout over seeded random messages.
@Suite struct PreparedTextPropertyTests {
    let fonts: FontStack
    init() throws { fonts = try FontStack.bundled() }

    static let pieces = ["hello", "world", "a", "Donaudampfschifffahrt", "😀", "👨‍👩‍👧", " ", "  ", "\n", "\t",
                         "مرحبا", "שלום", "你好", "สวัสดี", "नमस्ते", "한국어", "-", "?", "(x)", "\u{AD}", "\u{200B}",
                         "\u{A0}", "e\u{301}", "https://example.com/a?b=c", "12:30", "¡Hola!"]

    func randomText(_ random: inout SplitMix64) -> String {
        (0..<Int(random.next() % 24)).map { _ in Self.pieces[Int(random.next() % UInt64(Self.pieces.count))] }.joined()
    }

    @Test func linesPartitionTheTextAndAgreeWithLayout() {
        var random = SplitMix64(seed: 42)
        for round in 0..<400 {
            let text = randomText(&random)
            let whiteSpace: WhiteSpace = round % 3 == 0 ? .normal : .preWrap
            let width = Double(20 + random.next() % 400)
            let size = [14.0, 17, 23, 33, 53][Int(random.next() % 5)]
            let prepared = PreparedText(text, whiteSpace: whiteSpace, fonts: fonts)
            let lines = prepared.lines(width: width, fontSize: size, lineHeight: .normal)
            let layout = prepared.layout(width: width, fontSize: size, lineHeight: .normal)
            let context = "seed 42 round \(round): \(text.debugDescription) width \(width) size \(size)"
            #expect(layout.lineCount == lines.count, "\(context)")
            #expect(layout.height == lines.reduce(0) { $0 + $1.height }, "\(context)")
            if let first = lines.first {
                #expect(first.range.lowerBound == 0, "\(context)")
                #expect(lines.last!.range.upperBound == text.utf16.count, "\(context)")
            }
            for (a, b) in zip(lines, lines.dropFirst()) {
                #expect(a.range.upperBound == b.range.lowerBound, "\(context)")
                #expect(!a.range.isEmpty, "\(context)")
            }
        }
    }

    /// Texts of words and newlines take ``LinePrefixes``, which rewrites the
    /// fit test as running totals: it must count what the general walk finds,
    /// at widths and sizes that land lines on and near their limits.
    @Test func runningTotalsCountWhatTheWalkFinds() {
        let words = ["hello", "world", "a", "Donaudampfschifffahrt", "😀", "👨‍👩‍👧", "Wolf-Vater", "AV", "Ta.",
                     "नमस्ते", "你好", "https://example.com/a?b=c", "12:30", "¡Hola!", "office", "e\u{301}",
                     "\n", "\n\n", " \n  "]
        var random = SplitMix64(seed: 11)
        var counted = 0
        var countable = 0
        for round in 0..<300 {
            let count = 1 + Int(random.next() % 30)
            let text = (0..<count).map { _ in words[Int(random.next() % UInt64(words.count))] }
                .joined(separator: random.next() % 4 == 0 ? "  " : " ")
            let prepared = PreparedText(text, fonts: fonts)
            // A word is a segment, but where only Firefox breaks (after the URL's "/a").
            let firefoxOnly = prepared.storage.segments.filter { $0.flags.contains(.breakInFirefox) }.count
            #expect(Int(prepared.linePrefixes.wordCount) == prepared.segmentCount - firefoxOnly,
                    "round \(round): \(text.debugDescription)")
            for _ in 0..<8 {
                let width = Double(random.next() % 48_000) / 100
                let size = [9.5, 14, 17, 22.7, 28, 53][Int(random.next() % 6)]
                // Most answers come from the totals; the rest (a newline whose
                // word does not fit) from the walk, and near the room those of a
                // text with spaces that open a line (an item of their own).
                if !text.hasPrefix(" ") && !text.contains("\n ") {
                    countable += 1
                    if prepared.linePrefixes.layout(width: width, fontSize: size, lineHeight: .normal, target: .chromium) != nil { counted += 1 }
                }
                let lines = prepared.lines(width: width, fontSize: size, lineHeight: .normal)
                let layout = prepared.layout(width: width, fontSize: size, lineHeight: .normal)
                let context = "round \(round): \(text.debugDescription) width \(width) size \(size)"
                #expect(layout.lineCount == lines.count, "\(context)")
                #expect(layout.height == lines.reduce(0) { $0 + $1.height }, "\(context)")
                // Exactly at a line's width: the line still fits.
                if let line = lines.first(where: { $0.range.upperBound < text.utf16.count }) {
                    let exact = prepared.layout(width: line.width, fontSize: size, lineHeight: .normal)
                    #expect(exact.lineCount == prepared.lines(width: line.width, fontSize: size,
                                                              lineHeight: .normal).count, "\(context)")
                }
            }
        }
        #expect(countable > 300 && counted > countable * 7 / 10,
                "only \(counted) of \(countable) layouts came from the totals")
    }

    @Test func transcodingMatchesTheStandardLibrary() {
        var random = SplitMix64(seed: 3)
        for _ in 0..<2_000 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int(random.next() % 12) {
                // Runs of ASCII on both sides of 8 bytes, which are widened 8 bytes at a time
                // until the first other character.
                if random.next() % 3 == 0 {
                    for _ in 0..<(1 + random.next() % 19) { scalars.append(Unicode.Scalar(UInt8(random.next() % 0x80))) }
                    continue
                }
                // Every UTF-8 length: ASCII, 2, 3 and 4 bytes (surrogates are not scalars).
                let ranges: [ClosedRange<UInt32>] = [0...0x7F, 0x80...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFF,
                                                     0x10000...0x10FFFF]
                let range = ranges[Int(random.next() % UInt64(ranges.count))]
                let value = range.lowerBound + UInt32(random.next() % UInt64(range.count))
                scalars.append(Unicode.Scalar(value)!)
            }
            let text = String(scalars)
            #expect(PreparedText.utf16(text) == Array(text.utf16), "\(text.debugDescription)")
        }
    }

    @Test func cachedAndUncachedPreparationAgree() throws {
        var random = SplitMix64(seed: 7)
        let freshFonts = try FontStack(directory: FontStack.bundledDirectory)
        for round in 0..<300 {
            let text = randomText(&random)
            // Each target's words have caches of their own, taken in turn.
            for target in RenderingTarget.allCases {
                let cached = PreparedText(text, fonts: freshFonts, target: target)
                let uncached = PreparedText(storage: .prepare(Array(text.utf16), whiteSpace: .preWrap,
                                                              fonts: freshFonts, useCache: false,
                                                              rules: target.preparationRules))
                for width in [60.0, 160, 300] {
                    #expect(cached.lines(width: width, fontSize: 17, lineHeight: .normal, target: target)
                            == uncached.lines(width: width, fontSize: 17, lineHeight: .normal, target: target),
                            "round \(round) \(target): \(text.debugDescription)")
                }
            }
        }
        #expect(freshFonts.shapeCache.count > 0)
    }

    /// The caches may change no answer: every golden message, prepared through the
    /// shape caches and without them, lays out the same at every width and size.
    @Test func cachesChangeNoAnswerOnTheGoldenCorpus() throws {
        let goldens = try ChromiumGoldens(named: "full")
        let cachedFonts = try FontStack(directory: FontStack.bundledDirectory)
        for message in goldens.messages.values.sorted(by: { $0.id < $1.id }) {
            for whiteSpace in [WhiteSpace.preWrap, .normal] {
                for target in RenderingTarget.allCases {
                    // Twice through the caches, so the second run is served from them.
                    _ = PreparedText(message.text, whiteSpace: whiteSpace, fonts: cachedFonts, target: target)
                    let cached = PreparedText(message.text, whiteSpace: whiteSpace, fonts: cachedFonts, target: target)
                    let uncached = PreparedText(storage: .prepare(Array(message.text.utf16), whiteSpace: whiteSpace,
                                                                  fonts: cachedFonts, useCache: false,
                                                                  rules: target.preparationRules))
                    for (width, size) in [(120.0, 53.0), (300.0, 17.0), (480.0, 14.0)] {
                        #expect(cached.lines(width: width, fontSize: size, lineHeight: .normal, target: target)
                                == uncached.lines(width: width, fontSize: size, lineHeight: .normal, target: target),
                                "\(message.id) \(whiteSpace) \(target) width \(width) size \(size)")
                    }
                }
            }
        }
    }

    @Test func widerBoxesNeverNeedMoreLines() {
        var random = SplitMix64(seed: 9)
        for round in 0..<200 {
            let text = randomText(&random)
            let prepared = PreparedText(text, fonts: fonts)
            var previous = Int.max
            for width in stride(from: 40.0, through: 480, by: 20) {
                let count = prepared.layout(width: width, fontSize: 17, lineHeight: .normal).lineCount
                #expect(count <= previous, "round \(round) width \(width): \(text.debugDescription)")
                previous = count
            }
        }
    }
}
