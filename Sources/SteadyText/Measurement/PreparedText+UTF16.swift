extension PreparedText {
    /// The text's UTF-16 code units, transcoded from its UTF-8 in one pass
    /// (`Array(text.utf16)` counts first, and for non-ASCII text builds
    /// breadcrumbs over the whole string).
    static func utf16(_ text: String) -> [UInt16] {
        var text = text
        return text.withUTF8 { utf8 in
            var units: [UInt16] = []
            units.reserveCapacity(utf8.count)
            var i = 0
            while i < utf8.count {
                let lead = UInt32(utf8[i])
                if lead < 0x80 {
                    units.append(UInt16(lead))
                    i += 1
                } else if lead < 0xE0 {
                    units.append(UInt16((lead & 0x1F) << 6 | UInt32(utf8[i + 1] & 0x3F)))
                    i += 2
                } else if lead < 0xF0 {
                    units.append(UInt16((lead & 0x0F) << 12 | UInt32(utf8[i + 1] & 0x3F) << 6
                                        | UInt32(utf8[i + 2] & 0x3F)))
                    i += 3
                } else {
                    let scalar = (lead & 0x07) << 18 | UInt32(utf8[i + 1] & 0x3F) << 12
                        | UInt32(utf8[i + 2] & 0x3F) << 6 | UInt32(utf8[i + 3] & 0x3F)
                    units.append(UInt16(0xD800 + ((scalar - 0x10000) >> 10)))
                    units.append(UInt16(0xDC00 + ((scalar - 0x10000) & 0x3FF)))
                    i += 4
                }
            }
            return units
        }
    }
}
