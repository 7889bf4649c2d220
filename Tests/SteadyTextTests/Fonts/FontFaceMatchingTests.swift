import Testing
@testable import SteadyText

/// CSS font matching within a family (CSS Fonts Level 4 §5.2, as Blink's
/// FontSelectionAlgorithm does it). Every expectation here was worked out
/// by hand from the spec's rules, not taken from the code:
///
/// - style first: italic asked tries italic faces, then normal ones; normal
///   asked tries normal faces, then italic ones;
/// - weight 400–500: heavier faces up to 500 ascending, then lighter ones
///   descending, then those above 500 ascending;
/// - below 400: lighter descending, then heavier ascending;
/// - above 500: heavier ascending, then lighter descending;
/// - a variable face whose range holds the weight matches it exactly;
///   otherwise its nearest end is the weight it is set to;
/// - synthetic bold: 600 or more asked, the face lighter than 600
///   throughout; synthetic italic: italic asked, the face normal.
@Suite struct FontFaceMatchingTests {
    typealias Weight = FontFaceDescription.Weight

    static func family(_ faces: [(Weight, FontFaceDescription.Style)]) -> FontFamilyDescription {
        FontFamilyDescription(name: "F", faces: faces.enumerated().map { index, face in
            FontFaceDescription(path: "/fonts/\(index).ttf", weight: face.0, style: face.1)
        })
    }

    /// Normal faces of `weights`, asked 100, 200, … 900: which face each
    /// takes ("0" … "9"), and where bold is synthesized ("B").
    struct WeightTable: Sendable, CustomStringConvertible {
        var faces: [Weight]
        var chosen: String
        var bold: String
        var description: String { "\(faces.map(\.range))" }
    }

    static let weightTables: [WeightTable] = [
        //                                        100 … 900
        WeightTable(faces: [.fixed(400)], chosen: "000000000", bold: ".....BBBB"),
        WeightTable(faces: [.fixed(500)], chosen: "000000000", bold: ".....BBBB"),
        // 500 has nothing from 500 to 500, so 400 (lighter); 600 takes 700 (heavier first).
        WeightTable(faces: [.fixed(400), .fixed(700)], chosen: "000001111", bold: "........."),
        // The spec's 300 and 600 figure: 100–500 take 300, 600–900 take 600.
        WeightTable(faces: [.fixed(300), .fixed(600)], chosen: "000001111", bold: "........."),
        WeightTable(faces: [.fixed(100), .fixed(900)], chosen: "000001111", bold: "........."),
        // 400 looks up to 500 before looking lighter, so 500; 300 looks lighter first, so
        // 200; 100 has nothing lighter, so 200.
        WeightTable(faces: [.fixed(200), .fixed(500)], chosen: "000111111", bold: ".....BBBB"),
        // Everything under 700 looks heavier after (or before) lighter: 700; 800 takes 900.
        WeightTable(faces: [.fixed(700), .fixed(900)], chosen: "000000011", bold: "........."),
        WeightTable(faces: [.fixed(300), .fixed(400), .fixed(500)], chosen: "000122222", bold: ".....BBBB"),
        // Declared out of order: the answer is by weight, not by place. 500 looks
        // lighter (400) before above 500.
        WeightTable(faces: [.fixed(700), .fixed(300), .fixed(400)], chosen: "111220000", bold: "........."),
        WeightTable(faces: (1...9).map { .fixed(Double($0 * 100)) }, chosen: "012345678", bold: "........."),
        WeightTable(faces: [.variable(100...900)], chosen: "000000000", bold: "........."),
        // 400 and 500 find nothing up to 500 and take the light range's top.
        WeightTable(faces: [.variable(100...300), .variable(600...900)], chosen: "000001111", bold: "........."),
        WeightTable(faces: [.variable(100...500)], chosen: "000000000", bold: ".....BBBB"),
    ]

