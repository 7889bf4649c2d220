import BenchHarfBuzz

/// Raw `hb_shape` calls in one font, with no segmentation, no fallback and no line
/// breaking: the floors of two kinds of measurer.
///
/// - ``shapeAll(_:)``, each whole message: the floor for a measurer without a cache,
///   whatever it does after shaping.
/// - ``shapeOnce(_:)``, each distinct word once: the floor for a measurer with a word
///   cache, Steady's kind. An exact measurer shapes every word at least once, in the font
///   that draws it; this shapes each in the primary font alone (what it does not cover
///   becomes `.notdef`, which costs no more), so it is a lower bound.
///
/// One thread at a time (the buffer is reused).
final class HarfBuzzFloor {
    private let font: OpaquePointer
    private let buffer: OpaquePointer

    /// Loads `fontPath` (NotoSans-Regular.ttf) at its design size; returns nil when the
    /// file is not a font HarfBuzz can read.
    init?(fontPath: String) {
        let blob = hb_blob_create_from_file_or_fail(fontPath)
        guard let blob else { return nil }
        let face = hb_face_create(blob, 0)
        hb_blob_destroy(blob)
        guard hb_face_get_glyph_count(face) > 0 else {
            hb_face_destroy(face)
            return nil
        }
        let font = hb_font_create(face)!
        hb_face_destroy(face)
        hb_font_make_immutable(font)
        self.font = font
        buffer = hb_buffer_create()
    }

    deinit {
        hb_buffer_destroy(buffer)
        hb_font_destroy(font)
    }

    /// Shapes every message once; returns the sum of all advances (font units) as a checksum.
    func shapeAll(_ messages: [String]) -> Int {
        var total = 0
        for message in messages {
            total &+= shape(message)
        }
        return total
    }

    /// Shapes each word once, the cheaper of two ways (a call per word, or 64 words to a
    /// call joined by spaces, which spreads `hb_shape`'s fixed cost of a call), timed here;
    /// returns the best pass's seconds and the sum of the advances as a checksum.
    func shapeOnce(_ words: [Substring]) -> (seconds: Double, checksum: Int) {
        let single = words.map { String($0) }
        let batched = stride(from: 0, to: words.count, by: 64).map {
            words[$0..<min($0 + 64, words.count)].joined(separator: " ")
        }
        var checksum = 0
        let seconds = min(Stopwatch.bestSecondsPerPass { checksum &+= shapeAll(single) },
                          Stopwatch.bestSecondsPerPass { checksum &+= shapeAll(batched) })
        return (seconds, checksum)
    }

    /// Shapes one message (UTF-8, direction and script guessed from the text) and returns
    /// the sum of its glyph advances in font units.
    func shape(_ message: String) -> Int {
        var message = message
        return message.withUTF8 { bytes -> Int in
            hb_buffer_clear_contents(buffer)
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
            }
            hb_buffer_guess_segment_properties(buffer)
            hb_shape(font, buffer, nil, 0)
            var count: UInt32 = 0
            guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return 0 }
            var width = 0
            for index in 0..<Int(count) { width &+= Int(positions[index].x_advance) }
            return width
        }
    }
}
