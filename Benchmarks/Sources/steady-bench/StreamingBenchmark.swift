import Foundation
import SteadyText

/// Streaming: an assistant's answer of about 2,000 characters in paragraphs,
/// arriving 4 characters at a time and laid out after each append, against
/// preparing the final text once, and against preparing the text so far
/// again at every append (what a prepare-once engine without appends does).
///
/// Every pass starts from a fresh font stack (empty caches), loaded outside
/// the timing, so each approach pays for its own shaping.
func runStreamingBenchmark() {
    let answer = StreamingAnswer.text
    let pieces = stride(from: 0, to: answer.count, by: 4).map { String(answer.dropFirst($0).prefix(4)) }
    print("Streaming: an answer of \(answer.utf16.count) UTF-16 code units in \(answer.split(separator: "\n").count) "
        + "paragraphs, \(pieces.count) appends of 4 characters, laid out at 300 px, 17 px after each; "
        + "fresh font stack per pass, best of 3")
    var checksum = 0.0
    func best(_ body: (FontStack) -> Double) -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            guard let fonts = try? FontStack(directory: FontStack.bundledDirectory) else { return .nan }
            let clock = ContinuousClock()
            let start = clock.now
            checksum += body(fonts)
            best = min(best, (clock.now - start).seconds)
        }
        return best
    }
    let once = best { fonts in
        PreparedText(answer, fonts: fonts).layout(width: 300, fontSize: 17, lineHeight: .normal).height
    }
    let growing = best { fonts in
        let text = GrowingText(fonts: fonts)
        var height = 0.0
        for piece in pieces {
            text.append(piece)
            height = text.layout(width: 300, fontSize: 17, lineHeight: .normal).height
        }
        return height
    }
    let again = best { fonts in
        var sofar = ""
        var height = 0.0
        for piece in pieces {
            sofar += piece
            height = PreparedText(sofar, fonts: fonts).layout(width: 300, fontSize: 17, lineHeight: .normal).height
        }
        return height
    }
    BenchReport.begin("streaming: an answer appended 4 characters at a time")
    func row(_ label: String, _ seconds: Double) {
        print("  " + label.padding(toLength: 52, withPad: " ", startingAt: 0)
            + decimals(seconds * 1e3, 2).leftPadded(9) + " ms   " + ratio(seconds / once).leftPadded(7) + " of once")
        BenchReport.keep(label, [decimals(seconds * 1e3, 2) + " ms", ratio(seconds / once) + " of once"])
    }
    row("prepare the final text once, lay out", once)
    row("GrowingText: append, lay out, \(pieces.count) times", growing)
    row("PreparedText of the text so far, \(pieces.count) times", again)
    if checksum.isNaN { print("  (a font stack did not load)") }
}

private extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}

/// The answer: paragraphs of a how-to, as assistants write them.
enum StreamingAnswer {
    static let text: String = {
        let steps = [
            "Open Settings and tap your profile name at the top.",
            "Choose Privacy & Security, then scroll down to Location Services.",
            "Turn on the switch for each app that needs your location, and choose While Using.",
            "If an app still cannot find you, restart it: swipe it away and open it again.",
            "Check that Airplane mode is off and that Wi‑Fi is on, even if you use mobile data.",
            "Still stuck? Reset the location settings under General › Transfer or Reset.",
        ]
        var text = "Sure! Here is how to fix it, step by step:\n\n"
        var k = 0
        while text.utf16.count < 1_900 {
            text += "\(k + 1). " + steps[k % steps.count] + " " + steps[(k + 3) % steps.count] + "\n"
            k += 1
        }
        return text + "\nThat should do it. 👍"
    }()
}
