// What tests read of a loaded stack and an app has no use for: `package`, so
// that the package's test targets see it and an app does not.
extension FontStack {
    /// Every font file of the stack, each once, in the order of
    /// ``stackDescription``'s families and faces.
    package var fontFiles: [String] {
        var seen = Set<String>()
        return familyFonts.joined().map(\.path).filter { seen.insert($0).inserted }
    }
}
