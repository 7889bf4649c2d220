import CSteadyShims

extension PreparedTextStorage {
    /// The storage of `text`, the processed text, put together from its
    /// tokens' analyses, each made once and kept in the thread's ``TokenCache`` and
    /// the font stack's ``FontStack/tokenCache``; nil when the text needs the
    /// whole-text pipeline (``TextPipeline``).
    ///
    /// A token is the text between spaces and newlines, or between two
    /// ideographs (class ID, in the Basic Multilingual Plane), where ICU always
    /// allows a break and Chinese and Japanese put no space: Blink's "word"
    /// of its word cache. (A "word" of ``CountedWords`` is what a line holds
    /// whole: the segments between two break opportunities.)
    ///
    /// A word's analysis holds in any text around it when nothing crosses the
    /// spaces, newlines and ideograph pairs that bound it, which is so for most chat:
    /// - **Breaks.** A line may break after every run of spaces and never
    ///   before one (Blink's first rule), and no ICU rule inside a word looks
    ///   past a space or newline in a way that tells it from the text's start
    ///   or end (LB15a–b, LB19a, LB20a and LB30a list them alike).
    /// - **Graphemes** end at spaces, unless a word starts with an extending
    ///   character or ends with a prepended one (``Token/isSeparableFromSpaces``).
    /// - **Scripts.** A word's leading neutral characters take the script of
    ///   the text before them, or after them at an item's start: part of the key.
    /// - **Items** start only at newlines: there is no right-to-left character
    ///   or bidi control, and no tab.
    /// - **No dictionary run** (Thai, Lao, Khmer, Myanmar), whose breaks depend
    ///   on where a line starts, and no other forced break than the newline.
    ///
    /// `cachedAndUncachedPreparationAgree` and `cachesChangeNoAnswerOnTheGoldenCorpus`
    /// hold this path to the whole-text one.
    convenience init?(tokensOf text: UnsafeBufferPointer<UInt16>, originalLength: Int, originalOffsets: [Int32]?,
                      preservesSpaces: Bool, fonts: FontStack, scratch: PreparationScratch,
                      rules: PreparationRules = .blink, glyphSource: GlyphSource? = nil) {
        let n = text.count
        let table = CharacterPropertyTable.basicMultilingualPlane
        let space = fonts.fallbackList.spaceWidth
        // Read once: a class's property read retains what it holds.
        let cache = scratch.tokens
        // The first tokens, found and their lookups started before any is joined; a
        // text with one among them that needs the whole-text pipeline goes there now.
        guard let firstCount = Self.findFirstTokens(of: text, table: table, cache: cache,
                                                    into: scratch.firstTokens) else { return nil }
        let firstTokens = UnsafeBufferPointer(rebasing: scratch.firstTokens[..<firstCount])
        var nextFirst = 0
        var words = scratch.takeJoiner(capacity: n, scaleGroups: fonts.scaleGroups)

        var currentScript: Int32? = nil   // the script neutral characters take here, nil at an item's start
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
                // Spaces that open the text or a line: a segment of hanging space alone.
                let start = i
                while i < n && text[i] == 0x20 { i += 1 }
                words.units.appendSpaces(i - start, width: space)
                words.appendSegment(start: start, contentEnd: start, SegmentMetrics(
                    units: start..<i, contentEnd: start, flags: .startsItem, scaleGroups: FontScaleGroups(),
                    advance: { _ in space }, font: { _ in 0 }, endAdjustment: { _ in 0 }))
                // They are an item of their own: the word after them starts the next
                // (TextPipeline, "Items").
                isItemStart = true
                continue
            }

