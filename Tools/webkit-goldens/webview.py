#!/usr/bin/env python3
"""One WebKitGTK web view that loads one URL and runs until it is ended.

render_webkit.py starts this once per page (under Xvfb when there is no display) with the
private fontconfig in its environment; the page posts its report to render_webkit.py's server,
which then ends this process. It needs PyGObject with WebKit2 4.1 (Debian: python3-gi,
gir1.2-webkit2-4.1), so it runs under the python3 that has them.

    python3 webview.py URL WIDTH HEIGHT HINTSTYLE

HINTSTYLE is GTK's gtk-xft-hintstyle (hintnone, hintslight, hintmedium, hintfull), set with
gtk-xft-hinting and gtk-xft-antialias on before the web view exists: WebKitGTK takes its font
rendering from these GTK settings, which a desktop sets through XSettings (GNOME: font-hinting
'slight'). A bare Xvfb has no XSettings: GTK then says hintmedium, and WebKitGTK hints the
glyph advances to whole pixels.

Exit status: 3 if the page failed to load, 4 if the web process ended, 5 if the GTK setting
did not take, 0 when the window is
closed. Prints the WebKitGTK version with --version.
"""
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402


def version():
    return "%d.%d.%d" % (WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())


def main(argv):
    if argv[:1] == ["--version"]:
        print(version())
        return 0
    url, width, height, hintstyle = argv[0], int(argv[1]), int(argv[2]), argv[3]
    gs = Gtk.Settings.get_default()
    gs.set_property("gtk-xft-antialias", 1)
    gs.set_property("gtk-xft-hinting", 1)
    gs.set_property("gtk-xft-hintstyle", hintstyle)
    if gs.get_property("gtk-xft-hintstyle") != hintstyle:
        print("gtk-xft-hintstyle is %r, not %r" % (gs.get_property("gtk-xft-hintstyle"), hintstyle), file=sys.stderr)
        return 5
    status = [0]

    def stop(code):
        status[0] = code
        Gtk.main_quit()

    # a fresh, ephemeral context per run: no cache, no cookies, nothing kept between pages
    manager = WebKit2.WebsiteDataManager.new_ephemeral()
    context = WebKit2.WebContext.new_with_website_data_manager(manager)
    context.set_cache_model(WebKit2.CacheModel.DOCUMENT_VIEWER)
    view = WebKit2.WebView.new_with_context(context)
    s = view.get_settings()
    s.set_enable_javascript(True)
    s.set_hardware_acceleration_policy(WebKit2.HardwareAccelerationPolicy.NEVER)
    s.set_enable_page_cache(False)
    view.connect("load-failed", lambda v, ev, uri, err: (print("load failed: %s" % err.message,
                                                              file=sys.stderr), stop(3)))
    view.connect("web-process-terminated", lambda v, reason: (print("web process ended: %s" % reason,
                                                                    file=sys.stderr), stop(4)))
    win = Gtk.Window()
    win.set_default_size(width, height)
    win.add(view)
    win.connect("destroy", lambda w: stop(status[0]))
    win.show_all()
    view.load_uri(url)
    Gtk.main()
    return status[0]


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
