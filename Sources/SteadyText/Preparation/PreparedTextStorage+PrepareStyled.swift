extension PreparedTextStorage {
    /// Prepares `original` (UTF-16) with `spans`, already checked
    /// (``TextSpan/validate(_:utf16:fonts:)``): boxes and white space
    /// (``StyledText``), then token by token when the text allows it
    /// (``init(styledTokensOf:styles:originalLength:originalOffsets:fonts:scratch:)``),
    /// else the pipeline on the whole text with the spans' runs
    /// (``TextPipeline``, ``StyleRuns``). A text prepared by WebKit's rules
    /// goes through the pipeline.
    static func prepare(_ original: [UInt16], spans: [TextSpan], whiteSpace: WhiteSpace,
                        direction: TextDirection = .leftToRight, fonts: FontStack,
                        useTokens: Bool = true, rules: PreparationRules = .blink) -> PreparedTextStorage {
        WorkCount.add(.preparation, original.count)
        let styled = StyledText(original, spans: spans, whiteSpace: whiteSpace, fonts: fonts)
        return PreparationScratch.perThread.with { scratch in
            scratch.useCaches(of: fonts, rules: rules)
            return styled.units.withUnsafeBufferPointer { text in
                if useTokens, rules == .blink, direction == .leftToRight,
                   !styled.styles.lists.contains(where: { $0.spacePartners.needsShapingAcrossSpaces(text) }),
                   let storage = PreparedTextStorage(
                    styledTokensOf: text, styles: styled.styles, originalLength: original.count,
                    originalOffsets: styled.originalOffsets, preservesSpaces: whiteSpace == .preWrap, fonts: fonts,
                    scratch: scratch) {
                    return storage
                }
                let analysis = TextPipeline(text, fonts: fonts, scratch: scratch, useCache: true, styles: styled.styles,
                                            direction: direction, whiteSpace: whiteSpace, rules: rules)
                return PreparedTextStorage(originalLength: original.count, originalOffsets: styled.originalOffsets,
                                           analysis: analysis, rules: rules, preservesSpaces: whiteSpace == .preWrap,
                                           fonts: fonts)
            }
        }
    }
}
