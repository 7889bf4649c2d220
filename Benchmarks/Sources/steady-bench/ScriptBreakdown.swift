import Foundation
import SteadyText

/// `steady-bench scripts`: where the multilingual corpus's time goes, by the
/// kind of text in each message: µs per message to prepare and lay out, cold
/// (a fresh font stack) and warm (the same stack again).
///
/// A diagnosis, not a goal: it shows which scripts leave the word-by-word
/// path (right-to-left text, Thai's dictionary breaks) and what they cost.
func runScriptBreakdown() {
    let messages = Corpora.multilingualChat(count: 5_000).messages
    guard let fonts = try? FontStack(directory: FontStack.bundledDirectory, shapeCacheCapacity: 200_000) else {
        print("steady-bench: cannot load the bundled fonts")
        exit(1)
    }
    print("Multilingual chat by kind of text: µs per message, prepare + layout at 300 px, 17 px")
    print(pad("kind", 12) + pad("messages", 10) + pad("cold", 10) + pad("warm", 10) + "share of cold")
    var rows: [String: (count: Int, cold: Double, warm: Double)] = [:]
    for pass in 0..<2 {
        for message in messages {
            let microseconds = 1e6 * Stopwatch.seconds {
                _ = PreparedText(message, whiteSpace: .preWrap, fonts: fonts)
                    .layout(width: 300, fontSize: 17, lineHeight: .normal)
            }
            var row = rows[kind(of: message)] ?? (0, 0, 0)
            if pass == 0 {
                row.count += 1
                row.cold += microseconds
            } else {
                row.warm += microseconds
            }
            rows[kind(of: message)] = row
        }
    }
    let totalCold = rows.values.reduce(0) { $0 + $1.cold }
    for (name, row) in rows.sorted(by: { $0.value.cold > $1.value.cold }) {
        print(pad(name, 12) + pad("\(row.count)", 10) + pad(decimals(row.cold / Double(row.count), 1), 10)
            + pad(decimals(row.warm / Double(row.count), 1), 10) + decimals(100 * row.cold / totalCold, 0) + " %")
    }
}

/// The message's kind: the first script in it that is not Latin, Greek or Cyrillic.
func kind(of message: String) -> String {
    for scalar in message.unicodeScalars {
        switch scalar.value {
        case 0x0590...0x08FF: return "rtl"
        case 0x0900...0x097F: return "devanagari"
        case 0x0E00...0x0E7F: return "thai"
        case 0x3040...0x30FF: return "japanese"
        case 0x4E00...0x9FFF: return "chinese"
        case 0xAC00...0xD7AF: return "korean"
        default: continue
        }
    }
    return "european"
}

private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}
