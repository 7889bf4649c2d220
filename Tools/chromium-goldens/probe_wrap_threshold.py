#!/usr/bin/env python3
"""Find, in headless Chromium, the widths at which a text's first line just fits.

    python3 Tools/chromium-goldens/probe_wrap_threshold.py corpus > CORPUS
    python3 Tools/chromium-goldens/probe_wrap_threshold.py render CORPUS -o OUT [--stack FILE] [--dpr R]

`corpus` picks messages of the `basic` and `scripts` corpora (seeded; ids prefixed with the
corpus's name). `render` gives each message seeded (size, white-space, start width) searches:
at the start width the first line ends somewhere; the search page (wrap_threshold_page.js)
finds the narrowest width, in layout units (1/64 of a device pixel), at which the last
grapheme with ink on that line stays on it. That width and the one a layout unit narrower
are the cases: the first line's content is then within a layout unit of the line's room,
where a width rounded up to 1/64 px decides. Each case is rendered again by render.py's page
(page.js, its records and checks), so OUT is a render.py results file (`lines`,
`lineStarts`, `height`, with `side`: "fit" or "break", and the search's `startWidth`), and
its meta file names the corpus, the stack and the ratio as render.py's do.
See README.md in this folder. Standard library only.
"""
import argparse
import concurrent.futures
import hashlib
import html
import json
import os
import random
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import render  # noqa: E402  (the stack, fontconfig, page and record helpers)

REPO = render.REPO
GOLDENS = REPO / "Tests" / "SteadyTextTests" / "Goldens"
# Messages picked from each corpus.
SOURCES = [("scripts", 200), ("basic", 100)]
SIZES = [14, 16, 17, 23, 28]          # px: on the 1/64 px grid at ratios 1 and 2
SIZES_PER_MESSAGE = 5                 # every size
LINES = [0, 1]                        # the line whose fit is searched: the first, or the second
START_WIDTHS = [100, 140, 180, 220, 260, 320, 400]
START_WIDTHS_PER_SIZE = 2
WHITE_SPACE = ["pre-wrap", "pre-wrap", "normal"]   # pre-wrap twice as often


def rng_for(*parts):
    return random.Random(hashlib.sha256("\0".join(str(p) for p in parts).encode()).hexdigest())


def make_corpus(seed):
    """The messages: of each source corpus, a seeded sample of those with two graphemes of
    ink or more, in the corpus's order."""
    out = []
    for name, count in SOURCES:
        msgs = [json.loads(line) for line in (GOLDENS / ("%s.corpus.jsonl" % name)).read_text(encoding="utf-8")
                .splitlines() if line.strip()]
        msgs = [m for m in msgs if "spans" not in m and len(m["text"].strip()) >= 2]
        keep = set(rng_for("wrap-threshold", seed, name).sample(range(len(msgs)), count))
        for i, m in enumerate(msgs):
            if i in keep:
                out.append({"id": "%s/%s" % (name, m["id"]), "category": m["category"], "text": m["text"]})
    return out


def searches_of(msg_id, seed):
    """A message's searches: (size, white-space, start width, line), for each of its seeded
    sizes and seeded start widths."""
    rng = rng_for("wrap-threshold-cases", seed, msg_id)
    return [(s, rng.choice(WHITE_SPACE), w0, rng.choice(LINES))
            for s in sorted(rng.sample(SIZES, SIZES_PER_MESSAGE))
            for w0 in sorted(rng.sample(START_WIDTHS, START_WIDTHS_PER_SIZE))]


def search_page(setup, texts, cases):
    doc = {"texts": texts, "cases": cases, "family": setup["family"], "faceCount": setup["faceCount"],
           "dpr": setup["dpr"], "tofu": setup["tofu"]}
    data = json.dumps(doc, ensure_ascii=True, separators=(",", ":")).replace("</", "<\\/")
    script = (HERE / "wrap_threshold_page.js").read_text()
    return ('<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">\n<style>\n%s\n'
            "html, body { margin: 0; padding: 0; }\n</style></head><body>\n"
            '<div id="host"></div><pre id="out">pending</pre>\n'
            '<script type="application/json" id="data">%s</script>\n<script>%s</script>\n'
            "</body></html>\n" % (setup["css"], data, script))


