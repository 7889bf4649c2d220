#!/usr/bin/env python3
# A held-out corpus from the benchmark's generated chat (Docs: README "How the text matches
# Chromium"): 700 multilingual and 500 English messages, sampled with fixed seeds.
#   (cd Benchmarks && swift run -c release steady-bench corpus --multilingual) > /tmp/ml.jsonl
#   (cd Benchmarks && swift run -c release steady-bench corpus) > /tmp/en.jsonl
#   python3 Tools/chromium-goldens/make_bench_heldout.py /tmp/ml.jsonl /tmp/en.jsonl > /tmp/bench.corpus.jsonl
#   python3 Tools/chromium-goldens/render.py /tmp/bench.corpus.jsonl -o /tmp/bench.chromium.jsonl \
#     --widths 53,88,143,211,264,317,390 --sizes 13,17,22,31,44 --line-heights normal,r1.3x \
#     --white-space pre-wrap,normal --per-message 12 --seed 9
#   swift run steady-goldens fidelity --goldens /tmp/bench
import json
import random
import sys

multilingual_path, english_path = sys.argv[1], sys.argv[2]
multilingual = [json.loads(line) for line in open(multilingual_path, encoding="utf-8")]
english = [json.loads(line) for line in open(english_path, encoding="utf-8")]
random.seed(3)
for message in random.sample(multilingual, 700):
    message["category"] = "multilingual"
    print(json.dumps(message, ensure_ascii=False))
random.seed(4)
for message in random.sample(english, 500):
    message["id"] = "e" + message["id"]
    message["category"] = "english"
    print(json.dumps(message, ensure_ascii=False))
