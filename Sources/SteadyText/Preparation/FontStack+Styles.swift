extension FontStack {
    /// The table of every loaded font by slot: the fallback list first, font
    /// `f` at slot `f` (so that plain text records the same bits as ever),
    /// then every other face of the stack, in the order of its families and
    /// faces, each file once.
    ///
    /// A face whose metrics equal a slot's takes that slot. A ``FontSet`` has
    /// 64 bits: a stack of more distinct metrics than that gives the faces
    /// past the 64th the primary font's slot, and their lines the primary
    /// font's height (no bundled or test stack comes near).
    ///
    /// After the faces come the box slot, which a box's U+FFFC is drawn in
    /// (a line that holds one is as tall as a box needs, ``FontMetrics/isBox``),
    /// then the struts: a slot for each face's metrics that differ from the
    /// primary font's, which a span whose first font that face is puts on its
    /// lines (``strut(of:)``).
    static func slots(fallback: [Font], families: [[Font]])
        -> (slotOfFont: [ObjectIdentifier: UInt8], metrics: [FontMetrics], geckoMetrics: [GeckoFontMetrics?],
            box: UInt8?, struts: [(FontMetrics, UInt8)]) {
        var slotOfFont: [ObjectIdentifier: UInt8] = [:]
        var metrics: [FontMetrics] = []
        var geckoMetrics: [GeckoFontMetrics?] = []
        for (slot, font) in fallback.enumerated() {
            metrics.append(font.metrics)
            geckoMetrics.append(font.geckoMetrics)
            if slotOfFont[ObjectIdentifier(font)] == nil { slotOfFont[ObjectIdentifier(font)] = UInt8(slot) }
        }
        for font in families.joined() where slotOfFont[ObjectIdentifier(font)] == nil {
            // A slot only stands for metrics (a line's height, the bitmap scale):
            // a face whose metrics a slot has already (Noto Sans Bold, Italic and
            // Mono are Noto Sans Regular's 1069/293/1000) takes that slot, so
            // that a bold word is no special word for the line count.
            if let same = metrics.firstIndex(of: font.metrics) {
                slotOfFont[ObjectIdentifier(font)] = UInt8(same)
            } else if metrics.count < FontSet.capacity {
                slotOfFont[ObjectIdentifier(font)] = UInt8(metrics.count)
                metrics.append(font.metrics)
                geckoMetrics.append(font.geckoMetrics)
            } else {
                slotOfFont[ObjectIdentifier(font)] = 0
            }
        }
        var box: UInt8? = nil
        if metrics.count < FontSet.capacity {
            box = UInt8(metrics.count)
            var boxMetrics = metrics[0]
            boxMetrics.isBox = true
            metrics.append(boxMetrics)
            geckoMetrics.append(nil)
        }
        var struts: [(FontMetrics, UInt8)] = []
        for font in fallback + families.joined() where font.metrics != metrics[0]
                && !struts.contains(where: { $0.0 == font.metrics }) && metrics.count < FontSet.capacity {
            struts.append((font.metrics, UInt8(metrics.count)))
            var strut = font.metrics
            strut.isStrut = true
            metrics.append(strut)
            geckoMetrics.append(font.geckoMetrics)
        }
        return (slotOfFont, metrics, geckoMetrics, box, struts)
    }

    /// The strut of a span whose first font is `font`: the slot of its
    /// metrics, which its lines take as Blink takes an inline box's own font
    /// (its ascent and descent with `line-height: normal`, and with a fixed
    /// line height its own half leading, which can make the line taller).
    /// Empty when the font's metrics are the primary font's (whose strut every
    /// line has) or when the 64 slots ran out.
    ///
    /// Seen in Chromium at 17 px: "a" then a span whose family is Noto Sans
    /// Arabic over "abc" is 36 px tall at `line-height: normal` (Arabic's 23 +
    /// 13, though Noto Sans draws the letters), 23 at 22px, 11 at 10px.
    func strut(of font: Font) -> FontSet {
        guard let slot = struts.first(where: { $0.0 == font.metrics })?.1 else { return [] }
        return FontSet(font: slot)
    }

    /// The index in ``stackDescription`` of the family `name` names (ignoring
    /// case, as CSS does), or nil when the stack has none of that name.
    func familyIndex(named name: String) -> Int? {
        familyIndices[FontFamilyDescription.matchingKey(name)]
    }

    /// The fallback list for text that asks for `request`: the requested
    /// family's face first (when it names one), then each fallback family's
    /// face, each face chosen by CSS font matching for the request's weight
    /// and style (``FontFamilyDescription/matchFace(weight:style:)``).
    ///
    /// Chromium synthesizes bold and italic where the face lacks them; neither
    /// changes an advance or a metric it lays out with (synthetic bold
    /// emboldens outlines as Skia draws them, synthetic italic skews them:
    /// "Hello world, synthetic" in a family of Noto Sans Regular alone is
    /// 172.390625 px at 17 px in weight 400, 700, italic and bold italic, 23
    /// px tall in each), so a synthesized face lays out as the face itself.
    ///
    /// A variable face is drawn at the weight the match sets on its `wght`
    /// axis (``drawnFont(_:for:)``).
    ///
    /// Made once per request, under a lock, and kept: a text resolves its
    /// spans' requests once each, not per word.
    func fallbackList(for request: FontRequest) -> FontFallbackList {
        if request == .base { return fallbackList }
        if let list = styledLists.withLock({ $0[request] }) { return list }
        var faces: [Font] = [], fonts: [Font] = [], emboldened: [Bool] = []
        var families = stackDescription.families.indices.filter { stackDescription.families[$0].isFallback }
        if let first = request.family {
            families.removeAll { $0 == first }
            families.insert(first, at: 0)
        }
        for f in families.prefix(FontFallbackList.capacity) {
            // A family with faces always matches one (the stack refuses a family without).
            let match = stackDescription.families[f].matchFace(weight: request.weight, style: request.style)!
            faces.append(familyFonts[f][match.faceIndex])
            fonts.append(Self.drawnFont(familyFonts[f][match.faceIndex], for: match))
            emboldened.append(match.isSyntheticBold)
        }
        // An instance at other coordinates has its file's metrics, so its file's slot.
        let slots = faces.map { slotOfFont[ObjectIdentifier($0)] ?? 0 }
        // A slot stands for metrics, which faces of other families can share
        // (Noto Sans Bold's are Noto Sans Armenian's): where an emboldened face
        // and a face of its own weight share one, the slot is not emboldened.
        func set(_ emboldening: Bool) -> FontSet {
            FontSet(zip(slots, emboldened).filter { $0.1 == emboldening }.map { FontSet(font: $0.0) })
        }
        let list = FontFallbackList(fonts, slots: slots, strut: strut(of: fonts[0]),
                                    emboldened: set(true).subtracting(set(false)))
        return styledLists.withLock { lists in
            if let made = lists[request] { return made }
            lists[request] = list
            return list
        }
    }

    /// The font Chromium draws a matched face with: a variable font with its
    /// `wght` axis at ``FontFaceMatch/variationWeight`` (the asked weight
    /// clamped to the face's declared weights) and its `slnt` axis at
    /// ``FontFaceMatch/variationSlant``, any other font as it is.
    ///
    /// Chromium sets these axes on every variable face an `@font-face` rule
    /// loads, and they change the advances (HVAR, or gvar's phantom points)
    /// and so the lines: "Hello world" in Inter's variable roman at 17 px is
    /// 90.3 px wide at weight 400 and 93.7 at 700. An axis at its default is
    /// the file itself, so a face drawn at its defaults is no new font.
    static func drawnFont(_ font: Font, for match: FontFaceMatch) -> Font {
        var values: [Font.AxisValue] = []
        for value in [Font.AxisValue(tag: Font.weightTag, value: match.variationWeight),
                      Font.AxisValue(tag: Font.slantTag, value: match.variationSlant)] {
            guard let axis = font.axis(value.tag) else { continue }
            let clamped = min(max(value.value, axis.range.lowerBound), axis.range.upperBound)
            if clamped != axis.defaultValue { values.append(Font.AxisValue(tag: value.tag, value: clamped)) }
        }
        return values.isEmpty ? font : font.variation(values) ?? font
    }
}