def run_search_page(chromium, tmp, idx, setup, fc_conf, texts, cases, timeout):
    """The search page's rows (render.run_page's loading and checks, with this page)."""
    page = Path(tmp) / ("search%04d.html" % idx)
    page.write_text(search_page(setup, texts, cases), encoding="utf-8")
    profile = Path(tmp) / ("search-profile%04d" % idx)
    cmd = [chromium] + render.chromium_flags(setup["dpr"]) + ["--user-data-dir=%s" % profile, "--dump-dom",
                                                             page.as_uri()]
    env = dict(os.environ, FONTCONFIG_FILE=str(fc_conf))
    last = None
    for attempt in range(3):
        p = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=timeout)
        m = re.search(r'<pre id="out">(.*?)</pre>', p.stdout.decode("utf-8", "replace"), re.S)
        if m:
            res = json.loads(html.unescape(m.group(1))) if m.group(1) != "pending" else {"error": "pending"}
            if "rows" in res and len(res["rows"]) == len(cases):
                bad = render.check_page(setup, res)
                if bad:
                    raise RuntimeError("search page %d: %s" % (idx, bad))
                page.unlink()
                return res["rows"]
            last = res.get("error", "row count")
        else:
            last = "no output (exit %d)" % p.returncode
        print("search page %d attempt %d failed: %s" % (idx, attempt + 1, last), file=sys.stderr)
    raise RuntimeError("search page %d failed: %s" % (idx, last))


