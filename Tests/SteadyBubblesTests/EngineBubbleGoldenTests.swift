import Testing
import SteadyBubbles
import SteadyGoldens
import SteadyText

/// Rows of the template under the `webkit` target against what WebKitGTK 2.50
/// drew (`Goldens/webkit/bubbles-*.webkit.jsonl`, rendered by
/// Tools/webkit-goldens/render_webkit_bubbles.py from Chromium's own pages). Every
/// row's height matches. The frames are not compared: WebKitGTK's text widths differ
/// from Chromium's by fractions of a px that no height shows (the tool's README lists
/// them).
@Suite struct EngineBubbleGoldenTests {
    @Test(arguments: ["bubbles-dpr1", "bubbles-one-grapheme-dpr1"])
    func everyWebKitRowHeightMatches(_ name: String) throws {
        let goldens = try BubbleGoldens(named: name, target: .webkit)
        let comparisons = try goldens.compare(fonts: FontStack.bundled(), target: .webkit)
        let differing = comparisons.filter { !$0.heightMatches }
        for comparison in differing.prefix(10) { print(comparison.report) }
        print("\(name) (webkit): \(comparisons.count - differing.count) of \(comparisons.count) row heights match")
        #expect(differing.isEmpty)
        #expect(comparisons.count >= 1_344)
    }

    /// WebKitGTK keeps a label's computed font size whole, where Chromium
    /// truncates it to 0.01 px: the quoted name (`0.8125em`) of 19 px text is
    /// 15.4375 px, whose line is 22 px in WebKitGTK and 21 in Chromium
    /// (`bubbles-dpr1`'s date pills and quoted names at 19 px).
    @Test func webKitKeepsALabelsComputedFontSize() throws {
        let fonts = try FontStack.bundled()
        var content = BubbleContent(text: "Hi")
        content.date = "Today"
        let bubble = try Bubble(content, fonts: fonts, target: .webkit)
        let chromium = try Bubble(content, fonts: fonts)
        let webkitRow = bubble.rowHeight(listWidth: 390, fontSize: 19, target: .webkit)
        let chromiumRow = chromium.rowHeight(listWidth: 390, fontSize: 19)
        #expect(webkitRow == chromiumRow + 1)
    }
}
