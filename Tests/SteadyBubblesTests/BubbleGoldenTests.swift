import Foundation
import Testing
import SteadyBubbles
import SteadyGoldens
import SteadyText

/// `Templates/bubble.css` in Chromium 156 against ``Bubble``'s layout
/// (Tools/chromium-goldens, `render_bubbles.py`): every part alone and
/// together, every script, both directions, at ratios 1 and 2; and the
/// `threshold` sets, each message at the two list widths 1/64 px apart
/// between which the timestamp leaves the last line for a line of its own;
/// the `spaces` sets, white space where a line's width is rounded
/// (spaces that open a line are an item of their own); and the `template`
/// sets, the template as chats draw it (``TemplateGoldenTests``).
///
/// A case matches when the row's height, the text's line count and every
/// part's frame (`getBoundingClientRect` from the row's corner) are
/// Chromium's. Every case matches or is listed with its cause in
/// `Goldens/<set>.known-differences.tsv` (id, list width, size, cause), and
/// the list is exact. `steady-goldens bubbles PREFIX [--dpr R]` compares
/// `PREFIX.corpus.jsonl` with `PREFIX.chromium.jsonl`, to try a corpus
/// before it is a set.
@Suite struct BubbleGoldenTests {
    static let sets = ["bubbles-dpr1", "bubbles-dpr2", "threshold-dpr1", "threshold-dpr2", "bubbles-spaces-dpr1",
                       "bubbles-spaces-dpr2", "bubbles-template-dpr1", "bubbles-template-dpr2"]

    @Test(arguments: sets)
    func rowsMatchChromium(_ name: String) throws {
        let goldens = try BubbleGoldens(named: name)
        let comparisons = try goldens.compare(fonts: FontStack.bundled())
        let known = BubbleGoldens.knownDifferences("\(name).known-differences.tsv")
        let differing = comparisons.filter { !$0.matches }
        let unlisted = differing.filter { known[$0.golden.key] == nil }
        for comparison in unlisted.prefix(20) { print(comparison.report) }
        let heights = comparisons.filter(\.heightMatches).count
        print("\(name): \(comparisons.count - differing.count) of \(comparisons.count) match; row heights \(heights)")
        #expect(unlisted.isEmpty, "\(unlisted.count) cases differ and are not in \(name).known-differences.tsv")
        let differingKeys = Set(differing.map(\.golden.key))
        let stale = known.keys.filter { !differingKeys.contains($0) }
        #expect(stale.isEmpty, "listed but now matching: \(stale.sorted().prefix(5))")
        #expect(comparisons.count == goldens.cases.count && comparisons.count >= 100)
        // The height alone, laid out at the bubble's widest, is the shrunk layout's.
        let unequal = comparisons.filter { !$0.unshrunkAgrees }.map(\.golden.key)
        #expect(unequal.isEmpty, "rowHeight, or the widest layout's lines, differ from layout's: \(unequal.prefix(5))")
    }
}
