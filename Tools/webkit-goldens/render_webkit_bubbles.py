#!/usr/bin/env python3
"""Render chat rows (Templates/bubble.css) in WebKitGTK and record what it did.

The pages are Tools/chromium-goldens/render_bubbles.py's: the same corpus, cases, page (the
template verbatim, the stack's @font-face rules, bubble_page.js) and result records. They are
served and loaded as render_webkit.py serves and loads render.py's pages (render_firefox.py's
server, a fresh web view per page on a private Xvfb, the wait for document.fonts.ready, the
no-system-fonts check against the primary font's .notdef).

    /usr/bin/python3 Tools/webkit-goldens/render_webkit_bubbles.py CORPUS --dpr 1 -o OUT.webkit.jsonl

Output: one JSONL results file (render_bubbles.py's format) and <name>.meta.json beside it.
See README.md in this folder, "Chat bubbles". Standard library only; webview.py needs python3-gi.
"""
import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
sys.path.insert(0, str(REPO / "Tools" / "chromium-goldens"))
sys.path.insert(0, str(REPO / "Tools" / "firefox-goldens"))
sys.path.insert(0, str(HERE))
import render  # noqa: E402  (stack, fontconfig and meta helpers)
import render_bubbles as rb  # noqa: E402  (bubble corpus, cases, page and records)
import render_firefox as ff  # noqa: E402  (the server and the page's start after the fonts)
import render_webkit as wk  # noqa: E402  (Xvfb, the web view, the poster and checks)


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    rb.add_case_arguments(ap)
    wk.add_engine_arguments(ap)
    ap.add_argument("--batch", type=int, default=1500, help="cases per page (default 1500, render_bubbles.py's)")
    ap.add_argument("--timeout", type=int, default=900, help="seconds per page")
    args = ap.parse_args(argv)

    widths, sizes = rb.widths_and_sizes(args)
    if args.dpr != int(args.dpr):
        ap.error("--dpr must be a whole number: GTK's GDK_SCALE sets the ratio, and takes integers")
    version = wk.webview_version(args, ap)
    stack = render.stack_or_error(args.stack, ap)
    dpr = args.dpr
    tofu = render.tofu_or_warning(stack)
    msgs = rb.read_corpus(args.corpus, {f["family"] for f in stack})

    state = ff.prepare(stack, dpr, tofu)
    cases, batches, page = rb.engine_pages(args, state.setup, msgs, widths, sizes)
    reports, elapsed = wk.render_pages(args, state, stack, dpr, batches,
                                       lambda i, b: ff.engine_page(page(b), wk.POSTER % i))

    rb.write_engine_results(args, "Tools/webkit-goldens/render_webkit_bubbles.py", render.command_line(__file__, argv),
                            wk.engine_meta(args, dpr, version, reports), wk.tofu_meta(tofu, reports) if tofu else None,
                            stack, dpr, msgs, cases, reports, len(batches), elapsed, widths, sizes)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
