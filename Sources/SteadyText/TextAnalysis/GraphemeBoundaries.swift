/// Extended grapheme cluster boundaries (ICU 78's `char.brk`), where
/// `overflow-wrap: break-word` may split a word that does not fit a line.
enum GraphemeBoundaries {
    /// For each UTF-16 offset in `0...text.count`, whether a grapheme cluster starts there
    /// (the end offset counts as a boundary).
    static func compute(_ text: UnsafeBufferPointer<UInt16>, iterator: BreakIterator) -> [Bool] {
        var result: [Bool] = []
        compute(text, iterator: iterator, into: &result)
        return result
    }

    /// ``compute(_:iterator:)`` into `result`, whose memory is reused.
    static func compute(_ text: UnsafeBufferPointer<UInt16>, iterator: BreakIterator, into result: inout [Bool]) {
        let n = text.count
        // Below U+0300 every code unit is its own cluster, except CR LF.
        if !text.contains(where: { $0 >= 0x300 || $0 == 0x0D }) {
            result.refill(repeating: true, count: n + 1)
            return
        }
        result.refill(repeating: false, count: n + 1)
        result[0] = true
        iterator.setText(borrowing: text)
        var offset = 0
        while let next = iterator.following(offset), next <= n {
            result[next] = true
            offset = next
        }
        result[n] = true
    }
}
