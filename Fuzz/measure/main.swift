// Fuzz target: SteadyText's measurement of arbitrary bytes. The bytes are decoded
// as UTF-8 with replacement, prepared in both white-space modes and laid out at a
// few widths and sizes; the lines must partition the text, and preparing word by
// word through the caches must give the lines the whole-text pipeline gives. The
// text is also prepared right-to-left, whose lines must partition it too.
//
// Built by Fuzz/build.sh into one module with SteadyText's sources (so no
// `import SteadyText`): a SwiftPM executable's renamed entry point collides with
// libFuzzer's main, and swiftc -parse-as-library avoids both.
import Foundation

let fuzzFonts: FontStack = {
    let dir = ProcessInfo.processInfo.environment["STEADY_FONTS"] ?? "Fonts"
    return try! FontStack(directory: dir)
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMeasure(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for whiteSpace in [WhiteSpace.preWrap, .normal] {
        let prepared = PreparedText(text, whiteSpace: whiteSpace, fonts: fuzzFonts)
        let uncached = PreparedText(storage: .prepare(Array(text.utf16), whiteSpace: whiteSpace, fonts: fuzzFonts,
                                                      useCache: false))
        for width in [0.0, 37.5, 300] {
            let lines = prepared.lines(width: width, fontSize: 17, lineHeight: .normal)
            let layout = prepared.layout(width: width, fontSize: 17, lineHeight: .normal)
            precondition(layout.lineCount == lines.count, "layout and lines disagree")
            precondition(lines == uncached.lines(width: width, fontSize: 17, lineHeight: .normal),
                         "cached (word by word) and uncached (whole text) preparation disagree")
            precondition(layout.height == lines.reduce(0) { $0 + $1.height }, "heights disagree")
            _ = prepared.layout(width: width, fontSize: 13, lineHeight: .fixed(20))
            if let first = lines.first, let last = lines.last {
                precondition(first.range.lowerBound == 0 && last.range.upperBound == prepared.utf16Count)
                for (a, b) in zip(lines, lines.dropFirst()) { precondition(a.range.upperBound == b.range.lowerBound) }
            }
        }
        let rightToLeft = PreparedText(text, whiteSpace: whiteSpace, direction: .rightToLeft, fonts: fuzzFonts)
        let lines = rightToLeft.lines(width: 37.5, fontSize: 17, lineHeight: .normal)
        precondition(rightToLeft.layout(width: 37.5, fontSize: 17, lineHeight: .normal).lineCount == lines.count,
                     "right-to-left layout and lines disagree")
        if let first = lines.first, let last = lines.last {
            precondition(first.range.lowerBound == 0 && last.range.upperBound == rightToLeft.utf16Count)
        }
    }
    return 0
}