def split(items, args):
    """`items` in pages: at most --batch a page, and at least one page per job."""
    size = max(1, min(args.batch, -(-len(items) // max(1, args.jobs))))
    return [items[i:i + size] for i in range(0, len(items), size)]


def render_main(args, argv):
    stack = render.load_stack(args.stack)
    dpr = args.dpr
    tofu = render.tofu_or_warning(stack)
    setup = {"css": render.font_face_css(stack, True), "family": render.family_list(stack, True),
             "faceCount": sum(len(f["faces"]) for f in stack), "dpr": dpr,
             "tofu": [tofu[0], tofu[1]] if tofu else None}
    msgs = [json.loads(line) for line in Path(args.corpus).read_text(encoding="utf-8").splitlines() if line.strip()]
    texts = [m["text"] for m in msgs]
    searches = [(mi, s, ws, w0, L) for mi, m in enumerate(msgs) for s, ws, w0, L in searches_of(m["id"], args.seed)]
    unit = 64 * dpr        # layout units per CSS px
    search_cases = [[mi, s, ws, int(w0 * unit), L] for mi, s, ws, w0, L in searches]
    print("%d messages, %d searches" % (len(msgs), len(searches)), file=sys.stderr)

    with tempfile.TemporaryDirectory(prefix="wrap-threshold-") as tmp:
        fc_conf = render.fontconfig_file(tmp, stack)
        batches = split(search_cases, args)

        def search_job(i):
            used = sorted({c[0] for c in batches[i]})
            local = {mi: k for k, mi in enumerate(used)}
            rows = run_search_page(args.chromium, tmp, i, setup, fc_conf, [texts[mi] for mi in used],
                                   [[local[c[0]]] + c[1:] for c in batches[i]], args.timeout)
            print("search page %d/%d done" % (i + 1, len(batches)), file=sys.stderr)
            return rows

        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
            found = [r for rows in ex.map(search_job, range(len(batches))) for r in rows]

        # The two widths of each search that found its switch, fitting side first.
        summary = {"searches": len(searches), "found": {str(L): 0 for L in LINES}, "skipped": {},
                   "unchecked": [], "lineStartMoved": 0, "duplicates": 0}
        seen = set()
        cases = []  # (message, text index, width, size, white-space, side, start width, line, last grapheme)
        for (mi, s, ws, w0, L), row in zip(searches, found):
            if "skip" in row:
                summary["skipped"][row["skip"]] = summary["skipped"].get(row["skip"], 0) + 1
                continue
            if not row["checked"]:
                summary["unchecked"].append("%s@%s" % (msgs[mi]["id"], s))
                continue
            if row["fitStart"] != row["breakStart"]:
                # Line L starts elsewhere one layout unit narrower: not line L's own switch.
                summary["lineStartMoved"] += 1
                continue
            key = (mi, s, ws, row["fit"])
            if key in seen:
                # Another search of the message found the same width.
                summary["duplicates"] += 1
                continue
            seen.add(key)
            summary["found"][str(L)] += 1
            for side, units in (("fit", row["fit"]), ("break", row["fit"] - 1)):
                w = units / unit
                cases.append((msgs[mi], mi, int(w) if w == int(w) else w, s, ws, side, w0, L, row["last"]))

        # Each case through render.py's page: its records and checks.
        page_batches = split(cases, args)

        def page_job(i):
            batch = page_batches[i]
            used = sorted({c[1] for c in batch})
            local = {mi: k for k, mi in enumerate(used)}
            rows, _ = render.run_page(args.chromium, tmp, i, setup, fc_conf, [texts[mi] for mi in used],
                                      [[local[c[1]], c[2], c[3], "normal", c[4]] for c in batch], args.timeout)
            print("page %d/%d done" % (i + 1, len(page_batches)), file=sys.stderr)
            return rows

        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
            rows = [r for rs in ex.map(page_job, range(len(page_batches))) for r in rs]

    out = Path(args.out)
    flagged = 0
    sides = {"fit": 0, "break": 0}
    with open(out, "w", encoding="utf-8") as f:
        for (m, mi, w, s, ws, side, w0, L, (ga, ge)), row in zip(cases, rows):
            rec = render.build_record(m, m["text"], w, s, "normal", ws, row, dpr)
            starts = rec["lineStarts"]
            end = starts[L + 1] if len(starts) > L + 1 else len(render.utf16(m["text"]))
            # The last grapheme of line L at the start width: on line L at the fitting width,
            # on a later line one layout unit narrower.
            if (end >= ge) != (side == "fit"):
                rec.setdefault("flags", []).append("line %d ends at %d, the grapheme at %d..<%d" % (L, end, ga, ge))
            flagged += "flags" in rec
            sides[side] += "flags" not in rec
            rec["side"] = side
            rec["line"] = L
            rec["startWidth"] = w0
            f.write(json.dumps(rec, ensure_ascii=False, separators=(",", ":")) + "\n")

    version = subprocess.run([args.chromium, "--version"], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL).stdout.decode().strip()
    meta = {
        "generator": "Tools/chromium-goldens/probe_wrap_threshold.py",
        "command": render.command_line(__file__, argv),
        "chromiumCommand": " ".join(["FONTCONFIG_FILE=<tmp>/fonts.conf", args.chromium] + render.chromium_flags(dpr)
                                    + ["--user-data-dir=<tmp>/profileN", "--dump-dom", "file://<tmp>/pageN.html"]),
        "fontconfig": render.FONTCONFIG_NOTE,
        "chromiumVersion": version,
        "date": render.utc_now(),
        **render.stack_meta(args.stack, stack),
        "dpr": dpr,
    }
    if tofu:
        meta["noSystemFontsCheck"] = "U+%04X (%s) drawn %s em wide, the primary font's .notdef, on every page" % (
            ord(tofu[0]), "this machine has it in %s" % tofu[2] if tofu[2] else "in no font of this machine",
            round(tofu[1], 6))
    meta.update({
        "corpus": render.rel(args.corpus),
        "corpusSha256": render.sha256_file(args.corpus),
        "parameters": {"sizes": SIZES, "sizesPerMessage": SIZES_PER_MESSAGE, "startWidths": START_WIDTHS,
                       "startWidthsPerSize": START_WIDTHS_PER_SIZE,
                       "lines": LINES,
                       "whiteSpace": sorted(set(WHITE_SPACE)), "lineHeight": "normal", "seed": args.seed},
        "threshold": summary,
        "messages": len(msgs),
        "cases": len(cases),
        "flagged": flagged,
        "casesPerPage": args.batch,
    })
    render.write_meta(out, meta, len(cases), flagged)
    return 0


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="command", required=True)
    c = sub.add_parser("corpus", help="write the corpus (JSONL) to stdout")
    c.add_argument("--seed", default="1")
    r = sub.add_parser("render", help="search and render the cases of a corpus")
    r.add_argument("corpus")
    r.add_argument("-o", "--out", required=True, help="results JSONL (meta goes to <name>.meta.json)")
    r.add_argument("--stack", default=str(REPO / "Fonts" / "stack.json"), help="font-stack file")
    r.add_argument("--dpr", type=render.num, default=1, help="device scale factor (default 1)")
    r.add_argument("--seed", default="1", help="seed of the searches (default 1)")
    r.add_argument("--chromium", default="chromium")
    r.add_argument("--jobs", type=int, default=2, help="parallel Chromium processes")
    render.add_page_arguments(r)
    args = ap.parse_args(argv)
    if args.command == "corpus":
        for m in make_corpus(args.seed):
            sys.stdout.write(json.dumps(m, ensure_ascii=False) + "\n")
        return 0
    return render_main(args, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
