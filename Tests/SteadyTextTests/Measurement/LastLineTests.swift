import Foundation
import SteadyGoldens
import Testing
@testable import SteadyText

/// The running totals' answer to "does the last line keep the timestamp"
/// is the line walk's, wherever they give one.
@Suite struct LastLineTests {
    @Test func theTotalsAgreeWithTheWalkOnTheLastLine() throws {
        let fonts = try FontStack.bundled()
        let messages = try ChromiumGoldens(named: "basic").messages.values.sorted { $0.id < $1.id }
        var answered = 0
        var compared = 0
        var outcomes: Set<Bool> = []
        for (index, message) in messages.enumerated() where index % 3 == 0 {
            guard let last = message.text.unicodeScalars.last, !last.properties.isWhitespace else { continue }
            let text = PreparedText(message.text, fonts: fonts)
            for width in [150.0, 222.5, 300, 417.25] {
                for size in [14.0, 17, 23.5] {
                    for spacer in [0, 1, 640, 2_100, 5_000] {
                        compared += 1
                        let walked = text.lastLineKeepsWalking(spacer, width: width, fontSize: size, target: .chromium)
                        guard let totals = text.lastLineKeeps(spacer, width: width, fontSize: size, target: .chromium) else { continue }
                        answered += 1
                        outcomes.insert(totals)
                        #expect(totals == walked, "\(message.id) width \(width) size \(size) spacer \(spacer)")
                    }
                }
            }
        }
        // Most chat text is one bidi item: the totals answer most cases.
        #expect(answered * 2 > compared)
        #expect(outcomes == [true, false])
    }

    /// A last line that starts with the rest of a word break-word split:
    /// the totals measure it from the rest's start, and answer as the walk
    /// at the spacer where the walk's answer turns, and one unit either side.
    @Test func theTotalsAgreeWithTheWalkAfterASplitWord() throws {
        let fonts = try FontStack.bundled()
        let words = ["https://example.com/a/very/long/path/that/break-word/splits?q=1&ref=chat",
                     "Supercalifragilisticexpialidocious", "ǅwellingsplaatsenregistratiesysteem",
                     "пятидесятидвухлетнийчеловек", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"]
        var splitLines = 0
        for (k, word) in words.enumerated() {
            for string in [word, "see " + word, word + " ok then", "a \(word) b\(k)"] {
                let text = PreparedText(string, fonts: fonts)
                for width in [61.0, 97.5, 150, 222.5] {
                    for size in [14.0, 17, 23.5] {
                        let target: LayoutTarget = .chromium
                        guard let counted = text.linePrefixes.counted(width: width, fontSize: size, lineHeight: .normal,
                                                                      target: target) else { continue }
                        if counted.lastLine.splitStart != nil { splitLines += 1 }
                        // The smallest spacer the walk's last line does not keep.
                        var low = 0, high = Int(width * 64) + 64
                        while low < high {
                            let middle = (low + high) / 2
                            if text.lastLineKeepsWalking(middle, width: width, fontSize: size, target: target) {
                                low = middle + 1
                            } else {
                                high = middle
                            }
                        }
                        for spacer in [low - 1, low, low + 1] where spacer >= 0 {
                            let walked = text.lastLineKeepsWalking(spacer, width: width, fontSize: size, target: target)
                            let totals = text.lastLineKeeps(spacer, width: width, fontSize: size, target: target)
                            #expect(totals == nil || totals == walked, "\(string) width \(width) size \(size) spacer \(spacer)")
                            let onePass = text.layoutKeeping(spacer, width: width, fontSize: size, endsInSpace: false,
                                                             target: target)
                            #expect(onePass.keeps == walked, "\(string) width \(width) size \(size) spacer \(spacer)")
                        }
                    }
                }
            }
        }
        #expect(splitLines > 100)
    }

    /// A row's one pass (`layoutKeeping`: one count, the last line from the
    /// totals or walked alone) answers as the calls it replaces, texts with
    /// and without trailing spaces, split words and newlines; and a label's
    /// one walk (`unwrappedUnits`) as its width and height apart.
    @Test func theOnePassAnswersAsTheCallsItReplaces() throws {
        let fonts = try FontStack.bundled()
        let messages = try ChromiumGoldens(named: "basic").messages.values.sorted { $0.id < $1.id }
        let long = "see https://example.com/a/very/long/path/that/break-word/splits/over/lines?q=1 ok"
        var texts = messages.enumerated().filter { $0.offset % 3 == 0 }.map(\.element.text)
        texts += [long, long + " ", "a\nb ", "👍", "好", "two words  ", ""]
        for string in texts {
            let text = PreparedText(string, fonts: fonts)
            let endsInSpace = string.unicodeScalars.last?.properties.isWhitespace ?? false
            for size in [14.0, 17, 23.5] {
                let label = text.unwrappedUnits(fontSize: size, target: .chromium)
                #expect(label.width == text.unwrappedWidths(fontSize: size, target: .chromium).widest)
                #expect(label.height == text.heightUnits(width: .infinity, fontSize: size, target: .chromium))
                for width in [60.0, 150, 222.5, 300, 417.25] {
                    let layout = text.layoutInDevicePixels(width: width, fontSize: size, lineHeight: .normal,
                                                           target: .chromium)
                    for spacer in [0, 640, 2_100] {
                        let totals = endsInSpace ? nil : text.lastLineKeeps(spacer, width: width, fontSize: size, target: .chromium)
                        let keeps = totals ?? text.lastLineKeepsWalking(spacer, width: width, fontSize: size, target: .chromium)
                        let onePass = text.layoutKeeping(spacer, width: width, fontSize: size, endsInSpace: endsInSpace, target: .chromium)
                        #expect(onePass.layout == layout && onePass.keeps == keeps,
                                "\(string.prefix(20)) width \(width) size \(size) spacer \(spacer)")
                    }
                }
            }
        }
    }
}
