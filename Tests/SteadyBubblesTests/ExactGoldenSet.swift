import SteadyGoldens
import Testing

/// A bubble golden set that must match Chromium in every case, with no list of differences:
/// every row height, text line count and frame, and the layout at the bubble's widest
/// agreeing with the drawn one.
///
/// - Parameters:
///   - name: the set under `Goldens/` (`bubbles-pills-dpr1`).
///   - count: how many cases the set holds, so that a set that lost its cases fails.
func expectEveryCaseMatches(_ name: String, count: Int) throws {
    let (_, comparisons) = try BubbleGoldens.comparedInFull(name)
    #expect(comparisons.filter { !$0.matches }.count == 0, "cases that differ from Chromium, of \(comparisons.count)")
    #expect(comparisons.count == count)
    let unequal = comparisons.filter { !$0.unshrunkAgrees }.map(\.golden.key)
    #expect(unequal.isEmpty, "rowHeight, or the widest layout's lines, differ from layout's: \(unequal.prefix(5))")
}
