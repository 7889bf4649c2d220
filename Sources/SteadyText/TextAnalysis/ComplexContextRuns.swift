/// The runs of Line_Break=SA characters (Thai, Lao, Khmer, Myanmar and
/// their kin) in a text: what an engine breaks by words it finds, with a
/// dictionary (ICU: ``DictionaryRuns``) or a model (ICU4X:
/// ``ComplexContextBreaks``), rather than by its pair rules. A lone SA
/// character is no run: the rules alone decide around it.
enum ComplexContextRuns {
    /// Calls `body` with each run of two or more SA code units of `text`, in
    /// order.
    @inline(__always)
    static func forEach(in text: UnsafeBufferPointer<UInt16>, _ body: (Range<Int>) -> Void) {
        let n = text.count
        // One load of the table, not one `static let` access per code unit.
        let table = CharacterPropertyTable.basicMultilingualPlane
        var i = 0
        while i < n {
            guard table[Int(text[i])].lineBreak == LineBreakClass.complexContext else {
                i += 1
                continue
            }
            let start = i
            i += 1
            while i < n && table[Int(text[i])].lineBreak == LineBreakClass.complexContext { i += 1 }
            if i - start >= 2 { body(start..<i) }
        }
    }
}
