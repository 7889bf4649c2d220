#!/bin/sh
# make leaks: 100,000 measurements (MESSAGES x 5 widths x 2 sizes) by the release
# steady-measure under valgrind --leak-check=full, 2 worker threads. Fails when any byte is
# definitely or indirectly lost. "Possibly lost" (interior pointers: per-thread ICU breakers,
# libdispatch) is printed, not failed on.
objcopy --strip-debug .build/release/steady-measure "$OUT/steady-measure"
valgrind --leak-check=full, 2 worker threads. Fails when any
# byte is definitely, indirectly or possibly lost.
set -eu
cd "$(dirname "$0")/.."
MESSAGES=${1:-10000}
OUT=.build/leaks
mkdir -p "$OUT"
python3 - "$MESSAGES" > "$OUT/input.jsonl" <<'PY'
import json, random, sys
random.seed(1)
words = ["hello", "world", "👋", "مرحبا", "你好", "สวัสดี", "नमस्ते", "שלום", "안녕", "🇫🇷", "a\u0301",
         "https://example.com/x?y=1", "\u202eabc", "co\u00adop", "\t", "\n", "1️⃣"]
for n in range(int(sys.argv[1])):
    text = " ".join(random.choice(words) for _ in range(random.randint(1, 30)))
    print(json.dumps({"id": n, "text": text + str(n)}))  # distinct texts: the cache keeps filling and evicting
PY
# Valgrind 3.19 (Debian 12) cannot read the DWARF 5 that Swift 6.3 emits and gives up
# ("Possibly corrupted debuginfo file"): measure a copy without debug info (symbols stay).
objcopy --strip-debug .build/release/steady-measure "$OUT/steady-measure"
valgrind --leak-check=full --show-leak-kinds=definite,indirect,possible --errors-for-leak-kinds=definite,indirect \
  --error-exitcode=3 --log-file="$OUT/valgrind.log" \
  "$OUT/steady-measure" --width 240,300,375,500,1000 --size 17,AX2 --jobs 2 "$OUT/input.jsonl" > "$OUT/output.jsonl"
echo "records: $(wc -l < "$OUT/output.jsonl") (want $((MESSAGES * 10)))"
grep -E "in use at exit|total heap usage|definitely lost|indirectly lost|possibly lost|still reachable|ERROR SUMMARY" "$OUT/valgrind.log" | sed 's/^==[0-9]*== *//'
test "$(wc -l < "$OUT/output.jsonl")" -eq $((MESSAGES * 10))
