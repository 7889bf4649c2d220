extension FontFallbackList {
    /// Words up to this many UTF-16 code units go through the shape cache.
    static let longestCachedRun = 64

    /// One run of text shaped with per-cluster font fallback: its numbers
    /// per code unit, through `cache` when one is given and the run is
    /// short enough to repeat (``longestCachedRun``).
    ///
    /// The run is shaped with the first font; every HarfBuzz cluster holding a
    /// glyph 0 (not covered) is shaped again with the next font, and so on, as
    /// Chromium's `HarfBuzzShaper` does. A cluster no font covers keeps the
    /// primary font's .notdef. The run is shaped alone, without the text
    /// around it as context, so its result can be cached and reused anywhere.
    ///
    /// - Parameters:
    ///   - units: the run's UTF-16 code units.
    ///   - script: the ICU script code of the run's script.
    ///   - isRightToLeft: whether the run's bidi level is odd.
    ///   - shaper: the calling thread's shaper.
    ///   - rules: the engine's rules for which font draws a cluster.
    ///   - cache: the shape cache of the stack these fonts belong to, for
    ///     `rules`, or nil.
    func shapedRun(_ units: UnsafeBufferPointer<UInt16>, script: Int32, isRightToLeft: Bool,
                    shaper: Shaper, rules: ShapingRules, cache: ShapeCache?) -> ShapedRun {
        // Runs longer than any real word (a pasted blob) are shaped but not
        // cached: they would not repeat, and would crowd out the words that do.
        guard let cache, units.count <= Self.longestCachedRun else {
            return shapedRun(units, script: script, isRightToLeft: isRightToLeft, shaper: shaper, rules: rules)
        }
        let key = ShapeKey(units: Array(units), script: script, isRightToLeft: isRightToLeft)
        if let cached = cache.value(for: key) { return cached }
        let word = shapedRun(units, script: script, isRightToLeft: isRightToLeft, shaper: shaper, rules: rules)
        cache.insert(word, for: key)
        return word
    }

    /// Shapes into arrays of the word's own.
    private func shapedRun(_ units: UnsafeBufferPointer<UInt16>, script: Int32, isRightToLeft: Bool,
                            shaper: Shaper, rules: ShapingRules) -> ShapedRun {
        let n = units.count
        var advances = [Double](repeating: 0, count: n)
        var fontIndices = [UInt8](repeating: 0, count: n)
        var endAdjustments = [Double](repeating: 0, count: n)
        var missing = [Bool](repeating: false, count: n)
        // Kept only when some is not 0 (a font that kerns by its kern table),
        // so written first where it costs no allocation.
        let startAdjustments = withUnsafeTemporaryAllocation(of: Double.self, capacity: n) { startAdjustments in
            startAdjustments.initialize(repeating: 0)
            advances.withUnsafeMutableBufferPointer { advances in
                fontIndices.withUnsafeMutableBufferPointer { fontIndices in
                    endAdjustments.withUnsafeMutableBufferPointer { endAdjustments in
                        missing.withUnsafeMutableBufferPointer { missing in
                            shapeUncached(units, script: script, isRightToLeft: isRightToLeft, shaper: shaper,
                                          rules: rules, into: ShapedUnits(advances: advances, fontIndices: fontIndices,
                                                            endAdjustments: endAdjustments,
                                                            startAdjustments: startAdjustments, missing: missing))
                        }
                    }
                }
            }
            return startAdjustments.contains { $0 != 0 } ? Array(startAdjustments) : []
        }
        return ShapedRun(advances: advances, fontIndices: fontIndices, endAdjustments: endAdjustments,
                         startAdjustments: startAdjustments, missing: missing.contains(true) ? missing : [])
    }

    /// ``shapedRun(_:script:isRightToLeft:shaper:rules:cache:)`` written into
    /// `output` (a piece of a whole text's arrays): without a cache, straight
    /// in, with no array of its own.
    func shape(_ units: UnsafeBufferPointer<UInt16>, script: Int32, isRightToLeft: Bool, shaper: Shaper,
               rules: ShapingRules, cache: ShapeCache?, into output: ShapedUnits) {
        guard cache != nil else {
            shapeUncached(units, script: script, isRightToLeft: isRightToLeft, shaper: shaper, rules: rules,
                          into: output)
            return
        }
        let shaped = shapedRun(units, script: script, isRightToLeft: isRightToLeft, shaper: shaper, rules: rules,
                               cache: cache)
        for k in units.indices {
            output.advances[k] = shaped.advances[k]
            output.fontIndices[k] = shaped.fontIndices[k]
            output.endAdjustments[k] = shaped.endAdjustments[k]
            output.startAdjustments[k] = shaped.startAdjustments.isEmpty ? 0 : shaped.startAdjustments[k]
            output.missing[k] = !shaped.missing.isEmpty && shaped.missing[k]
        }
    }

    /// `context[range]` shaped with the rest of `context` around it, as
    /// Blink gives HarfBuzz a piece of a text (`hb_buffer_add_utf16` with the
    /// whole text and the piece's range): Arabic joins across the edge of a
    /// span, though the piece is shaped alone. Never cached, since the
    /// result depends on the context. `output` has an entry per code unit of
    /// `range`.
    func shape(in context: UnsafeBufferPointer<UInt16>, range: Range<Int>, script: Int32, isRightToLeft: Bool,
               shaper: Shaper, rules: ShapingRules, into output: ShapedUnits) {
        shapeUncached(context, range: range, script: script, isRightToLeft: isRightToLeft, shaper: shaper,
                      rules: rules, into: output)
    }

    /// The fallback itself, into `output`.
    private func shapeUncached(_ units: UnsafeBufferPointer<UInt16>, script: Int32, isRightToLeft: Bool,
                               shaper: Shaper, rules: ShapingRules, into output: ShapedUnits) {
        shapeUncached(units, range: 0..<units.count, script: script, isRightToLeft: isRightToLeft, shaper: shaper,
                      rules: rules, into: output)
    }

    /// The fallback on `units[range]`, the rest of `units` its context, into
    /// `output` (an entry per code unit of `range`).
    private func shapeUncached(_ units: UnsafeBufferPointer<UInt16>, range whole: Range<Int>, script: Int32,
                               isRightToLeft: Bool, shaper: Shaper, rules: ShapingRules, into output: ShapedUnits) {
        guard !whole.isEmpty else { return }
        fallBack(units, range: whole, script: script, isRightToLeft: isRightToLeft, shaper: shaper, rules: rules,
                 into: output)
        if rules.shapesEachFontRunAlone {
            shapeFontRunsAlone(units, range: whole, script: script, isRightToLeft: isRightToLeft, shaper: shaper,
                               rules: rules, into: output)
        }
        if rules.measuresIsolatedPiecesAlone && isRightToLeft {
            measureIsolatedPiecesAlone(units, range: whole, script: script, shaper: shaper, rules: rules,
                                       into: output)
        }
    }

    /// How far, in code units, shaping reaches past a cut: each side of a
    /// cut is shaped from the grapheme boundary at least this far before it
    /// to the one at least this far after it, so a long word costs a window
    /// per cut, not the whole word.
    private static let pieceWindow = 32

    /// ``ShapingRules/measuresIsolatedPiecesAlone``, for a right-to-left
    /// `whole`: at each grapheme boundary inside a run of one font where the
    /// last grapheme before the boundary, shaped with the prefix alone, is as
    /// wide as shaped on its own (its isolated form: the letter before it
    /// does not join it), the unit before the boundary takes, as its end
    /// adjustment, what shaping the prefix alone adds. The prefix is measured
    /// against the same window shaped whole, so only the cut's own effect is
    /// kept, and a cluster across the cut is shared among its code points as
    /// the run's advances share it.
    private func measureIsolatedPiecesAlone(_ units: UnsafeBufferPointer<UInt16>, range whole: Range<Int>,
                                            script: Int32, shaper: Shaper, rules: ShapingRules,
                                            into output: ShapedUnits) {
        let base = whole.lowerBound
        func key(_ u: Int) -> (UInt8, Bool) { (output.fontIndices[u - base], output.missing[u - base]) }
        var start = base
        while start < whole.upperBound {
            var end = start + 1
            while end < whole.upperBound && key(end) == key(start) { end += 1 }
            let (slot, missing) = key(start)
            defer { start = end }
            guard !missing, end - start > 1, let index = slots.firstIndex(of: slot) else { continue }
            let font = fonts[index]
            let unitsPerEm = Double(font.shapingUnitsPerEm)
            var boundaries: [Int] = [start]
            shaper.forEachGraphemeBoundary(inside: start..<end, of: units, rules: rules.graphemes) {
                boundaries.append($0)
            }
            boundaries.append(end)
            guard boundaries.count > 2 else { continue }
            /// The advances of `piece` shaped alone, in font units: before
            /// `cut` and from it.
            func widths(_ piece: Range<Int>, cut: Int) -> (before: Double, after: Double) {
                let alone = UnsafeBufferPointer(rebasing: units[piece])
                return shaper.withGlyphs(font: font, units: alone, range: 0..<alone.count, script: script,
                                         isRightToLeft: true, fileTables: rules.shapesWithFileTables) { glyphs in
                    let starts = Set(glyphs.map { Int($0.cluster) + piece.lowerBound }).sorted()
                    func shares(_ range: Range<Int>) -> Int { range.count { !UTF16.isTrailSurrogate(units[$0]) } }
                    var before = 0.0, after = 0.0
                    for glyph in glyphs {
                        let first = Int(glyph.cluster) + piece.lowerBound
                        let next = starts.first { $0 > first } ?? piece.upperBound
                        let advance = Double(glyph.x_advance)
                        if next <= cut {
                            before += advance
                        } else if first >= cut {
                            after += advance
                        } else {
                            let part = advance * Double(shares(first..<cut)) / Double(max(shares(first..<next), 1))
                            before += part
                            after += advance - part
                        }
                    }
                    return (before, after)
                }
            }
            for k in 1..<(boundaries.count - 1) {
                let cut = boundaries[k], last = boundaries[k - 1]..<cut
                var first = k, final = k
                while first > 0 && cut - boundaries[first] < Self.pieceWindow { first -= 1 }
                while final < boundaries.count - 1 && boundaries[final] - cut < Self.pieceWindow { final += 1 }
                let window = boundaries[first]..<boundaries[final]
                let together = widths(window, cut: cut)
                let prefix = widths(window.lowerBound..<cut, cut: last.lowerBound)
                if prefix.after == widths(last, cut: cut).before {
                    output.endAdjustments[cut - 1 - base] = (prefix.before + prefix.after - together.before) / unitsPerEm
                }
            }
        }
    }

    /// Where the fallback gave a word's code units more than one font (or
    /// drew some as no font's .notdef), each run of one font shaped again on
    /// its own, without the rest as context: WebKit picks each character's
    /// font before shaping and shapes each font's run alone, so an Arabic
    /// letter beside a character no font has takes its unjoined form ("بہت"
    /// in DejaVu Sans, which lacks "ہ": two isolated letters around a .notdef).
    private func shapeFontRunsAlone(_ units: UnsafeBufferPointer<UInt16>, range whole: Range<Int>, script: Int32,
                                    isRightToLeft: Bool, shaper: Shaper, rules: ShapingRules,
                                    into output: ShapedUnits) {
        let base = whole.lowerBound
        func key(_ u: Int) -> (UInt8, Bool) { (output.fontIndices[u - base], output.missing[u - base]) }
        guard whole.contains(where: { key($0) != key(base) }) else { return }
        var start = base
        while start < whole.upperBound {
            var end = start + 1
            while end < whole.upperBound && key(end) == key(start) { end += 1 }
            let (slot, missing) = key(start)
            if let font = slots.firstIndex(of: slot) {
                let piece = UnsafeBufferPointer(rebasing: units[start..<end])
                let pieceOutput = output.slice((start - base)..<(end - base))
                var none: [Range<Int>] = []
                assignClusters(of: 0..<piece.count, in: 0..<piece.count, font: fonts[font], slot: slot, units: piece,
                               script: script, isRightToLeft: isRightToLeft, shaper: shaper,
                               matchingVariationSelectors: true, rules: rules, acceptNotdef: true,
                               output: pieceOutput, uncovered: &none)
                if missing { for u in 0..<piece.count { pieceOutput.missing[u] = true } }
            }
            start = end
        }
    }

    /// ``shapeUncached(_:range:script:isRightToLeft:shaper:rules:into:)``'s
    /// fallback from font to font.
    private func fallBack(_ units: UnsafeBufferPointer<UInt16>, range whole: Range<Int>, script: Int32,
                          isRightToLeft: Bool, shaper: Shaper, rules: ShapingRules, into output: ShapedUnits) {
        // The whole word with the first font, then what the fonts before left.
        var pending: [Range<Int>] = [whole]
        for matchingVariationSelectors in rules.keepsBaseOfUnmatchedSelector ? [true, false] : [true] {
            if !matchingVariationSelectors {
                // Chromium's last try for clusters no font covers: each font again,
                // now keeping a base character's glyph when the font lacks its
                // variation sequence ("☺︎": no bundled font has its text form, so
                // it takes the emoji font's glyph). Only a cluster with VS15 or
                // VS16 can come out otherwise.
                guard pending.contains(where: { Self.holdsPresentationSelector(units[$0]) }) else { break }
            }
            for font in fonts.indices {
                var uncovered: [Range<Int>] = []
                for range in pending {
                    // Shaping with a font that maps none of the range's characters
                    // can only give .notdef: skip it (CJK would otherwise be shaped
                    // six times before reaching its font). Not when HarfBuzz could
                    // still find glyphs: it hides default ignorables whatever the
                    // character map says, and decomposes what the map lacks (Hangul
                    // syllables into jamo, which Droid Sans Fallback has).
                    guard canCover(range, in: units, font: fonts[font], rules: rules),
                          matchingVariationSelectors || Self.holdsPresentationSelector(units[range]) else {
                        uncovered.append(range)
                        continue
                    }
                    assignClusters(of: range, in: whole, font: fonts[font], slot: slots[font], units: units,
                                   script: script, isRightToLeft: isRightToLeft, shaper: shaper,
                                   matchingVariationSelectors: matchingVariationSelectors, rules: rules,
                                   acceptNotdef: false, output: output, uncovered: &uncovered)
                }
                pending = uncovered
                if pending.isEmpty { return }
            }
        }
        // Nothing covers these clusters: draw the primary font's .notdef (and
        // say so: ``ShapedRun/missing``).
        var none: [Range<Int>] = []
        for range in pending {
            assignClusters(of: range, in: whole, font: fonts[0], slot: slots[0], units: units,
                           script: script, isRightToLeft: isRightToLeft, shaper: shaper,
                           matchingVariationSelectors: true, rules: rules, acceptNotdef: true, output: output,
                           uncovered: &none)
        }
    }

    /// Whether `units` holds VS15 or VS16, the selectors of text and emoji presentation.
    private static func holdsPresentationSelector(_ units: UnsafeBufferPointer<UInt16>.SubSequence) -> Bool {
        units.contains { $0 == 0xFE0E || $0 == 0xFE0F }
    }

    /// Whether `font` maps at least one character of `units[range]`, or the
    /// range holds a default ignorable, a decomposable character (where
    /// `rules` let decomposition cover), or a Unicode space HarfBuzz draws
    /// with the font's space (and `rules` let it).
    private func canCover(_ range: Range<Int>, in units: UnsafeBufferPointer<UInt16>, font: Font,
                          rules: ShapingRules) -> Bool {
        var i = range.lowerBound
        while i < range.upperBound {
            let (scalar, length) = units.scalar(at: i, end: range.upperBound)
            if covers(scalar, font: font, byDecomposition: rules.coversByDecomposition,
                      refusingSpaceGlyphAtIdeographicSpace: rules.refusesSpaceGlyphAtIdeographicSpace) {
                return true
            }
            i += length
        }
        return false
    }

    /// Whether `font` can draw `scalar`: its character map has it, or it
    /// needs no glyph of its own (a default ignorable, a Unicode space
    /// HarfBuzz draws with the font's space), or, `byDecomposition`, HarfBuzz
    /// may find glyphs for its canonical decomposition. With
    /// `refusingSpaceGlyphAtIdeographicSpace`, an ideographic space only
    /// when the font has a glyph of its own for it (``Font/drawsIdeographicSpace``).
    private func covers(_ scalar: UInt32, font: Font, byDecomposition: Bool,
                        refusingSpaceGlyphAtIdeographicSpace: Bool) -> Bool {
        if scalar == 0x3000 && refusingSpaceGlyphAtIdeographicSpace { return font.drawsIdeographicSpace }
        let properties = CharacterPropertyTable.properties(of: scalar)
        if properties.isDefaultIgnorable || (byDecomposition && properties.hasCanonicalDecomposition) { return true }
        if let character = Unicode.Scalar(scalar), font.hasGlyph(for: character) { return true }
        return Self.hasSpaceFallback(scalar) && font.hasGlyph(for: " ")
    }

    /// Whether HarfBuzz draws `scalar`, when a font lacks it, with the font's
    /// U+0020 glyph at a width of its own (`space_fallback_type` in HarfBuzz's
    /// `hb-unicode.hh`: the ideographic space at 1 em, the em and en spaces,
    /// thin and hair spaces, ...). Such a character is covered by any font
    /// with a space, so a range of nothing else the font maps still shapes in it.
    static func hasSpaceFallback(_ scalar: UInt32) -> Bool {
        scalar == 0x20 || scalar == 0xA0 || (0x2000...0x200A).contains(scalar) || scalar == 0x202F
            || scalar == 0x205F || scalar == 0x3000
    }

    /// Whether `font`'s character map has the first character of
    /// `units[start..<end]` (a cluster), or that character needs none
    /// (``covers(_:font:byDecomposition:refusingSpaceGlyphAtIdeographicSpace:)``
    /// without decomposition); a lone surrogate, which no map has, is left
    /// to HarfBuzz's glyphs.
    private func mapsFirstCharacter(_ units: UnsafeBufferPointer<UInt16>, at start: Int, end: Int, font: Font,
                                    rules: ShapingRules) -> Bool {
        let (scalar, _) = units.scalar(at: start, end: end)
        return Unicode.Scalar(scalar) == nil
            || covers(scalar, font: font, byDecomposition: false,
                      refusingSpaceGlyphAtIdeographicSpace: rules.refusesSpaceGlyphAtIdeographicSpace)
    }

    /// Whether the cluster `units[start..<end]` is an emoji modifier base
    /// with no presentation selector that a colour font of the list maps
    /// (``ShapingRules/drawsModifierBasesInColour``): a text font leaves it
    /// to that font.
    private func leavesModifierBaseToColour(_ units: UnsafeBufferPointer<UInt16>, at start: Int, end: Int) -> Bool {
        let (scalar, length) = units.scalar(at: start, end: end)
        guard let character = Unicode.Scalar(scalar), character.properties.isEmojiModifierBase,
              !units[(start + length)..<end].contains(where: { $0 == 0xFE0E || $0 == 0xFE0F }) else { return false }
        return fonts.contains { $0.hasColorTable && $0.hasGlyph(for: character) }
    }

    /// The advance, in font units, of the character `unit` (in the Basic
    /// Multilingual Plane, as every space with a fallback is) shaped alone in
    /// `font`: what a line that ends after it gives it when Chromium shapes the
    /// line's end again.
    private func advanceAlone(_ unit: UInt16, font: Font, script: Int32, isRightToLeft: Bool,
                              shaper: Shaper) -> Int {
        withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 1) { buffer in
            buffer[0] = unit
            return shaper.withGlyphs(font: font, units: UnsafeBufferPointer(buffer), range: 0..<1, script: script,
                                     isRightToLeft: isRightToLeft) { glyphs in
                glyphs.reduce(0) { $0 + Int($1.x_advance) }
            }
        }
    }

    /// Shapes `range` (inside `whole`, the piece being shaped) in `font`;
    /// stores the advance of every covered cluster at its first code unit
    /// (`output` starts at `whole`'s start), and appends the ranges of
    /// uncovered clusters (merged when adjacent) to `uncovered`. With
    /// `acceptNotdef`, the last try, an uncovered cluster is stored too, its
    /// code units marked missing. Where `rules` do not let decomposition
    /// cover, a cluster whose first character the font does not map is
    /// uncovered, whatever glyphs HarfBuzz found for it.
    private func assignClusters(
        of range: Range<Int>, in whole: Range<Int>, font: Font, slot: UInt8, units: UnsafeBufferPointer<UInt16>,
        script: Int32, isRightToLeft: Bool, shaper: Shaper, matchingVariationSelectors: Bool, rules: ShapingRules,
        acceptNotdef: Bool, output: ShapedUnits, uncovered: inout [Range<Int>]
    ) {
        let unitsPerEm = Double(font.shapingUnitsPerEm)
        // The clusters in logical order, in the shaper's reused array.
        shaper.clusters.removeAll(keepingCapacity: true)
        let keepsGlyphs = rules.keepsGlyphAdvances
        if keepsGlyphs { shaper.glyphAdvances.removeAll(keepingCapacity: true) }
        // Blink's ExtractShapeResults: the space glyph at an ideographic space
        // is missing (HarfBuzz's space fallback drew it), but in the last try.
        let refusedSpaceGlyph = rules.refusesSpaceGlyphAtIdeographicSpace && !acceptNotdef && font.spaceGlyph != 0
            ? font.spaceGlyph : nil
        shaper.withGlyphs(font: font, units: units, range: range, script: script, isRightToLeft: isRightToLeft,
                          matchingVariationSelectors: matchingVariationSelectors,
                          fileTables: rules.shapesWithFileTables) { glyphs in
            for glyph in glyphs {
                let start = Int(glyph.cluster)
                if keepsGlyphs {
                    shaper.glyphAdvances.append(Shaper.GlyphAdvance(advance: Int(glyph.x_advance),
                                                                    nominal: Int(glyph.nominal_advance)))
                }
                let isNotdef = glyph.glyph == 0 || (glyph.glyph == refusedSpaceGlyph && units[start] == 0x3000)
                if let last = shaper.clusters.indices.last, shaper.clusters[last].start == start {
                    shaper.clusters[last].advance += Int(glyph.x_advance)
                    shaper.clusters[last].nominal += Int(glyph.nominal_advance)
                    shaper.clusters[last].glyphs += 1
                    shaper.clusters[last].hasNotdef = shaper.clusters[last].hasNotdef || isNotdef
                    shaper.clusters[last].unsafeToBreak = shaper.clusters[last].unsafeToBreak
                        || glyph.unsafe_to_break != 0
                } else {
                    shaper.clusters.append(Shaper.Cluster(start: start, advance: Int(glyph.x_advance),
                                                          nominal: Int(glyph.nominal_advance),
                                                          offset: Int(glyph.x_offset), glyphs: 1,
                                                          hasNotdef: isNotdef,
                                                          unsafeToBreak: glyph.unsafe_to_break != 0,
                                                          firstGlyph: shaper.glyphAdvances.count - 1))
                }
            }
        }
        if isRightToLeft { shaper.clusters.reverse() }
        let clusters = shaper.clusters
        // The outputs, rebased so that offsets into `units` index them.
        let base = whole.lowerBound
        let advances = output.advances.baseAddress! - base, fontIndices = output.fontIndices.baseAddress! - base
        let endAdjustments = output.endAdjustments.baseAddress! - base, missing = output.missing.baseAddress! - base
        let startAdjustments = output.startAdjustments.baseAddress! - base
        // A kern table's pair gives the second glyph half its value, on its
        // advance and its offset alike (HarfBuzz's kern machine): that half
        // belongs to the pair with the glyph before, and goes with a break
        // between them. In right-to-left text the halves fall otherwise.
        let kernsByKernTable = rules.shapesWithFileTables ? font.fileKernsByKernTable : font.kernsByKernTable
        let splitsPairs = kernsByKernTable && !isRightToLeft
        for (k, cluster) in clusters.enumerated() {
            let end = k + 1 < clusters.count ? clusters[k + 1].start : range.upperBound
            guard cluster.start < end else { continue }
            let uncoveredCluster = cluster.hasNotdef
                || (!rules.coversByDecomposition
                    && !mapsFirstCharacter(units, at: cluster.start, end: end, font: font, rules: rules))
                || (rules.drawsModifierBasesInColour && !font.hasColorTable
                    && leavesModifierBaseToColour(units, at: cluster.start, end: end))
            if uncoveredCluster && !acceptNotdef {
                if let last = uncovered.last, last.upperBound == cluster.start {
                    uncovered[uncovered.count - 1] = last.lowerBound..<end
                } else {
                    uncovered.append(cluster.start..<end)
                }
                continue
            }
            if keepsGlyphs {
                spreadGlyphs(of: cluster, end: end, units: units, glyphs: shaper.glyphAdvances, slot: slot,
                             unitsPerEm: unitsPerEm, advances: advances, fontIndices: fontIndices,
                             endAdjustments: endAdjustments, startAdjustments: startAdjustments, missing: missing)
                continue
            }
            // Divide the advance among the cluster's code points (trail surrogates get none).
            var shares = 0
            for i in cluster.start..<end where !UTF16.isTrailSurrogate(units[i]) { shares += 1 }
            var share = Double(cluster.advance) / unitsPerEm / Double(max(shares, 1))
            if rules.synthesizesSpacesAtTheSize && end - cluster.start == 1 && cluster.glyphs == 1 && !cluster.hasNotdef,
               let kind = SynthesizedSpace.kind(of: UInt32(units[cluster.start])),
               SynthesizedSpace.isSynthesized(UInt32(units[cluster.start]), in: font) {
                // A space HarfBuzz drew with the space glyph: its width at the size
                // itself, an exact fraction of the em, and what the lookups added.
                let exact = switch kind {
                case let .em(divisor): 1 / Double(divisor)
                case .fourEighteenths: 4.0 / 18
                case .narrow: Double(cluster.nominal) / 2 / unitsPerEm
                }
                let shaped = kind.width(scale: Int64(unitsPerEm), space: Int64(cluster.nominal))
                share = exact + Double(cluster.advance - Int(shaped)) / unitsPerEm
            }
            for i in cluster.start..<end {
                advances[i] = UTF16.isTrailSurrogate(units[i]) && i > cluster.start ? 0 : share
                fontIndices[i] = slot
                endAdjustments[i] = 0
                startAdjustments[i] = 0
                missing[i] = cluster.hasNotdef
            }
            // What the pair with the glyph before gave this one: a line that
            // starts here is shaped again without it.
            let fromBefore = splitsPairs && cluster.glyphs == 1 ? cluster.offset : 0
            startAdjustments[cluster.start] = Double(-fromBefore) / unitsPerEm
            // Only a one-glyph cluster with an advance: HarfBuzz zeroes the advance
            // of marks and of hidden default ignorables (ZWSP), which the nominal
            // advance keeps.
            if cluster.glyphs == 1 && cluster.advance != 0 {
                // Not the run's last cluster: nothing follows it in the run to lose,
                // so a line that ends after it is shaped the same (its end adjustment
                // stays 0). In right-to-left text its advance may still differ from
                // its nominal one, by positioning against the glyph before it.
                if end < range.upperBound {
                    var nominal = cluster.nominal
                    let (scalar, length) = units.scalar(at: cluster.start, end: end)
                    if cluster.start + length == end && Self.hasSpaceFallback(scalar)
                        && !(Unicode.Scalar(scalar).map { font.hasGlyph(for: $0) } ?? false) {
                        // A space the font lacks, drawn with U+0020's glyph at its own width:
                        // the glyph's nominal advance is U+0020's, not what it gets alone.
                        nominal = advanceAlone(UInt16(scalar), font: font, script: script,
                                               isRightToLeft: isRightToLeft, shaper: shaper)
                    }
                    endAdjustments[end - 1] = Double(nominal - cluster.advance + fromBefore) / unitsPerEm
                }
                if shares > 1 {
                    // A ligature: a line ending inside it is shaped again without it,
                    // so the characters before the break take their own glyphs' advances.
                    var own = 0.0
                    var shared = 0.0
                    var i = cluster.start
                    let lastScalarStart = UTF16.isTrailSurrogate(units[end - 1]) && end - 2 >= cluster.start
                        ? end - 2 : end - 1
                    while i < lastScalarStart {
                        let (scalar, length) = units.scalar(at: i, end: end)
                        own += Unicode.Scalar(scalar).map { font.advance(of: $0) } ?? 0
                        shared += share
                        i += length
                        endAdjustments[i - 1] = own - shared
                    }
                }
            }
            if shares > 1 && (cluster.glyphs > 1 || cluster.advance != 0)
                && Self.mayHoldGraphemeBoundary(units, cluster.start..<end) {
                // The rest of a split is shaped again up to where a line may
                // break without reshaping: Blink's next safe-to-break offset.
                var next = k + 1
                var tail = 0
                while !isRightToLeft && next < clusters.count && clusters[next].unsafeToBreak
                        && !clusters[next].hasNotdef {
                    tail += clusters[next].advance
                    next += 1
                }
                let restEnd = isRightToLeft ? end : next < clusters.count ? clusters[next].start : range.upperBound
                reshapeSplits(of: cluster.start..<end, restEnd: restEnd, restTail: Double(tail) / unitsPerEm,
                              reshapesEnds: cluster.glyphs > 1, share: share, units: units, font: font,
                              script: script, isRightToLeft: isRightToLeft, shaper: shaper, rules: rules,
                              matchingVariationSelectors: matchingVariationSelectors, unitsPerEm: unitsPerEm,
                              endAdjustments: endAdjustments, startAdjustments: startAdjustments)
            }
        }
    }

    /// Whether a grapheme cluster may start inside `range` after its first
    /// code point: not when every later one is a combining mark or a zero
    /// width joiner (line break class CM or ZWJ), as in most Indic clusters,
    /// whose boundaries then need no break iterator.
    private static func mayHoldGraphemeBoundary(_ units: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> Bool {
        var i = range.lowerBound + units.scalar(at: range.lowerBound, end: range.upperBound).length
        while i < range.upperBound {
            let (scalar, length) = units.scalar(at: i, end: range.upperBound)
            let lineBreak = CharacterPropertyTable.properties(of: scalar).lineBreak
            if lineBreak != LineBreakClass.combiningMark && lineBreak != LineBreakClass.zeroWidthJoiner { return true }
            i += length
        }
        return false
    }

    /// A cluster of several glyphs over several grapheme clusters (a Kannada
    /// conjunct across its virama, a Myanmar syllable with a medial, an
    /// Armenian ligature) may be split by break-word between its graphemes.
    /// Chromium's `ShapingLineBreaker` then shapes each side again on its
    /// own: the line that ends at the split takes the reshaped width of the
    /// cluster's first part (``SegmentMetrics/endAdjustment``; when
    /// `reshapesEnds`, else a ligature's own advances stand), and the next
    /// line the reshaped width from the split to `restEnd`, the next safe
    /// break (``UnitMetrics/startAdjustment(at:)``), in place of the rest's
    /// share of the cluster's advance and the `restTail` em of the clusters
    /// after it. Each side is shaped with the word around it as context, as
    /// Blink shapes a range of a text.
    private func reshapeSplits(
        of cluster: Range<Int>, restEnd: Int, restTail: Double, reshapesEnds: Bool, share: Double,
        units: UnsafeBufferPointer<UInt16>, font: Font, script: Int32,
        isRightToLeft: Bool, shaper: Shaper, rules: ShapingRules, matchingVariationSelectors: Bool,
        unitsPerEm: Double, endAdjustments: UnsafeMutablePointer<Double>,
        startAdjustments: UnsafeMutablePointer<Double>
    ) {
        func width(_ range: Range<Int>) -> Double {
            shaper.withGlyphs(font: font, units: units, range: range, script: script, isRightToLeft: isRightToLeft,
                              matchingVariationSelectors: matchingVariationSelectors,
                              fileTables: rules.shapesWithFileTables) { glyphs in
                Double(glyphs.reduce(0) { $0 + Int($1.x_advance) }) / unitsPerEm
            }
        }
        func shares(_ range: Range<Int>) -> Double {
            Double(range.count { !UTF16.isTrailSurrogate(units[$0]) })
        }
        shaper.forEachGraphemeBoundary(inside: cluster, of: units, rules: rules.graphemes) { split in
            let before = cluster.lowerBound..<split, after = split..<cluster.upperBound
            if reshapesEnds { endAdjustments[split - 1] = width(before) - share * shares(before) }
            startAdjustments[split] = width(split..<restEnd) - share * shares(after) - restTail
        }
    }

    /// A cluster's numbers as ``ShapingRules/keepsGlyphAdvances`` keeps them:
    /// each glyph on a code point of its own, in order (the last code point
    /// takes the glyphs beyond the cluster's code points), with its kerning,
    /// nominal advance less advance, as that unit's end adjustment. A glyph
    /// HarfBuzz gives no advance (a mark) adds nothing.
    private func spreadGlyphs(
        of cluster: Shaper.Cluster, end: Int, units: UnsafeBufferPointer<UInt16>, glyphs: [Shaper.GlyphAdvance],
        slot: UInt8, unitsPerEm: Double, advances: UnsafeMutablePointer<Double>,
        fontIndices: UnsafeMutablePointer<UInt8>, endAdjustments: UnsafeMutablePointer<Double>,
        startAdjustments: UnsafeMutablePointer<Double>, missing: UnsafeMutablePointer<Bool>
    ) {
        for i in cluster.start..<end {
            advances[i] = 0
            fontIndices[i] = slot
            endAdjustments[i] = 0
            startAdjustments[i] = 0
            missing[i] = cluster.hasNotdef
        }
        var unit = cluster.start
        for g in cluster.firstGlyph..<(cluster.firstGlyph + cluster.glyphs) {
            let glyph = glyphs[g]
            if glyph.advance != 0 {
                advances[unit] += Double(glyph.advance) / unitsPerEm
                endAdjustments[unit] += Double(glyph.nominal - glyph.advance) / unitsPerEm
            }
            // The next code point, if the cluster has one.
            var next = unit + 1
            while next < end && UTF16.isTrailSurrogate(units[next]) { next += 1 }
            if next < end { unit = next }
        }
    }
}
