extension PreparedTextStorage {
    /// Prepares `original` (UTF-16): white-space processing, then word by word
    /// through the thread's ``TokenCache`` when the text allows it
    /// (``init(tokensOf:originalLength:originalOffsets:fonts:scratch:)``) and
    /// its spaces shape alone (``SpacePartners``), else the pipeline
    /// (``TextPipeline``) on the whole text.
    ///
    /// A right-to-left text is analysed whole: its neutral characters take
    /// their level from the text around them.
    ///
    /// Each set of rules has word caches of its own.
    ///
    /// - Parameters:
    ///   - useCache: use the shape and word caches; without them every word
    ///     is shaped and the whole text analysed, the reference the cached
    ///     path is tested against.
    ///   - rules: the engine's preparation rules.
    static func prepare(_ original: [UInt16], whiteSpace: WhiteSpace, direction: TextDirection = .leftToRight,
                        fonts: FontStack, useCache: Bool, rules: PreparationRules = .blink) -> PreparedTextStorage {
        WorkCount.add(.preparation, original.count)
        let collapsed = WhiteSpaceCollapsing.apply(original, mode: whiteSpace)
        // Chromium's widths glyph by glyph, where the em sums cannot tell them.
        let source = rules == .blink && original.count <= GlyphSource.longestText
            ? GlyphSource(units: original, whiteSpace: whiteSpace, direction: direction, fonts: fonts) : nil
        return PreparationScratch.perThread.with { scratch in
            scratch.useCaches(of: fonts, rules: rules)
            return collapsed.units.withUnsafeBufferPointer { text in
                // A text whose spaces the font shapes with their neighbours is
                // shaped across them, whole (SpacePartners), where the rules say so.
                // A space HarfBuzz may draw with the space glyph is found by the
                // pipeline, where the rules find them (SynthesizedSpace).
                if useCache, direction == .leftToRight,
                   !(rules.shaping.shapesAcrossSpaces && fonts.fallbackList.spacePartners.needsShapingAcrossSpaces(text)),
                   !(rules.shaping.keepsGlyphAdvances && rules.shaping.synthesizesSpacesAtTheSize
                     && SynthesizedSpace.mayOccur(in: text)),
                   // A zero width space that hangs after spaces ends a segment
                   // the words' joined spaces do not (TextPipeline.zeroWidthSpaceHangs).
                   !(rules.zeroWidthSpaceHangsAfterSpaces && whiteSpace == .preWrap
                     && TextPipeline.hasZeroWidthSpaceAfterSpace(text)),
                   let storage = PreparedTextStorage(
                    tokensOf: text, originalLength: original.count, originalOffsets: collapsed.originalOffsets,
                    preservesSpaces: whiteSpace == .preWrap, fonts: fonts, scratch: scratch, rules: rules,
                    glyphSource: source),
                   // Words keep no missing glyphs, whose boxes Gecko's widths draw.
                   !(rules.shaping.keepsGlyphAdvances && storage.missingClusterCount > 0) {
                    return storage
                }
                let analysis = TextPipeline(text, fonts: fonts, scratch: scratch, useCache: useCache,
                                            direction: direction, whiteSpace: whiteSpace, rules: rules)
                return PreparedTextStorage(originalLength: original.count, originalOffsets: collapsed.originalOffsets,
                                            analysis: analysis, rules: rules, glyphSource: source,
                                            preservesSpaces: whiteSpace == .preWrap, fonts: fonts)
            }
        }
    }
}