    @Test(arguments: weightTables)
    func weightsFrom100To900(_ table: WeightTable) throws {
        let family = Self.family(table.faces.map { ($0, .normal) })
        for (step, (chosen, bold)) in zip(table.chosen, table.bold).enumerated() {
            let weight = Double((step + 1) * 100)
            let match = try #require(family.matchFace(weight: weight, style: .normal))
            let index = try #require(chosen.wholeNumberValue)
            #expect(match.faceIndex == index, "weight \(weight)")
            #expect(match.isSyntheticBold == (bold == "B"), "weight \(weight)")
            #expect(!match.isSyntheticItalic)
            // A face is set to the weight asked, held to the weights it is declared with.
            let range = table.faces[index].range
            #expect(match.variationWeight == min(max(weight, range.lowerBound), range.upperBound), "weight \(weight)")
        }
    }

    /// One asked weight and style against a set of faces, and the answer.
    struct Case: Sendable, CustomStringConvertible {
        var note: String
        var faces: [(Weight, FontFaceDescription.Style)]
        var weight: Double
        var style: FontFaceDescription.Style
        var expected: FontFaceMatch
        var description: String { note }
    }

    /// The match of face `index` (its slant, the declared style's, is
    /// ``theSlantIsTheDeclaredStyles()``'s and is not compared here).
    static func match(_ index: Int, _ variation: Double, bold: Bool = false, italic: Bool = false) -> FontFaceMatch {
        FontFaceMatch(faceIndex: index, variationWeight: variation, isSyntheticBold: bold, isSyntheticItalic: italic)
    }

