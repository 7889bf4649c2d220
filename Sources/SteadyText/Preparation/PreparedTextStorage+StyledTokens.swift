extension PreparedTextStorage {
    /// The storage of a styled text, `text` (processed, ``StyledText``), put
    /// together token by token as ``init(tokensOf:originalLength:originalOffsets:fonts:scratch:)``
    /// puts a plain one; nil when the text needs the whole-text pipeline (the
    /// same conditions).
    ///
    /// What spans add:
    /// - **Spaces** take their span's font: its space's width and face. A span
    ///   edge among them starts a segment and an item, not a break.
    /// - **Words** in one run of the base style are plain tokens, from the
    ///   threads' caches. A word with a span edge inside it, or in a run of
    ///   another style, is analysed whole with its runs (so its breaks are the
    ///   word's, its pieces shaped in its context) and kept in the stack's
    ///   ``FontStack/styledTokenCache`` by its text and runs: spans that change
    ///   the weight inside a word cost one analysis per distinct word and runs.
    /// - **Scripts**: a change of font starts a shaping run, where leading
    ///   neutral characters take the script after them, as in the whole text.
    convenience init?(styledTokensOf text: UnsafeBufferPointer<UInt16>, styles: StyleRuns, originalLength: Int,
                      originalOffsets: [Int32]?, preservesSpaces: Bool, fonts: FontStack,
                      scratch: PreparationScratch) {
        let n = text.count
        let table = CharacterPropertyTable.basicMultilingualPlane
        var words = scratch.takeJoiner(capacity: n, scaleGroups: fonts.scaleGroups)
        let cache = scratch.tokens

        /// Whether a span edge, or a change of font, falls before offset `u`.
        func isEdge(_ u: Int) -> Bool { u > 0 && styles.runOfUnit[u] != styles.runOfUnit[u - 1] }
        func isFontChange(_ u: Int) -> Bool {
            guard isEdge(u) else { return false }
            let before = styles.run(at: u - 1), after = styles.run(at: u)
            return before.font != after.font || before.boxWidth != nil || after.boxWidth != nil
        }
        /// The last shaping run end found, and the offset it was looked for
        /// from: every offset from there to the end has that end, so the
        /// words of one long run scan it once, not once each (which was
        /// quadratic in a text under one span).
        var knownRunEnd = (from: 0, end: 0)
        /// Where the shaping run holding `u` ends (a change of font).
        func shapingRunEnd(from u: Int) -> Int {
            if u >= knownRunEnd.from && u < knownRunEnd.end { return knownRunEnd.end }
            var e = u + 1
            while e < n && !isFontChange(e) { e += 1 }
            knownRunEnd = (u, e)
            return e
        }

        var currentScript: Int32? = nil
        var scriptAhead: ScriptAhead? = nil
        var isItemStart = true
        var i = 0
        while i < n {
            let unit = text[i]
            if unit == 0x0A {
                words.appendNewline(at: i)
                i += 1
                currentScript = nil
                scriptAhead = nil
                isItemStart = true
                continue
            }
            if unit == 0x20 {
                // Spaces: each in its span's font; they hang at the end of the
                // segment before them, or (at a line's start, or after a span
                // edge) of a segment of their own.
                var first = true
                // Spaces that open the text or a line are an item of their own: the
                // word after them starts the next (TextPipeline, "Items").
                let opensLine = isItemStart || (i > 0 && text[i - 1] == 0x0A)
                while i < n && text[i] == 0x20 {
                    let run = styles.run(at: i)
                    if isFontChange(i) {
                        currentScript = nil
                        scriptAhead = nil
                    }
                    let startsSegment = words.segments.isEmpty || isEdge(i)
                        || (first && (isItemStart || text[i - 1] == 0x0A))
                    if startsSegment {
                        let flags: SegmentFlags = isItemStart || isEdge(i) ? .startsItem : []
                        words.appendSegment(start: i, contentEnd: i, SegmentMetrics(
                            contentWidth: 0, spaceWidth: run.spaceWidth,
                            fontMask: FontSet(font: run.spaceSlot).union(run.strut), endAdjustment: 0,
                            contentOtherWidth: 0, contentSecondWidth: 0, flags: flags))
                    } else {
                        words.segments[words.segments.count - 1].appendHangingSpace(run.spaceWidth)
                        words.segments[words.segments.count - 1].fontMask.formUnion(FontSet(font: run.spaceSlot).union(run.strut))
                    }
                    words.units.append(advance: run.spaceWidth, font: run.spaceSlot, endAdjustment: 0,
                                       isGraphemeStart: true, strut: run.strut.firstFont ?? 0)
                    first = false
                    isItemStart = false
                    i += 1
                }
                if opensLine { isItemStart = true }
                continue
            }

            // A word, as for plain text.
            let start = i
            guard let end = Self.tokenEnd(in: text, from: start, table: table) else {
                scratch.keep(words)
                return nil
            }
            i = end
            if isFontChange(start) {
                currentScript = nil
                scriptAhead = nil
            }
            let word = UnsafeBufferPointer(rebasing: text[start..<i])
            let initialScript = Self.initialScript(of: word, text: text, from: start, current: currentScript,
                                                   ahead: &scriptAhead, table: table, runEnd: shapingRunEnd(from: start))
            let isBesideSpace = (start > 0 && text[start - 1] == 0x20) || (i < n && text[i] == 0x20)
            let startsItem = isItemStart || isEdge(start)
            let run = styles.run(at: start)
            let isPlain = run.font == 0 && run.boxWidth == nil && !((start + 1)..<i).contains(where: isEdge)
            let joined = isPlain
                ? Self.withToken(word, initialScript: initialScript, fonts: fonts, scratch: scratch, cache: cache) {
                    words.append($0, at: start, isBesideSpace: isBesideSpace, startsItem: startsItem)
                }
                : Self.withStyledToken(word, at: start, styles: styles, initialScript: initialScript, fonts: fonts,
                                       scratch: scratch) {
                    words.append($0, at: start, isBesideSpace: isBesideSpace, startsItem: startsItem)
                }
            guard let header = joined else {
                scratch.keep(words)
                return nil
            }
            currentScript = header.lastScript ?? currentScript
            isItemStart = false
        }
        let (segmentStarts, contentEnds, segments, units, missingClusterCount) = words.finish(textLength: n)
        scratch.keep(words)
        self.init(originalLength: originalLength, originalOffsets: originalOffsets,
                  segmentStarts: segmentStarts, contentEnds: contentEnds, segments: segments,
                  units: units, dictionaryRuns: [], segmentRuns: [],
                  missingClusterCount: missingClusterCount, preservesSpaces: preservesSpaces, fonts: fonts)
    }

    /// Calls `body` with the analysis of the styled word `word` (at `start`
    /// in the text): from the thread's styled words, from the stack's styled
    /// token cache (then kept in the thread's too), or made now with its runs
    /// (and cached when short).
    private static func withStyledToken<R>(_ word: UnsafeBufferPointer<UInt16>, at start: Int, styles: StyleRuns,
                                           initialScript: Int32, fonts: FontStack, scratch: PreparationScratch,
                                           _ body: (Token) -> R) -> R {
        let range = start..<(start + word.count)
        let isKept = word.count <= FontFallbackList.longestCachedRun
        if isKept {
            scratch.styledKey.set(word, at: start, initialScript: initialScript, styles: styles)
            if let token = scratch.styledToken(for: scratch.styledKey) { return body(token) }
            if let shared = fonts.styledTokenCache.value(for: scratch.styledKey) {
                scratch.keepStyledToken(shared.token, for: scratch.styledKey)
                return body(shared.token)
            }
        }
        let wordStyles = StyleRuns(runOfUnit: Array(styles.runOfUnit[range]), runs: styles.runs,
                                   lists: styles.lists, requests: styles.requests)
        var analysis = scratch.takeTokenPipeline()
        analysis.analyse(word, initialScript: initialScript, fonts: fonts, scratch: scratch, useCache: true,
                         styles: wordStyles)
        let token = Token.make(units: word, initialScript: initialScript, analysis: analysis,
                               lastScript: ScriptRuns.lastRealScript(word),
                               isSeparableFromSpaces: isSeparableFromSpaces(word, iterator: scratch.iterators.grapheme))
        scratch.tokenPipeline = analysis
        if isKept {
            // The analysis used the scratch, not its key: the key is still this word's.
            fonts.styledTokenCache.insert(SharedToken(token), for: scratch.styledKey)
            scratch.keepStyledToken(token, for: scratch.styledKey)
        }
        return body(token)
    }
}
