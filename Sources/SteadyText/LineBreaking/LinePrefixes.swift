/// A prepared text's running totals, the line breaker's hottest path, and
/// what a ``PreparedText`` holds: an entry in a ``LinePrefixBlock``, whose
/// header points to the rest of the text's ``PreparedTextStorage``. Laying
/// out a text of one line of words after another (see ``CountedWords``)
/// reads its entry alone, front to back: re-laying out thousands of texts is
/// bound by memory, not arithmetic, so the part read for every word is 8
/// bytes, and the entries of texts prepared one after another lie one after
/// another.
///
/// A word `e` on a line that starts at word `a` fits when
/// `ends[e] - nextStarts[a - 1] < room`: ``LineFit``'s test in em, one
/// threshold per line, one comparison per word.
///
/// Three arrays follow the entry's header, in this order:
/// - **Specials**: the few words whose fit test or line height needs more
///   than their totals (an end adjustment, a glyph in a font of the other
///   scale, fonts other than the text's usual ones, or a newline), each with
///   what it adds. The count walks them in step with the words.
/// - **Long words** (``LongWord``), which carry what splitting them takes.
/// - **Approximate totals**, in 32-bit fixed point, for every word. The
///   count reads these; a total within rounding distance of the line's room
///   sends it to the exact ones, ``CountedWords/totals``.
///
/// A word too wide for a line of its own (break-word) stops the count there:
/// it is split between graphemes, and the count goes on after the split.
///
/// The entry is written once, in `make`, before the text is returned, and
/// never again: ``PreparedText`` may be Sendable.
struct LinePrefixes {
    /// The block the entry lies in, which keeps it (and its storage) alive.
    let block: LinePrefixBlock
    /// Where the entry starts in the block, in 8-byte words.
    let offset: Int

    /// The rest of what prepare found.
    var storage: PreparedTextStorage {
        block.withUnsafeMutablePointerToElements { words in
            UnsafeRawPointer(words + offset).assumingMemoryBound(to: Header.self).pointee.storage
        }
    }

    /// The number of words the count lays out (``CountedWords``), or 0 when it cannot.
    var wordCount: Int { withEntry { header, _ in Int(header.pointee.wordCount) } }

    /// The number of ``LongWord``s the entry keeps.
    var longWordCount: Int { withEntry { header, _ in Int(header.pointee.longWordCount) } }
}
