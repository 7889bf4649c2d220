import Testing
@testable import SteadyText

/// Firefox's line breaks inside Thai, Lao, Khmer and Burmese
/// (``ComplexContextBreaks``), held to lines Firefox ESR 153 drew: cases of
/// `Goldens/firefox/scripts-every4-dpr1.firefox.jsonl` (the bundled stack,
/// ratio 1, pre-wrap) where Firefox breaks elsewhere than Chromium, which
/// ICU's dictionaries gave. The `chromium` target keeps Chromium's lines
/// (`Goldens/scripts-dpr1.chromium.jsonl`).
@Suite struct ComplexContextBreaksTests {
    let fonts: FontStack

    init() throws { fonts = try FontStack.bundled() }

    /// The UTF-16 offsets the lines of `text` start at.
    func lineStarts(_ text: String, width: Double, size: Double, target: RenderingTarget) -> [Int] {
        PreparedText(text, fonts: fonts, target: target)
            .lines(width: width, fontSize: size, lineHeight: .normal, target: target).map(\.range.lowerBound)
    }

    /// thai-0008 at 375 px, 53 px: Firefox ends the first line's words
    /// "ฝนตก|หนัก|มาก" and fits "เลย|วันนี้ รถ|ติด|สุดๆ " on the second.
    @Test func thai() {
        let text = "ฝนตกหนักมากเลยวันนี้ รถติดสุดๆ สวัสดีครับ วันนี้เป็นอย่างไรบ้าง"
        #expect(lineStarts(text, width: 375, size: 53, target: .firefox) == [0, 11, 29, 48])
        #expect(lineStarts(text, width: 375, size: 53, target: .chromium) == [0, 11, 26, 42, 59])
    }

    /// lao-0006 at 120 px, 23 px: the run's end breaks before "?", so all
    /// of the Lao fits the first line.
    @Test func laoBreaksAtTheRunsEnd() {
        let text = "ກິນເຂົ້າແລ້ວບໍ່?"
        #expect(lineStarts(text, width: 120, size: 23, target: .firefox) == [0, 15])
        #expect(lineStarts(text, width: 120, size: 23, target: .chromium) == [0, 12])
    }

    /// khmer-0001 at 180 px, 17 px: the last line starts two characters
    /// earlier than Chromium's.
    @Test func khmer() {
        let text = "ខ្ញុំចង់ទៅលេងប្រទេសកម្ពុជានៅឆ្នាំក្រោយជាមួយគ្រួសាររបស់ខ្ញុំហើយយើងនឹងទៅមើលប្រាសាទអង្គរវត្ត"
        #expect(lineStarts(text, width: 180, size: 17, target: .firefox) == [0, 26, 50, 68])
        #expect(lineStarts(text, width: 180, size: 17, target: .chromium) == [0, 26, 50, 70])
    }

    /// myanmar-0006 at 120 px, 14 px: as in Lao, a break before "?".
    @Test func burmeseBreaksAtTheRunsEnd() {
        let text = "ထမင်းစားပြီးပြီလား?"
        #expect(lineStarts(text, width: 120, size: 14, target: .firefox) == [0, 18])
        #expect(lineStarts(text, width: 120, size: 14, target: .chromium) == [0, 15])
    }

    /// The models' word ends in a whole run, each script's own: ICU4X's
    /// test sentence "ภาษาไทยภาษาไทย" is "ภาษา|ไทย|ภาษา|ไทย"; a run that
    /// changes script is segmented a piece at a time.
    @Test func runBreaksAreTheModelsWordEnds() {
        func breaks(_ run: String) -> [Int32] {
            ComplexContextBreaks.runBreaks(Array(run.utf16), cache: SharedCache(capacity: 0),
                                           scratch: LSTMWordBreaks())
        }
        #expect(breaks("ภาษาไทยภาษาไทย") == [4, 7, 11, 14])
        #expect(breaks("ภาษาไทยไม่มีการเว้นวรรคระหว่างคำ") == [4, 7, 10, 12, 15, 23, 30, 32])
        #expect(breaks("ສະບາຍດີ") == [5, 7])
        #expect(breaks("ภาษาไทยສະບາຍດີ") == [4, 7, 12, 14])
    }

    /// The four models are ICU4X's, as Firefox carries them.
    @Test func theModelsAreICU4XsAsFirefoxCarriesThem() {
        let models: [ComplexContextLanguage: (String, Int)] = [
            .burmese: ("Burmese_codepoints_exclusive_model4_heavy", 187), .khmer: ("Khmer_codepoints_exclusive_model4_heavy", 87),
            .lao: ("Lao_codepoints_exclusive_model4_heavy", 72), .thai: ("Thai_codepoints_exclusive_model4_heavy", 73),
        ]
        for (language, (name, known)) in models {
            let model = LSTMSegmenterModel.of(language)
            #expect(model.name == name)
            #expect(Int(model.unknownRow) == known)
            #expect(model.embeddingWidth == 40 && model.hiddenUnits == 27)
            #expect(model.embedding.count == (known + 1) * 40)
        }
    }
}
