extension PreparedTextStorage {
    /// Prepares `original` (UTF-16): white-space processing, then word by word
    /// through the thread's ``TokenCache`` when the text allows it
    /// (``init(tokensOf:originalLength:originalOffsets:fonts:scratch:)``), else
    /// the pipeline (``TextPipeline``) on the whole text.
    ///
    /// - Parameter useCache: use the shape and word caches; without them
    ///   every word is shaped and the whole text analysed, the reference the
    ///   cached path is tested against.
    static func prepare(_ original: [UInt16], whiteSpace: WhiteSpace, fonts: FontStack,
                        useCache: Bool) -> PreparedTextStorage {
        let collapsed = WhiteSpaceCollapsing.apply(original, mode: whiteSpace)
        return PreparationScratch.perThread.with { scratch in
            scratch.useCaches(of: fonts)
            return collapsed.units.withUnsafeBufferPointer { text in
                if useCache, let storage = PreparedTextStorage(
                    tokensOf: text, originalLength: original.count, originalOffsets: collapsed.originalOffsets,
                    fonts: fonts, scratch: scratch) {
                    return storage
                }
                let analysis = TextPipeline(text, fonts: fonts, scratch: scratch, useCache: useCache)
                return PreparedTextStorage(originalLength: original.count, originalOffsets: collapsed.originalOffsets,
                                            analysis: analysis, fonts: fonts)
            }
        }
    }
}

extension PreparedTextStorage {
    /// Prepares `original` (UTF-16) with `spans`, already checked
    /// (``TextSpan/validate(_:utf16:fonts:)``): boxes and white space
    /// (``StyledText``), then token by token when the text allows it
    /// (``init(styledTokensOf:styles:originalLength:originalOffsets:fonts:scratch:)``),
    /// else the pipeline on the whole text with the spans' runs
    /// (``TextPipeline``, ``StyleRuns``).
    static func prepare(_ original: [UInt16], spans: [TextSpan], whiteSpace: WhiteSpace,
                        fonts: FontStack, useTokens: Bool = true) -> PreparedTextStorage {
        let styled = StyledText(original, spans: spans, whiteSpace: whiteSpace, fonts: fonts)
        return PreparationScratch.perThread.with { scratch in
            scratch.useCaches(of: fonts)
            return styled.units.withUnsafeBufferPointer { text in
                if useTokens, let storage = PreparedTextStorage(
                    styledTokensOf: text, styles: styled.styles, originalLength: original.count,
                    originalOffsets: styled.originalOffsets, fonts: fonts, scratch: scratch) {
                    return storage
                }
                let analysis = TextPipeline(text, fonts: fonts, scratch: scratch, useCache: true, styles: styled.styles)
                return PreparedTextStorage(originalLength: original.count, originalOffsets: styled.originalOffsets,
                                           analysis: analysis, fonts: fonts)
            }
        }
    }
}
