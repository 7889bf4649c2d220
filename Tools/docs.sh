#!/bin/sh
# Builds the DocC archives of SteadyText, SteadyBubbles, SteadyLayout and SteadyMarkdown into .build/docs/ and fails
# (exit 1) when docc warns: a warning is a broken link, a missing parameter or a symbol
# the docs cannot find, and these are the product's reference (`make docs`; not in CI).
set -eu
cd "$(dirname "$0")/.."
DOCC=${DOCC:-/opt/swift/usr/bin/docc}
SWIFT=${SWIFT:-swift}
OUT=.build/docs
status=0
for target in SteadyText SteadyBubbles SteadyLayout SteadyMarkdown; do
  # A folder per target: only this target's (and its dependencies') symbol graphs. The
  # compiler writes them only when it compiles the module, so the folder is kept between
  # runs, and the build has a scratch path of its own: an up-to-date build there means
  # the graphs are current, and the flags never invalidate the everyday .build/debug.
  graphs="$OUT/symbol-graphs/$target"
  rm -rf "$OUT/$target.doccarchive"
  mkdir -p "$graphs"
  build() {
    $SWIFT build --scratch-path "$OUT/build" --target "$target" \
      -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs"
  }
  build
  if [ ! -f "$graphs/$target.symbols.json" ]; then
    # The folder was removed after the last build: compile again to write it.
    rm -rf "$OUT/build" && mkdir -p "$graphs" && build
  fi
  log="$OUT/$target.docc.log"
  "$DOCC" convert "Sources/$target/$target.docc" \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$target" \
    --fallback-bundle-identifier "org.steady.$target" \
    --output-path "$OUT/$target.doccarchive" >"$log" 2>&1 || { cat "$log"; status=1; continue; }
  warnings=$(grep -cE "(warning|error):" "$log" || true)
  if [ "$warnings" -gt 0 ]; then
    cat "$log"
    echo "docs: $target: $warnings docc warning(s) or error(s)"
    status=1
  else
    echo "docs: $target: no warnings ($OUT/$target.doccarchive)"
  fi
done
exit $status
