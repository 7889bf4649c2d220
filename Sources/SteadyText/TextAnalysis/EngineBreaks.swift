/// The break opportunities Chromium finds (``LineBreakOpportunities``) that
/// another engine does not, from the two characters either side: the
/// analysis marks them (``SegmentFlags/noBreakInWebKit``,
/// ``SegmentFlags/noBreakInFirefox``) and layout for that target leaves
/// them out. Both engines find fewer breaks than Chromium there; Firefox
/// finds others (``firefoxBreaks(_:at:)``), which the analysis starts a
/// segment at (``SegmentFlags/breakInFirefox``) for its walk alone.
enum EngineBreaks {
    /// Whether WebKit does not break between `before` and `after` where
    /// Chromium does.
    ///
    /// - After a hyphen, before a Latin-1 character past ASCII: WebKitGTK
    ///   2.50's pair table (`BreakablePositions`) breaks only before a
    ///   no-break space, ¡ ¢ £ ¤ ¥ ° ± ´ and ¿ ("Saint-Étienne" stays whole),
    ///   where Blink asks ICU, which breaks before letters ("Saint-|Étienne").
    /// - Before a small kana (line breaking class CJ): WebKit opens ICU's
    ///   line iterator for the page's language, whose rules are strict for
    ///   them ("降っ" stays whole), where Blink's are normal.
    static func webKitKeeps(_ before: UInt16, _ after: UInt16) -> Bool {
        if before == 0x2D && after > 0x7F && after <= 0xFF {
            switch after {
            case 0xA0, 0xA1, 0xA2, 0xA3, 0xA4, 0xA5, 0xB0, 0xB1, 0xB4, 0xBF: return false
            default: return true
            }
        }
        return isSmallKana(after) && !LineBreakOpportunities.isBreakableSpace(before)
    }

    /// Whether Firefox does not break between `before` and `after` where
    /// Chromium does: after a hyphen before a digit ("2024-03-15" stays
    /// whole, Chromium breaks "2024-|03-15") or before another hyphen
    /// ("foo---bar"); before a small kana, as WebKit ("降っ" stays whole).
    static func firefoxKeeps(_ before: UInt16, _ after: UInt16) -> Bool {
        before == 0x2D && (after == 0x2D || (after >= 0x30 && after <= 0x39))
            || isSmallKana(after) && !LineBreakOpportunities.isBreakableSpace(before)
    }

    /// Whether Firefox breaks before `t[e]` where Chromium does not:
    ///
    /// - After a slash before an ASCII character of line breaking class AL
    ///   (the letters and `# & * < = > @ ^ _ \` ~`), as Unicode's rules have
    ///   it (Blink's ASCII pair table never breaks at a slash), so a URL
    ///   breaks at its path's slashes ("https://" | "example.com/" | "path",
    ///   "maps.example.com/" | "@48.85…").
    /// - After a hyphen that opens a word, before a letter: Unicode 15.1's
    ///   rule LB20a keeps "-ü" whole after a space (Chromium's ICU), and
    ///   Firefox's line breaker predates it (" -" | "ü ñ!").
    static func firefoxBreaks(_ t: UnsafeBufferPointer<UInt16>, at e: Int) -> Bool {
        let before = t[e - 1], after = t[e]
        switch before {
        case 0x2F:
            switch after {
            case 0x41...0x5A, 0x61...0x7A, 0x23, 0x26, 0x2A, 0x3C, 0x3D, 0x3E, 0x40, 0x5E, 0x5F, 0x60, 0x7E: return true
            default: return false
            }
        case 0x2D, 0x2010:
            let opensWord = e < 2 || LineBreakOpportunities.isBreakableSpace(t[e - 2]) || t[e - 2] == 0xA0
            return opensWord && (Unicode.Scalar(after)?.properties.isAlphabetic ?? false)
        default:
            return false
        }
    }

    /// Line breaking class CJ: the small kana, the prolonged sound mark and
    /// their halfwidth forms (Unicode's LineBreak.txt).
    private static func isSmallKana(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
             0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6, 0x30FC,
             0x31F0...0x31FF, 0xFF67...0xFF70:
            return true
        default:
            return false
        }
    }
}
