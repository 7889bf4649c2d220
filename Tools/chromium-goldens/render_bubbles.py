#!/usr/bin/env python3
"""Render chat rows (Templates/bubble.css) in headless Chromium and record what it did.

Input: a bubble corpus JSONL ({"id", "category", "text", "spans"?, "bubble"} per line, the
CLI input of Docs/steady-measure.md, "Bubbles", and Docs/bubbles.md). Output: one JSONL results file
(one case per line: a message at one list width and text size) and <name>.meta.json beside it.

    python3 Tools/chromium-goldens/render_bubbles.py CORPUS -o OUT [--dpr 2]
    python3 Tools/chromium-goldens/render_bubbles.py CORPUS -o OUT --threshold [--dpr 2]

`--threshold` searches, per message and text size, the list width (in steps of 1/64 px) where
the timestamp stops fitting on the last line, and records the two widths either side.
See README.md in this folder. Standard library only; render.py's font and page helpers.
"""
import argparse
import concurrent.futures
import datetime
import hashlib
import html
import json
import math
import os
import random
import re
import shlex
import subprocess
import sys
import tempfile
from fractions import Fraction
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import render  # noqa: E402  (the stack, fontconfig, span and page-check helpers)

REPO = render.REPO
TEMPLATE = REPO / "Templates" / "bubble.css"
WIDTHS = [320, 360, 375, 390, 414, 600, 768]
SIZES = [14, 15, 16, 17, 19, 21, 23, 28]
PER_MESSAGE = 8
PARTS = ("direction", "groupStart", "name", "quote", "media", "time", "reactions", "date")
FRAMES = ("bubble", "name", "quote", "quoteName", "quoteText", "media", "text", "time", "reactions", "date")

# The threshold search: a grid of list widths, then two finer grids inside the interval
# where the spacer leaves its own line (steps in px; the last is 1/64 px).
THRESHOLD_GRID = (200, 660, 4)
THRESHOLD_STEPS = (Fraction(1, 4), Fraction(1, 64))
THRESHOLD_SIZES_PER_MESSAGE = 2


class BubbleError(Exception):
    pass


def check_bubble(b):
    """bubble-format.md's rules for a message's "bubble"; raises BubbleError naming the part."""
    if not isinstance(b, dict):
        raise BubbleError("bubble must be an object")
    for k in b:
        if k not in PARTS:
            raise BubbleError("unknown part %r" % k)
    if b.get("direction", "incoming") not in ("incoming", "outgoing"):
        raise BubbleError("direction must be incoming or outgoing")
    if not isinstance(b.get("groupStart", True), bool):
        raise BubbleError("groupStart must be true or false")
    for k in ("name", "time", "reactions", "date"):
        if k in b and (not isinstance(b[k], str) or not b[k]):
            raise BubbleError("%s must be a non-empty string" % k)
    if "quote" in b:
        q = b["quote"]
        if not isinstance(q, dict) or set(q) - {"name", "text"} or not isinstance(q.get("text"), str) \
                or not q["text"] or ("name" in q and (not isinstance(q["name"], str) or not q["name"])):
            raise BubbleError("quote must be {\"name\"?: string, \"text\": string}")
    if "media" in b:
        m = b["media"]
        r = m.get("aspectRatio") if isinstance(m, dict) else None
        if not isinstance(m, dict) or set(m) != {"aspectRatio"} or isinstance(r, bool) \
                or not isinstance(r, (int, float)) or not (r > 0 and math.isfinite(r)):
            raise BubbleError("media must be {\"aspectRatio\": number > 0}")


