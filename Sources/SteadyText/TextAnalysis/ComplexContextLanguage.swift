/// The language ICU4X's line segmenter gives a character of a run of Line_Break=SA
/// (complex context) text, which picks the model that segments it
/// (``LSTMSegmenterModel``): Firefox's breaks inside Thai, Lao, Khmer and
/// Burmese runs (``ComplexContextBreaks``).
///
/// The ranges are ICU4X's (`get_language` in `icu_segmenter`'s
/// `complex/language.rs`): for each script, its characters of class SA. A run
/// is cut into pieces of one language, each segmented alone; a piece of
/// another script (Tai Tham, Tai Le, ...) has no model and no break inside.
enum ComplexContextLanguage: Int, Sendable {
    case burmese = 0, khmer, lao, thai

    /// The language of `unit`, nil for a character of no model.
    @inline(__always)
    init?(_ unit: UInt16) {
        switch unit {
        case 0x0E01...0x0E3A, 0x0E40...0x0E4E:
            self = .thai
        case 0x0E81, 0x0E82, 0x0E84, 0x0E86...0x0E8A, 0x0E8C...0x0EA2, 0x0EA5, 0x0EA7...0x0EBD,
             0x0EC0...0x0EC4, 0x0EC6, 0x0EC8...0x0ECE, 0x0EDC...0x0EDF:
            self = .lao
        case 0x1000...0x103F, 0x1050...0x108F, 0x109A...0x109F, 0xA9E0...0xA9EF, 0xA9FA...0xA9FE, 0xAA60...0xAA7F:
            self = .burmese
        case 0x1780...0x17D3, 0x17D7, 0x17DC, 0x17DD:
            self = .khmer
        default:
            return nil
        }
    }
}
