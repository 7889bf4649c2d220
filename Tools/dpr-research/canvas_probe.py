"""Float widths via canvas measureText (dpr given), to compare glyph sums at 1/65536 px."""
from pathlib import Path as _Path; ROOT = _Path(__file__).resolve().parents[2]  # the checkout
import json, os, re, subprocess, sys, tempfile, html
from pathlib import Path
import harness
JS = r"""
const DATA = JSON.parse(document.getElementById('data').textContent);
const faces=[...document.fonts]; for (const f of faces) f.load();
window.addEventListener('load', () => {
  const ctx = document.createElement('canvas').getContext('2d');
  const rows = [];
  for (const [t, s] of DATA.cases) { ctx.font = s + 'px F0'; rows.push(ctx.measureText(t).width); }
  document.getElementById('out').textContent = JSON.stringify({dpr: devicePixelRatio, rows});
});
"""
def run(cases, dpr=1):
    faces = "\n".join('@font-face { font-family: F%d; src: url("%s"); }' % (i, (harness.FONTS / f).as_uri()) for i, f in enumerate(harness.FONT_FILES))
    with tempfile.TemporaryDirectory() as tmp:
        conf = harness.fc_conf(tmp); pg = Path(tmp) / "p.html"
        pg.write_text('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><style>%s</style></head><body><pre id="out">pending</pre><script type="application/json" id="data">%s</script><script>%s</script></body></html>' % (faces, json.dumps({"cases": cases}).replace("</", "<\\/"), JS))
        p = subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--force-device-scale-factor=%s" % dpr, "--user-data-dir=%s/prof" % tmp, "--dump-dom", pg.as_uri()], env=dict(os.environ, FONTCONFIG_FILE=str(conf)), stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        m = re.search(r'<pre id="out">(.*?)</pre>', p.stdout.decode(), re.S)
        return json.loads(html.unescape(m.group(1)))["rows"]
if __name__ == "__main__":
    import sysshape
    f = sysshape.Font(str(ROOT / "Fonts/NotoSans-Regular.ttf"))
    tests = ["Call me when you're free.", "It's on the fridge, next to the calendar.", "It's", "calendar.", "fridge,", "Call", "you're", "free.", "I", "'", "t", "s", "It", "'s", "Hello", " ", "a b"]
    sizes = [45.4, 34, 70, 57.75, 17]
    cases = [[t, s] for s in sizes for t in tests]
    rows = run(cases)
    for (t, s), w in zip(cases, rows):
        m = f.width(t, s)
        print("%6s %-45r chrome %.9f model %.9f diff_units %+.3f" % (s, t, w, m, (m - w) * 65536))