def select_pairs(msg_id, seed, widths=WIDTHS, sizes=SIZES, n=PER_MESSAGE):
    """A message's (width, size) pairs: every width once with a seeded rotation of the sizes,
    the rest seeded from the other pairs; in width then size order. Depends only on the seed
    and the id, so adding messages changes no other message's cases."""
    rng = random.Random(hashlib.sha256(("%s\0%s" % (seed, msg_id)).encode()).hexdigest())
    off = rng.randrange(len(sizes))
    chosen = {(i, (i + off) % len(sizes)) for i in range(len(widths))}
    rest = [(i, j) for i in range(len(widths)) for j in range(len(sizes)) if (i, j) not in chosen]
    rng.shuffle(rest)
    chosen.update(rest[:max(0, n - len(chosen))])
    return [(widths[i], sizes[j]) for i, j in sorted(chosen)]


def threshold_sizes(msg_id, seed, sizes=SIZES, n=THRESHOLD_SIZES_PER_MESSAGE):
    rng = random.Random(hashlib.sha256(("threshold\0%s\0%s" % (seed, msg_id)).encode()).hexdigest())
    return sorted(rng.sample(sizes, n))


def css_num(v):
    """A width for CSS and JSON: an int when whole, else the exact decimal of a 1/64 step."""
    v = Fraction(v)
    return int(v) if v.denominator == 1 else float(v)


def page_html(setup, msgs, cases, script=None):
    """A page of cases: the stack's @font-face rules, the template verbatim, the data and the
    measuring script (bubble_page.js unless given)."""
    doc = {"msgs": msgs, "cases": cases, "family": setup["family"], "faceCount": setup["faceCount"],
           "dpr": setup["dpr"], "tofu": setup["tofu"]}
    data = json.dumps(doc, ensure_ascii=True, separators=(",", ":")).replace("</", "<\\/")
    script = script if script is not None else (HERE / "bubble_page.js").read_text()
    return ('<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">\n<style>\n%s\n'
            "html, body { margin: 0; padding: 0; }\n</style>\n<style>\n%s</style></head><body>\n"
            '<div id="host"></div><pre id="out">pending</pre>\n'
            '<script type="application/json" id="data">%s</script>\n<script>%s</script>\n'
            "</body></html>\n" % (setup["css"], setup["template"], data, script))


def page_data(msgs, batch):
    """One page's messages and cases ([local message index, width, size]) for a batch of cases
    [(message index, width, size)]."""
    used = sorted({c[0] for c in batch})
    local = {mi: k for k, mi in enumerate(used)}
    return [msgs[mi] for mi in used], [[local[mi], css_num(w), s] for mi, w, s in batch]


class Chromium:
    """Pages of cases rendered by headless Chromium with the stack's fonts only."""

    def __init__(self, args, stack, tmp):
        self.args, self.tmp = args, tmp
        self.fc_conf = render.fontconfig_file(tmp, stack)
        tofu = render.tofu_probe(stack)
        self.tofu = tofu
        self.setup = {"css": render.font_face_css(stack, True), "family": render.family_list(stack, True),
                      "faceCount": sum(len(f["faces"]) for f in stack), "dpr": args.dpr,
                      "tofu": [tofu[0], tofu[1]] if tofu else None,
                      "template": Path(args.template).read_text(encoding="utf-8")}
        self.pages = 0

    def run(self, msgs, cases):
        """Rows for cases [(message index, width, size)], in order, in pages of --batch."""
        batches = [cases[i:i + self.args.batch] for i in range(0, len(cases), self.args.batch)]
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, self.args.jobs)) as ex:
            futures = [ex.submit(self.page, self.pages + i, *page_data(msgs, b)) for i, b in enumerate(batches)]
            pages = [f.result() for f in futures]
        self.pages += len(batches)
        return [r for rows in pages for r in rows]

    def page(self, idx, msgs, cases):
        return self.load(idx, page_html(self.setup, msgs, cases), len(cases))["rows"]

    def load(self, idx, page_text, rows):
        """The report of one page (its <pre id="out">), which must hold `rows` rows, with the
        dpr and no-system-fonts checks passed. A page that gives no report is retried."""
        page = Path(self.tmp) / ("page%04d.html" % idx)
        page.write_text(page_text, encoding="utf-8")
        profile = Path(self.tmp) / ("profile%04d" % idx)
        cmd = [self.args.chromium] + render.chromium_flags(self.setup["dpr"]) + \
            ["--user-data-dir=%s" % profile, "--dump-dom", page.as_uri()]
        env = dict(os.environ, FONTCONFIG_FILE=str(self.fc_conf))
        last = None
        for attempt in range(3):
            p = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               timeout=self.args.timeout)
            m = re.search(r'<pre id="out">(.*?)</pre>', p.stdout.decode("utf-8", "replace"), re.S)
            if m:
                res = json.loads(html.unescape(m.group(1))) if m.group(1) != "pending" else {"error": "pending"}
                if "rows" in res and len(res["rows"]) == rows:
                    bad = render.check_page(self.setup, res)
                    if bad:
                        raise RuntimeError("page %d: %s" % (idx, bad))  # deterministic: no retry
                    page.unlink()
                    print("page %d done (%d rows)" % (idx, rows), file=sys.stderr)
                    return res
                last = res.get("error", "row count")
            else:
                last = "no output (exit %d)" % p.returncode
            print("page %d attempt %d failed: %s" % (idx, attempt + 1, last), file=sys.stderr)
        raise RuntimeError("page %d failed: %s" % (idx, last))


