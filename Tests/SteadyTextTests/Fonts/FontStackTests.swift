import Foundation
import Testing
@testable import SteadyText

@Suite struct FontStackTests {
    /// The bundled stack is Fonts/stack.json: the eight bundled fonts first, in
    /// order, then the other fallback families, each its weight 400 face.
    @Test func bundledStackLoadsItsStackFileWithTheEightFirst() throws {
        let stack = try FontStack.bundled()
        let names = stack.fonts.map { URL(fileURLWithPath: $0.path).lastPathComponent }
        #expect(Array(names.prefix(8)) == FontStack.fileNames)
        #expect(names.count == 24)
        #expect(names.last == "NotoSansEthiopic-Regular.ttf")
        #expect(stack.stackFile == FontStack.bundledDirectory + "/stack.json")
        #expect(stack.directory == FontStack.bundledDirectory)
        #expect(stack.stackDescription.families.count == 25)
        // Every face loaded, each file once: 29 files, Noto Sans Mono's two among them.
        #expect(stack.fontFiles.count == 29)
        #expect(stack.fontFiles.contains(FontStack.bundledDirectory + "/NotoSansMono-Bold.ttf"))
        #expect(!names.contains("NotoSansMono-Regular.ttf"))
    }

    @Test func outlineFontMetricsComeFromHhea() throws {
        let noto = try FontStack.bundled().fonts[0].metrics
        #expect(noto.unitsPerEm == 1000)
        #expect(noto.ascent == 1.069)
        #expect(noto.descent == 0.293)
        #expect(noto.lineGap == 0)
        #expect(!noto.isBitmap)
        // Chromium: 17 px NotoSans gives an 18 + 5 = 23 px line in Chromium.
        #expect(noto.roundedAscentDescent(fontSize: 17) == (18, 5))
    }

    /// Ascent and descent in px are the font's units times
    /// `f32(size) / f32(unitsPerEm)` in single precision, then rounded half
    /// up (SkScalarRoundToScalar: floor(x + 0.5)); the numbers are Chromium's
    /// lines for the fonts of the sweep (Goldens/sweep/), which an em
    /// fraction times the size rounds otherwise at some halves.
    @Test func ascentAndDescentRoundAsChromiumScalesThem() throws {
        var metrics = try FontStack.bundled().fonts[0].metrics
        // Bebas Neue: 750 / -250 of 1000 units; 7, 18 and 23 px lines at 6, 18 and 22 px.
        metrics.verticalUnits = .init(ascent: 750, descent: 250, lineGap: 0, perEm: 1000)
        #expect(metrics.roundedAscentDescent(fontSize: 6) == (5, 2))      // 4.5 and 1.5 round up
        #expect(metrics.roundedAscentDescent(fontSize: 18) == (13, 5))    // 13.499999 and 4.5
        #expect(metrics.roundedAscentDescent(fontSize: 22) == (17, 6))    // 16.5 and 5.5
        // OpenDyslexic: 1250 / -500; 31 px at 18 (22.499998 rounds down), 39 at 22.
        metrics.verticalUnits = .init(ascent: 1250, descent: 500, lineGap: 0, perEm: 1000)
        #expect(metrics.roundedAscentDescent(fontSize: 18) == (22, 9))
        #expect(metrics.roundedAscentDescent(fontSize: 22) == (28, 11))
        // A descent above the baseline (negative) rounds to the integer below, not toward zero.
        metrics.verticalUnits = .init(ascent: 500, descent: -250, lineGap: 0, perEm: 1000)
        #expect(metrics.roundedAscentDescent(fontSize: 3) == (2, -1))
        #expect(metrics.roundedAscentDescent(fontSize: 10) == (5, -2))
    }

    @Test func advancesScaleAsFreeTypeScalesThem() throws {
        let fonts = try FontStack.bundled().fonts
        // x_scale = FT_DivFix(size in 26.6, units per em), rounded; px per em = x_scale × upem / 2^22.
        let at14: Double = fonts[0].metrics.advanceScale(fontSize: 14)
        #expect(at14 == 58720.0 * 1000 / 4_194_304)
        // 22.7 px reaches FreeType truncated to 1452/64 px.
        let at22_7: Double = fonts[0].metrics.advanceScale(fontSize: 22.7)
        #expect(at22_7 == 95158.0 * 1000 / 4_194_304)
        // Droid Sans Fallback's 256 units divide exactly; the emoji strike scales by the size itself.
        #expect(fonts[6].metrics.advanceScale(fontSize: 14) == 14)
        #expect(fonts[5].metrics.advanceScale(fontSize: 22.7) == 22.7)
    }

