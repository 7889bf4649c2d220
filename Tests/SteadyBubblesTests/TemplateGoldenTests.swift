import Testing
import SteadyBubbles
import SteadyGoldens
import SteadyText

/// The template as chats draw it, against Chromium 156 (`Goldens/bubbles-template-dpr1`,
/// `-dpr2`; corpus `make_bubble_corpus.py template`, default widths and sizes, 8 cases a
/// message). ``BubbleGoldenTests`` checks every case (all match but a listed class of label
/// widths); these tests check that the set holds what it is for, in Chromium's own frames, so
/// that a corpus or template change that loses a class fails.
@Suite struct TemplateGoldenTests {
    static let sets = ["bubbles-template-dpr1", "bubbles-template-dpr2"]

    /// Each class has at least 50 cases (`category` in the corpus).
    @Test(arguments: sets)
    func everyClassHasFiftyCases(_ name: String) throws {
        let goldens = try BubbleGoldens(named: name)
        var counts: [String: Int] = [:]
        for golden in goldens.cases { counts[goldens.categories[golden.id] ?? "", default: 0] += 1 }
        let classes = ["rtl-text", "neutral-lead", "ltr-mixed", "neutral-text", "rtl-labels", "long-time", "wide-pills",
                       "media-width", "quote-newlines"]
        for category in classes { #expect(counts[category, default: 0] >= 50, "\(category): \(counts[category, default: 0])") }
    }

    /// `dir="auto"`: a right-to-left text draws its timestamp at the bubble's left, inside its
    /// padding; a left-to-right one at its right; Steady finds the same direction in each case.
    @Test(arguments: sets)
    func timestampsSitOnTheTextsEndSide(_ name: String) throws {
        let (goldens, comparisons) = try BubbleGoldens.comparedInFull(name)
        var sides: [TextDirection: Int] = [:]
        for comparison in comparisons {
            let golden = comparison.golden
            guard let time = golden.frames["time"], let bubble = golden.frames["bubble"],
                  golden.frames["text"] != nil else { continue }
            let atLeft = time[0] == bubble[0] + 9
            let direction = comparison.layout.textDirection
            #expect(atLeft == (direction == .rightToLeft) || time[2] >= bubble[2] - 18, "\(golden.key)")
            sides[direction, default: 0] += 1
        }
        #expect(sides[.rightToLeft, default: 0] >= 200 && sides[.leftToRight, default: 0] >= 200, "\(sides)")
        _ = goldens
    }

    /// Timestamps wider than the bubble's content are cut to it; pills wider than the row are
    /// cut at their limit; and a photo's bubble is 260 px where the row allows, narrower where
    /// 75% of the row is less.
    @Test(arguments: sets)
    func limitsAct(_ name: String) throws {
        let goldens = try BubbleGoldens(named: name)
        var cutTimes = 0, cutPills = 0, photoAt260 = 0, photoNarrower = 0
        for golden in goldens.cases {
            let rowContent = golden.listWidth - 16
            if let time = golden.frames["time"], let bubble = golden.frames["bubble"], time[2] == bubble[2] - 18 {
                cutTimes += 1
            }
            if let pill = golden.frames["reactions"], pill[2] == rowContent - 16 { cutPills += 1 }
            if let date = golden.frames["date"], date[2] == rowContent { cutPills += 1 }
            if golden.frames["media"] != nil, let bubble = golden.frames["bubble"] {
                if bubble[2] == 260 { photoAt260 += 1 } else if bubble[2] < 260 { photoNarrower += 1 }
            }
        }
        #expect(cutTimes >= 50 && cutPills >= 50, "times cut \(cutTimes), pills cut \(cutPills)")
        #expect(photoAt260 >= 50 && photoNarrower >= 50, "photos 260 px \(photoAt260), narrower \(photoNarrower)")
    }
}
