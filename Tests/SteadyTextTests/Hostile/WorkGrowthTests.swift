import Testing
@testable import SteadyText
import SteadyTestSupport

/// Every stage's work grows linearly with the text (``WorkCount``): ten times
/// the text takes at most `allowedRatio` times the steps in each stage, for
/// every script and mix, dictionary scripts (Thai, Lao, Khmer, Myanmar)
/// between spaces and punctuation included. Steps are counted, not timed, so
/// a loaded machine does not fail it (counting exists in debug builds, which
/// the suite is built in).
///
/// Every kind goes from 10k to 100k characters; Thai between spaces and the
/// mixed runs also from 100k to 1M (a 1M-character Thai text takes about 5 s
/// to prepare and lay out in a debug build, 13 kinds of them would add
/// minutes to the suite). The release CLI's times up to 10M are in
/// Docs/limits.md.
@Suite(.serialized) struct WorkGrowthTests {
    /// Ten times the text may take this many times the steps: linear, with
    /// room for a log factor (log 100k / log 10k = 1.25) and for the texts'
    /// random make-up.
    static let allowedRatio = 15.0

    /// Phrases of each kind, joined at random into texts of a given length.
    static let kinds: [(name: String, phrases: [String], separator: String)] = [
        ("Thai between spaces", ["สวัสดีครับ", "ขอบคุณมาก", "ไปไหนมา", "กินข้าวหรือยัง", "มหาวิทยาลัย"], " "),
        ("Lao between spaces", ["ສະບາຍດີ", "ຂອບໃຈຫຼາຍ", "ໄປໃສມາ"], " "),
        ("Khmer between spaces", ["សួស្តី", "អរគុណច្រើន", "ទៅណា", "ញ៉ាំបាយហើយឬនៅ"], " "),
        ("Myanmar between spaces", ["မင်္ဂလာပါ", "ကျေးဇူးတင်ပါတယ်", "ဘယ်သွားမလဲ"], " "),
        ("Myanmar between U+104F", ["မင်္ဂလာပါ", "ကျေးဇူးတင်ပါတယ်", "ဘယ်သွားမလဲ"], "\u{104F}"),
        ("Thai between punctuation", ["สวัสดีครับ,", "(ขอบคุณมาก)", "ไปไหนมา?", "\"กินข้าว\"", "ยัง!"], ""),
        ("Thai without spaces", ["สวัสดีครับ", "ขอบคุณมาก", "ไปไหนมา"], ""),
        ("mixed runs", ["สวัสดีhello", "ขอบคุณ123", "ไปไหนمرحبا", "ສະບາຍດີ", "你好ไทย", "😀សួស្តី", "שלוםကျေး"], " "),
        ("Latin", ["hello", "world,", "(quite)", "long-ish", "words!"], " "),
        ("Arabic and Hebrew", ["مرحبا", "بالعالم", "שלום", "עולם", "123"], " "),
        ("combining marks", ["e\u{301}\u{302}", "a\u{308}", "o\u{303}\u{304}"], ""),
        ("ZWJ chains", ["👩‍👩‍👧‍👦", "👨‍💻", "🏳️‍🌈"], ""),
        ("script change at every character", ["aกbសcမ"], ""),
        ("one long word", ["x"], ""),
        ("combining marks on one base", ["\u{0301}"], ""),
        ("many short words", ["ab", "cd"], " "),
        ("words of no script", ["12", "😀"], " "),
        ("nested bidi overrides", ["\u{202E}ab", "\u{2067}אב"], " "),
    ]

    /// A text of `length` UTF-16 code units or a little more from `phrases`.
    static func text(_ phrases: [String], separator: String, length: Int, seed: UInt64) -> String {
        var generator = SplitMix64(seed: seed)
        var text = ""
        var count = 0
        while count < length {
            let phrase = phrases.randomElement(using: &generator)! + separator
            text += phrase
            count += phrase.utf16.count
        }
        return text
    }

    /// The steps of each stage to prepare `text` with fresh fonts (so that no
    /// cache holds what the other size found) and lay it out at a chat width
    /// and at a width that splits every word.
    static func work(_ text: String) throws -> [WorkCount.Stage: Int] {
        let fonts = try FontStack(directory: FontStack.bundledDirectory)
        return steps {
            let prepared = PreparedText(text, fonts: fonts)
            _ = prepared.layout(width: 300, fontSize: 17, lineHeight: .normal)
            _ = prepared.layout(width: 20, fontSize: 17, lineHeight: .normal)
        }
    }