    static let cases: [Case] = [
        // Style before weight.
        Case(note: "normal asked, normal face", faces: [(.fixed(400), .normal), (.fixed(400), .italic)],
             weight: 400, style: .normal, expected: match(0, 400)),
        Case(note: "italic asked, italic face", faces: [(.fixed(400), .normal), (.fixed(400), .italic)],
             weight: 400, style: .italic, expected: match(1, 400)),
        Case(note: "bold italic from regular italic", faces: [(.fixed(400), .normal), (.fixed(400), .italic)],
             weight: 700, style: .italic, expected: match(1, 400, bold: true)),
        Case(note: "bold from regular", faces: [(.fixed(400), .normal), (.fixed(400), .italic)],
             weight: 700, style: .normal, expected: match(0, 400, bold: true)),
        Case(note: "italic from a normal face is slanted", faces: [(.fixed(400), .normal)],
             weight: 400, style: .italic, expected: match(0, 400, italic: true)),
        Case(note: "bold italic from a lone regular", faces: [(.fixed(400), .normal)],
             weight: 700, style: .italic, expected: match(0, 400, bold: true, italic: true)),
        Case(note: "normal asked of an italic-only family: not un-slanted", faces: [(.fixed(700), .italic)],
             weight: 400, style: .normal, expected: match(0, 700)),
        Case(note: "italic beats the right weight", faces: [(.fixed(400), .normal), (.fixed(700), .normal), (.fixed(400), .italic)],
             weight: 700, style: .italic, expected: match(2, 400, bold: true)),
        Case(note: "normal bold present", faces: [(.fixed(400), .normal), (.fixed(700), .normal), (.fixed(400), .italic)],
             weight: 700, style: .normal, expected: match(1, 700)),
        Case(note: "light italic takes the only italic", faces: [(.fixed(400), .normal), (.fixed(700), .normal), (.fixed(400), .italic)],
             weight: 300, style: .italic, expected: match(2, 400)),
        Case(note: "style first, then a lighter face", faces: [(.fixed(700), .normal), (.fixed(400), .italic)],
             weight: 700, style: .italic, expected: match(1, 400, bold: true)),
        Case(note: "a bold normal face for a regular request", faces: [(.fixed(700), .normal), (.fixed(400), .italic)],
             weight: 400, style: .normal, expected: match(0, 700)),
        Case(note: "weight among the other style's faces", faces: [(.fixed(400), .italic), (.fixed(700), .italic)],
             weight: 700, style: .normal, expected: match(1, 700)),
        Case(note: "variable normal, fixed italic", faces: [(.variable(100...900), .normal), (.fixed(400), .italic)],
             weight: 700, style: .italic, expected: match(1, 400, bold: true)),
        Case(note: "variable normal holds the weight", faces: [(.variable(100...900), .normal), (.fixed(400), .italic)],
             weight: 700, style: .normal, expected: match(0, 700)),
        Case(note: "variable italic", faces: [(.variable(100...900), .italic), (.fixed(400), .normal)],
             weight: 800, style: .italic, expected: match(0, 800)),
        // 400 to 500: heavier up to 500, then lighter, then above 500.
        Case(note: "400 takes 450 over 300 (CSS 2.1's 500-first rule is not Blink's)",
             faces: [(.fixed(300), .normal), (.fixed(450), .normal)], weight: 400, style: .normal, expected: match(1, 450)),
        Case(note: "450 takes 500 over 400", faces: [(.fixed(400), .normal), (.fixed(500), .normal)],
             weight: 450, style: .normal, expected: match(1, 500)),
        Case(note: "500 takes 400 over 600", faces: [(.fixed(400), .normal), (.fixed(600), .normal)],
             weight: 500, style: .normal, expected: match(0, 400)),
        Case(note: "500 takes 300 over 600", faces: [(.fixed(600), .normal), (.fixed(300), .normal)],
             weight: 500, style: .normal, expected: match(1, 300)),
        Case(note: "400 with only heavier faces takes the lightest", faces: [(.fixed(900), .normal), (.fixed(600), .normal)],
             weight: 400, style: .normal, expected: match(1, 600)),
        Case(note: "450 above 500 ascending", faces: [(.fixed(520), .normal), (.fixed(510), .normal)],
             weight: 450, style: .normal, expected: match(1, 510)),
        Case(note: "450 lighter descending", faces: [(.fixed(300), .normal), (.fixed(350), .normal)],
             weight: 450, style: .normal, expected: match(1, 350)),
        // Below 400 and above 500.
        Case(note: "300 takes lighter 200 over nearer 350", faces: [(.fixed(200), .normal), (.fixed(350), .normal)],
             weight: 300, style: .normal, expected: match(0, 200)),
        Case(note: "700 takes heavier 750", faces: [(.fixed(650), .normal), (.fixed(750), .normal)],
             weight: 700, style: .normal, expected: match(1, 750)),
        Case(note: "700 with only lighter faces takes the heaviest", faces: [(.fixed(500), .normal), (.fixed(650), .normal)],
             weight: 700, style: .normal, expected: match(1, 650)),
        // Variable ranges.
        Case(note: "a range above is set to its bottom", faces: [(.variable(500...900), .normal)],
             weight: 300, style: .normal, expected: match(0, 500)),
        Case(note: "a range below 600 is emboldened", faces: [(.variable(100...500), .normal)],
             weight: 700, style: .normal, expected: match(0, 500, bold: true)),
        Case(note: "a range reaching 600 is not", faces: [(.variable(100...600), .normal)],
             weight: 700, style: .normal, expected: match(0, 600)),
        Case(note: "450 between two ranges takes the lighter's top", faces: [(.variable(100...300), .normal), (.variable(600...900), .normal)],
             weight: 450, style: .normal, expected: match(0, 300)),
        Case(note: "550 between two ranges takes the heavier's bottom", faces: [(.variable(100...300), .normal), (.variable(600...900), .normal)],
             weight: 550, style: .normal, expected: match(1, 600)),
        Case(note: "400 takes a range starting at 450", faces: [(.variable(450...600), .normal)],
             weight: 400, style: .normal, expected: match(0, 450)),
        Case(note: "400 takes 420 before 500", faces: [(.variable(420...480), .normal), (.fixed(500), .normal)],
             weight: 400, style: .normal, expected: match(0, 420)),
        // The bold threshold is 600.
        Case(note: "599 is not bold", faces: [(.fixed(400), .normal)], weight: 599, style: .normal, expected: match(0, 400)),
        Case(note: "600 is bold", faces: [(.fixed(400), .normal)], weight: 600, style: .normal, expected: match(0, 400, bold: true)),
        Case(note: "a 599 face at 600 is emboldened", faces: [(.fixed(599), .normal)],
             weight: 600, style: .normal, expected: match(0, 599, bold: true)),
        Case(note: "a 600 face is bold enough", faces: [(.fixed(600), .normal)], weight: 900, style: .normal, expected: match(0, 600)),
        Case(note: "a range ending at 599.75", faces: [(.variable(400...599.75), .normal)],
             weight: 600, style: .normal, expected: match(0, 599.75, bold: true)),
        // Weights in quarters, truncated; asked weights held to 1–1000.
        Case(note: "450.3 is 450.25", faces: [(.variable(100...900), .normal)], weight: 450.3, style: .normal, expected: match(0, 450.25)),
        Case(note: "450.1 is 450", faces: [(.variable(100...900), .normal)], weight: 450.1, style: .normal, expected: match(0, 450)),
        Case(note: "0 is 1", faces: [(.variable(1...1000), .normal)], weight: 0, style: .normal, expected: match(0, 1)),
        Case(note: "5000 is 1000", faces: [(.variable(1...1000), .normal)], weight: 5000, style: .normal,
             expected: match(0, 1000, bold: false)),
        Case(note: "-infinity is 1", faces: [(.variable(1...1000), .normal)], weight: -.infinity, style: .normal, expected: match(0, 1)),
        Case(note: "infinity is 1000", faces: [(.fixed(400), .normal)], weight: .infinity, style: .normal,
             expected: match(0, 400, bold: true)),
        Case(note: "not a number is 400", faces: [(.variable(1...1000), .normal)], weight: .nan, style: .normal, expected: match(0, 400)),
        // Equals: the later face.
        Case(note: "two faces of one weight and style", faces: [(.fixed(400), .normal), (.fixed(400), .normal)],
             weight: 400, style: .normal, expected: match(1, 400)),
        Case(note: "two italics of one weight", faces: [(.fixed(400), .italic), (.fixed(400), .italic), (.fixed(400), .normal)],
             weight: 700, style: .italic, expected: match(1, 400, bold: true)),
        Case(note: "two ranges holding the weight", faces: [(.variable(100...500), .normal), (.variable(300...900), .normal)],
             weight: 400, style: .normal, expected: match(1, 400)),
    ]

