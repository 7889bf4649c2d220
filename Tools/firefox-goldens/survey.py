#!/usr/bin/env python3
"""Sort an engine's differences from Chromium into classes, over many golden sets at once.

    python3 Tools/firefox-goldens/survey.py webkit basic-stack basic-dpr2 scripts-dpr1 ...
    python3 Tools/firefox-goldens/survey.py firefox scripts-every4-dpr1 basic-stack-from301 liberation-dpr1

Each SET names `Tests/SteadyTextTests/Goldens/<engine>/<SET>.<engine>.jsonl` (with its
`.meta.json`, which names the corpus) and the Chromium set it lines up with: the `chromium`
field of that meta file if present, else `<SET>` itself, else `<SET>` with `-firstN`,
`-everyN` or `-fromN` taken out (`basic-stack-from301` lines up with `basic-stack`). Cases are
matched on (id, width, size, lineHeight, whiteSpace), as in `compare.py`.

Prints one row per set (cases, heights, line starts, both agreeing), then the classes of
difference summed over the sets, each with its count, messages, sets and examples. A case
whose line starts agree and whose height does not is a height class (by line height: fixed or
`normal`, and the ratio; a fixed one checked against whole CSS px and 1/60 px); a case whose line starts differ is a break class, from the first line
that differs: the message has a presentation selector; a zero-width space or a tab in that
line; one engine's line ends after "/" or a hyphen and the other's does not; the lines end
inside a word (no space at the end of the shorter line) or at a space (another fit), by the
scripts of the letters either side of the break (from their Unicode names). The break
classes are a first sort by the text, not causes. Standard library only.
"""

import argparse
import collections
import json
import os
import re
import sys
import unicodedata
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from compare import KEY, load  # noqa: E402  (cases matched as compare.py matches them)

G = "Tests/SteadyTextTests/Goldens"


def u16(t):
    return t.encode("utf-16-le")


def sl(b, a, c):
    return b[2 * a:2 * c].decode("utf-16-le", "replace")


def chromium_name(engine, name, meta):
    if meta.get("chromium"):
        return meta["chromium"]
    if os.path.exists("%s/%s.chromium.jsonl" % (G, name)):
        return name
    return re.sub(r"-(first|every|from)\d+", "", name)


def classify(k, e, c, text, cat, spans):
    if e["lineStarts"] == c["lineStarts"]:
        if k[3] == "normal":
            return "height: line-height normal"
        lh = float(k[3])
        n = max(1, e["lines"])
        if e["height"] == n * int(lh):
            return "height: fixed line height, whole CSS px (cut down)"
        if abs(e["height"] - n * round(lh * 60) / 60) < 1e-3:
            return "height: fixed line height, 1/60 px"
        return "height: fixed line height, other"
    b = u16(text)
    n = len(b) // 2

    def lines(starts):
        st = starts + [n]
        return [sl(b, st[i], st[i + 1]) for i in range(len(starts))]
    le, lc = lines(e["lineStarts"]), lines(c["lineStarts"])
    i = 0
    while i < min(len(le), len(lc)) and le[i] == lc[i]:
        i += 1
    fe = le[i] if i < len(le) else ""
    fc = lc[i] if i < len(lc) else ""
    short = fe if len(fe) < len(fc) else fc
    rest = (fc if short is fe else fe)[len(short):]
    tag = " [spans]" if spans else ""
    if "\ufe0e" in text or ("\ufe0f" in text and cat == "presentation"):
        return "break: presentation selector" + tag
    if "\u200b" in fe or "\u200b" in fc:
        return "break: zero-width space" + tag
    if "\t" in fe or "\t" in fc:
        return "break: tab" + tag
    for ch, label in (("/", "/"), ("-", "hyphen")):
        ee, ce = fe.rstrip(" ").endswith(ch), fc.rstrip(" ").endswith(ch)
        if ee != ce:
            who = "engine" if ee else "chromium"
            j = len(u16("".join((le if ee else lc)[:i + 1]))) // 2
            nx = sl(b, j, j + 1)
            if label == "/":
                return "break: after /, only %s breaks there%s" % (who, tag)
            kind = ("digit" if nx.isdigit() else "hyphen" if nx == "-" else
                    "ASCII letter" if nx.isascii() and nx.isalpha() else
                    "non-ASCII" if not nx.isascii() else "other")
            return "break: after hyphen, only %s breaks there (next: %s)%s" % (who, kind, tag)
    if short and not short[-1].isspace() and rest and not rest[0].isspace():
        return "break: inside a word (%s)%s" % (script(short.rstrip()[-1:] + rest.lstrip()[:1]), tag)
    return "break: at a space, another fit (%s)%s" % (script(short.rstrip()[-1:] + rest.lstrip()[:1]), tag)