    /// The steps of each stage `body` takes.
    static func steps(_ body: () throws -> Void) rethrows -> [WorkCount.Stage: Int] {
        let counter = WorkCount.Counter()
        try WorkCount.$counter.withValue(counter) { try body() }
        return Dictionary(uniqueKeysWithValues: WorkCount.Stage.allCases.map { ($0, counter[$0]) })
    }

    /// Expects every stage of `large` (ten times the input) to take at most
    /// ``allowedRatio`` times the steps of `small`.
    static func expectLinear(_ small: [WorkCount.Stage: Int], _ large: [WorkCount.Stage: Int], _ what: String,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        for stage in WorkCount.Stage.allCases {
            let ratio = Double(large[stage, default: 0]) / Double(max(small[stage, default: 0], 1))
            #expect(ratio <= allowedRatio,
                    "\(what), \(stage): 10x the input took \(ratio)x the steps (\(small[stage, default: 0]) -> \(large[stage, default: 0]))",
                    sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: kinds.indices)
    func everyStageGrowsLinearly(kind: Int) throws {
        let (name, phrases, separator) = Self.kinds[kind]
        let small = try Self.work(Self.text(phrases, separator: separator, length: 10_000, seed: 1))
        let large = try Self.work(Self.text(phrases, separator: separator, length: 100_000, seed: 2))
        #expect(small[.analysis, default: 0] > 0 && small[.lineBreaking, default: 0] > 0, "\(name): nothing counted")
        for stage in WorkCount.Stage.allCases {
            let ratio = Double(large[stage, default: 0]) / Double(max(small[stage, default: 0], 1))
            #expect(ratio <= Self.allowedRatio,
                    "\(name), \(stage): 10k -> 100k chars took \(ratio)x the steps (\(small[stage, default: 0]) -> \(large[stage, default: 0]))")
        }
    }

    /// The size: a million characters of the two kinds that reach every stage.
    @Test(arguments: [0, 7])
    func dictionaryStagesGrowLinearlyToAMillion(kind: Int) throws {
        let (name, phrases, separator) = Self.kinds[kind]
        let small = try Self.work(Self.text(phrases, separator: separator, length: 100_000, seed: 3))
        let large = try Self.work(Self.text(phrases, separator: separator, length: 1_000_000, seed: 4))
        for stage in WorkCount.Stage.allCases {
            let ratio = Double(large[stage, default: 0]) / Double(max(small[stage, default: 0], 1))
            #expect(ratio <= Self.allowedRatio,
                    "\(name), \(stage): 100k -> 1M chars took \(ratio)x the steps (\(small[stage, default: 0]) -> \(large[stage, default: 0]))")
        }
    }

    /// One long word whose every other character is bold, italic or a box
    /// (Markdown's `a*a*a*…`, or spans): each piece is shaped with the
    /// word around it as context, and break-word splits the word line
    /// after line. Context was the whole word, and each line walked the
    /// rest of the word again: 10x the text took 66x the time.
    @Test(arguments: [["weight": 700.0], ["italic": 1], ["box": 0.5]])
    func aLongWordOfManyStyleRunsGrowsLinearly(style: [String: Double]) throws {
        func work(_ pairs: Int) throws -> [WorkCount.Stage: Int] {
            let fonts = try FontStack(directory: FontStack.bundledDirectory)
            let spans = (0..<pairs).map { k in
                TextSpan(start: 2 * k, end: 2 * k + 1, weight: style["weight"],
                         style: style["italic"] == nil ? nil : .italic, box: style["box"])
            }
            return try Self.steps {
                let prepared = try PreparedText(String(repeating: "ab", count: pairs), spans: spans, fonts: fonts)
                _ = prepared.layout(width: 300, fontSize: 17, lineHeight: .normal)
                _ = prepared.layout(width: 20, fontSize: 17, lineHeight: .normal)
            }
        }
        let small = try work(2_000)
        #expect(small[.lineBreaking, default: 0] > 0)
        Self.expectLinear(small, try work(20_000), "a word of \(style) runs, 4k -> 40k chars")
    }

    @Test func dictionaryTextsReachTheRestartSearch() throws {
        // The test above holds the restart search only if it runs: Thai between
        // spaces is many dictionary runs, each searched.
        let work = try Self.work(Self.text(Self.kinds[0].phrases, separator: " ", length: 10_000, seed: 1))
        #expect(work[.restartSearch, default: 0] > 0)
        #expect(work[.dictionaryBreaks, default: 0] > 0)
    }
}
