import Foundation
import Testing
@testable import SteadyText
import SteadyTestSupport

/// ``DictionaryRestarts`` answers for every grapheme a line may start at: at
/// the run's own breaks from what preparing computed, inside words from what
/// the first layout to ask computes, always what ICU finds when its text
/// starts there.
@Suite struct DictionaryRestartsTests {
    /// Thai chat with no spaces inside its runs, "มหาวิทยาลัย" (university)
    /// among them: ICU's dictionary breaks its rest otherwise after a restart
    /// inside it.
    static let runs = ["มหาวิทยาลัย", "ผมเรียนอยู่ที่มหาวิทยาลัยเชียงใหม่", "วันนี้อากาศดีมากเลยนะครับ",
                       "ขอบคุณมากค่ะแล้วเจอกันพรุ่งนี้"]

    /// What ICU finds when its text is the run from `start` on: the reference,
    /// computed here with a iterator of the test's own.
    static func icuBreaks(_ units: [UInt16], from start: Int, iterator: BreakIterator = BreakIterator(.line)) -> [Int32] {
        units.withUnsafeBufferPointer { run in
            iterator.setText(borrowing: UnsafeBufferPointer(rebasing: run[start...]))
            var breaks: [Int32] = []
            var offset = 0
            while let next = iterator.following(offset), start + next < run.count {
                breaks.append(Int32(start + next))
                offset = next
            }
            return breaks
        }
    }

    static func graphemeStarts(_ units: [UInt16]) -> [Bool] {
        units.withUnsafeBufferPointer { GraphemeBoundaries.compute($0, iterator: BreakIterator(.grapheme)) }
    }

    @Test(arguments: runs) func everyGraphemeRestartsAsICUDoes(_ run: String) {
        let units = Array(run.utf16)
        let graphemeStarts = Self.graphemeStarts(units)
        let restarts = DictionaryRestarts(units: units, graphemeStarts: graphemeStarts[...], iterator: BreakIterator(.line))
        var insideWords = 0
        let wholeRun = Set(Self.icuBreaks(units, from: 0))
        for start in 1..<units.count {
            let breaks = restarts.breaks(afterRestartAt: Int32(start))
            if graphemeStarts[start] {
                #expect(breaks == Self.icuBreaks(units, from: start), "\(run) restarted at \(start)")
                if !wholeRun.contains(Int32(start)) { insideWords += 1 }
            } else {
                #expect(breaks == nil, "\(run): no grapheme starts at \(start)")
            }
        }
        #expect(insideWords > 0, "\(run): the lazy restarts were not asked for")
        // Asked again, the kept answers.
        for start in 1..<units.count where graphemeStarts[start] {
            #expect(restarts.breaks(afterRestartAt: Int32(start)) == Self.icuBreaks(units, from: start))
        }
    }

