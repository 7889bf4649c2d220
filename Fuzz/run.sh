#!/bin/sh
# Runs every fuzz target for SECONDS each (default 60) from its seed corpus.
# New inputs go to .build/fuzz/corpus/<target> (the checked-in seeds stay as they are);
# a crash leaves .build/fuzz/crash-<target>-* and makes this script fail.
set -u
cd "$(dirname "$0")/.."
SECONDS_EACH=${1:-60}
OUT=.build/fuzz
status=0
export STEADY_FONTS="$PWD/Fonts"
# Swift's own crash backtracer reads memory ASan calls poisoned: leave crash reports to ASan.
export SWIFT_BACKTRACE=enable=no
for t in font_load shape breakers bidi measure cli heights numbers stack_file; do
  mkdir -p "$OUT/corpus/$t"
  max_len=4096; [ "$t" = font_load ] && max_len=65536
  echo "== fuzz_$t for ${SECONDS_EACH}s"
  "$OUT/fuzz_$t" -max_total_time="$SECONDS_EACH" -max_len=$max_len -timeout=10 -rss_limit_mb=4096 \
      -print_final_stats=1 -artifact_prefix="$OUT/crash-$t-" \
      "$OUT/corpus/$t" "Fuzz/corpus/$t" > "$OUT/$t.log" 2>&1 || { status=1; echo "fuzz_$t FOUND A PROBLEM: see $OUT/$t.log"; }
  grep -E "^stat::number_of_executed_units|^stat::peak_rss_mb|^#[0-9]+.*DONE" "$OUT/$t.log" | tr '\n' ' '; echo
done
exit $status