def page_message(m, family):
    """A message as the page reads it: text, spans as [start, end, css, is a box], the bubble."""
    sp = [[x["start"], x["end"], render.span_css(x, family), "box" in x] for x in m["spans"]] \
        if m.get("spans") else None
    return {"t": m["text"], "sp": sp, "b": m.get("bubble", {})}


def build_record(m, w, s, row):
    """One result line; `flags` lists what the page's or these checks found odd."""
    b = m.get("bubble", {})
    flags = list(row["checks"])
    rec = {"id": m["id"], "listWidth": css_num(w), "size": s, "rowHeight": row["rowHeight"]}
    lines = row.get("textLines", 0)
    if lines != int(lines):
        flags.append("probe text height / P = %s" % lines)
    rec["textLines"] = int(lines)
    if "spacerLine" in row:
        if row["spacerLine"] != lines - 1:
            flags.append("spacer on line %s of %s" % (row["spacerLine"], lines))
        rec["spacerOwnLine"] = row["spacerLine"] > row["lastText"]
    elif "lastText" in row and row["lastText"] + 1 > lines:
        flags.append("text on line %s of %s" % (row["lastText"], lines))
    if "quoteLines" in row:
        q = row["quoteLines"]
        if q != int(q) or not 1 <= q <= 2:
            flags.append("quote lines %s" % q)
        rec["quoteLines"] = int(q)
    want = {"bubble"} | {k for k in ("name", "media", "time", "reactions", "date") if k in b}
    if "quote" in b:
        want |= {"quote", "quoteText"} | ({"quoteName"} if "name" in b["quote"] else set())
    if m["text"] or "media" not in b:
        want.add("text")
    if set(row["frames"]) != want:
        flags.append("parts %s" % sorted(row["frames"]))
    rec["frames"] = {k: row["frames"][k] for k in FRAMES if k in row["frames"]}
    if flags:
        rec["flags"] = flags
    return rec


def select_cases(msgs, seed, widths, sizes, per_message):
    """The cases [(message index, width, size)] of the messages: select_pairs of each, in corpus
    order."""
    return [(mi, w, s) for mi, m in enumerate(msgs)
            for w, s in select_pairs(m["id"], seed, widths, sizes, per_message)]


def write_records(out, msgs, cases, rows):
    """Writes the results file: build_record of each case [(message index, width, size)] and its
    row. Returns how many records are flagged."""
    flagged = 0
    with open(out, "w", encoding="utf-8") as f:
        for (mi, w, s), row in zip(cases, rows):
            rec = build_record(msgs[mi], w, s, row)
            flagged += "flags" in rec
            f.write(json.dumps(rec, ensure_ascii=False, separators=(",", ":")) + "\n")
    return flagged


