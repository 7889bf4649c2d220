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
