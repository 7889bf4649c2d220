#!/usr/bin/python3
"""The README's pictures of the web chat: the page as `make web-chat-site` builds it, served by
`steady-measure serve --static` and taken by headless Chromium (Debian's chromium and
chromium-driver, through Selenium) at a phone's width and a desktop's, at the bottom of the
conversation once its heights have arrived.

    make web-chat-screenshots
    # or: Examples/web-chat/screenshots.py [--binary PATH] [--site DIR] [--out DIR]

Writes web-chat-320.png (320 x 640 CSS px) and web-chat-1280.png (1,280 x 800) into --out
(Docs/figures), at device pixel ratio 1.
"""
import argparse, base64, os, re, signal, subprocess, sys

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SIZES = [(320, 640), (1280, 800)]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/debug/steady-measure"))
    parser.add_argument("--site", default=os.path.join(ROOT, ".build/web-chat"))
    parser.add_argument("--out", default=os.path.join(ROOT, "Docs/figures"))
    args = parser.parse_args()
    if not os.path.exists(os.path.join(args.site, "steady", "index.js")):
        sys.exit(f"{args.site} is not the page's folder: run make web-chat-site")
    service = subprocess.Popen([args.binary, "serve", "--port", "0", "--static", args.site],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    options = Options()
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--force-device-scale-factor=1",
                 "--hide-scrollbars", "--window-size=1400,900"]:
        options.add_argument(flag)
    options.binary_location = "/usr/bin/chromium"
    driver = None
    try:
        port = int(re.search(r":(\d+)$", service.stdout.readline().strip()).group(1))
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        driver.set_script_timeout(60)
        for width, height in SIZES:
            # The window's size in CSS px, as a phone's or a desktop browser's content area.
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                   {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
            driver.get(f"http://127.0.0.1:{port}/")
            driver.execute_async_script(
                "const done = arguments[0];"
                "steadyChat.ready.then(() => steadyChat.idle()).then(() => document.fonts.ready).then(() => done(null));")
            path = os.path.join(args.out, f"web-chat-{width}.png")
            # The page alone, not the headless window around it.
            png = driver.execute_cdp_cmd("Page.captureScreenshot", {
                "format": "png", "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1}})["data"]
            with open(path, "wb") as file:
                file.write(base64.b64decode(png))
            print(f"wrote {os.path.relpath(path, ROOT)} ({width} x {height} px)")
    finally:
        if driver is not None:
            driver.quit()
        service.send_signal(signal.SIGTERM)
        service.wait(timeout=30)


if __name__ == "__main__":
    main()
