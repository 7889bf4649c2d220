import Foundation
import Testing

/// SteadyText's folders are the stages of its pipeline, and a stage uses only
/// the stages below it (`SteadyText.docc/Architecture.md`). The compiler sees
/// one module, so this test is what holds the direction: it fails when a
/// file names a type or function declared at the top level of a later stage.
///
/// Separate SwiftPM targets per stage would let the compiler check it, at the
/// price of `package` access on every internal symbol a later stage reads and
/// of cross-module inlining on the layout loop's hot calls (`ceil64`, the
/// unit metrics' lookups), which the benchmark would pay for. A test checks
/// the same rule with none of that.
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

/// Which top-level names each stage declares, and who names them.
enum StageReferences {
    /// "file names Name (Stage)" for every file that names a top-level type
    /// or function of a later stage than its own.
    static func violations(_ files: [(stage: String, path: String, text: String)], stages: [String]) -> [String] {
        var declaredIn: [String: Int] = [:]
        let code = files.map { strippingCommentsAndStrings($0.text) }
        for (file, text) in zip(files, code) {
            guard let rank = stages.firstIndex(of: file.stage) else { continue }
            for name in topLevelDeclarations(text) { declaredIn[name] = rank }
        }
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
        }
        return found
    }

    /// The names declared at brace depth 0: types, type aliases and functions.
    static func topLevelDeclarations(_ code: String) -> [String] {
        var names: [String] = []
        var depth = 0
        var previous: [String] = []
        var token = ""
        func flush() {
            guard !token.isEmpty else { return }
            if depth == 0, let keyword = previous.last,
               ["struct", "class", "enum", "protocol", "typealias", "actor", "func"].contains(keyword) {
                names.append(token)
            }
            previous.append(token)
            token = ""
        }
        for character in code {
            if character.isLetter || character.isNumber || character == "_" {
                token.append(character)
                continue
            }
            flush()
            if character == "{" { depth += 1 }
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

    /// `code` with its comments and string literals blanked: names in them
    /// are prose, not references.
    static func strippingCommentsAndStrings(_ code: String) -> String {
        var out = ""
        var characters = Array(code)[...]
        while let character = characters.first {
            if characters.starts(with: "//") {
                while let next = characters.first, next != "\n" { characters.removeFirst() }
            } else if characters.starts(with: "/*") {
                characters.removeFirst(2)
                while !characters.isEmpty && !characters.starts(with: "*/") { characters.removeFirst() }
                characters = characters.dropFirst(2)
            } else if character == "\"" {
                characters.removeFirst()
                while let next = characters.first, next != "\"" && next != "\n" {
                    characters.removeFirst()
                    if next == "\\" && !characters.isEmpty { characters.removeFirst() }
                }
                characters = characters.dropFirst()
                out.append(" ")
            } else {
                out.append(character)
                characters.removeFirst()
            }
        }
        return out
    }
}
