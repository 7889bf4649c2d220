extension PreparedText.Storage {
    /// Prepares `original` (UTF-16): white-space processing, then the
    /// pipeline (``PreparedText/Analysis``), word by word through the
    /// thread's ``TokenCache`` when the text allows it, else on the whole text.
    ///
    /// - Parameter useCache: use the shape and word caches; without them
    ///   every word is shaped and the whole text analysed, the reference the
    ///   cached path is tested against.
    static func prepare(_ original: [UInt16], whiteSpace: WhiteSpace, fonts: FontStack,
                        useCache: Bool) -> PreparedText.Storage {
        let collapsed = WhiteSpaceCollapsing.apply(original, mode: whiteSpace)
        return ShapingContext.withContext { context in
            context.useCaches(of: fonts)
            return collapsed.units.withUnsafeBufferPointer { text in
                let analysis = (useCache ? PreparedText.Analysis(tokensOf: text, fonts: fonts, context: context) : nil)
                    ?? PreparedText.Analysis(text, fonts: fonts, context: context, useCache: useCache)
                return PreparedText.Storage(
                    originalLength: original.count, originalOffsets: collapsed.originalOffsets,
                    analysis: analysis, fontMetrics: fonts.metrics, otherScaleFonts: fonts.otherScaleFonts,
                    spaceWidth: fonts.spaceWidth, hyphenWidth: fonts.hyphenWidth)
            }
        }
    }
}

extension LatinPairTable {
    /// The table for the bundled line rules, built once per process.
    static let shared = LatinPairTable(breaker: Breaker(.line))
}
