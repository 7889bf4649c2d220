import Foundation
import Testing
@testable import SteadyText

@Suite struct ScratchDiag {
    @Test func classify() throws {
        guard let data = FileManager.default.contents(atPath: "/tmp/f.jsonl") else { return }
        let fonts = try FontStack.bundled()
        var kinds: [String: Int] = [:]
        var examples: [String: [String]] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
            let text = object["text"] as! String
            let p = PreparedText(text, fonts: fonts)
            let s = p.storage
            let header = p.linePrefixes.withUnsafeMutablePointerToHeader { $0.pointee }
            var kind: String
            if header.segmentCount == 0 {
                kind = s.isSimple ? "multi-item" : "not simple"
                if !s.isSimple {
                    let bad = s.segments.indices.first { k in
                        let f = s.segments[k].flags
                        return !((k == 0 || f.contains(.breakBefore)) && f.isDisjoint(with: [.tab, .softHyphen]))
                    }!
                    kind += s.segments[bad].flags.contains(.softHyphen) ? " shy" : s.segments[bad].flags.contains(.tab) ? " tab" : " nobreak"
                    let units = Array(text.utf16)
                    let a = Int(s.segmentStarts[bad - 1]), b = Int(s.segmentStarts[bad]), c = bad + 1 < s.segments.count ? Int(s.segmentStarts[bad + 1]) : units.count
                    kind += " [" + String(decoding: units[a..<b], as: UTF16.self) + "|" + String(decoding: units[b..<c], as: UTF16.self) + "]"
                }
            } else if header.specialCount > 0 {
                let segs = s.segments
                let u = segs[0].fontMask
                let adj = segs.contains { $0.endAdjustment != 0 }
                let mask = segs.contains { $0.fontMask != u }
                let other = segs.contains { $0.fontMask & s.otherScaleFonts != 0 }
                kind = "details adj=\(adj) mask=\(mask) other=\(other)"
            } else { kind = "plain" }
            kinds[kind, default: 0] += 1
            if examples[kind, default: []].count < 3 { examples[kind, default: []].append(text) }
        }
        for (k, v) in kinds.sorted(by: { $0.value > $1.value }) { print(v, k, examples[k]!.map { String($0.prefix(80)) }) }
    }
}