def script(chars):
    """The scripts of the letters and marks either side of the break, from their Unicode names."""
    out = []
    for ch in chars:
        try:
            name = unicodedata.name(ch)
        except ValueError:
            continue
        if unicodedata.category(ch)[0] not in "LM" or name.startswith("VARIATION SELECTOR"):
            continue
        w = name.split()[0]
        if w in ("CJK", "HIRAGANA", "KATAKANA", "KATAKANA-HIRAGANA", "IDEOGRAPHIC", "FULLWIDTH", "HALFWIDTH"):
            w = "CJK/kana"
        w = w if w == "CJK/kana" else w.capitalize()
        if w not in out:
            out.append(w)
    return " / ".join(out) or "no letter"


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("engine", help="firefox or webkit (the folder and file suffix)")
    ap.add_argument("sets", nargs="+", help="set names")
    ap.add_argument("--examples", type=int, default=2, help="examples per class (default 2)")
    ap.add_argument("--markdown", action="store_true", help="print the tables as Markdown")
    args = ap.parse_args(argv)

    classes = collections.defaultdict(lambda: {"cases": 0, "msgs": set(), "sets": collections.Counter(), "ex": []})
    rows = []
    for name in args.sets:
        path = "%s/%s/%s.%s.jsonl" % (G, args.engine, name, args.engine)
        meta = json.load(open(path[:-len(".jsonl")] + ".meta.json", encoding="utf-8"))
        cname = chromium_name(args.engine, name, meta)
        E, C = load(path), load("%s/%s.chromium.jsonl" % (G, cname))
        corpus = {}
        with open(meta["corpus"], encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    m = json.loads(line)
                    corpus[m["id"]] = m
        common = [k for k in E if k in C]
        n = len(common)
        h = sum(E[k]["height"] == C[k]["height"] for k in common)
        s = sum(E[k]["lineStarts"] == C[k]["lineStarts"] for k in common)
        both = sum(E[k]["height"] == C[k]["height"] and E[k]["lineStarts"] == C[k]["lineStarts"] for k in common)
        hn = [k for k in common if k[3] == "normal" and E[k]["lineStarts"] == C[k]["lineStarts"]]
        hf = [k for k in common if k[3] != "normal" and E[k]["lineStarts"] == C[k]["lineStarts"]]
        rows.append((name, cname, n, len(E), h, s, both,
                     sum(E[k]["height"] == C[k]["height"] for k in hn), len(hn),
                     sum(E[k]["height"] == C[k]["height"] for k in hf), len(hf),
                     sum("flags" in E[k] for k in common)))
        for k in common:
            e, c = E[k], C[k]
            if e["height"] == c["height"] and e["lineStarts"] == c["lineStarts"]:
                continue
            m = corpus[k[0]]
            cls = classify(k, e, c, m["text"], m["category"], bool(m.get("spans")))
            if cls.startswith("height"):
                cls += " (ratio %s)" % meta.get("dpr", 1)
            g = classes[cls]
            g["cases"] += 1
            g["msgs"].add(k[0])
            g["sets"][name] += 1
            if len(g["ex"]) < args.examples and all(x[0] != k[0] for x in g["ex"]):
                if cls.startswith("height"):
                    desc = "%s h %g vs %g, %d lines" % (name, e["height"], c["height"], c["lines"])
                else:
                    b = u16(m["text"])
                    nn = len(b) // 2
                    st_e, st_c = e["lineStarts"] + [nn], c["lineStarts"] + [nn]
                    i = 0
                    while i < min(len(e["lineStarts"]), len(c["lineStarts"])) and st_e[i + 1] == st_c[i + 1]:
                        i += 1
                    fe = sl(b, st_e[i], st_e[i + 1]) if i < len(e["lineStarts"]) else ""
                    fc = sl(b, st_c[i], st_c[i + 1]) if i < len(c["lineStarts"]) else ""
                    desc = "%s: %s %r | chromium %r" % (name, args.engine, fe, fc)
                g["ex"].append((k[0], "%s %s/%s/%s/%s: %s" % (k[0], k[1], k[2], k[3], k[4], desc)))

    pct = lambda x, n: "%d (%.2f%%)" % (x, 100.0 * x / n) if n else "-"
    if args.markdown:
        print("| set | Chromium set | cases | heights | line starts | both | `normal` heights* | fixed heights* | flagged |")
        print("|---|---|---|---|---|---|---|---|---|")
    for (name, cname, n, ne, h, s, both, hn_ok, hn, hf_ok, hf, fl) in rows:
        if args.markdown:
            print("| `%s` | `%s` | %d | %s | %s | %s | %d / %d | %d / %d | %d |" % (
                name, cname, n, pct(h, n), pct(s, n), pct(both, n), hn_ok, hn, hf_ok, hf, fl))
        else:
            print("%-28s %-24s %6d  heights %-16s starts %-16s both %-16s normal %d/%d fixed %d/%d flagged %d" % (
                name, cname, n, pct(h, n), pct(s, n), pct(both, n), hn_ok, hn, hf_ok, hf, fl))
    print()
    if args.markdown:
        print("| class | cases | messages | sets (most) | example |")
        print("|---|---|---|---|---|")
        for cls, g in sorted(classes.items(), key=lambda x: (not x[0].startswith("height"), -x[1]["cases"])):
            sets = ", ".join("`%s` %d" % x for x in g["sets"].most_common(3)) + (", …" if len(g["sets"]) > 3 else "")
            ex = g["ex"][0][1].replace("|", "\\|") if g["ex"] else ""
            print("| %s | %d | %d | %s | %s |" % (cls, g["cases"], len(g["msgs"]), sets, ex))
        return 0
    for cls, g in sorted(classes.items(), key=lambda x: (not x[0].startswith("height"), -x[1]["cases"])):
        sets = ", ".join("%s %d" % x for x in g["sets"].most_common(4)) + (", …" if len(g["sets"]) > 4 else "")
        print("%6d  %s  [%d messages; %s]" % (g["cases"], cls, len(g["msgs"]), sets))
        for _, ex in g["ex"]:
            print("          " + ex)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
