import CSteadyShims

/// One font face, loaded once from a file and immutable from then on.
///
/// A `Font` owns a frozen HarfBuzz font (see `steady_font.h`): it is safe to share
/// across threads, which is why one loaded ``FontStack`` serves every thread.
public final class Font: @unchecked Sendable {
    // @unchecked: the C object is immutable after `steady_font_create_from_file`
    // returns (hb_font_make_immutable), and nothing here mutates it.
    let handle: OpaquePointer

    /// The file the font was loaded from.
    public let path: String

    /// The font's vertical metrics and shaping units.
    public let metrics: FontMetrics

    /// Loads face 0 of the font file at `path`.
    ///
    /// - Throws: ``FontError`` naming the file when it cannot be read or is not a font.
    public init(path: String) throws(FontError) {
        var status = STEADY_OK
        guard let handle = steady_font_create_from_file(path, &status) else {
            switch status {
            case STEADY_ERROR_FILE: throw .unreadable(path: path)
            case STEADY_ERROR_MEMORY: throw .outOfMemory(path: path)
            default: throw .notAFont(path: path)
            }
        }
        self.handle = handle
        self.path = path
        var raw = steady_font_metrics_t()
        steady_font_get_metrics(handle, &raw)
        self.metrics = FontMetrics(raw)
    }

    deinit {
        steady_font_destroy(handle)
    }

    /// The advance of `scalar`'s glyph from the character map, in em (0 when the font has none).
    public func advance(of scalar: Unicode.Scalar) -> Double {
        Double(steady_font_get_codepoint_advance(handle, scalar.value)) / Double(metrics.unitsPerEm)
    }

    /// Whether the font's character map has a glyph for `scalar`.
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        steady_font_has_codepoint(handle, scalar.value) != 0
    }
}

/// Why a font could not be loaded. Each case names the file.
public enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is missing or cannot be read.
    case unreadable(path: String)
    /// The file is not a font FreeType and HarfBuzz can load.
    case notAFont(path: String)
    /// Memory ran out while loading.
    case outOfMemory(path: String)

    public var description: String {
        switch self {
        case .unreadable(let path): "cannot read font file \(path)"
        case .notAFont(let path): "not a usable font file: \(path)"
        case .outOfMemory(let path): "out of memory loading font file \(path)"
        }
    }
}
