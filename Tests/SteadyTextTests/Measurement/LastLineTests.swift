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
                    guard let end = text.lastLineEndUnits(width: width, fontSize: size) else { continue }
                    for spacer in [0, 1, 640, 2_100, 5_000] {
                        compared += 1
                        let walked = LineFit.fits(end + spacer, limit: LineFit.limit(width: width))
                        guard let totals = text.lastLineKeeps(spacer, width: width, fontSize: size) else { continue }
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
}