def read_corpus(path, families):
    msgs = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            m = json.loads(line)
            if not isinstance(m.get("text"), str) or "id" not in m:
                raise SystemExit("corpus line %d: needs id and text" % n)
            try:
                if "spans" in m:
                    render.check_spans(m["spans"], m["text"], families)
                check_bubble(m.get("bubble", {}))
            except (render.SpanError, BubbleError) as e:
                raise SystemExit("corpus line %d (%s): %s" % (n, m["id"], e))
            msgs.append(m)
    return msgs


def without_time(m):
    b = {k: v for k, v in m.get("bubble", {}).items() if k != "time"}
    return dict(m, bubble=b)


def frange(lo, hi, step):
    """lo, lo + step, ..., hi (Fractions)."""
    n = int((hi - lo) / step)
    return [lo + k * step for k in range(n + 1)]


def find_thresholds(chrome, msgs, family, seed):
    """Per (message, size): the largest list width (1/64 px steps) at which the time spacer is
    on a line of its own and that width + 1/64, at which it shares the last line, inside a
    window where the text without the time keeps its line count. Returns [(mi, size, lo, hi)]
    and a summary for the meta file."""
    pm = []                                  # page messages: each message, then it without time
    for m in msgs:
        pm += [page_message(m, family), page_message(without_time(m), family)]
    searches = [(mi, s) for mi, m in enumerate(msgs) for s in threshold_sizes(m["id"], seed)]
    summary = {"searches": len(searches), "found": 0, "none": [], "nonMonotone": [], "lineCountMismatch": 0}

    def evaluate(points):
        """points: [(search index, width)] -> [(own, lines without time)]"""
        cases = []
        for si, w in points:
            mi, s = searches[si]
            cases += [(2 * mi, w, s), (2 * mi + 1, w, s)]
        rows = chrome.run(pm, cases)
        res = []
        for k in range(len(points)):
            r, r0 = rows[2 * k], rows[2 * k + 1]
            own = r["spacerLine"] > r["lastText"]
            if r["textLines"] != r0["textLines"] + own:
                summary["lineCountMismatch"] += 1
            res.append((own, r0["textLines"]))
        return res

    lo, hi, step = THRESHOLD_GRID
    grid = [Fraction(w) for w in range(lo, hi + 1, step)]
    res = evaluate([(si, w) for si in range(len(searches)) for w in grid])
    windows = {}
    for si in range(len(searches)):
        r = res[si * len(grid):(si + 1) * len(grid)]
        # the widest interval where the spacer leaves its own line and the line count of the
        # text without the time stays the same
        for k in range(len(grid) - 2, -1, -1):
            if r[k][0] and not r[k + 1][0] and r[k][1] == r[k + 1][1]:
                windows[si] = (grid[k], grid[k + 1])
                break
        else:
            summary["none"].append("%s@%s" % (msgs[searches[si][0]]["id"], searches[si][1]))
    for step in THRESHOLD_STEPS:
        order = sorted(windows)
        pts = {si: frange(windows[si][0], windows[si][1], step) for si in order}
        res = evaluate([(si, w) for si in order for w in pts[si]])
        pos = 0
        for si in order:
            ws = pts[si]
            r = res[pos:pos + len(ws)]
            pos += len(ws)
            owns = [o for o, _ in r]
            if owns != sorted(owns, reverse=True):   # True ... True False ... False
                summary["nonMonotone"].append("%s@%s" % (msgs[searches[si][0]]["id"], searches[si][1]))
            k = max(i for i in range(len(ws) - 1) if owns[i] and not owns[i + 1])
            windows[si] = (ws[k], ws[k + 1])
    found = sorted((searches[si][0], searches[si][1], a, b) for si, (a, b) in windows.items())
    summary["found"] = len(found)
    return found, summary


