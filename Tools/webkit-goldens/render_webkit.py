#!/usr/bin/env python3
"""Render a chat-message corpus in WebKitGTK and record what it did.

The pages are Tools/chromium-goldens/render.py's: the same @font-face rules from a stack file,
the same corpus and case selection, the same measuring script (page.js), the same result
records. They are served, as by Tools/firefox-goldens/render_firefox.py (whose server this
script reuses), by a small local HTTP server, and each page POSTs page.js's report back to it.
Each page is loaded by a fresh WebKitGTK web view (webview.py, PyGObject) on a private Xvfb.

    python3 Tools/webkit-goldens/render_webkit.py CORPUS --preset basic --stack Fonts/stack.json \\
        --dpr 1 --first 300 -o OUT.webkit.jsonl

Output: one JSONL results file (one case per line, render.py's format) and <name>.meta.json
beside it. See README.md in this folder. Standard library only; webview.py needs python3-gi.
"""
import argparse
import math
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
sys.path.insert(0, str(REPO / "Tools" / "chromium-goldens"))
sys.path.insert(0, str(REPO / "Tools" / "firefox-goldens"))
import render  # noqa: E402  (stack, corpus, case selection, fontconfig, page and record helpers)
import render_firefox as ff  # noqa: E402  (the local server: pages, fonts, POSTed reports)

WEBVIEW = HERE / "webview.py"


# WebKit keeps a fixed line height in whole CSS px, cut down: 22.5px gives lines 22 px tall (at
# ratio 1; every 22.5 case of the basic run), not render.py's 1/64 device px.
def webkit_fixed_unit(lh, dpr=1):
    return math.floor(lh)

WINDOW = (1600, 1200)
HINTSTYLES = ["hintnone", "hintslight", "hintmedium", "hintfull"]

# render_firefox.py's poster, with what the no-system-fonts check compares: the width at 100 px
# of unassigned U+0378 (no font has it) and of the primary family alone drawing the tofu
# character (its .notdef).
POSTER = ff.poster("""  function width(family, text) {
    const t = document.createElement('span');
    t.style.cssText = 'font-family:' + family + ';font-size:100px;white-space:pre;line-height:normal';
    t.textContent = text;
    document.getElementById('host').appendChild(t);
    const w = t.getBoundingClientRect().width;
    t.remove();
    return w;
  }
""", """    if (data.tofu) res.unassignedWidth = width(data.family, '\\u0378');
""")


def page_html(state, idx, texts, cases, spans):
    return ff.engine_page_html(state, texts, cases, spans, POSTER % idx)


def webview_version(args, ap):
    """WebKitGTK's version, from webview.py under --python (ap.error if it cannot run)."""
    version = subprocess.run([args.python, str(WEBVIEW), "--version"], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE)
    if version.returncode != 0:
        ap.error("%s cannot run webview.py (it needs python3-gi and gir1.2-webkit2-4.1): %s"
                 % (args.python, version.stderr.decode(errors="replace").strip().splitlines()[-1:]))
    return version.stdout.decode().strip()


def add_engine_arguments(ap):
    """--python and --hintstyle."""
    ap.add_argument("--python", default=sys.executable,
                    help="the python3 that runs webview.py: one with python3-gi and WebKit2 4.1 "
                         "(default: the one running this script)")
    ap.add_argument("--hintstyle", default="hintslight", choices=HINTSTYLES,
                    help="GTK's gtk-xft-hintstyle for the web view (default hintslight, GNOME's default; "
                         "hintfull gives whole-pixel advances)")


def render_pages(args, state, stack, dpr, batches, html_of):
    """Renders the pages, one web view at a time on a private Xvfb: html_of(i, batch) is page i's
    text, which must report len(batch) rows. Returns the pages' reports and the seconds it took."""
    started = time.monotonic()
    server, port = ff.start_server(state)
    reports = []
    xvfb = None
    try:
        with tempfile.TemporaryDirectory(prefix="webkit-goldens-") as tmp:
            state.fc_conf = render.fontconfig_file(tmp, stack)
            xvfb, display = start_xvfb(tmp)
            env = webview_env(state, display, dpr)
            for i, b in enumerate(batches):   # one web view at a time
                reports.append(run_page(args.python, tmp, i, state, html_of(i, b), len(b), port,
                                        args.timeout, env, args.hintstyle))
                print("page %d/%d done" % (i + 1, len(batches)), file=sys.stderr)
            os.killpg(xvfb.pid, signal.SIGTERM)
            xvfb.wait(20)
            xvfb = None
    finally:
        server.shutdown()
        if xvfb is not None:
            os.killpg(xvfb.pid, signal.SIGKILL)
            xvfb.wait()
    return reports, time.monotonic() - started


def engine_meta(args, dpr, version, reports):
    """The meta fields of the engine: how the web view ran, its settings and version, the user agent."""
    return {
        "webkitCommand": " ".join(["FONTCONFIG_FILE=<tmp>/fonts.conf", "DISPLAY=<Xvfb -displayfd>", "GDK_BACKEND=x11",
                                   "GDK_SCALE=%d" % int(dpr), "GDK_DPI_SCALE=1", "python3",
                                   "Tools/webkit-goldens/webview.py", "http://127.0.0.1:<port>/page/N.html",
                                   str(WINDOW[0]), str(WINDOW[1]), args.hintstyle]),
        "gtkSettings": {"gtk-xft-antialias": 1, "gtk-xft-hinting": 1, "gtk-xft-hintstyle": args.hintstyle},
        "webkitSettings": {"ephemeral website data manager": True, "hardware-acceleration-policy": "never",
                           "enable-page-cache": False, "cache model": "document viewer"},
        "fontconfig": render.FONTCONFIG_NOTE,
        "webkitVersion": "WebKitGTK " + version,
        "userAgent": reports[0].get("userAgent") if reports else None,
    }


