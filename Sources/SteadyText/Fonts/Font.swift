import CSteadyShims
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One font face, loaded once from a file and immutable from then on.
///
/// A `Font` owns a frozen HarfBuzz font (see `steady_font.h`): it is safe to share
/// across threads, which is why one loaded ``FontStack`` serves every thread.
package final class Font: @unchecked Sendable {
    // @unchecked: the C object is immutable after `steady_font_create_from_file`
    // returns (hb_font_make_immutable), and nothing here mutates it.
    let handle: OpaquePointer

    /// The file the font was loaded from.
    package let path: String

    /// The font's vertical metrics and shaping units.
    package let metrics: FontMetrics
    /// The same file's metrics as Firefox reads them. Kept apart from
    /// ``metrics``, which every layout call reads: a larger struct there
    /// made re-laying out at a new size 20% slower.
    let geckoMetrics: GeckoFontMetrics

    /// How many of the units shaping gives advances in make one em: the
    /// font's design units (``FontMetrics/unitsPerEm``), but 64 times as many
    /// for an instance of a variable font, whose kerning varies by fractions
    /// of a unit (`steady_font.h`).
    let shapingUnitsPerEm: Int

    /// Whether HarfBuzz kerns the font with its legacy `kern` table, which
    /// splits each pair between its two glyphs: half on the first's advance,
    /// half on the second's advance and offset (`steady_font.h`).
    let kernsByKernTable: Bool

    /// The same for the file's own `kern` table, which an engine that does
    /// not sanitise web fonts as Chromium does applies (``ShapingRules``).
    let fileKernsByKernTable: Bool

    /// Whether the font has a colour table (CPAL, COLR, CBDT, CBLC or sbix):
    /// it draws emoji presentation (`steady_font.h`).
    let hasColorTable: Bool

    /// The glyph of U+0020 SPACE (0 when the font has none), which HarfBuzz
    /// also draws the Unicode spaces the font lacks with, at widths of their own.
    let spaceGlyph: UInt32

    /// Whether the font draws U+3000 IDEOGRAPHIC SPACE with a glyph other
    /// than its space's, which Blink takes at an ideographic space for a
    /// missing glyph (``ShapingRules/refusesSpaceGlyphAtIdeographicSpace``).
    let drawsIdeographicSpace: Bool

    /// Loads face 0 of the font file at `path`.
    ///
    /// The file is opened without blocking and checked before it is read: a
    /// FIFO, a device or a folder is refused at once
    /// (``FontError/notARegularFile(path:)``), and so is a file larger than
    /// ``largestFileSize`` (``FontError/tooLarge(path:limit:)``).
    ///
    /// - Throws: ``FontError`` naming the file and saying why it cannot be
    ///   read, or that it is not a font.
    package init(path: String) throws(FontError) {
        var status = STEADY_OK
        guard let handle = steady_font_create_from_file(path, &status) else {
            let reason = String(cString: strerror(errno))
            switch status {
            case STEADY_ERROR_FILE: throw .unreadable(path: path, reason: reason)
            case STEADY_ERROR_NOT_REGULAR_FILE: throw .notARegularFile(path: path)
            case STEADY_ERROR_TOO_LARGE: throw .tooLarge(path: path, limit: Self.largestFileSize)
            case STEADY_ERROR_MEMORY: throw .outOfMemory(path: path)
            default: throw .notAFont(path: path)
            }
        }
        self.handle = handle
        self.path = path
        var raw = steady_font_metrics_t()
        steady_font_get_metrics(handle, &raw)
        self.metrics = FontMetrics(raw)
        self.geckoMetrics = GeckoFontMetrics(raw) { scalar in
            let advance = steady_font_get_codepoint_advance(handle, scalar.value)
            return steady_font_has_codepoint(handle, scalar.value) != 0 ? Int64(advance) : nil
        }
        self.shapingUnitsPerEm = Int(raw.units_per_em)
        self.kernsByKernTable = raw.kerns_by_kern_table != 0
        self.fileKernsByKernTable = raw.file_kerns_by_kern_table != 0
        self.hasColorTable = raw.has_color_table != 0
        (spaceGlyph, drawsIdeographicSpace) = Self.spaceGlyphs(handle)
    }

    /// ``spaceGlyph`` and ``drawsIdeographicSpace`` of the font `handle`.
    private static func spaceGlyphs(_ handle: OpaquePointer) -> (space: UInt32, drawsIdeographicSpace: Bool) {
        let space = steady_font_get_nominal_glyph(handle, 0x20)
        let ideographic = steady_font_get_nominal_glyph(handle, 0x3000)
        return (space, ideographic != 0 && ideographic != space)
    }

    /// A font made by ``variation(_:)``: the same file at other coordinates,
    /// with the file's metrics.
    private init(variation handle: OpaquePointer, of file: Font) {
        self.handle = handle
        self.path = file.path
        self.metrics = file.metrics
        self.geckoMetrics = file.geckoMetrics
        var raw = steady_font_metrics_t()
        steady_font_get_metrics(handle, &raw)
        self.shapingUnitsPerEm = Int(raw.units_per_em)
        self.kernsByKernTable = file.kernsByKernTable
        self.fileKernsByKernTable = file.fileKernsByKernTable
        self.hasColorTable = file.hasColorTable
        (spaceGlyph, drawsIdeographicSpace) = Self.spaceGlyphs(handle)
    }

    deinit {
        steady_font_destroy(handle)
    }

    /// Where one axis of a variable font is set: its four-letter tag and
    /// its value in the axis's own units.
    struct AxisValue: Equatable {
        var tag: UInt32
        var value: Double
    }

    /// The axis `tag` of a variable font: its range and its default, the
    /// file as it is; nil when the font has no such axis.
    func axis(_ tag: UInt32) -> (range: ClosedRange<Double>, defaultValue: Double)? {
        var minimum: Float = 0, defaultValue: Float = 0, maximum: Float = 0
        guard steady_font_get_axis(handle, tag, &minimum, &defaultValue, &maximum) != 0 else { return nil }
        return (Double(minimum)...Double(max(minimum, maximum)), Double(defaultValue))
    }

    /// The font with its axes set to `values` (each clamped to its axis; an
    /// axis the font lacks is ignored, one not given keeps its default); nil
    /// for a bitmap font. Advances come from the variation (HVAR or gvar);
    /// vertical metrics stay the file's (Debian's variable fonts have no MVAR
    /// table to vary them).
    func variation(_ values: [AxisValue]) -> Font? {
        let raw = values.filter { $0.value.isFinite }.map { steady_axis_value_t(tag: $0.tag, value: Float($0.value)) }
        var status = STEADY_OK
        guard let made = raw.withUnsafeBufferPointer({
            steady_font_create_variation(handle, $0.baseAddress, Int32($0.count), &status)
        }) else { return nil }
        return Font(variation: made, of: self)
    }

    /// `wght`, the weight axis.
    static let weightTag: UInt32 = 0x7767_6874
    /// `slnt`, the slant axis.
    static let slantTag: UInt32 = 0x736C_6E74

    /// The largest font file ``init(path:)`` reads, in bytes (256 MB, 2²⁸; the
    /// largest font Debian ships, a Noto CJK collection, is under 30 MB).
    package static let largestFileSize = Int(STEADY_FONT_MAX_FILE_BYTES)

    /// The advance of `scalar`'s glyph from the character map, in em (0 when the font has none).
    package func advance(of scalar: Unicode.Scalar) -> Double {
        Double(steady_font_get_codepoint_advance(handle, scalar.value)) / Double(shapingUnitsPerEm)
    }

    /// The advance of `text` shaped alone as one left-to-right run, in em:
    /// with the kerning and ligatures between its characters.
    func advance(ofRun text: String) -> Double {
        let units = Array(text.utf16)
        return Double(steady_font_get_text_advance(handle, units, Int32(units.count))) / Double(shapingUnitsPerEm)
    }

    /// Whether the font's character map has a glyph for `scalar`.
    package func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        steady_font_has_codepoint(handle, scalar.value) != 0
    }
}