    /// Runs of dictionary words of each of the four scripts ICU's engines
    /// break, and runs that mix two: at every grapheme the restarts equal
    /// ICU's, whether copied from the whole run's breaks (one script, a long
    /// enough rest) or asked of ICU.
    @Test func generatedRunsInEveryDictionaryScriptRestartAsICUDoes() {
        let scripts = [
            ["สวัสดี", "ครับ", "ค่ะ", "ขอบคุณ", "มาก", "วันนี้", "อากาศ", "ดี", "ไป", "เที่ยว", "ทะเล", "กัน", "ไหม",
             "มหาวิทยาลัย", "เชียงใหม่", "กิน", "ข้าว", "หรือ", "ยัง", "ทำงาน", "เหนื่อย", "พรุ่งนี้", "เจอ", "ๆ", "ฯ",
             "กรุงเทพ", "รถ", "ติด", "นะ", "จ้า", "ก", "ัา", "่", "นาน", "แล้ว", "เลย"],
            ["ສະບາຍດີ", "ຂອບໃຈ", "ຫຼາຍ", "ມື້ນີ້", "ໄປ", "ບ້ານ", "ກິນເຂົ້າ", "ແລ້ວ", "ບໍ່", "ກ"],
            ["សួស្តី", "អរគុណ", "ច្រើន", "ថ្ងៃនេះ", "ទៅ", "ផ្ទះ", "ញ៉ាំបាយ", "ហើយ", "ទេ", "ក"],
            ["မင်္ဂလာပါ", "ကျေးဇူး", "တင်ပါတယ်", "ဒီနေ့", "သွား", "အိမ်", "ထမင်းစား", "ပြီ", "ဘူး", "က"],
        ]
        let mixed = [scripts[0] + scripts[1], scripts[2] + scripts[3]]
        let iterator = BreakIterator(.line)
        var random = SplitMix64(seed: 11)
        var checked = 0
        for words in scripts + mixed {
            for _ in 0..<60 {
                let run = (0..<(1 + Int(random.next() % 14))).map { _ in words[Int(random.next() % UInt64(words.count))] }
                let units = Array(run.joined().utf16)
                let graphemeStarts = Self.graphemeStarts(units)
                let restarts = DictionaryRestarts(units: units, graphemeStarts: graphemeStarts[...], iterator: iterator)
                for start in 1..<max(units.count, 1) where graphemeStarts[start] {
                    #expect(restarts.breaks(afterRestartAt: Int32(start))
                            == Self.icuBreaks(units, from: start, iterator: iterator),
                            "\(run.joined()) restarted at \(start)")
                    checked += 1
                }
            }
        }
        #expect(checked > 5_000)
    }

    @Test func aRunIsOneEngineRangeWhenItKeepsToOneBlock() {
        #expect(DictionaryRestarts.isOneEngineRange(Array("มหาวิทยาลัย".utf16)))
        #expect(DictionaryRestarts.isOneEngineRange(Array("ສະບາຍດີ".utf16)))
        #expect(!DictionaryRestarts.isOneEngineRange(Array("สวัสดีສະບາຍດີ".utf16)))
        #expect(!DictionaryRestarts.isOneEngineRange(Array("ᨠᨵᩢ".utf16)))   // Tai Tham: no engine of its own
    }

    /// The example ``DictionaryRun`` gives: the whole word has no break, and
    /// after break-word splits it as "มหาวิ|ทยาลัย" the rest breaks "ทยา|ลัย".
    @Test func aRestartInsideAWordBreaksItsRestOtherwise() {
        let units = Array("มหาวิทยาลัย".utf16)
        let restarts = DictionaryRestarts(units: units, graphemeStarts: Self.graphemeStarts(units)[...],
                                          iterator: BreakIterator(.line))
        #expect(Self.icuBreaks(units, from: 0) == [])
        #expect(restarts.breaks(afterRestartAt: 5) == [8])   // ท|ยา, then ล
    }

    /// ICU segments with ICU 78's word lists, the ones the shim embeds, not
    /// the system ICU 72's: "ມື້ນີ້ຝົນຕົກໜັກຫຼາຍ." (Lao, "it is raining hard
    /// today") breaks "ມື້|ນີ້|ຝົນ|ຕົກ|ໜັກ|ຫຼາຍ.", as Chromium 156 does (golden
    /// lao-0008 at 120 px and 53 px starts lines at 6, 9, 12 and 15), where
    /// ICU 72's list finds only 6, 12 and 15.
    @Test func dictionariesAreTheRenderersOwn() {
        #expect(Self.icuBreaks(Array("ມື້ນີ້ຝົນຕົກໜັກຫຼາຍ.".utf16), from: 0) == [3, 6, 9, 12, 15])
    }

    /// Layouts on many threads at once ask for the same run's restarts inside
    /// words, each computed once under the run's lock: all get ICU's answers.
    /// (Run under `make tsan` too.)
    @Test func threadsAskingAtOnceGetTheSameAnswers() {
        let units = Array(Self.runs[1].utf16)
        let graphemeStarts = Self.graphemeStarts(units)
        let restarts = DictionaryRestarts(units: units, graphemeStarts: graphemeStarts[...], iterator: BreakIterator(.line))
        let starts = (1..<units.count).filter { graphemeStarts[$0] }
        let expected = starts.map { Self.icuBreaks(units, from: $0) }
        let answers = Mutexed<[[[Int32]?]]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            let order = thread % 2 == 0 ? starts : starts.reversed()
            var mine: [Int: [Int32]?] = [:]
            for start in order { mine[start] = restarts.breaks(afterRestartAt: Int32(start)) }
            answers.append(starts.map { mine[$0]! })
        }
        #expect(answers.value.count == 8)
        for answer in answers.value { #expect(answer == expected.map { Optional($0) }) }
    }
}