def add_case_arguments(ap):
    """The corpus, the output, the stack, the template, the ratio and the case options: every
    bubble renderer's (this one's, and the other engines')."""
    ap.add_argument("corpus", help="bubble corpus JSONL")
    ap.add_argument("-o", "--out", required=True, help="results JSONL (meta goes to <name>.meta.json)")
    ap.add_argument("--stack", default=str(REPO / "Fonts" / "stack.json"), help="font-stack file (Docs/steady-measure.md)")
    ap.add_argument("--template", default=str(TEMPLATE), help="the row's CSS (default Templates/bubble.css)")
    ap.add_argument("--dpr", type=render.num, default=1, help="device scale factor (default 1)")
    ap.add_argument("--widths", help="comma-separated list widths, px")
    ap.add_argument("--sizes", help="comma-separated text sizes, px")
    ap.add_argument("--per-message", type=int, default=PER_MESSAGE, help="(width, size) pairs per message")
    ap.add_argument("--seed", default="1", help="seed of the per-message pairs (default 1)")


def widths_and_sizes(args):
    """The list widths and text sizes: --widths and --sizes, or the defaults."""
    widths = render.parse_list(args.widths, render.num) if args.widths else WIDTHS
    sizes = render.parse_list(args.sizes, render.num) if args.sizes else SIZES
    return widths, sizes


def template_meta(path):
    return {"template": render.rel(path), "templateSha256": render.sha256_file(path)}


def run_meta(args, parameters, msgs, cases, flagged, pages):
    """The meta fields of a run after the stack's and the ratio's: parameters, corpus, counts."""
    return {
        "parameters": parameters,
        "corpus": render.rel(args.corpus),
        "corpusSha256": render.sha256_file(args.corpus),
        "messages": len(msgs),
        "cases": len(cases),
        "flagged": flagged,
        "pages": pages,
        "casesPerPage": args.batch,
    }


def engine_pages(args, setup, msgs, widths, sizes):
    """Another engine's pages of these cases: the cases, their pages' batches,
    and each batch's page HTML (`setup` is the engine's page setup, to which
    the template is added)."""
    setup["template"] = Path(args.template).read_text(encoding="utf-8")
    page_msgs = [page_message(m, setup["family"]) for m in msgs]
    cases = select_cases(msgs, args.seed, widths, sizes, args.per_message)
    batches = render.split_pages(msgs, cases, args.batch)
    return cases, batches, lambda batch: page_html(setup, *page_data(page_msgs, batch))