/// Why a font, or a font folder's stack, could not be loaded. Each case
/// names the file.
public enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is missing or cannot be read; `reason` is the system's
    /// (`No such file or directory`, `Permission denied`, ...).
    case unreadable(path: String, reason: String)
    /// The path names a FIFO, a device, a socket or a folder: never read.
    case notARegularFile(path: String)
    /// The file is larger than `limit` bytes (256 MB, `Font.largestFileSize`): never read.
    case tooLarge(path: String, limit: Int)
    /// The file is not a font FreeType and HarfBuzz can load.
    case notAFont(path: String)
    /// Memory ran out while loading.
    case outOfMemory(path: String)
    /// None of the places ``FontStack/bundled()`` looks in holds the bundled
    /// fonts (`share/steady/Fonts` beside the executable's `bin/`, the
    /// checkout's `Fonts/`): the program runs without the checkout it was
    /// built from, and its fonts were not installed beside it.
    case bundledFontsMissing(searched: [String])
    /// A font folder's stack file (``FontStack/stackFileName``) cannot be
    /// used, or a font it names cannot be loaded; the error names the stack
    /// file, the family and the face.
    indirect case stackFile(FontStackFileError)

    /// The file the error is about: the font, or the stack file.
    public var path: String {
        switch self {
        case .unreadable(let path, _), .notARegularFile(let path), .tooLarge(let path, _), .notAFont(let path),
             .outOfMemory(let path): path
        case .bundledFontsMissing(let searched): searched.last ?? ""
        case .stackFile(let error): error.file
        }
    }

    /// A one-line message naming the file and what is wrong with it, for logs
    /// and error records.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read font file \(path): \(reason)"
        case .notARegularFile(let path): "cannot read font file \(path): not a regular file"
        case .tooLarge(let path, let limit): "cannot read font file \(path): larger than \(limit / (1024 * 1024)) MB"
        case .notAFont(let path): "not a usable font file: \(path)"
        case .outOfMemory(let path): "out of memory loading font file \(path)"
        case .bundledFontsMissing(let searched):
            "cannot find the bundled fonts in \(searched.joined(separator: " or ")): install them beside the "
                + "program (make install PREFIX=DIR puts them in DIR/share/steady/Fonts), or load a font folder "
                + "with FontStack(directory:)"
        case .stackFile(let error): error.description
        }
    }
}
