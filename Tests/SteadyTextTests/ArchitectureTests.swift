import Foundation
import Testing

/// SteadyText's folders are the stages of its pipeline, and a stage uses only
/// the stages below it (`SteadyText.docc/Architecture.md`). The compiler sees
/// one module, so this test is what holds the direction: it fails when a
/// file names a type, function or constant declared at the top level of a
/// later stage, or uses (`value.member`) a member that only a later stage's
/// extensions declare; code inside a string's interpolation is code.
///
/// Separate SwiftPM targets per stage would let the compiler check it, at the
/// price of `package` access on every internal symbol a later stage reads and
/// of cross-module inlining on the layout loop's hot calls (`ceil64`, the
/// unit metrics' lookups), which the benchmark would pay for. A test checks
/// the same rule with none of that. (Whole chat rows, which were a stage,
/// are the SteadyBubbles module: there the compiler checks.)
@Suite struct ArchitectureTests {
    /// The stages, bottom first: each may name what the ones before it declare.
    static let stages = ["Support", "TextAnalysis", "Fonts", "Shaping", "Preparation", "LineBreaking", "Measurement"]

    @Test func everyStageNamesOnlyStagesBelowIt() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/SteadyText").standardizedFileURL
        let files = try Self.swiftFiles(under: root)
        #expect(!files.isEmpty)
        let outside = files.filter { !Self.stages.contains($0.stage) }.map(\.path)
        #expect(outside.isEmpty, "files outside every stage folder: \(outside)")
        let found = StageReferences.violations(files.map { ($0.stage, $0.path, $0.text) }, stages: Self.stages)
        #expect(found.isEmpty, "references to a later stage:\n\(found.joined(separator: "\n"))")
    }

    @Test func aReferenceToALaterStageIsFound() {
        let files = [
            ("Lower", "Lower/A.swift", "struct Alpha { var beta: Beta? } // Gamma in a comment\nlet s = \"Gamma\""),
            ("Upper", "Upper/B.swift", "struct Beta { var alpha: Alpha }\nfunc gamma() {}\nstruct Gamma {}"),
        ]
        let found = StageReferences.violations(files, stages: ["Lower", "Upper"])
        #expect(found == ["Lower/A.swift names Beta (Upper)"])
    }

    @Test func anExtensionOfALaterTypeIsFound() {
        let files = [
            ("Lower", "Lower/A+B.swift", "extension Beta {\n    func f() {}\n}"),
            ("Upper", "Upper/B.swift", "final class Beta {}"),
        ]
        #expect(StageReferences.violations(files, stages: ["Lower", "Upper"]) == ["Lower/A+B.swift names Beta (Upper)"])
    }

    /// A later stage's name inside a string's interpolation is a reference;
    /// in the string's text, a raw string's `\(`, a comment or a string
    /// nested in the interpolation, it is not.
    @Test func aReferenceInsideAnInterpolationIsFound() {
        let lower = ##"""
            let a = "size \(Beta.zero) px"
            let b = "nested \("Gamma" + "\(Delta.one)")"
            let c = #"raw \(Gamma) and \#(Epsilon.two)"#
            let d = """
                Gamma in a multi-line string, \(Zeta.three) interpolated
                """
            let e = "a \"quoted\" Gamma, then \((1 + 2) * Eta.four)" /* Gamma */
            """##
        let files = [
            ("Lower", "Lower/A.swift", lower),
            ("Upper", "Upper/B.swift", """
                struct Beta {}
                struct Gamma {}
                enum Delta {}
                enum Epsilon {}
                enum Zeta {}
                enum Eta {}
                """),
        ]
        #expect(StageReferences.violations(files, stages: ["Lower", "Upper"]) == [
            "Lower/A.swift names Beta (Upper)", "Lower/A.swift names Delta (Upper)",
            "Lower/A.swift names Epsilon (Upper)", "Lower/A.swift names Zeta (Upper)",
            "Lower/A.swift names Eta (Upper)",
        ])
    }

    /// A member that only a later stage's extension declares, used from a
    /// lower stage (`units.breakWordOffset(…)` with `breakWordOffset` in an
    /// `extension UnitMetrics` of a later stage), is a reference, in code or
    /// interpolated; a member another stage declares too is not (the use may
    /// mean that one), nor is a later stage's global constant named in a
    /// comment.
    @Test func aMemberOfALaterStagesExtensionIsFound() {
        let files = [
            ("Lower", "Lower/A.swift", #"""
                struct Alpha { var count: Int }
                func f(_ alpha: Alpha, _ ratio: Double) -> String {
                    _ = alpha
                        .gamma(1)
                    _ = alpha.count + [1].count   // .shortText in a comment
                    _ = "x".utf16.count           // a property: not Upper's function utf16(_:)
                    _ = 0...alpha.count
                    return "ratio \(ratio.shortText)"
                }
                """#),
            ("Upper", "Upper/B.swift", """
                let largestDelta = 1
                extension Alpha {
                    func gamma(_ x: Int) -> Int { let local = x; return local }
                    var doubled: Int { count * 2 }
                }
                extension Double {
                    var shortText: String { "" }
                    static func utf16(_ text: String) -> [UInt16] { [] }
                }
                extension Array {
                    var count2: Int { count }
                }
                """),
            ("Middle", "Middle/C.swift", "extension Alpha {\n    var halved: Int { count / 2 }\n}\nlet x = largestDelta"),
        ]
        #expect(StageReferences.violations(files, stages: ["Lower", "Middle", "Upper"]) == [
            "Lower/A.swift names .gamma (Upper)", "Lower/A.swift names .shortText (Upper)",
            "Middle/C.swift names largestDelta (Upper)",
        ])
        let members = StageReferences.extensionMembersByStage(
            ["Lower", "Upper", "Middle"], files.map { StageReferences.strippingCommentsAndStrings($0.2) },
            stages: ["Lower", "Middle", "Upper"])
        #expect(members.mapValues(\.rank) == ["gamma": 2, "doubled": 2, "shortText": 2, "utf16": 2, "count2": 2, "halved": 1])
        #expect(members.filter(\.value.isFunction).keys.sorted() == ["gamma", "utf16"])
    }

    /// On the real tree, what the issue named as misses of the old check:
    /// Preparation calling LineBreaking's `UnitMetrics.breakWordOffset`
    /// (declared in an extension, so no later type is named), and a later
    /// type named only inside an interpolation. Neither is in the tree
    /// today; a probe file of Preparation's adds both. (Its first call, through
    /// the implicit `self`, is the kind the check does not see.)
    @Test func theRealTreesExtensionMembersAreFound() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/SteadyText").standardizedFileURL
        var files = try Self.swiftFiles(under: root).map { ($0.stage, $0.path, $0.text) }
        files.append(("Preparation", "Preparation/Probe.swift", #"""
            extension UnitMetrics {
                func probe() -> String {
                    let split = breakWordOffset(0..<1, room: 1, adjustment: 0)
                    return "\(self.breakWordOffset(0..<1, room: 1, adjustment: 0) ?? 0) \(LineFit.limit(width: 1))"
                }
            }
            """#))
        #expect(StageReferences.violations(files, stages: Self.stages) == [
            "Preparation/Probe.swift names LineFit (LineBreaking)",
            "Preparation/Probe.swift names .breakWordOffset (LineBreaking)",
        ])
        let members = StageReferences.extensionMembersByStage(files.map(\.0), files.map {
            StageReferences.strippingCommentsAndStrings($0.2)
        }, stages: Self.stages)
        print("members only one stage's extensions declare: \(members.count)")
        #expect(members.count > 50)
    }

    private static func swiftFiles(under root: URL) throws -> [(stage: String, path: String, text: String)] {
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var files: [(stage: String, path: String, text: String)] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
            let stage = String(relative.split(separator: "/").first ?? "")
            files.append((stage, relative, try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.path < $1.path }
    }
}

/// Which names each stage declares, and who names them.
enum StageReferences {
    /// "file names Name (Stage)" for every file that names a top-level
    /// type, function or constant of a later stage than its own, and "file
    /// names .member (Stage)" for every `.member` use of a member that only
    /// a later stage's extensions declare. Code inside a string's
    /// interpolation counts as code.
    static func violations(_ files: [(stage: String, path: String, text: String)], stages: [String]) -> [String] {
        var declaredIn: [String: Int] = [:]
        let code = files.map { strippingCommentsAndStrings($0.text) }
        for (file, text) in zip(files, code) {
            guard let rank = stages.firstIndex(of: file.stage) else { continue }
            for name in topLevelDeclarations(text) { declaredIn[name] = rank }
        }
        let memberIn = extensionMembersByStage(files.map(\.stage), code, stages: stages)
        var found: [String] = []
        for (file, text) in zip(files, code) {
            guard let rank = stages.firstIndex(of: file.stage) else { continue }
            var named = Set<String>()
            for word in identifiers(text) where !named.contains(word) {
                if let other = declaredIn[word], other > rank {
                    named.insert(word)
                    found.append("\(file.path) names \(word) (\(stages[other]))")
                }
            }
            var used = Set<String>()
            for use in dotUses(text) where !used.contains(use.name) {
                if let member = memberIn[use.name], member.rank > rank, member.isFunction == use.isCall {
                    used.insert(use.name)
                    found.append("\(file.path) names .\(use.name) (\(stages[member.rank]))")
                }
            }
        }
        return found
    }

    /// The members declared in the top-level extensions of exactly one
    /// stage, with that stage's rank and whether the member is a function: a
    /// name any other stage declares too, in any way (a type's member, a
    /// local, an enum case), is left out, as a `.name` use of it may mean the
    /// other one.
    ///
    /// A use is held to the member's kind: a function's is a call
    /// (`.name(`), a property's or a type's is not. So a standard-library
    /// member of the same name as a later stage's does not count when the
    /// kinds differ (`text.utf16`, String's view, against Measurement's
    /// `static func utf16(_:)`); a function passed uncalled
    /// (`map(Self.name)`) or called with a trailing closure only is missed,
    /// and so is a use through an implicit `self` (`name(…)` inside another
    /// extension of the same type), which has no `.`.
    static func extensionMembersByStage(_ stagesOfFiles: [String], _ code: [String],
                                        stages: [String]) -> [String: (rank: Int, isFunction: Bool)] {
        var declaredBy: [String: Set<Int>] = [:]
        var extensionMemberOf: [String: (ranks: Set<Int>, isFunction: Bool)] = [:]
        for (stage, text) in zip(stagesOfFiles, code) {
            guard let rank = stages.firstIndex(of: stage) else { continue }
            for name in declarations(text) { declaredBy[name, default: []].insert(rank) }
            for member in extensionMembers(text) {
                extensionMemberOf[member.name, default: ([], member.keyword == "func")].ranks.insert(rank)
            }
        }
        var result: [String: (rank: Int, isFunction: Bool)] = [:]
        for (name, member) in extensionMemberOf where member.ranks.count == 1 && declaredBy[name] == member.ranks {
            result[name] = (member.ranks.first!, member.isFunction)
        }
        return result
    }

    /// The keywords after which a name is declared.
    static let declaring: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "actor", "func", "var",
                                         "let", "case"]

    /// The names declared at brace depth 0: types, type aliases, functions
    /// and constants.
    static func topLevelDeclarations(_ code: String) -> [String] {
        declarations(code) { depth, _ in depth == 0 }.filter { $0.keyword != "case" }.map(\.name)
    }

    /// The members declared directly inside a top-level `extension … { }`:
    /// its functions, properties and nested types, each with its keyword.
    static func extensionMembers(_ code: String) -> [(keyword: String, name: String)] {
        declarations(code) { depth, inExtension in depth == 1 && inExtension }.filter { $0.keyword != "case" }
    }

    /// Every name declared anywhere, at any depth and in any way.
    static func declarations(_ code: String) -> [String] {
        declarations(code) { _, _ in true }.map(\.name)
    }

    /// The names that follow a declaring keyword where `isIncluded(depth,
    /// inExtension)` holds; `inExtension` says whether the depth-1 block
    /// around the name is a top-level extension's.
    static func declarations(_ code: String,
                             where isIncluded: (Int, Bool) -> Bool) -> [(keyword: String, name: String)] {
        var names: [(keyword: String, name: String)] = []
        var depth = 0
        var previous = ""
        var extensionPending = false
        var inExtension = false
        var token = ""
        func flush() {
            guard !token.isEmpty else { return }
            if depth == 0 && token == "extension" { extensionPending = true }
            if declaring.contains(previous), isIncluded(depth, inExtension) { names.append((previous, token)) }
            previous = token
            token = ""
        }
        for character in code {
            if character.isLetter || character.isNumber || character == "_" {
                token.append(character)
                continue
            }
            flush()
            if character == "{" {
                if depth == 0 {
                    inExtension = extensionPending
                    extensionPending = false
                }
                depth += 1
            }
            if character == "}" { depth -= 1 }
        }
        flush()
        return names
    }

    /// Every identifier in `code`, in order.
    static func identifiers(_ code: String) -> [String] {
        code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
            .filter { $0.first.map { !$0.isNumber } ?? false }
    }

    /// The identifiers that follow a single `.` (`value.member`,
    /// `.member` of an implicit base, `\.member`), white space allowed
    /// between, not those after a range operator (`0...count`); each with
    /// whether it is called (a `(` follows).
    static func dotUses(_ code: String) -> [(name: String, isCall: Bool)] {
        let characters = Array(code)
        var uses: [(name: String, isCall: Bool)] = []
        var index = 0
        while index < characters.count {
            guard characters[index].isLetter || characters[index] == "_" else {
                index += 1
                continue
            }
            let start = index
            while index < characters.count,
                  characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
                index += 1
            }
            var before = start - 1
            while before >= 0, characters[before].isWhitespace { before -= 1 }
            if before >= 0, characters[before] == ".", before == 0 || characters[before - 1] != "." {
                var after = index
                while after < characters.count, characters[after].isWhitespace { after += 1 }
                uses.append((String(characters[start..<index]), after < characters.count && characters[after] == "("))
            }
        }
        return uses
    }

    /// `code` with its comments and string literals blanked: names in them
    /// are prose, not references. What a string interpolates (`\(…)`, and
    /// `\#(…)` in a raw string) is code and is kept; so are nested strings'
    /// interpolations. Multi-line (`"""`) and raw (`#"…"#`) strings end
    /// where Swift ends them.
    static func strippingCommentsAndStrings(_ code: String) -> String {
        var stripper = Stripper(characters: Array(code))
        stripper.copyCode(untilInterpolationEnds: false)
        return stripper.out
    }

    /// The scanner behind ``strippingCommentsAndStrings(_:)``.
    private struct Stripper {
        let characters: [Character]
        var index = 0
        var out = ""

        func starts(with text: String, at position: Int) -> Bool {
            var at = position
            for character in text {
                guard at < characters.count, characters[at] == character else { return false }
                at += 1
            }
            return true
        }

        /// Copies code, blanking comments and strings; inside an
        /// interpolation, stops after the `)` that closes it.
        mutating func copyCode(untilInterpolationEnds: Bool) {
            var parentheses = 0
            while index < characters.count {
                let character = characters[index]
                if starts(with: "//", at: index) {
                    while index < characters.count, characters[index] != "\n" { index += 1 }
                } else if starts(with: "/*", at: index) {
                    skipBlockComment()
                    out.append(" ")
                } else if let hashes = stringStart() {
                    skipString(hashes: hashes)
                    out.append(" ")
                } else if untilInterpolationEnds && character == ")" && parentheses == 0 {
                    index += 1
                    return
                } else {
                    if character == "(" { parentheses += 1 }
                    if character == ")" { parentheses -= 1 }
                    out.append(character)
                    index += 1
                }
            }
        }

        /// Skips a block comment, nested ones inside it included.
        mutating func skipBlockComment() {
            var depth = 0
            while index < characters.count {
                if starts(with: "/*", at: index) {
                    depth += 1
                    index += 2
                } else if starts(with: "*/", at: index) {
                    depth -= 1
                    index += 2
                    if depth == 0 { return }
                } else {
                    index += 1
                }
            }
        }

        /// The number of `#`s of a string literal that starts here, or nil
        /// when none does (`#if`, `#filePath`).
        func stringStart() -> Int? {
            var at = index
            while at < characters.count, characters[at] == "#" { at += 1 }
            return at < characters.count && characters[at] == "\"" ? at - index : nil
        }

        /// Skips a string literal of `hashes` `#`s, copying its
        /// interpolations as code.
        mutating func skipString(hashes: Int) {
            let fence = String(repeating: "#", count: hashes)
            index += hashes
            let multiline = starts(with: "\"\"\"", at: index)
            let quote = multiline ? "\"\"\"" : "\""
            index += quote.count
            while index < characters.count {
                if starts(with: quote + fence, at: index) {
                    index += quote.count + hashes
                    return
                }
                if !multiline && characters[index] == "\n" { return }
                if starts(with: "\\" + fence, at: index) {
                    index += 1 + hashes
                    if index < characters.count && characters[index] == "(" {
                        index += 1
                        out.append(" ")
                        copyCode(untilInterpolationEnds: true)
                        out.append(" ")
                    } else {
                        index += 1
                    }
                    continue
                }
                index += 1
            }
        }
    }
}