            // A word: up to the next space or newline, with nothing in it that needs the whole text.
            let start = i
            // The joining loop finds the same tokens in the same order.
            while nextFirst < firstTokens.count && Int(firstTokens[nextFirst].start) < start { nextFirst += 1 }
            let first = nextFirst < firstTokens.count && Int(firstTokens[nextFirst].start) == start
                ? firstTokens[nextFirst] : nil
            if let first {
                i = Int(first.end)
            } else {
                guard let end = Self.tokenEnd(in: text, from: start, table: table) else {
                    scratch.keep(words)
                    return nil
                }
                i = end
            }
            let word = UnsafeBufferPointer(rebasing: text[start..<i])
            let initialScript = Self.initialScript(of: word, text: text, from: start, current: currentScript,
                                                   ahead: &scriptAhead, table: table)
            let isBesideSpace = (start > 0 && text[start - 1] == 0x20) || (i < n && text[i] == 0x20)
            let hash = first?.hash(initialScript: initialScript)
            let joined = Self.withToken(word, initialScript: initialScript, hash: hash, fonts: fonts,
                                        scratch: scratch, cache: cache, rules: rules) {
                words.append($0, at: start, isBesideSpace: isBesideSpace, startsItem: isItemStart)
            }
            guard let header = joined else {
                scratch.keep(words)
                return nil
            }
            // The spaces after the word hang at the end of its last segment.
            let spacesStart = i
            while i < n && text[i] == 0x20 { i += 1 }
            if i > spacesStart { words.appendHangingSpaces(i - spacesStart, width: space) }
            currentScript = header.lastScript ?? currentScript
            isItemStart = false
        }
        let (segmentStarts, contentEnds, segments, units, missingClusterCount) = words.finish(textLength: n)
        scratch.keep(words)
        self.init(originalLength: originalLength, originalOffsets: originalOffsets,
                  segmentStarts: segmentStarts, contentEnds: contentEnds, segments: segments,
                  units: units, dictionaryRuns: [], segmentRuns: [],
                  missingClusterCount: missingClusterCount,
                  keepsGlyphAdvances: rules.shaping.keepsGlyphAdvances, glyphSource: glyphSource,
                  preservesSpaces: preservesSpaces, fonts: fonts)
    }

    /// Where the token that starts at `start` ends: at the next space or
    /// newline, or between two ideographs; nil when it holds a character
    /// that needs the whole-text pipeline (``isContextFree(_:unit:)``).
    /// The plain and styled token paths both read tokens this way.
    @inline(__always)
    static func tokenEnd(in text: UnsafeBufferPointer<UInt16>, from start: Int,
                         table: [CharacterProperties]) -> Int? {
        let n = text.count
        var i = start
        while i < n && text[i] != 0x20 && text[i] != 0x0A {
            let unit = text[i]
            if unit < 0x80 {
                guard unit >= 0x20 else { return nil }
                i += 1
                continue
            }
            let (scalar, length) = text.scalar(at: i, end: n)
            if scalar < 0x10000 {
                let properties = table[Int(scalar)]
                guard Self.isContextFree(properties, unit: unit) else { return nil }
                // Chinese and Japanese have no spaces: between two ideographs is a
                // word boundary too (a line may always break there, a grapheme
                // always ends, and neither side's script or glyphs depend on the other).
                if i > start && properties.lineBreak == LineBreakClass.ideographic
                    && !UTF16.isSurrogate(text[i - 1])
                    && table[Int(text[i - 1])].lineBreak == LineBreakClass.ideographic {
                    break
                }
            } else if !(0x1F000...0x1FFFF).contains(scalar) {   // emoji need no check
                guard Self.isContextFree(CharacterProperties(scalar), unit: unit) else { return nil }
            }
            i += length
        }
        return i
    }

    /// The text's segments and code units' numbers, as its words and the
    /// spaces and newlines between them are joined.
    struct TokenJoiner: ~Copyable {
        var segmentStarts: ColumnBuilder<Int32>
        var contentEnds: ColumnBuilder<Int32>
        var segments: ColumnBuilder<SegmentMetrics>
        var units: UnitMetrics.Builder
        /// The words' ``Token/Header/missingClusterCount``s, summed: no
        /// grapheme cluster crosses the spaces between them.
        var missingClusterCount = 0

        init(capacity: Int, scaleGroups: FontScaleGroups) {
            let expectedSegments = capacity / 4 + 2    // about one a word
            segmentStarts = ColumnBuilder(capacity: expectedSegments + 1)
            contentEnds = ColumnBuilder(capacity: expectedSegments)
            segments = ColumnBuilder(capacity: expectedSegments)
            units = UnitMetrics.Builder(capacity: capacity, scaleGroups: scaleGroups)
        }

        /// Empties the joiner for a text of `capacity` code units, keeping its memory.
        mutating func reset(capacity: Int, scaleGroups: FontScaleGroups) {
            segmentStarts.removeAll()
            contentEnds.removeAll()
            segments.removeAll()
            units.reset(capacity: capacity, scaleGroups: scaleGroups)
            missingClusterCount = 0
        }

        /// Appends the newline at `offset`: a segment of its own, not shaped,
        /// with no advance, in the primary font, starting an item.
        @inline(__always)
        mutating func appendNewline(at offset: Int) {
            appendSegment(start: offset, contentEnd: offset, SegmentMetrics(
                units: offset..<(offset + 1), contentEnd: offset, flags: [.newline, .startsItem], scaleGroups: FontScaleGroups(),
                advance: { _ in 0 }, font: { _ in 0 }, endAdjustment: { _ in 0 }))
            units.append(advance: 0, font: 0, endAdjustment: 0, isGraphemeStart: true)
        }

        /// The joined text's columns, `textLength` code units long.
        mutating func finish(textLength: Int) -> (segmentStarts: [Int32], contentEnds: [Int32],
                                                  segments: [SegmentMetrics], units: UnitMetrics,
                                                  missingClusterCount: Int) {
            segmentStarts.append(Int32(textLength))
            return (segmentStarts.array(), contentEnds.array(), segments.array(), units.finish(),
                    missingClusterCount)
        }

        /// Appends `count` spaces `width` em wide, hanging at the end of the last segment.
        mutating func appendHangingSpaces(_ count: Int, width: Double) {
            units.appendSpaces(count, width: width)
            let last = segments.count - 1
            for _ in 0..<count { segments[last].appendHangingSpace(width) }
        }

        mutating func appendSegment(start: Int, contentEnd: Int, _ metrics: SegmentMetrics) {
            segmentStarts.append(Int32(start))
            contentEnds.append(Int32(contentEnd))
            segments.append(metrics)
        }

        /// Appends a word's analysis at offset `start` and returns its
        /// header, or nil when its analysis does not hold there: beside a
        /// space, it must be ``Token/Header/isSeparableFromSpaces``.
        /// The first segment's flags are set by the text around it.
        mutating func append(_ word: Token, at start: Int, isBesideSpace: Bool, startsItem: Bool) -> Token.Header? {
            let offset = Int32(start)
            let breakBefore = start > 0
            return word.withParts { header, _, wordSegments, numbers -> Token.Header? in
                guard header.isSeparableFromSpaces || !isBesideSpace else { return nil }
                missingClusterCount += header.missingClusterCount
                segmentStarts.reserve(wordSegments.count)
                contentEnds.reserve(wordSegments.count)
                segments.reserve(wordSegments.count)
                for (k, segment) in wordSegments.enumerated() {
                    var metrics = segment.metrics
                    if k == 0 {
                        metrics.flags.remove([.breakBefore, .startsItem])
                        if breakBefore { metrics.flags.insert(.breakBefore) }
                        if startsItem { metrics.flags.insert(.startsItem) }
                    }
                    segmentStarts.append(segment.start + offset)
                    contentEnds.append(segment.contentEnd + offset)
                    segments.append(metrics)
                }
                switch numbers {
                case .plain(let advances, let endAdjustments):
                    units.appendPlain(advances: advances, endAdjustments: endAdjustments)
                case .detailed(let numbers):
                    for unit in numbers { units.append(unit) }
                }
                return header
            }
        }
    }

    /// Calls `body` with the word's analysis: from the thread's cache, from the
    /// font stack's (then kept in the thread's too), or made now (and cached
    /// when short).
    ///
    /// A cached token is lent to `body` without retaining it (see
    /// ``TokenCache/token(for:initialScript:hash:)``): `body` must not keep it.
    /// `cache` is the scratch's ``PreparationScratch/tokens``, read once a text.
    static func withToken<R>(_ word: UnsafeBufferPointer<UInt16>, initialScript: Int32, hash: UInt64? = nil,
                             fonts: FontStack, scratch: PreparationScratch, cache: TokenCache,
                             rules: PreparationRules = .blink, _ body: (Token) -> R) -> R {
        let hash = hash ?? TokenCache.hash(word, initialScript: initialScript)
        if let token = cache.token(for: word, initialScript: initialScript, hash: hash) {
            return token._withUnsafeGuaranteedRef(body)
        }
        // Another thread may have analysed it: the shared cache saves each thread doing it again.
        let key = word.count <= FontFallbackList.longestCachedRun
            ? TokenKey(units: Array(word), initialScript: initialScript, hash: hash) : nil
        let sharedCache = fonts.tokenCache(for: rules)
        if let key, let shared = sharedCache.value(for: key) {
            cache.insert(shared.token, hash: hash)
            return body(shared.token)
        }
        // A word the token caches keep is shaped without the shape cache: its
        // shaping runs are nearly always the word itself. A longer one (a CJK
        // sentence, a URL) is not kept, and its runs may repeat: they go through it.
        // The context's analysis, run again: its arrays' memory serves word
        // after word. Only short words give it back, so what it keeps stays small.
        var analysis = scratch.takeTokenPipeline()
        analysis.analyse(word, initialScript: initialScript, fonts: fonts, scratch: scratch, useCache: key == nil,
                         rules: rules)
        let token = Token.make(units: word, initialScript: initialScript, analysis: analysis,
                               lastScript: ScriptRuns.lastRealScript(word),
                               isSeparableFromSpaces: isSeparableFromSpaces(word, iterator: scratch.iterators.grapheme))
        if key != nil { scratch.tokenPipeline = analysis }
        if let key {
            cache.insert(token, hash: hash)
            sharedCache.insert(SharedToken(token), for: key)
        }
        return body(token)
    }

    /// One of a text's first tokens, found before any is joined
    /// (``findFirstTokens(of:table:cache:into:)``): where it ends, and its
    /// hash with its first character's script.
    struct FirstToken {
        var start: Int32
        var end: Int32
        var script: Int32
        /// Nil when the first character is neutral or outside the Basic
        /// Multilingual Plane: its script comes from the text around it.
        var hash: UInt64?

        /// The hash, when the token is looked up with `initialScript`.
        @inline(__always)
        func hash(initialScript: Int32) -> UInt64? {
            script == initialScript ? hash : nil
        }
    }

    /// Finds the text's first tokens, as many as `tokens` holds, as the
    /// joining loop would (``tokenEnd(in:from:table:)`` after the spaces and
    /// newlines), hashes them, and starts fetching their cached analyses so
    /// that the lookups (``TokenCache/prefetch(hashes:)``) wait on memory side
    /// by side. Returns how many it keeps in `tokens`, in order; nil when one
    /// of them needs the whole-text pipeline, which the text then takes.
    private static func findFirstTokens(of text: UnsafeBufferPointer<UInt16>, table: [CharacterProperties],
                                        cache: TokenCache, into tokens: UnsafeMutableBufferPointer<FirstToken>) -> Int? {
        var count = 0
        var i = 0
        while i < text.count && count < tokens.count {
            let unit = text[i]
            if unit == 0x20 || unit == 0x0A {
                i += 1
                continue
            }
            let start = i
            guard let end = tokenEnd(in: text, from: start, table: table) else { return nil }
            i = end
            var token = FirstToken(start: Int32(start), end: Int32(end), script: -1, hash: nil)
            if !UTF16.isSurrogate(unit), case let script = table[Int(unit)].script, !ScriptRuns.isNeutral(script) {
                token.script = script
                token.hash = TokenCache.hash(UnsafeBufferPointer(rebasing: text[start..<end]), initialScript: script)
            }
            tokens[count] = token
            count += 1
        }
        cache.prefetch(hashes: UnsafeBufferPointer(rebasing: tokens[..<count]).lazy.compactMap(\.hash))
        return count
    }

    /// The first character of a real script at or after some offset in an
    /// item: where it is (the item's end when there is none) and its script.
    struct ScriptAhead {
        var offset: Int
        var script: Int32?
    }

    /// The script the word's first character is shaped in: its own, or for a
    /// neutral one the script before it in the item, or else the first real
    /// script after it in the item (Common if none).
    ///
    /// The search ahead is kept in `ahead` for the item's next words: a run of
    /// words with no real script is searched once, not once a word.
    static func initialScript(of word: UnsafeBufferPointer<UInt16>, text: UnsafeBufferPointer<UInt16>,
                                      from start: Int, current: Int32?, ahead: inout ScriptAhead?,
                                      table: [CharacterProperties], runEnd: Int? = nil) -> Int32 {
        let (scalar, _) = word.scalar(at: 0, end: word.count)
        let script = scalar < 0x10000 ? table[Int(scalar)].script : CharacterProperties(scalar).script
        if !ScriptRuns.isNeutral(script) { return script }
        if let current { return current }
        if ahead == nil || ahead!.offset < start {
            var itemEnd = start
            while itemEnd < (runEnd ?? text.count) && text[itemEnd] != 0x0A { itemEnd += 1 }
            var found = ScriptAhead(offset: itemEnd, script: nil)
            var i = start
            while i < itemEnd {
                let (scalar, length) = text.scalar(at: i, end: itemEnd)
                let script = CharacterPropertyTable.properties(of: scalar).script
                if !ScriptRuns.isNeutral(script) {
                    found = ScriptAhead(offset: i, script: script)
                    break
                }
                i += length
            }
            ahead = found
        }
        return ahead!.script ?? ScriptCode.common
    }

    /// Whether the word's analysis is the same beside a space: a grapheme
    /// boundary on both sides of it in " word ", and a first character that
    /// is no combining mark or joiner (which would attach to the space, LB9).
    static func isSeparableFromSpaces(_ word: UnsafeBufferPointer<UInt16>, iterator: BreakIterator) -> Bool {
        // Below U+0300 nothing extends or prepends a grapheme, nor combines.
        if !word.contains(where: { $0 >= 0x300 }) { return true }
        let (scalar, _) = word.scalar(at: 0, end: word.count)
        let lineBreak = CharacterPropertyTable.properties(of: scalar).lineBreak
        if lineBreak == LineBreakClass.combiningMark || lineBreak == LineBreakClass.zeroWidthJoiner { return false }
        var padded: [UInt16] = [0x20]
        padded.append(contentsOf: word)
        padded.append(0x20)
        return padded.withUnsafeBufferPointer { padded in
            let boundaries = GraphemeBoundaries.compute(padded, iterator: iterator)
            return boundaries[1] && boundaries[padded.count - 1]
        }
    }

    /// Whether a character's line breaking and shaping never depend on text
    /// past the spaces around its word: not right-to-left or a bidi control,
    /// not a forced break other than the newline, not broken by dictionary,
    /// not the zero width non-joiner (whose item start depends on the
    /// white-space mode, ``TextPipeline``).
    @inline(__always)
    static func isContextFree(_ properties: CharacterProperties, unit: UInt16) -> Bool {
        switch properties.lineBreak {
        case LineBreakClass.mandatoryBreak, LineBreakClass.carriageReturn, LineBreakClass.lineFeed,
             LineBreakClass.nextLine, LineBreakClass.complexContext:
            false
        default:
            unit != TextPipeline.zeroWidthNonJoiner && !BidiLevels.mayBeRightToLeft(unit)
        }
    }
}
