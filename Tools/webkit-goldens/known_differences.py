#!/usr/bin/env python3
"""Write an engine set's known-differences list from the cases where Steady's target differs.

    STEADY_DIFFERENCES_DIRECTORY=/tmp/d swift test --skip-build --filter WebKitGoldenTests
    python3 Tools/webkit-goldens/known_differences.py webkit /tmp/d SET...

For each SET, reads `/tmp/d/<SET>.<engine>.tsv` (the differing cases `StackGoldenTests`
writes: id, width, size, line height, white-space, cause) and writes
`Tests/SteadyTextTests/Goldens/<engine>/<SET>.known-differences.tsv`, each case with a cause
from what the engine drew against Chromium for the same case (at a ratio other than 1 against
Chromium's set at ratio 1: both engines lay out in CSS px):

- the engine breaks as Chromium and Steady's Chromium set lists the case: that cause;
- the engine breaks the text elsewhere than Chromium (Steady breaks as Chromium does): the
  class `survey.py` sorts the first differing line into, and what is known of it;
- the engine's height differs with Chromium's breaks: the height class;
- the engine's record is flagged (its page and its own probe of the case disagree): that;
- else `unexplained`, which the test does not accept until a person finds the cause.

The causes say what the engine does, measured against Chromium; they are not Steady's output.
Standard library only.
"""

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "firefox-goldens"))
from compare import load  # noqa: E402
from survey import G, chromium_name, classify  # noqa: E402

# What is known of each class of the engine's own breaks (Tools/webkit-goldens/README.md,
# Tools/firefox-goldens/README.md).
KNOWN = {
    "webkit": {
        "break: presentation selector": "draws a U+FE0E text-presentation sequence narrower than Chromium (another face), so more fits a line",
        "break: zero-width space": "keeps the first of a run of zero width spaces after a space on the line, where Chromium breaks before the run",
        "break: after hyphen, only chromium breaks there (next: non-ASCII)": "does not break after a hyphen or dash before a non-ASCII character",
        "break: after hyphen, only engine breaks there (next: digit)": "breaks between a hyphen and a digit where Chromium keeps them",
        "break: after hyphen, only chromium breaks there (next: digit)": "does not break after a hyphen before a digit",
        "break: after /, only engine breaks there": "breaks after a slash",
    },
    "firefox": {
        "break: presentation selector": "draws colour emoji whole px wide and U+FE0E sequences in another face, so another number fits a line",
        "break: zero-width space": "drops the kerning across U+200B, so a word more or less fits",
        "break: after /, only engine breaks there": "breaks after a slash",
        "break: after hyphen, only chromium breaks there (next: digit)": "does not break after a hyphen before a digit",
        "break: after hyphen, only chromium breaks there (next: hyphen)": "does not break after a hyphen before a hyphen",
        "break: after hyphen, only engine breaks there": "breaks after a hyphen that starts a word",
        "break: tab": "moves a tab at a line's end to the next line",
        "break: at a space, another fit": "fits another number of words on a line than Chromium where Steady's app-unit widths do not (its own breaks inside Myanmar and Lao words, or widths across style runs)",
    },
}


def cause_of(engine, title, cls):
    for prefix, text in KNOWN.get(engine, {}).items():
        if cls.startswith(prefix):
            return "%s %s (%s; not modelled)" % (title, text, cls)
    if cls.startswith("break:"):
        return "%s breaks elsewhere than Chromium, class %s (not modelled)" % (title, cls[len("break: "):])
    return "%s height differs with Chromium's line breaks: %s (not modelled)" % (title, cls[len("height: "):])


def main(argv):
    engine, directory, sets = argv[0], Path(argv[1]), argv[2:]
    title = {"webkit": "WebKitGTK", "firefox": "Firefox"}.get(engine, engine)
    for name in sets:
        path = "%s/%s/%s.%s.jsonl" % (G, engine, name, engine)
        meta = json.load(open(path[:-len(".jsonl")] + ".meta.json", encoding="utf-8"))
        cname = chromium_name(engine, name, meta)
        if meta.get("dpr", 1) != 1:
            # WebKitGTK and Firefox lay out in CSS px at every ratio (Steady's
            # targets break as Chromium at ratio 1): their breaks are measured
            # against Chromium's at ratio 1, the set of the same cases there.
            cname = cname.replace("-dpr%g" % meta["dpr"], "-dpr1")
        # The bundled stack's basic set at ratio 1 is named basic-stack.
        cname = "basic-stack" if cname == "basic-dpr1" else cname
        engine_cases, chromium_cases = load(path), load("%s/%s.chromium.jsonl" % (G, cname))
        corpus = {}
        for line in open(meta["corpus"], encoding="utf-8"):
            if line.strip():
                m = json.loads(line)
                corpus[m["id"]] = m
        chromium_list = {}
        listed = Path(G) / ("%s.known-differences.tsv" % cname)
        if listed.exists():
            for line in listed.read_text(encoding="utf-8").splitlines():
                if line and not line.startswith("#"):
                    f = line.split("\t")
                    chromium_list[tuple(f[:5])] = f[5]
        rows, unexplained = [], 0
        by_key = {(k[0], fmt(k[1]), fmt(k[2]), lh(k[3]), k[4]): k for k in engine_cases}
        source = directory / ("%s.%s.tsv" % (name, engine))
        for line in source.read_text(encoding="utf-8").splitlines():
            f = line.split("\t")
            key5 = tuple(f[:5])
            cause = "unexplained"
            k = by_key.get(key5)
            c = chromium_cases.get(k) if k else None
            if c is not None:
                e = engine_cases[k]
                if e.get("flags"):
                    # The engine's page and its own probe of the case disagree
                    # (render.py's build_record checks; the same on every render).
                    cause = "%s's page and its own probe of this case disagree (%s): the engine's own answer is not one" % (
                        title, "; ".join(e["flags"]))
                elif key5 in chromium_list and e["lineStarts"] == c["lineStarts"]:
                    # The engine breaks as Chromium: what Steady misses there is Chromium's.
                    cause = "as in Chromium's list: " + chromium_list[key5]
                elif e["lineStarts"] != c["lineStarts"] or e["height"] != c["height"]:
                    m = corpus[k[0]]
                    cause = cause_of(engine, title, classify(k, e, c, m["text"], m["category"], bool(m.get("spans"))))
            unexplained += cause == "unexplained"
            rows.append("\t".join(f[:5] + [cause]))
        out = Path(G) / engine / ("%s.known-differences.tsv" % name)
        header = [
            "# %s (%s): golden cases where Steady's %s target and %s differ, each with its cause." % (name, engine, engine, title),
            "# Columns: id, width, size, line height, white-space (as in the goldens), cause.",
            "# Written by Tools/webkit-goldens/known_differences.py from what %s and Chromium drew;" % title,
            "# the test requires the list to be exact.",
        ]
        out.write_text("\n".join(header + rows) + "\n", encoding="utf-8")
        print("%s: %d listed, %d unexplained" % (name, len(rows), unexplained))
    return 0


def fmt(v):
    return str(int(v)) if float(v) == int(float(v)) else repr(float(v))


def lh(v):
    if v == "normal":
        return "normal"
    return fmt(v)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
