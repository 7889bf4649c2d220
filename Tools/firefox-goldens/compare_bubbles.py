#!/usr/bin/env python3
"""Compare an engine's chat-bubble results (render_firefox_bubbles.py's or
render_webkit_bubbles.py's JSONL) with Chromium's (render_bubbles.py's) for the same cases.

    python3 Tools/firefox-goldens/compare_bubbles.py FIREFOX.jsonl CHROMIUM.jsonl
    python3 Tools/firefox-goldens/compare_bubbles.py WEBKIT.jsonl CHROMIUM.jsonl --name webkit

Cases are matched on (id, listWidth, size); cases of one file that the other lacks are counted,
not compared. Prints how many row heights, line counts and frames agree, then:

- the row-height differences by the part whose height differs (date, name, quote, media, text,
  reactions: the parts in the row's flow; .time is absolutely positioned), with the text's
  height per line in each engine when the line counts agree, and the cases whose text or quote
  breaks into another number of lines or puts the time spacer elsewhere;
- in the cases whose row heights agree, each frame field that differs, with its largest
  difference (text and label widths, the bubble's width, the time's place).

Standard library only.
"""
import argparse
import collections
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import compare  # noqa: E402  (the results files' loading)

KEY = ("id", "listWidth", "size")
FLOW = ("date", "name", "quote", "media", "text", "reactions")   # the parts that make the row's height
FIELDS = "xywh"


def load(path):
    return compare.load(path, KEY)


def fmt(v):
    return ("%.4f" % v).rstrip("0").rstrip(".")


def case_name(k):
    return "%s %s/%s" % k


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("engine", help="the engine's results JSONL")
    ap.add_argument("chromium", help="Chromium's results JSONL of the same corpus and cases")
    ap.add_argument("--name", default="firefox", help="the engine's name in the output")
    ap.add_argument("--examples", type=int, default=3, help="examples per class")
    args = ap.parse_args(argv)
    eng, chro = load(args.engine), load(args.chromium)
    keys = [k for k in eng if k in chro]
    name = args.name
    print("%d cases matched (%d only in %s, %d only in chromium)" % (
        len(keys), len(set(eng) - set(chro)), name, len(set(chro) - set(eng))))

    count = collections.Counter()
    parts = collections.Counter()            # row-height differences by flow part
    part_examples = collections.defaultdict(list)
    only = collections.Counter()             # ... where that part is the only one
    per_line = collections.defaultdict(collections.Counter)   # size -> (engine, chromium) px per text line
    breaks = []
    quote_lines = []
    field_diff = collections.defaultdict(list)  # in cases with the same row height
    unexplained = []
    for k in keys:
        e, c = eng[k], chro[k]
        same_row = e["rowHeight"] == c["rowHeight"]
        count["rows"] += same_row
        count["textLines"] += e.get("textLines") == c.get("textLines")
        count["spacer"] += e.get("spacerOwnLine") == c.get("spacerOwnLine")
        count["quoteLines"] += e.get("quoteLines") == c.get("quoteLines")
        count["parts"] += set(e["frames"]) == set(c["frames"])
        if e.get("textLines") != c.get("textLines") or e.get("spacerOwnLine") != c.get("spacerOwnLine"):
            breaks.append(k)
        if e.get("quoteLines") != c.get("quoteLines"):
            quote_lines.append(k)
        frames_same = all(e["frames"].get(f) == c["frames"][f] for f in c["frames"])
        count["frames"] += frames_same and set(e["frames"]) == set(c["frames"])
        count["rowsAndFrames"] += same_row and frames_same and set(e["frames"]) == set(c["frames"])
        if same_row:
            for f, cf in c["frames"].items():
                ef = e["frames"].get(f)
                if ef is None:
                    continue
                for i, fld in enumerate(FIELDS):
                    if ef[i] != cf[i]:
                        field_diff["%s.%s" % (f, fld)].append((abs(ef[i] - cf[i]), k))
            continue
        diff = [p for p in FLOW if p in c["frames"] and p in e["frames"]
                and e["frames"][p][3] != c["frames"][p][3]]
        for p in diff:
            parts[p] += 1
            if len(part_examples[p]) < args.examples:
                part_examples[p].append(k)
        if len(diff) == 1:
            only[diff[0]] += 1
        if not diff:
            unexplained.append(k)
        if "text" in diff and e.get("textLines") and e.get("textLines") == c.get("textLines"):
            per_line[k[2]][(e["frames"]["text"][3] / e["textLines"], c["frames"]["text"][3] / c["textLines"])] += 1

    n = len(keys)
    pc = lambda v: "%d (%.2f%%)" % (v, 100.0 * v / n) if n else "0"
    print("row heights agree: %s" % pc(count["rows"]))
    print("text line counts agree: %s; time spacer on the same line: %s; quote lines agree: %s" % (
        pc(count["textLines"]), pc(count["spacer"]), pc(count["quoteLines"])))
    print("every frame agrees exactly: %s; row height and every frame: %s" % (pc(count["frames"]),
                                                                              pc(count["rowsAndFrames"])))
    print()
    print("row heights that differ: %d, by the part whose height differs (a case can have several):"
          % (n - count["rows"]))
    for p in FLOW:
        if parts[p]:
            ex = ", ".join("%s %s vs %s" % (case_name(k), fmt(eng[k]["frames"][p][3]), fmt(chro[k]["frames"][p][3]))
                           for k in part_examples[p])
            print("  %-9s %5d (only it: %d)  e.g. %s" % (p, parts[p], only[p], ex))
    if unexplained:
        print("  no flow part's height differs: %d, e.g. %s" % (
            len(unexplained), ", ".join("%s %s vs %s" % (case_name(k), fmt(eng[k]["rowHeight"]),
                                                         fmt(chro[k]["rowHeight"])) for k in unexplained[:args.examples])))
    if per_line:
        print("  text with the same line count, px per line (%s vs chromium: cases), by size:" % name)
        for s in sorted(per_line):
            top = per_line[s].most_common(4)
            print("    %s px: %s%s" % (fmt(s), ", ".join("%s vs %s: %d" % (fmt(a), fmt(b), v) for (a, b), v in top),
                                       " (+%d more)" % (len(per_line[s]) - 4) if len(per_line[s]) > 4 else ""))
    print()
    print("text breaks differ (line count or time spacer's line): %d" % len(breaks))
    for k in breaks[:max(args.examples, 10)]:
        e, c = eng[k], chro[k]
        print("  %s: %s %s lines, spacer own line %s; chromium %s lines, %s" % (
            case_name(k), name, e.get("textLines"), e.get("spacerOwnLine"), c.get("textLines"),
            c.get("spacerOwnLine")))
    print("quote line counts differ: %d%s" % (len(quote_lines), "" if not quote_lines else ", e.g. " + ", ".join(
        "%s %s vs %s" % (case_name(k), eng[k].get("quoteLines"), chro[k].get("quoteLines"))
        for k in quote_lines[:args.examples])))
    print()
    print("in the %d cases whose row heights agree, frame fields that differ (cases, largest difference):"
          % count["rows"])
    for f in sorted(field_diff, key=lambda f: -len(field_diff[f])):
        d = field_diff[f]
        big = max(d)
        print("  %-13s %5d  max %s px (%s)" % (f, len(d), fmt(big[0]), case_name(big[1])))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
