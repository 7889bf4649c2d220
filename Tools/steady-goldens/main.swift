// steady-goldens: what is generated from the Chromium goldens and the shipped rules, written
// into the repository (never run by the tests, which check what it wrote).
//
//   steady-goldens fidelity [--goldens PREFIX] [--out FILE]
//       the match rate by category and parameter (default: the basic and full sets into
//       Docs/fidelity.md); --goldens PREFIX reads PREFIX.corpus.jsonl and PREFIX.chromium.jsonl
//       instead, for a held-out check, and prints the report unless --out is given.
//   steady-goldens bubbles PREFIX [--dpr R]
//       Steady's rows against PREFIX.chromium.jsonl (render_bubbles.py's output for
//       PREFIX.corpus.jsonl, at ratio R): how many match, then each differing case; to try a
//       corpus before it becomes a golden set.
//   steady-goldens latin-pairs [--out FILE]
//       Sources/SteadyText/TextAnalysis/LatinPairTable+Rows.swift from the shipped line break
//       rules (after changing BreakRules/; UnicodeShimTests fails until then).
//
// Run from the repository's root: `make fidelity`, `make latin-pairs`.

import Foundation
import SteadyBubbles
import SteadyGoldens
import SteadyText

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("steady-goldens: \(message)\n".utf8))
    exit(2)
}

/// The value of `--name` in `arguments`, or nil.
func option(_ name: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: name) else { return nil }
    guard index + 1 < arguments.count else { fail("\(name) needs a value") }
    return arguments[index + 1]
}

func write(_ text: String, to path: String?) {
    guard let path else { return print(text, terminator: "") }
    do {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        print("wrote \(path)")
    } catch {
        fail("cannot write \(path): \(error)")
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
let root = ChromiumGoldens.packageRoot.path
switch arguments.first {
case "fidelity":
    do {
        var sets: [(name: String, goldens: ChromiumGoldens)] = []
        var out = option("--out", in: arguments)
        if let prefix = option("--goldens", in: arguments) {
            sets.append((URL(fileURLWithPath: prefix).lastPathComponent, try ChromiumGoldens(prefix: URL(fileURLWithPath: prefix))))
        } else {
            sets = [("basic", try ChromiumGoldens(named: "basic")), ("full", try ChromiumGoldens(named: "full"))]
            out = out ?? root + "/Docs/fidelity.md"
        }
        write(FidelityReport.markdown(sets: sets, fonts: try FontStack.bundled()), to: out)
    } catch {
        fail("\(error)")
    }
case "bubbles":
    guard arguments.count >= 2, !arguments[1].hasPrefix("--") else { fail("bubbles needs a corpus PREFIX") }
    let prefix = arguments[1]
    guard let ratio = Double(option("--dpr", in: arguments) ?? "1"), ratio > 0 else { fail("--dpr needs a positive number") }
    do {
        let goldens = try BubbleGoldens(corpus: URL(fileURLWithPath: prefix + ".corpus.jsonl"),
                                        results: URL(fileURLWithPath: prefix + ".chromium.jsonl"), devicePixelRatio: ratio)
        let comparisons = try goldens.compare(fonts: FontStack.bundled())
        let differing = comparisons.filter { !$0.matches }
        print("\(comparisons.count - differing.count) of \(comparisons.count) match")
        for comparison in differing { print("[\(goldens.categories[comparison.golden.id] ?? "")] " + comparison.report) }
    } catch {
        fail("\(error)")
    }
case "latin-pairs":
    let derived = LatinPairDerivation(iterator: BreakIterator(.line))
    write(derived.rowsSource,
          to: option("--out", in: arguments) ?? root + "/Sources/SteadyText/TextAnalysis/LatinPairTable+Rows.swift")
default:
    fail("usage: steady-goldens fidelity [--goldens PREFIX] [--out FILE] | bubbles PREFIX [--dpr R] | latin-pairs [--out FILE]")
}