    /// The colour emoji font shapes in its strike's units (1/64 px at 109
    /// ppem), but its vertical metrics are its tables' (hhea 1900 / -500
    /// over head's 2048 units), as Chromium reads them: its strike says 101
    /// and 27 px of 109, which put the line 1 px off at 22 of 143 sizes from
    /// 9 to 80 px beside a primary font whose metrics do not cover it.
    @Test func colourEmojiFontShapesInItsStrikeAndMeasuresByItsTables() throws {
        let emoji = try FontStack.bundled().fonts[5].metrics
        #expect(emoji.isBitmap)
        #expect(emoji.unitsPerEm == 109 * 64)
        #expect(emoji.ascent == 1900.0 / 2048)
        #expect(emoji.descent == 500.0 / 2048)
        #expect(emoji.lineGap == 0)
    }

    @Test func perFontLineHeightsAt17pxMatchChromium() throws {
        // Chromium: Latin 23, Arabic 36, Devanagari 25, Thai 26 at 17 px.
        let fonts = try FontStack.bundled().fonts
        func line(_ index: Int) -> Int {
            let primary = fonts[0].metrics.roundedAscentDescent(fontSize: 17)
            let other = fonts[index].metrics.roundedAscentDescent(fontSize: 17)
            return max(primary.ascent, other.ascent) + max(primary.descent, other.descent)
        }
        #expect(line(0) == 23)
        #expect(line(1) == 36)
        #expect(line(3) == 25)
        #expect(line(4) == 26)
    }

    /// A symbol with a presentation selector goes to a font of that kind, as
    /// in Chromium 156: text (VS15) to a plain font, emoji (VS16) to the
    /// colour one, whatever their character maps list as sequences. When no
    /// font of the kind has the symbol, the first font with it draws it after
    /// all ("☺︎": only the emoji font has U+263A). Held out against Chromium,
    /// these widths decided whether "ok ☺︎ ok ☺︎ …" took 4 or 6 groups a line.
    @Test func presentationSelectorsChooseAFontOfTheirKind() throws {
        let stack = try FontStack.bundled()
        let emoji = FontStack.fileNames.firstIndex(of: "NotoColorEmoji.ttf")!
        let nanum = FontStack.fileNames.firstIndex(of: "NanumBarunGothic.ttf")!
        func font(of text: String) -> Int {
            let units = Array(text.utf16)
            return units.withUnsafeBufferPointer {
                Int(stack.fallbackList.shapedRun($0, script: 0, isRightToLeft: false, shaper: Shaper(), rules: .blink, cache: nil).fontIndices[0])
            }
        }
        #expect(font(of: "\u{A9}\u{FE0E}") == 0)            // © text: Noto Sans
        #expect(font(of: "\u{A9}\u{FE0F}") == emoji)        // © emoji
        #expect(font(of: "\u{2665}\u{FE0E}") == nanum)      // ♥ text: the first plain font with it
        #expect(font(of: "\u{2665}\u{FE0F}") == emoji)      // ♥ emoji
        #expect(font(of: "\u{263A}\u{FE0E}") == emoji)      // ☺ text: no plain font has it
        #expect(font(of: "\u{263A}") == emoji)
    }

    @Test func missingFolderNamesTheFirstMissingFile() {
        #expect(throws: FontError.unreadable(path: "/nonexistent/NotoSans-Regular.ttf",
                                                  reason: "No such file or directory")) {
            try FontStack(directory: "/nonexistent")
        }
    }

    @Test func brokenFontFilesAreRejectedWithTheirPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("steady-broken-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(String, Data)] = [
            ("empty.ttf", Data()),
            ("random.ttf", Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2654435761 >> 7) })),
            ("truncated.ttf", try Data(contentsOf: URL(fileURLWithPath: FontStack.bundledDirectory + "/NotoSans-Regular.ttf")).prefix(1000)),
        ]
        for (name, bytes) in cases {
            let path = folder.appendingPathComponent(name).path
            try bytes.write(to: URL(fileURLWithPath: path))
            #expect(throws: FontError.notAFont(path: path), "\(name)") { try Font(path: path) }
        }
    }
}
