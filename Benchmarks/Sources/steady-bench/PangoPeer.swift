import BenchPango

/// Pango 1.50 through PangoCairo: what a Linux desktop app would measure chat text with.
///
/// Set up the usual way for an app: one `PangoLayout` reused for every message
/// (`pango_layout_set_text`, then `pango_layout_get_pixel_size` and the line count),
/// `PANGO_WRAP_WORD_CHAR`, family "Noto Sans" at an absolute size in px. Its fontconfig sees
/// only the bundled `Fonts/` folder, so Pango's fallback picks from the same eight files as
/// Steady (in its own order). One thread at a time.
final class PangoPeer {
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let layout: OpaquePointer

    /// Creates a layout of `width` px at `fontSize` px over the fonts in `fontDirectory`;
    /// nil when fontconfig cannot read the folder.
    init?(fontDirectory: String, width: Int, fontSize: Double) {
        guard let fontMap = bench_pango_font_map_create(fontDirectory) else { return nil }
        self.fontMap = fontMap
        layout = bench_pango_layout_create(fontMap, "Noto Sans", fontSize, Int32(width))
    }

    deinit {
        bench_pango_object_unref(UnsafeMutableRawPointer(layout))
        bench_pango_object_unref(fontMap)
    }

    /// Lays out every message, writing each line count into `lineCounts` (as long as
    /// `messages`); returns the sum of heights in px.
    func measureAll(_ messages: [String], lineCounts: inout [Int]) -> Int {
        var height = 0
        for (index, message) in messages.enumerated() {
            let result = measure(message)
            lineCounts[index] = result.lines
            height &+= result.height
        }
        return height
    }

    /// One message's line count and height in px.
    func measure(_ message: String) -> (lines: Int, height: Int) {
        var message = message
        return message.withUTF8 { bytes in
            var height: Int32 = 0
            let lines = bytes.withMemoryRebound(to: CChar.self) { chars in
                bench_pango_layout_measure(layout, chars.baseAddress, Int32(chars.count), &height)
            }
            return (Int(lines), Int(height))
        }
    }
}
