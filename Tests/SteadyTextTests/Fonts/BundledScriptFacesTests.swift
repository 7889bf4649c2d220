import Testing
@testable import SteadyText

/// Which face of the bundled stack draws each script it covers: a sample
/// of each, and the file every code unit of its letters is drawn with. The
/// order of `Fonts/stack.json` decides it (a character takes the first
/// family that has it), so a reordered or replaced family shows here first.
///
/// The eight families of the contract come first and in their order, and one
/// of them, Droid Sans Fallback, has three Hangul syllables and the
/// conjoining jamo, before NanumBarunGothic: a syllable whose jamo Droid has
/// is drawn from Droid's jamo (HarfBuzz decomposes it), the rest by Nanum, as
/// Chromium 156 draws them ("안녕하세요 시간" is 304.484375 px wide at 40 px in
/// Chromium with the eight in order, 234.40625 with Droid alone, 260.171875
/// with Nanum alone; Docs/steady-measure.md, "The bundled fonts").
@Suite struct BundledScriptFacesTests {
    static let samples: [(script: String, text: String, file: String)] = [
        ("Latin", "Hello", "NotoSans-Regular.ttf"),
        ("Greek", "Γειά σου", "NotoSans-Regular.ttf"),
        ("Cyrillic", "Привет", "NotoSans-Regular.ttf"),
        ("Vietnamese", "Xin chào", "NotoSans-Regular.ttf"),
        ("Arabic", "مرحبا", "NotoSansArabic-Regular.ttf"),
        ("Persian", "سلام", "NotoSansArabic-Regular.ttf"),
        ("Hebrew", "שלום", "NotoSansHebrew-Regular.ttf"),
        ("Devanagari", "नमस्ते", "NotoSansDevanagari-Regular.ttf"),
        ("Thai", "สวัสดี", "NotoSansThai-Regular.ttf"),
        ("Emoji", "👋🎉", "NotoColorEmoji.ttf"),
        ("Han", "你好世界", "DroidSansFallbackFull.ttf"),
        ("Kana", "こんにちは", "DroidSansFallbackFull.ttf"),
        ("Bengali", "নমস্কার", "NotoSansBengali-Regular.ttf"),
        ("Tamil", "வணக்கம்", "NotoSansTamil-Regular.ttf"),
        ("Telugu", "నమస్కారం", "NotoSansTelugu-Regular.ttf"),
        ("Kannada", "ನಮಸ್ಕಾರ", "NotoSansKannada-Regular.ttf"),
        ("Malayalam", "നമസ്കാരം", "NotoSansMalayalam-Regular.ttf"),
        ("Gujarati", "નમસ્તે", "NotoSansGujarati-Regular.ttf"),
        ("Gurmukhi", "ਸਤਿ ਸ੍ਰੀ", "NotoSansGurmukhi-Regular.ttf"),
        ("Oriya", "ନମସ୍କାର", "NotoSansOriya-Regular.ttf"),
        ("Sinhala", "ආයුබෝවන්", "NotoSansSinhala-Regular.ttf"),
        ("Khmer", "សួស្តី", "NotoSansKhmer-Regular.ttf"),
        ("Lao", "ສະບາຍດີ", "NotoSansLao-Regular.ttf"),
        ("Myanmar", "မင်္ဂလာပါ", "NotoSansMyanmar-Regular.ttf"),
        ("Tibetan", "བཀྲ་ཤིས", "NotoSerifTibetan-Regular.ttf"),
        ("Georgian", "გამარჯობა", "NotoSansGeorgian-Regular.ttf"),
        ("Armenian", "Բարեւ", "NotoSansArmenian-Regular.ttf"),
        ("Ethiopic", "ሰላም", "NotoSansEthiopic-Regular.ttf"),
    ]

    /// The file each code unit of `text` is drawn with, spaces left out.
    static func files(of text: String) throws -> [String] {
        let fonts = try FontStack.bundled()
        let prepared = PreparedText(text, fonts: fonts)
        let units = Array(text.utf16)
        return units.indices.filter { units[$0] != 0x20 }.map { u in
            String(fonts.fallbackList.fonts[Int(prepared.storage.units.font(at: u))].path.split(separator: "/").last!)
        }
    }

    @Test(arguments: samples.indices)
    func eachScriptIsDrawnWithItsFace(_ index: Int) throws {
        let sample = Self.samples[index]
        let files = try Self.files(of: sample.text)
        #expect(files.allSatisfy { $0 == sample.file }, "\(sample.script): \(files)")
    }

    /// Hangul: each syllable by Droid's jamo when Droid has them, else by
    /// Nanum, and the line as wide as Chromium's.
    @Test func hangulIsDrawnAsChromiumDrawsItWithTheEightInOrder() throws {
        let text = "안녕하세요 시간"
        let files = try Self.files(of: text)
        #expect(files == ["NanumBarunGothic.ttf", "NanumBarunGothic.ttf", "NanumBarunGothic.ttf", "NanumBarunGothic.ttf",
                          "NanumBarunGothic.ttf", "NanumBarunGothic.ttf", "DroidSansFallbackFull.ttf"])
        let width = PreparedText(text, fonts: try FontStack.bundled())
            .lines(width: 1000, fontSize: 40, lineHeight: .normal).first?.width
        #expect(width == 304.484375)
    }
}
