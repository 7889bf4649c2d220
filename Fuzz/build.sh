#!/bin/sh
# Builds the libFuzzer targets into .build/fuzz/ (Fuzz/README.md).
# C targets: the shims compiled with clang -fsanitize=fuzzer-no-link,address,undefined.
# Swift target: SteadyText's sources and measure/main.swift compiled as one module by
# swiftc -sanitize=fuzzer,address -parse-as-library, linked with those same shim objects.
set -eu
cd "$(dirname "$0")/.."
SWIFT_BIN=$(dirname "$(command -v swift)")
CC="$SWIFT_BIN/clang"              # the toolchain's clang carries libFuzzer
OUT=.build/fuzz
mkdir -p "$OUT/obj" "$OUT/module"
PKG_CFLAGS=$(pkg-config --cflags harfbuzz freetype2 icu-uc)
PKG_LIBS=$(pkg-config --libs harfbuzz freetype2 icu-uc)
SAN="-fsanitize=address,undefined -fno-sanitize-recover=undefined"
CFLAGS="-g -O1 $SAN -ISources/CSteadyShims/include $PKG_CFLAGS"
for c in Sources/CSteadyShims/*.c; do
  $CC $CFLAGS -fsanitize=fuzzer-no-link -c "$c" -o "$OUT/obj/$(basename "$c" .c).o"
done
for t in font_load shape breakers bidi; do
  rm -f "$OUT/fuzz_$t"
  $CC $CFLAGS -fsanitize=fuzzer Fuzz/$t/fuzz_$t.c "$OUT"/obj/*.o $PKG_LIBS -fuse-ld=lld -o "$OUT/fuzz_$t" 2>/dev/null \
    || $CC $CFLAGS -fsanitize=fuzzer Fuzz/$t/fuzz_$t.c "$OUT"/obj/*.o $PKG_LIBS -o "$OUT/fuzz_$t" 2>&1 | grep -v "Cannot export local symbol" || true
  test -x "$OUT/fuzz_$t"
  echo "built $OUT/fuzz_$t"
done
# The Swift target. CSteadyShims, CFreeType, CHarfBuzz and CICU as clang modules.
# Every header in include/, as SwiftPM's umbrella directory has them.
{
  echo "module CSteadyShims {"
  for h in Sources/CSteadyShims/include/*.h; do echo "    header \"$PWD/$h\""; done
  echo "    export *"
  echo "}"
} > "$OUT/module/module.modulemap"
XCC=""; for f in $PKG_CFLAGS; do XCC="$XCC -Xcc $f"; done
# SteadyJSON as an instrumented module first: SteadyText imports it (the font-stack file reader).
MODS="$OUT/swiftmodules"
mkdir -p "$MODS"
SWIFTC_FUZZ="swiftc -O -g -sanitize=fuzzer,address -parse-as-library -swift-version 6 -package-name Steady"
$SWIFTC_FUZZ -wmo -module-name SteadyJSON -emit-module -emit-module-path "$MODS/SteadyJSON.swiftmodule" \
  -c $(find Sources/SteadyJSON -name '*.swift') -o "$MODS/SteadyJSON.o"
rm -f "$OUT/fuzz_measure"
swiftc -O -g -sanitize=fuzzer,address -parse-as-library -swift-version 6 -package-name Steady -module-name SteadyFuzzMeasure \
  -I "$MODS" -I "$OUT/module" -I Sources/CFreeType -I Sources/CHarfBuzz -I Sources/CICU $XCC \
  $(find Sources/SteadyText -name '*.swift') Fuzz/measure/main.swift "$MODS/SteadyJSON.o" \
  "$OUT"/obj/*.o -Xclang-linker -fsanitize=undefined $PKG_LIBS -o "$OUT/fuzz_measure" 2>&1 | grep -v "Cannot export local symbol" || true
test -x "$OUT/fuzz_measure"
echo "built $OUT/fuzz_measure"
# The cli, heights and numbers targets: SteadyText, SteadyBubbles, SteadyMarkdown and SteadyInput built as
# instrumented modules, then
# steady-measure's measuring, IO and service sources (not its entry point, the
# HTTP server or the experiments), the answer checks in Fuzz/service/ and the
# target's main.swift as one module.
$SWIFTC_FUZZ -wmo -module-name SteadyText -emit-module -emit-module-path "$MODS/SteadyText.swiftmodule" \
  -I "$MODS" -I "$OUT/module" -I Sources/CFreeType -I Sources/CHarfBuzz -I Sources/CICU $XCC \
  -c $(find Sources/SteadyText -name '*.swift') -o "$MODS/SteadyText.o"
# SteadyBubbles (the CLI's "bubble" messages), against SteadyText's package members.
$SWIFTC_FUZZ -wmo -module-name SteadyBubbles -emit-module -emit-module-path "$MODS/SteadyBubbles.swiftmodule" \
  -I "$MODS" -I "$OUT/module" -I Sources/CFreeType -I Sources/CHarfBuzz -I Sources/CICU $XCC \
  -c $(find Sources/SteadyBubbles -name '*.swift') -o "$MODS/SteadyBubbles.o"
# SteadyMarkdown (the CLI reads "markdown" messages), against SteadyText.
$SWIFTC_FUZZ -wmo -module-name SteadyMarkdown -emit-module -emit-module-path "$MODS/SteadyMarkdown.swiftmodule" \
  -I "$MODS" -I "$OUT/module" -I Sources/CFreeType -I Sources/CHarfBuzz -I Sources/CICU $XCC \
  -c $(find Sources/SteadyMarkdown -name '*.swift') -o "$MODS/SteadyMarkdown.o"
# SteadyInput (the one reader of the message format), against the three above.
$SWIFTC_FUZZ -wmo -module-name SteadyInput -emit-module -emit-module-path "$MODS/SteadyInput.swiftmodule" \
  -I "$MODS" -I "$OUT/module" -I Sources/CFreeType -I Sources/CHarfBuzz -I Sources/CICU $XCC \
  -c $(find Sources/SteadyInput -name '*.swift') -o "$MODS/SteadyInput.o"
CLI_SOURCES=$(find Sources/steady-measure -name '*.swift' ! -name main.swift ! -name ExperimentCommand.swift \
  ! -name Help.swift ! -name SteadyMeasure.swift ! -name ServeCommand.swift ! -name HTTPServer.swift)
for t in cli heights numbers; do
  rm -f "$OUT/fuzz_$t"
  $SWIFTC_FUZZ -module-name SteadyFuzz_$t -I "$MODS" -I "$OUT/module" -I Sources/CFreeType -I Sources/CHarfBuzz -I Sources/CICU $XCC \
    $CLI_SOURCES $(find Fuzz/service -name '*.swift') Fuzz/$t/main.swift "$MODS/SteadyJSON.o" "$MODS/SteadyText.o" "$MODS/SteadyBubbles.o" \
    "$MODS/SteadyMarkdown.o" "$MODS/SteadyInput.o" "$OUT"/obj/*.o \
    -Xclang-linker -fsanitize=undefined $PKG_LIBS -o "$OUT/fuzz_$t" 2>&1 | grep -v "Cannot export local symbol" || true
  test -x "$OUT/fuzz_$t"
  echo "built $OUT/fuzz_$t"
done
# The stack_file target: the font-stack file reader, against the modules above.
rm -f "$OUT/fuzz_stack_file"
$SWIFTC_FUZZ -module-name SteadyFuzz_stack_file -I "$MODS" -I "$OUT/module" -I Sources/CFreeType -I Sources/CHarfBuzz -I Sources/CICU $XCC \
  Fuzz/stack_file/main.swift "$MODS/SteadyJSON.o" "$MODS/SteadyText.o" "$OUT"/obj/*.o \
  -Xclang-linker -fsanitize=undefined $PKG_LIBS -o "$OUT/fuzz_stack_file" 2>&1 | grep -v "Cannot export local symbol" || true
test -x "$OUT/fuzz_stack_file"
echo "built $OUT/fuzz_stack_file"
