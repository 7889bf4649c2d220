#!/usr/bin/env python3
"""Chromium's widths for text in Debian's variable fonts at every weight: what Chromium sets on a
variable face's axes (wght from the asked weight clamped to the face's declared range, slnt for
a face declared italic) and how it scales and rounds the varied advances and kerning.

    python3 Tools/font-sweep/variable_fonts.py > Tests/SteadyTextTests/Goldens/variable-fonts.chromium.jsonl

Each stack declares a variable family face by face (its roman and italic files with a weight
range: the axis's own, a narrower one, a wider one; one file declared as both styles), and each
case is a text in one span of a weight (100 to 900 in steps of 50) and a style, at 13, 17 and
23.5 px: its width unwrapped (a `width: max-content` div, in CSS px, as Chromium keeps it in
1/64 px). One JSON line per stack: its name, the stack file's families, the texts by id and
the cases [id, weight, style, size, width]. VariableFontTests builds the same stacks.
Standard library only; needs Debian's chromium, fonts-inter-variable and fonts-karla-variable.
"""
import html
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "chromium-goldens"))
import render  # noqa: E402

INTER = "/usr/share/fonts/truetype/inter-vf/"
KARLA = "/usr/share/fonts/truetype/karla-variable/"
STACKS = [
    ("Inter roman and italic, the axis's range", [
        {"file": INTER + "Inter-roman.var.ttf", "weight": [100, 900]},
        {"file": INTER + "Inter-italic.var.ttf", "weight": [100, 900], "style": "italic"}]),
    ("Inter roman and italic, a narrower range", [
        {"file": INTER + "Inter-roman.var.ttf", "weight": [300, 700]},
        {"file": INTER + "Inter-italic.var.ttf", "weight": [300, 700], "style": "italic"}]),
    ("Inter roman and italic, a wider range", [
        {"file": INTER + "Inter-roman.var.ttf", "weight": [1, 1000]},
        {"file": INTER + "Inter-italic.var.ttf", "weight": [1, 1000], "style": "italic"}]),
    ("Inter.var, one file with a slant axis as both styles", [
        {"file": INTER + "Inter.var.ttf", "weight": [100, 900]},
        {"file": INTER + "Inter.var.ttf", "weight": [100, 900], "style": "italic"}]),
    ("Inter Display roman and italic", [
        {"file": INTER + "InterDisplay-roman.var.ttf", "weight": [100, 900]},
        {"file": INTER + "InterDisplay-italic.var.ttf", "weight": [100, 900], "style": "italic"}]),
    ("Karla roman and italic", [
        {"file": KARLA + "Karla[wght].ttf", "weight": [200, 800]},
        {"file": KARLA + "Karla-Italic[wght].ttf", "weight": [200, 800], "style": "italic"}]),
]
TEXTS = {
    "pangram": "The quick brown fox jumps over the lazy dog; Wolf AVATAR 0123456789",
    "kerning": "Type: Tokyo, Yoga, WAVE, \u201cToday\u201d, 7/11, P.T. Vo, fly off",
}
WEIGHTS = range(100, 901, 50)
SIZES = [13, 17, 23.5]

PAGE_SCRIPT = r"""
const DATA = JSON.parse(document.getElementById('data').textContent);
for (const f of [...document.fonts]) f.load();
window.addEventListener('load', () => {
  const out = [];
  for (const [id, weight, style, size] of DATA.cases) {
    const d = document.createElement('div');
    d.style.cssText = 'width:max-content;white-space:pre;margin:0;padding:0;border:0;font-size:' + size +
      'px;font-family:' + DATA.family;
    const s = document.createElement('span');
    s.style.cssText = 'font-weight:' + weight + ';font-style:' + style;
    s.textContent = DATA.texts[id];
    d.appendChild(s);
    document.body.appendChild(d);
    out.push(d.getBoundingClientRect().width);
    d.remove();
  }
  document.getElementById('out').textContent = JSON.stringify(out);
});
"""


def render_stack(name, faces, tmp):
    stack_doc = {"families": [{"family": "Variable", "faces": faces}]}
    stack_file = tmp / "stack.json"
    stack_file.write_text(json.dumps(stack_doc))
    stack = render.load_stack(stack_file)
    cases = [[id, w, style, size] for id in TEXTS for style in ("normal", "italic") for w in WEIGHTS for size in SIZES]
    doc = {"texts": TEXTS, "cases": cases, "family": render.family_list(stack, True)}
    page = tmp / "page.html"
    page.write_text('<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><style>\n%s\n'
                    "html, body { margin: 0; padding: 0; }\n</style></head><body>\n"
                    '<pre id="out">pending</pre>\n<script type="application/json" id="data">%s</script>\n'
                    "<script>%s</script></body></html>\n"
                    % (render.font_face_css(stack, True), json.dumps(doc).replace("</", "<\\/"), PAGE_SCRIPT),
                    encoding="utf-8")
    fc_dir = tmp / ("fc-%d" % abs(hash(name)))
    fc_dir.mkdir()
    conf = render.fontconfig_file(fc_dir, stack)
    env = dict(os.environ, FONTCONFIG_FILE=str(conf))
    run = subprocess.run(["chromium"] + render.chromium_flags(1) + ["--user-data-dir=%s" % (fc_dir / "profile"),
                                                                    "--dump-dom", page.as_uri()],
                         env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=300)
    found = re.search(r'<pre id="out">(.*?)</pre>', run.stdout.decode("utf-8", "replace"), re.S)
    widths = json.loads(html.unescape(found.group(1))) if found else None
    if not isinstance(widths, list) or len(widths) != len(cases):
        raise SystemExit("%s: Chromium gave no widths" % name)
    return {"name": name, "families": stack_doc["families"], "texts": TEXTS,
            "cases": [case + [width] for case, width in zip(cases, widths)]}


def main():
    with tempfile.TemporaryDirectory() as tmp:
        for name, faces in STACKS:
            print(json.dumps(render_stack(name, faces, Path(tmp)), ensure_ascii=False))


if __name__ == "__main__":
    main()
