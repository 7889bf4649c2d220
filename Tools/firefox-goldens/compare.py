#!/usr/bin/env python3
"""Compare an engine's results (render_firefox.py's or render_webkit.py's JSONL) with Chromium's
for the same cases.

    python3 Tools/firefox-goldens/compare.py FIREFOX.jsonl CHROMIUM.jsonl --corpus CORPUS.jsonl
    python3 Tools/firefox-goldens/compare.py WEBKIT.jsonl CHROMIUM.jsonl --corpus CORPUS.jsonl --name webkit

Cases are matched on (id, width, size, lineHeight, whiteSpace); cases of one file that the other
lacks are counted, not compared. Prints how many heights and line counts agree, then the
differences by class:

- `height only`: same line starts, other height. Grouped by (size, line height) with the
  height per line in each engine (line-height: normal comes from each engine's font metrics
  and rounding).
- `breaks`: other line starts. Each example shows where the lines start in each engine and
  the text of the first line that differs.

Standard library only.
"""
import argparse
import collections
import json
import sys

KEY = ("id", "width", "size", "lineHeight", "whiteSpace")


def load(path, key=KEY):
    """A results file's records by their case: the values of the fields `key` names."""
    out = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.strip():
                r = json.loads(line)
                out[tuple(r[k] for k in key)] = r
    return out


def utf16_slice(text, a, b):
    return text.encode("utf-16-le")[2 * a:2 * b].decode("utf-16-le", "replace")


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("engine", help="the other engine's results JSONL")
    ap.add_argument("chromium", help="Chromium's results JSONL (render.py)")
    ap.add_argument("--corpus", help="the corpus, to show the texts of break differences")
    ap.add_argument("--examples", type=int, default=6, help="examples per class (default 6)")
    ap.add_argument("--json", help="also write the differing cases here, one per line")
    ap.add_argument("--name", default="firefox", help="the engine's name in the output (default firefox)")
    args = ap.parse_args(argv)

    eng, chro = load(args.engine), load(args.chromium)
    texts = {}
    if args.corpus:
        with open(args.corpus, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    m = json.loads(line)
                    texts[m["id"]] = m["text"]
    common = [k for k in eng if k in chro]
    print("cases: %d in the engine's file, %d in Chromium's, %d in both" % (len(eng), len(chro), len(common)))
    if not common:
        return 1
    same_h = sum(eng[k]["height"] == chro[k]["height"] for k in common)
    same_l = sum(eng[k]["lines"] == chro[k]["lines"] for k in common)
    same_s = sum(eng[k]["lineStarts"] == chro[k]["lineStarts"] for k in common)
    both = sum(eng[k]["height"] == chro[k]["height"] and eng[k]["lineStarts"] == chro[k]["lineStarts"]
               for k in common)
    flagged = sum("flags" in eng[k] for k in common)
    n = len(common)
    pct = lambda x: "%d of %d (%.2f%%)" % (x, n, 100.0 * x / n)
    print("heights agree:      " + pct(same_h))
    print("line counts agree:  " + pct(same_l))
    print("line starts agree:  " + pct(same_s))
    print("height and starts:  " + pct(both))
    print("engine's flagged:   %d" % flagged)
    for lh in ("normal", "fixed"):
        ks = [k for k in common if (k[3] == "normal") == (lh == "normal")]
        if ks:
            print("  line-height %-6s: heights agree %d of %d, line starts %d of %d" % (
                lh, sum(eng[k]["height"] == chro[k]["height"] for k in ks), len(ks),
                sum(eng[k]["lineStarts"] == chro[k]["lineStarts"] for k in ks), len(ks)))

    # height only: same line starts, other height
    per = collections.defaultdict(lambda: [0, 0, set()])
    for k in common:
        e, c = eng[k], chro[k]
        if e["lineStarts"] == c["lineStarts"] and e["lines"]:
            g = per[(k[2], k[3])]
            g[1] += 1
            if e["height"] != c["height"]:
                g[0] += 1
                g[2].add((round(e["height"] / e["lines"], 6), round(c["height"] / c["lines"], 6)))
    print("\nheight only (same line starts), by size and line height: cases differing / cases; per-line height %s vs chromium" % args.name)
    for (size, lh), (d, total, pairs) in sorted(per.items(), key=lambda x: (str(x[0][1]), x[0][0])):
        if d:
            print("  size %-3s line-height %-6s %4d / %-4d %s" % (size, lh, d, total,
                  " ".join("%s vs %s" % p for p in sorted(pairs)[:4])))

    # breaks: other line starts
    brk = [k for k in common if eng[k]["lineStarts"] != chro[k]["lineStarts"]]
    more = sum(eng[k]["lines"] > chro[k]["lines"] for k in brk)
    fewer = sum(eng[k]["lines"] < chro[k]["lines"] for k in brk)
    cats = collections.Counter(k[0].rsplit("-", 1)[0] for k in brk)
    print("\nbreaks: %d cases (engine more lines %d, fewer %d, same count %d); messages %d; by category: %s" % (
        len(brk), more, fewer, len(brk) - more - fewer, len({k[0] for k in brk}),
        ", ".join("%s %d" % x for x in cats.most_common())))
    shown = set()
    for k in brk:
        if k[0] in shown or len(shown) >= args.examples * 3:
            continue
        shown.add(k[0])
        e, c = eng[k], chro[k]
        print("  %s width %s size %s lh %s %s: %s %s lines %s, chromium %s lines %s" % (
            k[0], k[1], k[2], k[3], k[4], args.name, e["lines"], e["lineStarts"], c["lines"], c["lineStarts"]))
        t = texts.get(k[0])
        if t is not None:
            es, cs = e["lineStarts"] + [None], c["lineStarts"] + [None]
            i = next(i for i in range(min(len(es), len(cs))) if es[i] != cs[i]) - 1
            i = max(i, 0)
            end = len(t.encode("utf-16-le")) // 2
            fe = utf16_slice(t, es[i], es[i + 1] if es[i + 1] is not None else end)
            fc = utf16_slice(t, cs[i], cs[i + 1] if cs[i + 1] is not None else end)
            print("      line %d %s%r" % (i + 1, (args.name + ":").ljust(10), fe))
            print("      line %d %s%r" % (i + 1, "chromium:".ljust(10), fc))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            for k in common:
                e, c = eng[k], chro[k]
                if e["height"] != c["height"] or e["lineStarts"] != c["lineStarts"]:
                    f.write(json.dumps({"key": k, args.name: e, "chromium": c}, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
