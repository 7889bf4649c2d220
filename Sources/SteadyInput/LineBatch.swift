/// A run of consecutive input lines, read together so they can be measured
/// in parallel and written in order.
///
/// The lines share one byte buffer (one allocation per batch, not per line).
package struct LineBatch: Sendable {
    /// One line's place in ``bytes``.
    package struct Line: Sendable, Equatable {
        /// The line's number in the input, counted from 1.
        package var number: Int
        /// The line's content: without its `\n`, its `\r` before that, and on the
        /// first line a UTF-8 byte order mark. Empty for a line that is too long.
        package var range: Range<Int>
        /// The line was longer than the reader's limit; its bytes were not kept.
        package var isTooLong = false
    }

    /// The bytes the lines are in (possibly followed by bytes of no line).
    package var bytes: [UInt8]
    /// The lines, in input order.
    package var lines: [Line]
    /// How many input bytes the batch used up, line ends included: for progress.
    package var consumedByteCount: Int
}