def write_engine_results(args, generator, command, engine_meta, tofu_meta, stack, dpr, msgs, cases, reports,
                         pages, elapsed, widths, sizes):
    """Another engine's run of these pages written out: the records of every page's
    rows, and the meta file with the engine's fields (`engine_meta`, and the
    no-system-fonts check's, `tofu_meta`, when it ran)."""
    out = Path(args.out)
    flagged = write_records(out, msgs, cases, [r for rep in reports for r in rep["rows"]])
    meta = {
        "generator": generator,
        "command": command,
        **engine_meta,
        "date": render.utc_now(),
        **template_meta(args.template),
        **render.stack_meta(args.stack, stack),
        "dpr": dpr,
    }
    if tofu_meta is not None:
        meta["noSystemFontsCheck"] = tofu_meta
    meta.update(run_meta(args, {"widths": widths, "sizes": sizes, "perMessage": args.per_message,
                                "seed": args.seed}, msgs, cases, flagged, pages))
    meta["seconds"] = round(elapsed, 1)
    render.write_meta(out, meta, len(cases), flagged)


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_case_arguments(ap)
    ap.add_argument("--threshold", action="store_true",
                    help="search each message's timestamp threshold width instead (README.md)")
    ap.add_argument("--chromium", default="chromium")
    ap.add_argument("--jobs", type=int, default=2, help="parallel Chromium processes")
    ap.add_argument("--batch", type=int, default=1500, help="cases per page")
    ap.add_argument("--timeout", type=int, default=900, help="seconds per page")
    args = ap.parse_args(argv)

    widths, sizes = widths_and_sizes(args)
    try:
        stack = render.load_stack(args.stack)
    except render.StackError as e:
        ap.error(str(e))
    family = render.family_list(stack, True)
    msgs = read_corpus(args.corpus, {f["family"] for f in stack})

    with tempfile.TemporaryDirectory(prefix="bubble-goldens-") as tmp:
        chrome = Chromium(args, stack, tmp)
        if chrome.tofu is None:
            print("warning: every candidate character is in some font of the stack: no system-font check",
                  file=sys.stderr)
        if args.threshold:
            for m in msgs:
                if "time" not in m.get("bubble", {}) or "media" in m.get("bubble", {}):
                    ap.error("%s: a threshold message needs a time and no media" % m["id"])
            found, summary = find_thresholds(chrome, msgs, family, args.seed)
            cases = [(mi, w, s) for mi, s, lo, hi in found for w in (lo, hi)]
        else:
            cases = select_cases(msgs, args.seed, widths, sizes, args.per_message)
        print("%d messages, %d cases" % (len(msgs), len(cases)), file=sys.stderr)
        rows = chrome.run([page_message(m, family) for m in msgs], cases)
        pages = chrome.pages

    out = Path(args.out)
    flagged = write_records(out, msgs, cases, rows)
    if args.threshold:
        # each pair: the spacer on its own line at the first width, on the last line at the second
        recs = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
        summary["pairsConfirmed"] = sum(1 for a, b in zip(recs[::2], recs[1::2])
                                        if a.get("spacerOwnLine") is True and b.get("spacerOwnLine") is False)

    version = subprocess.run([args.chromium, "--version"], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL).stdout.decode().strip()
    meta = {
        "generator": "Tools/chromium-goldens/render_bubbles.py",
        "command": "python3 " + " ".join(shlex.quote(a) for a in [os.path.relpath(__file__, os.getcwd())] + argv),
        "chromiumCommand": " ".join(["FONTCONFIG_FILE=<tmp>/fonts.conf", args.chromium] + render.chromium_flags(args.dpr)
                                    + ["--user-data-dir=<tmp>/profileN", "--dump-dom", "file://<tmp>/pageN.html"]),
        "fontconfig": "only symlinks to the stack's font files as font dir, plus /etc/fonts/conf.d for rendering settings",
        "chromiumVersion": version,
        "date": datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0).isoformat(),
        **template_meta(args.template),
        "stack": render.rel(args.stack),
        "stackSha256": render.sha256_file(args.stack),
        "stackFaces": [{"family": fam["family"], "file": render.rel(face["path"]), "sha256": render.sha256_file(face["path"])}
                       for fam in stack for face in fam["faces"]],
        "dpr": args.dpr,
    }
    if chrome.tofu:
        tofu = chrome.tofu
        meta["noSystemFontsCheck"] = "U+%04X (%s) drawn %s em wide, the primary font's .notdef, on every page" % (
            ord(tofu[0]), "this machine has it in %s" % tofu[2] if tofu[2] else "in no font of this machine",
            round(tofu[1], 6))
    if args.threshold:
        parameters = {"grid": list(THRESHOLD_GRID), "steps": [str(s) for s in THRESHOLD_STEPS],
                      "sizes": sizes, "sizesPerMessage": THRESHOLD_SIZES_PER_MESSAGE, "seed": args.seed}
    else:
        parameters = {"widths": widths, "sizes": sizes, "perMessage": args.per_message, "seed": args.seed}
    run = run_meta(args, parameters, msgs, cases, flagged, pages)
    if args.threshold:   # the search's summary right after the parameters
        run = dict([("parameters", parameters), ("threshold", summary)] + list(run.items())[1:])
    meta.update(run)
    render.write_meta(out, meta, len(cases), flagged)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