    @Test(arguments: cases)
    func matchingCase(_ testCase: Case) {
        var match = Self.family(testCase.faces).matchFace(weight: testCase.weight, style: testCase.style)
        match?.variationSlant = 0
        #expect(match == testCase.expected)
    }

    /// A face declared italic is drawn at slant −14 (CSS italic's 14°, the
    /// other way round), whatever style was asked; a normal face at 0.
    @Test func theSlantIsTheDeclaredStyles() {
        let both = Self.family([(.variable(100...900), .normal), (.variable(100...900), .italic)])
        #expect(both.matchFace(weight: 400, style: .italic)?.variationSlant == -14)
        #expect(both.matchFace(weight: 400, style: .normal)?.variationSlant == 0)
        let italicOnly = Self.family([(.variable(100...900), .italic)])
        #expect(italicOnly.matchFace(weight: 700, style: .normal)?.variationSlant == -14)
        let normalOnly = Self.family([(.variable(100...900), .normal)])
        #expect(normalOnly.matchFace(weight: 400, style: .italic)?.variationSlant == 0)
    }

    @Test func aFamilyWithoutFacesMatchesNothing() {
        #expect(FontFamilyDescription(name: "Empty", faces: []).matchFace(weight: 400, style: .normal) == nil)
    }

    @Test func everyAskedWeightGetsAFaceOfTheFamily() {
        // From 1 to 1000 in quarters, against a mixed family: always a face, always in range.
        let family = Self.family([(.fixed(300), .normal), (.variable(450...650), .italic), (.fixed(900), .normal)])
        for quarter in 4...4000 {
            for style in FontFaceDescription.Style.allCases {
                guard let match = family.matchFace(weight: Double(quarter) / 4, style: style) else {
                    Issue.record("no match at \(quarter)"); return
                }
                #expect(family.faces.indices.contains(match.faceIndex))
                #expect(family.faces[match.faceIndex].weight.range.contains(match.variationWeight))
            }
        }
    }
}
