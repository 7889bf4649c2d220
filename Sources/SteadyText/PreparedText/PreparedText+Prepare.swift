extension PreparedText.Storage {
    /// Prepares `original` (UTF-16): white-space processing, then word by word
    /// through the thread's ``TokenCache`` when the text allows it
    /// (``init(wordsOf:originalLength:originalOffsets:fonts:context:)``), else
    /// the pipeline (``PreparedText/Analysis``) on the whole text.
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
                if useCache, let storage = PreparedText.Storage(
                    wordsOf: text, originalLength: original.count, originalOffsets: collapsed.originalOffsets,
                    fonts: fonts, context: context) {
                    return storage
                }
                let analysis = PreparedText.Analysis(text, fonts: fonts, context: context, useCache: useCache)
                return PreparedText.Storage(originalLength: original.count, originalOffsets: collapsed.originalOffsets,
                                            analysis: analysis, fonts: fonts)
            }
        }
    }
}
