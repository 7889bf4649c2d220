/// Autolinks (CommonMark 0.31.2, 6.5): `<scheme:…>` and `<local@domain>`,
/// whose text is the URL or address as written (no escapes inside). A URL
/// without angle brackets is text: GFM's extended autolinks are not chat's
/// subset, and they would be a span with no fields, drawn the same.
extension InlineParser {
    /// The autolink whose `<` is at `start`: its content and where it ends.
    mutating func autolink(at start: Int) -> (content: Range<Int>, end: Int)? {
        let contentStart = start + 1
        guard let contentEnd = uriEnd(from: contentStart) ?? emailEnd(from: contentStart) else { return nil }
        return (contentStart..<contentEnd, contentEnd + 1)
    }

    /// The end (the `>`) of `scheme:rest`: a scheme of 2–32 ASCII letters,
    /// digits, `+`, `.` or `-` starting with a letter, then anything but
    /// controls, spaces, `<` and `>`.
    private mutating func uriEnd(from start: Int) -> Int? {
        var p = start
        while has(p) && p - start <= 32 {
            let scalar = source[p]
            let fits = p == start ? Self.isASCIILetter(scalar)
                : Self.isASCIIAlphanumeric(scalar) || scalar == "+" || scalar == "." || scalar == "-"
            guard fits else { break }
            p += 1
        }
        let schemeLength = p - start
        guard (2...32).contains(schemeLength), has(p), source[p] == ":" else { return nil }
        p += 1
        while has(p) {
            let scalar = source[p]
            if scalar == ">" { return p }
            if scalar == "<" || scalar == " " || scalar.isASCIIControl { return nil }
            p += 1
        }
        return nil
    }

    /// The end (the `>`) of an email address as CommonMark defines it
    /// (HTML's valid email address).
    private mutating func emailEnd(from start: Int) -> Int? {
        var p = start
        while has(p) && Self.isEmailLocal(source[p]) { p += 1 }
        guard p > start, has(p), source[p] == "@" else { return nil }
        p += 1
        var labelLength = 0
        while has(p) {
            let scalar = source[p]
            if Self.isASCIIAlphanumeric(scalar) || (scalar == "-" && labelLength > 0) {
                labelLength += 1
                guard labelLength <= 63 else { return nil }
            } else if scalar == "." || scalar == ">" {
                // A label ends: not empty, not ending with `-`.
                guard labelLength > 0, source[p - 1] != "-" else { return nil }
                labelLength = 0
                if scalar == ">" { return p }
            } else {
                return nil
            }
            p += 1
        }
        return nil
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        isASCIILetter(scalar) || ("0"..."9").contains(scalar)
    }

    private static func isEmailLocal(_ scalar: Unicode.Scalar) -> Bool {
        isASCIIAlphanumeric(scalar) || ".!#$%&'*+/=?^_`{|}~-".unicodeScalars.contains(scalar)
    }
}
