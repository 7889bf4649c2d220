import CSteadyShims

/// The text libraries SteadyText runs with, as they report themselves at
/// run time: the answers depend on them (HarfBuzz shapes, FreeType gives
/// the advances, ICU breaks), so a bug report names them.
public enum LibraryVersions {
    /// Each library's name and version, in the order text passes through
    /// them: `[("FreeType", "2.12.1"), ("HarfBuzz", "6.0.0"), ("ICU", "72.1")]`.
    public static let text: [(name: String, version: String)] = {
        var versions = steady_library_versions_t()
        steady_get_library_versions(&versions)
        let (ft, hb, icu) = (versions.freetype, versions.harfbuzz, versions.icu)
        var icuParts = [icu.0, icu.1, icu.2, icu.3].map(String.init)
        // ICU writes its version without trailing zero parts: 72.1, not 72.1.0.0.
        while icuParts.count > 2 && icuParts.last == "0" { icuParts.removeLast() }
        return [("FreeType", "\(ft.0).\(ft.1).\(ft.2)"), ("HarfBuzz", "\(hb.0).\(hb.1).\(hb.2)"),
                ("ICU", icuParts.joined(separator: "."))]
    }()
}
