extension UnsafeBufferPointer<UInt16> {
    /// The code point that starts at `offset`, and how many code units it
    /// takes: 2 for a surrogate pair that ends before `end`, else 1 (a lone
    /// surrogate stands for itself, as ICU and HarfBuzz treat it).
    @inline(__always)
    func scalar(at offset: Int, end: Int) -> (value: UInt32, length: Int) {
        let high = self[offset]
        if UTF16.isLeadSurrogate(high), offset + 1 < end, UTF16.isTrailSurrogate(self[offset + 1]) {
            let low = self[offset + 1]
            return (0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(low) - 0xDC00), 2)
        }
        return (UInt32(high), 1)
    }
}
