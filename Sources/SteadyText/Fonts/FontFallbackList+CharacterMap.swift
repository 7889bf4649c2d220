extension FontFallbackList {
    /// The fonts whose metrics WebKit's `line-height: normal` counts for
    /// `units` (``ShapingRules/countsFontsByCharacterMap``): for each
    /// character, the first font of the list whose character map has it,
    /// whatever font draws it. Spaces, tabs, newlines, no-break spaces and
    /// default ignorables count none (they take the primary font's space or
    /// no glyph), nor does a character no font maps (the primary's .notdef
    /// draws it), nor one whose glyph has no advance unless it is a
    /// non-spacing mark (WebKit's `InlineLevelBox` fallback-font set).
    ///
    /// The set holds the fonts' slots, as shaping's ``FontSet`` does; the
    /// primary font's slot is in it when the primary maps a character.
    func characterMapFonts(of units: UnsafeBufferPointer<UInt16>.SubSequence) -> FontSet {
        var set: FontSet = []
        var i = units.startIndex
        while i < units.endIndex {
            let (scalar, length) = units.base.scalar(at: i, end: units.endIndex)
            i += length
            guard scalar != 0x20, scalar != 0x09, scalar != 0x0A, scalar != 0xA0,
                  !CharacterPropertyTable.properties(of: scalar).isDefaultIgnorable,
                  let character = Unicode.Scalar(scalar),
                  let f = fonts.firstIndex(where: { $0.hasGlyph(for: character) }) else { continue }
            if f != 0 && fonts[f].advance(of: character) == 0
                && character.properties.generalCategory != .nonspacingMark {
                continue
            }
            set.formUnion(FontSet(font: slots[f]))
        }
        return set
    }
}
