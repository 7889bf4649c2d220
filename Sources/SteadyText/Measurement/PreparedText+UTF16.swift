extension PreparedText {
    /// The text's UTF-16 code units, transcoded from its UTF-8 in one pass
    /// (`Array(text.utf16)` counts first, and for non-ASCII text builds
    /// breadcrumbs over the whole string), written straight into an array
    /// as long as the UTF-8, which no UTF-16 of it exceeds.
    static func utf16(_ text: String) -> [UInt16] {
        var text = text
        return text.withUTF8 { utf8 in
            [UInt16](unsafeUninitializedCapacity: utf8.count) { units, written in
                // The ASCII before the first other character, eight bytes at a
                // time, then widened in a loop without a branch a byte.
                var ascii = 0
                let base = UnsafeRawPointer(utf8.baseAddress)
                while ascii + 8 <= utf8.count,
                      base!.loadUnaligned(fromByteOffset: ascii, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    ascii += 8
                }
                while ascii < utf8.count && utf8[ascii] < 0x80 { ascii += 1 }
                for k in 0..<ascii { units[k] = UInt16(utf8[k]) }
                // A String's UTF-8 is valid: every lead byte has its continuation bytes.
                var i = ascii
                var n = ascii
                while i < utf8.count {
                    let lead = UInt32(utf8[i])
                    if lead < 0x80 {
                        units[n] = UInt16(lead)
                        i += 1
                    } else if lead < 0xE0 {
                        units[n] = UInt16((lead & 0x1F) << 6 | UInt32(utf8[i + 1] & 0x3F))
                        i += 2
                    } else if lead < 0xF0 {
                        units[n] = UInt16((lead & 0x0F) << 12 | UInt32(utf8[i + 1] & 0x3F) << 6
                                          | UInt32(utf8[i + 2] & 0x3F))
                        i += 3
                    } else {
                        let scalar = (lead & 0x07) << 18 | UInt32(utf8[i + 1] & 0x3F) << 12
                            | UInt32(utf8[i + 2] & 0x3F) << 6 | UInt32(utf8[i + 3] & 0x3F)
                        units[n] = UInt16(0xD800 + ((scalar - 0x10000) >> 10))
                        n += 1
                        units[n] = UInt16(0xDC00 + ((scalar - 0x10000) & 0x3FF))
                        i += 4
                    }
                    n += 1
                }
                written = n
            }
        }
    }
}