def tofu_meta(tofu, reports):
    """The meta file's noSystemFontsCheck."""
    return ("U+%04X (%s) drawn %s em wide, the primary font's .notdef, on every page "
            "(unassigned U+0378: %s px at 100 px)" % (
                ord(tofu[0]), "this machine has it in %s" % tofu[2] if tofu[2]
                else "in no font of this machine", round(tofu[1], 6),
                reports[0].get("unassignedWidth") if reports else None))


def check_page(setup, res):
    """render.py's checks: the device pixel ratio, and the no-system-fonts probe (the tofu
    character drawn with the primary font's .notdef, as in Chromium)."""
    if res.get("dpr") != setup["dpr"]:
        return "window.devicePixelRatio is %s, not %s" % (res.get("dpr"), setup["dpr"])
    if setup["tofu"]:
        ch, em = setup["tofu"]
        want = em * render.TOFU_SIZE
        if abs(res.get("tofuWidth", -1) - want) > 1 / 16:
            return ("U+%04X is %s px wide at %d px, not the primary font's .notdef %.4f px: "
                    "WebKit reached a font outside the stack" % (ord(ch), res.get("tofuWidth"),
                                                                 render.TOFU_SIZE, want))
    return None


def start_xvfb(tmp):
    """A private X server on a free display number: (process, display)."""
    r, w = os.pipe()
    log = open(Path(tmp) / "xvfb.log", "wb")
    proc = subprocess.Popen(["Xvfb", "-displayfd", str(w), "-screen", "0", "%dx%dx24" % WINDOW,
                             "-nolisten", "tcp", "-noreset"], pass_fds=(w,), stdout=log,
                            stderr=subprocess.STDOUT, start_new_session=True)
    os.close(w)
    num = b""
    deadline = time.monotonic() + 30
    while not num.endswith(b"\n") and time.monotonic() < deadline:
        chunk = os.read(r, 16)
        if not chunk:
            break
        num += chunk
    os.close(r)
    if not num.strip().isdigit():
        proc.kill()
        raise RuntimeError("Xvfb did not start (see its log)")
    return proc, ":" + num.strip().decode()


def webview_env(state, display, dpr):
    env = dict(os.environ, FONTCONFIG_FILE=str(state.fc_conf), DISPLAY=display, GDK_BACKEND="x11",
               GDK_SCALE=str(int(dpr)), GDK_DPI_SCALE="1")
    env.pop("WAYLAND_DISPLAY", None)
    return env


def load_once(python, tmp, idx, attempt, state, html_text, port, timeout, env, hintstyle):
    """Serves one page to a fresh web view; returns what the page POSTed (or None) and the
    web view's exit status."""
    cmd = [python, str(WEBVIEW), ff.page_url(port, idx), str(WINDOW[0]), str(WINDOW[1]), hintstyle]
    return ff.serve_page(state, idx, html_text, cmd, env, Path(tmp) / ("webkit%04d-%d.log" % (idx, attempt)),
                         timeout)


def run_page(python, tmp, idx, state, html_text, ncases, port, timeout, env, hintstyle):
    """Renders one page in a fresh web view; returns page.js's report (checked)."""
    return ff.run_with_retries(
        idx, ncases, lambda attempt: load_once(python, tmp, idx, attempt, state, html_text, port, timeout, env,
                                               hintstyle),
        lambda res: check_page(state.setup, res),
        lambda attempt: Path(tmp) / ("webkit%04d-%d.log" % (idx, attempt)), "the web view")


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    render.add_case_arguments(ap, "render.py's named parameter set", first=True)
    ap.add_argument("--stack", required=True, help="a font-stack file (Docs/steady-measure.md)")
    ap.add_argument("--dpr", type=render.num, default=1, help="device pixel ratio, a whole number (default 1)")
    add_engine_arguments(ap)
    render.add_page_arguments(ap)
    args = ap.parse_args(argv)

    params = render.case_params(args, ap)
    if args.dpr != int(args.dpr):
        ap.error("--dpr must be a whole number: GTK's GDK_SCALE sets the ratio, and takes integers")

    version = webview_version(args, ap)

    stack = render.stack_or_error(args.stack, ap)
    dpr = args.dpr
    tofu = render.tofu_or_warning(stack)

    msgs = render.read_corpus(args.corpus, stack, ap, args.first)
    state = ff.prepare(stack, dpr, tofu)
    texts, text_spans, cases = render.page_texts_and_cases(msgs, params, state.setup["family"])

    batches = render.split_pages(msgs, cases, args.batch)
    reports, elapsed = render_pages(args, state, stack, dpr, batches,
                                    lambda i, b: page_html(state, i, *render.page_input(b, texts, text_spans)))

    render.fixed_unit = webkit_fixed_unit
    out = Path(args.out)
    flagged = render.write_records(out, cases, texts, [r for rep in reports for r in rep["rows"]], dpr)

    meta = {
        "generator": "Tools/webkit-goldens/render_webkit.py",
        "command": render.command_line(__file__, argv),
        **engine_meta(args, dpr, version, reports),
        "date": render.utc_now(),
        **render.stack_meta(args.stack, stack),
        "dpr": dpr,
    }
    if tofu:
        meta["noSystemFontsCheck"] = tofu_meta(tofu, reports)
    meta.update(render.run_meta(args, params, msgs, cases, flagged, len(batches)))
    meta["seconds"] = round(elapsed, 1)
    render.write_meta(out, meta, len(cases), flagged)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
