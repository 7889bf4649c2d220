import Foundation
import Testing
@testable import SteadyText
import SteadyTestSupport

/// Real font files, cut short and corrupted: each either fails to load with
/// ``FontError/notAFont(path:)`` for that file, or loads, and then a
/// multi-script text prepared and laid out with a stack built on it never
/// traps, never hangs, and has sound lines and finite, non-negative heights
/// (``Hostile/problems(_:whiteSpace:widths:sizes:lineHeights:devicePixelRatios:fonts:)``).
///
/// Each font is truncated at and around every boundary of its table
/// directory (the header, each record, each table's start and end), and
/// edited at random (bits, bytes, edge values such as 0, 0x7FFF and 0xFFFF)
/// in the directory and inside the tables a loader and a shaper read first.
/// The mutated face is the first family of a two-family stack half the time
/// (so it is the primary font, whose metrics every line uses) and the second
/// the other half (so it is a fallback reached for what the first lacks).
@Suite struct FontFileFuzzTests {
    /// A font to mutate and the tables to edit in it.
    struct Subject: Sendable, CustomStringConvertible {
        var path: String
        var tables: [String]
        /// Random cases per table, and in the directory.
        var casesPerTable: Int
        var description: String { (path as NSString).lastPathComponent }
    }

    static let basicTables = ["head", "hhea", "maxp", "cmap", "hmtx", "OS/2"]

    static let subjects = [
        // TrueType outlines.
        Subject(path: FontStack.bundledDirectory + "/NotoSans-Regular.ttf",
                tables: basicTables + ["loca", "glyf", "GSUB", "GPOS", "GDEF", "post"], casesPerTable: 150),
        // CFF outlines (fonts-inter, one of the Makefile's TEST_FONT_PACKAGES).
        Subject(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
                tables: basicTables + ["CFF ", "GSUB", "GPOS", "GDEF"], casesPerTable: 150),
        // Colour bitmaps, CBDT (11 MB, so fewer cases: each is a copy of the file).
        Subject(path: FontStack.bundledDirectory + "/NotoColorEmoji.ttf",
                tables: basicTables + ["CBLC", "CBDT", "GSUB"], casesPerTable: 60),
    ]

    /// A font beside the mutated one: small, and lacking most of the text, so
    /// that fallback reaches the mutated font for the rest.
    static let companion = FontStack.bundledDirectory + "/NotoSansHebrew-Regular.ttf"

    /// Latin, Arabic, emoji (a ZWJ sequence, a keycap, a flag), CJK, Hangul,
    /// Hebrew, Devanagari, Thai; a tab and a soft hyphen for the line walker,
    /// and a word long enough for break-word.
    static let text = "Hello, world! مرحبا بالعالم 👋🏽 👨‍👩‍👧 1️⃣ 🇫🇷 你好，世界 안녕하세요 שלום नमस्ते สวัสดีครับ\tco\u{AD}operate "
        + "Supercalifragilisticexpialidocious"

    /// Pieces of it alone: a text's totals are its own (a text of one word
    /// whose width is negative is another case than a word among others).
    static let pieces = ["Supercalifragilisticexpialidocious", "مرحبا بالعالم", "👋🏽👨‍👩‍👧你好"]

    /// The boxes the text is laid out in: one grapheme a line, a few lines
    /// at ratio 2, a fixed line height. The pieces take the first.
    static let boxes = [
        Hostile.Box(width: 1, fontSize: 17), Hostile.Box(width: 90, fontSize: 17, devicePixelRatio: 2),
        Hostile.Box(width: 300, fontSize: 41.5, lineHeight: .fixed(20)),
    ]

    @Test(arguments: subjects)
    func mutatedFontLoadsOrFailsAndLaysOutSoundly(_ subject: Subject) async throws {
        let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: subject.path)))
        let directory = try #require(FontTableDirectory(original), "\(subject.path) (are the Makefile's TEST_FONT_PACKAGES installed? make deps)")
        let folder = try StackFileFolder()
        let outcome = await FuzzRun.run { run in
            var number = 0
            func check(_ name: String, _ bytes: [UInt8]) {
                number += 1
                run.start("\(subject) \(name)")
                Self.check(bytes, asFamily: number % 2, in: folder, run: run)
            }
            for boundary in directory.boundaries {
                for length in boundary - 2...boundary + 2 where 0...original.count ~= length {
                    check("truncated to \(length) bytes", Array(original.prefix(length)))
                }
            }
            var random = SplitMix64(seed: FuzzRun.seed)
            let regions = [("the table directory", 0..<directory.length)] + subject.tables.compactMap { tag in
                directory.table(tag).map { ("table \($0.tag)", $0.offset..<min(original.count, $0.offset + $0.length)) }
            }
            for (region, range) in regions {
                for _ in 0..<subject.casesPerTable * FuzzRun.rounds {
                    let edits = ByteEdit.random(in: range, of: original, most: 4, using: &random)
                    check("\(region), edits \(edits)", original.applying(edits))
                }
            }
        }
        print("fuzz \(subject): \(outcome.summary)")
        #expect(outcome.finished, "\(subject): no answer from \(outcome.lastCase)")
        #expect(outcome.problems.isEmpty, "\(outcome.problems.count) problems: \(outcome.problems.prefix(5))")
        #expect(regionsCovered(subject, directory))
    }

    /// Every table the subject names is in its font: a renamed table would
    /// silently leave a region unfuzzed.
    private func regionsCovered(_ subject: Subject, _ directory: FontTableDirectory) -> Bool {
        subject.tables.allSatisfy { directory.table($0) != nil }
    }

    /// Loads `bytes` as family `family` (0 or 1) of a stack with the
    /// companion font, and checks what follows.
    static func check(_ bytes: [UInt8], asFamily family: Int, in folder: StackFileFolder, run: FuzzRun) {
        let path = folder.path + "/mutated.ttf"
        guard writeNewFile(bytes, at: path) else { return run.fail("cannot write \(path): \(String(cString: strerror(errno)))") }
        var families = [FontFamilyDescription(name: "Companion", faces: [FontFaceDescription(path: companion)])]
        families.insert(FontFamilyDescription(name: "Mutated", faces: [FontFaceDescription(path: path)]), at: family)
        let fonts: FontStack
        do {
            fonts = try FontStack(description: FontStackDescription(families: families),
                                  shapeCacheCapacity: 1_000, cacheCodeUnitCapacity: 20_000)
        } catch {
            let expected = FontStackError(family: "Mutated", familyNumber: family + 1, faceNumber: 1,
                                          problem: .font(.notAFont(path: path)))
            if error != expected { run.fail("refused with \(error), expected \(expected)") }
            return
        }
        let cases = [(text, WhiteSpace.preWrap, boxes), (text, .normal, [boxes[1]])]
            + pieces.map { ($0, WhiteSpace.preWrap, [boxes[0]]) }
        for (text, whiteSpace, boxes) in cases {
            let problems = Hostile.problems(text, whiteSpace: whiteSpace, boxes: boxes, fonts: fonts,
                                            allowsNegativeWidths: true)
            for problem in problems.prefix(3) { run.fail("\(text.prefix(10)) \(whiteSpace): \(problem)") }
        }
    }

    /// Writes `bytes` to a new file at `path`, in place of any file there: a
    /// stack that outlived its case would map the old file, never a changed one.
    static func writeNewFile(_ bytes: [UInt8], at path: String) -> Bool {
        unlink(path)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }
}
