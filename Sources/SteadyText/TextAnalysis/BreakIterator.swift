import CSteadyShims

/// An ICU break iterator over the compiled rules Steady ships. One thread at a time.
///
/// Chromium 156 carries ICU 78, whose rules differ from the system ICU 72
/// (URLs, quotes beside CJK, some Thai words). Its compiled line and grapheme
/// rules are embedded in the shim (`steady_break_rules.h`, BreakRules/README.md),
/// and the system ICU runs them.
package final class BreakIterator {
    /// Which compiled rules an iterator runs.
    package enum Rules {
        /// Line break opportunities (UAX #14, ICU 78's `line_normal` rules).
        case line
        /// Extended grapheme clusters (UAX #29, ICU 78).
        case grapheme
        /// Line break opportunities by the system ICU's own rules and
        /// dictionaries for "en" (Debian 12: ICU 72), as an engine linked to
        /// it breaks (WebKitGTK): its Khmer and Lao word lists are not ICU
        /// 78's. Where the system ICU cannot be loaded a second time
        /// (`steady_breaker_create_system_line`), ``line``'s.
        case systemLine
        /// Extended grapheme clusters by the system ICU's own rules (Debian
        /// 12: ICU 72), where WebKitGTK's break-word splits a word: a
        /// cluster ends after a Khmer coeng, which ICU 78 keeps with the
        /// consonant after it. Where the system ICU cannot be loaded a
        /// second time, ``grapheme``'s.
        case systemGrapheme
    }

    /// The rules the iterator runs.
    package let rules: Rules

    private let handle: OpaquePointer

    package init(_ rules: Rules) {
        var status = STEADY_OK
        let created = switch rules {
        case .line: steady_breaker_create(steady_break_rules_line_ptr(), steady_break_rules_line_length, &status)
        case .grapheme: steady_breaker_create(steady_break_rules_char_ptr(), steady_break_rules_char_length, &status)
        case .systemLine:
            steady_breaker_create_system_line(&status)
                ?? steady_breaker_create(steady_break_rules_line_ptr(), steady_break_rules_line_length, &status)
        case .systemGrapheme:
            steady_breaker_create_system_grapheme(&status)
                ?? steady_breaker_create(steady_break_rules_char_ptr(), steady_break_rules_char_length, &status)
        }
        // The rules are compiled into the library and checked by the tests:
        // a failure here is a build defect, not bad input.
        guard let created else { fatalError("embedded \(rules) break rules rejected by ICU (status \(status.rawValue))") }
        self.rules = rules
        handle = created
    }

    deinit { steady_breaker_destroy(handle) }

    /// Sets the text: ICU does not copy it, so the caller keeps the buffer alive
    /// and unchanged until the next `setText` or the last `following` on it.
    package func setText(borrowing units: UnsafeBufferPointer<UInt16>) {
        _ = steady_breaker_set_text(handle, units.baseAddress, Int32(units.count))
    }

    /// The first boundary after `offset`, or nil at the end.
    package func following(_ offset: Int) -> Int? {
        let next = steady_breaker_following(handle, Int32(offset))
        return next < 0 ? nil : Int(next)
    }
}

/// A thread's break iterators, for the analysis of any text on it.
final class BreakIterators {
    /// Line break opportunities.
    let line = BreakIterator(.line)
    /// Grapheme cluster boundaries.
    let grapheme = BreakIterator(.grapheme)
    /// Line break opportunities by the system ICU, made when first asked for.
    private lazy var systemLine = BreakIterator(.systemLine)
    /// Grapheme cluster boundaries by the system ICU, made when first asked for.
    private lazy var systemGrapheme = BreakIterator(.systemGrapheme)

    /// The line iterator that runs `rules` (``BreakIterator/Rules/line`` or
    /// ``BreakIterator/Rules/systemLine``).
    func line(_ rules: BreakIterator.Rules) -> BreakIterator {
        rules == .systemLine ? systemLine : line
    }

    /// The grapheme iterator that runs `rules` (``BreakIterator/Rules/grapheme``
    /// or ``BreakIterator/Rules/systemGrapheme``).
    func grapheme(_ rules: BreakIterator.Rules) -> BreakIterator {
        rules == .systemGrapheme ? systemGrapheme : grapheme
    }

    /// Each thread's own (``ThreadLocal``): an ICU iterator is one thread's at a time.
    static let perThread = ThreadLocal { BreakIterators() }
}
