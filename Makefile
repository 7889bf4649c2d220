# Steady's everyday commands. Each installs the Debian packages it needs when missing.
#   make demo   steady-measure on the bundled sample conversation
#   make test   the test suite, the web chat in a real browser and Web/steady under Node (what CI runs)
#   make bench  the benchmarks (never part of the tests)
#   make spark-bench  the Spark archive job's rate against the CLI alone
#   make fidelity  Docs/fidelity.md, the match rate against Chromium
#   make install PREFIX=DIR   the binary (Swift runtime linked in) and its fonts

SWIFT ?= swift
# Debian's font packages that the test font stacks (Tests/SteadyTextTests/Goldens/stacks/) use,
# by absolute path under /usr/share/fonts: the golden tests of those stacks need them, so
# `make deps` (and so `make test` and CI) installs them. fonts-roboto is a metapackage:
# fonts-roboto-unhinted ships the files.
TEST_FONT_PACKAGES := fonts-dejavu-core fonts-dejavu-extra fonts-roboto-unhinted fonts-inter fonts-inter-variable \
  fonts-liberation2 fonts-cabin fonts-open-sans
# The font sweep's files (Tests/SteadyTextTests/Goldens/sweep/, SweepGoldenTests): 310 fonts from
# these packages, by absolute path; Tools/font-sweep/choose.py writes the list.
SWEEP_FONT_PACKAGES := $(shell cat Tests/SteadyTextTests/Goldens/sweep/packages.txt)
# The family sweep's files (Tests/SteadyTextTests/Goldens/families/, FamilySweepGoldenTests): whole
# families, every face declared, from these packages; Tools/font-sweep/families.py writes the list.
FAMILY_FONT_PACKAGES := $(shell cat Tests/SteadyTextTests/Goldens/families/packages.txt)
DEBIAN_PACKAGES := pkg-config libfreetype-dev libharfbuzz-dev libicu-dev libmicrohttpd-dev $(TEST_FONT_PACKAGES) \
  $(SWEEP_FONT_PACKAGES) $(FAMILY_FONT_PACKAGES)

.PHONY: deps build demo test web-chat web-chat-site web-chat-test web-chat-screenshots web-test spark-venv spark-test spark-bench bench fidelity goldens goldens-contract goldens-stacks goldens-styled goldens-bubbles goldens-wrap goldens-sweep goldens-families latin-pairs clean install install-check service-bench docs

deps:
	@missing=""; for p in $(DEBIAN_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

build: deps
	$(SWIFT) build -c release

demo: build
	$(SWIFT) run -c release steady-measure --width 300,375 --size Large,AX2 Samples/conversation.jsonl

# The web chat runs beside the Swift tests: it mostly waits on Chromium (about half a core for
# three and a half minutes), and the tests keep both cores busy. Its report follows theirs.
test: deps web-chat-site
	@$(MAKE) --no-print-directory deps DEBIAN_PACKAGES="$(WEB_CHAT_PACKAGES)"
	$(SWIFT) build --build-tests
	@log=.build/web-chat-test.log; \
	echo "the web chat in Chromium runs beside the Swift tests; its report ($$log) follows theirs"; \
	$(WEB_CHAT_TEST) > $$log 2>&1 & chat=$$!; \
	$(SWIFT) test --skip-build; tests=$$?; \
	wait $$chat; chatStatus=$$?; cat $$log; \
	[ $$tests -eq 0 ] && [ $$chatStatus -eq 0 ]
	@$(MAKE) --no-print-directory web-test

# Examples/web-chat in headless Chromium (Debian's chromium, chromium-driver, python3-selenium):
# the message being read moves 0.0 px, and every bubble's height is the service's.
WEB_CHAT_PACKAGES := chromium chromium-driver python3-selenium
WEB_CHAT_TEST = /usr/bin/python3 Examples/web-chat/test_web_chat.py --site $(WEB_CHAT_SITE) \
  --binary "$$($(SWIFT) build --show-bin-path)/steady-measure"
web-chat-test: deps web-chat-site
	@$(MAKE) --no-print-directory deps DEBIAN_PACKAGES="$(WEB_CHAT_PACKAGES)"
	$(SWIFT) build --product steady-measure
	$(WEB_CHAT_TEST)

# The README's pictures of the page (Docs/figures/web-chat-320.png and web-chat-1280.png), taken
# by headless Chromium from the built site at 320 px and 1,280 px wide.
web-chat-screenshots: deps web-chat-site
	@$(MAKE) --no-print-directory deps DEBIAN_PACKAGES="$(WEB_CHAT_PACKAGES)"
	$(SWIFT) build --product steady-measure
	/usr/bin/python3 Examples/web-chat/screenshots.py --site $(WEB_CHAT_SITE) \
	  --binary "$$($(SWIFT) build --show-bin-path)/steady-measure" --out Docs/figures

# The page as `serve --static` serves it: one folder, since the service serves one and refuses
# symbolic links out of it. Examples/web-chat's files, Templates/bubble.css (the rows' CSS, the
# one the heights are computed for) and Web/steady (the engine and heights client, without its
# tests) are copied into $(WEB_CHAT_SITE); the page imports ./steady/index.js.
WEB_CHAT_SITE := .build/web-chat
web-chat-site:
	rm -rf $(WEB_CHAT_SITE) && mkdir -p $(WEB_CHAT_SITE)
	cp Examples/web-chat/*.html Examples/web-chat/*.js Examples/web-chat/*.css Templates/bubble.css $(WEB_CHAT_SITE)/
	cp -R Web/steady $(WEB_CHAT_SITE)/steady && rm -rf $(WEB_CHAT_SITE)/steady/tests

# The web chat on http://127.0.0.1:8787/
web-chat: build web-chat-site
	.build/release/steady-measure serve --static $(WEB_CHAT_SITE)

# Web/steady, the engine and heights client in JavaScript (Docs/web.md), under Node's test runner
# (Debian's nodejs): the property sessions, the heights client against a fake service, and the
# same sessions replayed by the Swift engine (Tools/layout-replay) and compared step by step.
# Then Debian's tsc checks index.d.ts against a TypeScript usage file, and the modules' JSDoc.
WEB_PACKAGES := nodejs node-typescript
web-test: deps
	@$(MAKE) --no-print-directory deps DEBIAN_PACKAGES="$(WEB_PACKAGES)"
	$(SWIFT) build --product layout-replay
	STEADY_LAYOUT_REPLAY="$$($(SWIFT) build --show-bin-path)/layout-replay" node --test Web/
	tsc -p Web/steady/tests/types/tsconfig.json
	tsc -p Web/steady/tests/types/tsconfig.checkjs.json

bench: deps
	@$(MAKE) --no-print-directory deps DEBIAN_PACKAGES="libpango1.0-dev"
	@# A path dependency's new source files are missed by a cached build plan: re-plan.
	rm -f Benchmarks/.build/*.yaml
	mkdir -p Docs/results
	cd Benchmarks && $(SWIFT) run -c release steady-bench --results $(CURDIR)/Docs/results/bench.json

# The DocC archives of SteadyText, SteadyBubbles, SteadyLayout and SteadyMarkdown in .build/docs/; fails on any docc warning.
docs: deps
	SWIFT="$(SWIFT)" Tools/docs.sh

# Docs/fidelity.md: the match rate against the Chromium goldens, by category and parameter.
fidelity: deps
	$(SWIFT) run steady-goldens fidelity --out $(CURDIR)/Docs/fidelity.md

# Sources/SteadyText/TextAnalysis/LatinPairTable+Rows.swift from the shipped line break rules
# (after changing BreakRules/; UnicodeShimTests fails until then).
latin-pairs: deps
	$(SWIFT) run steady-goldens latin-pairs --out $(CURDIR)/Sources/SteadyText/TextAnalysis/LatinPairTable+Rows.swift
	$(SWIFT) test --filter writtenLatinPairTableIsTheRulesOne

# Re-render the Chromium goldens (needs Debian's chromium; CI never does this).
# Tools/chromium-goldens/README.md says what each set is.
GOLDENS := Tests/SteadyTextTests/Goldens
RENDER := python3 Tools/chromium-goldens/render.py
goldens: goldens-contract goldens-stacks goldens-styled goldens-bubbles goldens-wrap goldens-sweep goldens-families

# The eight bundled fonts as F0..F7 at device scale factor 1.
goldens-contract:
	$(RENDER) $(GOLDENS)/basic.corpus.jsonl --preset basic -o $(GOLDENS)/basic.chromium.jsonl
	$(RENDER) $(GOLDENS)/full.corpus.jsonl --preset full -o $(GOLDENS)/full.chromium.jsonl

# The font sweep (Docs/fonts.md): Debian's fonts surveyed, 310 chosen, each rendered as a one-font
# stack at three ratios, and Noto Sans with its metrics edited. Installs every font package first.
goldens-sweep:
	@$(MAKE) --no-print-directory deps DEBIAN_PACKAGES="chromium $(SWEEP_FONT_PACKAGES)"
	python3 Tools/font-sweep/survey.py > .build/font-survey.jsonl
	python3 Tools/font-sweep/choose.py .build/font-survey.jsonl $(GOLDENS)/sweep
	for r in 1 1.5 2; do python3 Tools/font-sweep/render_sweep.py --dpr $$r > $(GOLDENS)/sweep/sweep-dpr$$r.chromium.jsonl; done
	python3 Tools/font-sweep/metric_edits.py > $(GOLDENS)/metric-edits.chromium.jsonl

# The family sweep: Debian's font families, every face declared in a stack, with styled text
# (spans of weight and style) at three ratios. Installs every font package first.
goldens-families:
	@$(MAKE) --no-print-directory deps DEBIAN_PACKAGES="chromium $(FAMILY_FONT_PACKAGES)"
	python3 Tools/font-sweep/survey.py > .build/font-survey.jsonl
	python3 Tools/font-sweep/families.py .build/font-survey.jsonl $(GOLDENS)/families
	python3 Tools/font-sweep/family_corpus.py > $(GOLDENS)/families/families.corpus.jsonl
	for r in 1 1.5 2; do python3 Tools/font-sweep/render_families.py --dpr $$r > $(GOLDENS)/families/families-dpr$$r.chromium.jsonl; done
	python3 Tools/font-sweep/render_families.py --dense > $(GOLDENS)/families/families-dense-dpr1.chromium.jsonl

# Font-stack files (the bundled Fonts/stack.json and the test stacks) at several dprs.
goldens-stacks:
	@$(MAKE) --no-print-directory deps DEBIAN_PACKAGES="chromium $(TEST_FONT_PACKAGES)"
	$(RENDER) $(GOLDENS)/scripts.corpus.jsonl --preset scripts --stack Fonts/stack.json --dpr 1 -o $(GOLDENS)/scripts-dpr1.chromium.jsonl
	$(RENDER) $(GOLDENS)/scripts.corpus.jsonl --preset scripts --stack Fonts/stack.json --dpr 1.5 -o $(GOLDENS)/scripts-dpr1.5.chromium.jsonl
	$(RENDER) $(GOLDENS)/scripts.corpus.jsonl --preset scripts --stack Fonts/stack.json --dpr 2 -o $(GOLDENS)/scripts-dpr2.chromium.jsonl
	$(RENDER) $(GOLDENS)/scripts.corpus.jsonl --preset scripts --stack Fonts/stack.json --dpr 3 -o $(GOLDENS)/scripts-dpr3.chromium.jsonl
	$(RENDER) $(GOLDENS)/basic.corpus.jsonl --preset basic --stack Fonts/stack.json --dpr 1 -o $(GOLDENS)/basic-stack.chromium.jsonl
	$(RENDER) $(GOLDENS)/basic.corpus.jsonl --preset basic --stack Fonts/stack.json --dpr 2 -o $(GOLDENS)/basic-dpr2.chromium.jsonl
	$(RENDER) $(GOLDENS)/basic.corpus.jsonl --preset basic --stack $(GOLDENS)/stacks/dejavu.json --dpr 1 -o $(GOLDENS)/dejavu-dpr1.chromium.jsonl
	$(RENDER) $(GOLDENS)/scripts.corpus.jsonl --preset scripts-sample --stack $(GOLDENS)/stacks/dejavu.json --dpr 1 -o $(GOLDENS)/dejavu-scripts-dpr1.chromium.jsonl
	$(RENDER) $(GOLDENS)/basic.corpus.jsonl --preset basic --stack $(GOLDENS)/stacks/dejavu.json --dpr 2 -o $(GOLDENS)/dejavu-dpr2.chromium.jsonl
	$(RENDER) $(GOLDENS)/scripts.corpus.jsonl --preset scripts-sample --stack $(GOLDENS)/stacks/dejavu.json --dpr 2 -o $(GOLDENS)/dejavu-scripts-dpr2.chromium.jsonl
	$(RENDER) $(GOLDENS)/basic.corpus.jsonl --preset basic --stack $(GOLDENS)/stacks/roboto.json --dpr 1 -o $(GOLDENS)/roboto-dpr1.chromium.jsonl
	$(RENDER) $(GOLDENS)/scripts.corpus.jsonl --preset scripts-sample --stack $(GOLDENS)/stacks/roboto.json --dpr 1 -o $(GOLDENS)/roboto-scripts-dpr1.chromium.jsonl
	$(RENDER) $(GOLDENS)/basic.corpus.jsonl --preset basic --stack $(GOLDENS)/stacks/roboto.json --dpr 2 -o $(GOLDENS)/roboto-dpr2.chromium.jsonl
	$(RENDER) $(GOLDENS)/scripts.corpus.jsonl --preset scripts-sample --stack $(GOLDENS)/stacks/roboto.json --dpr 2 -o $(GOLDENS)/roboto-scripts-dpr2.chromium.jsonl
	$(RENDER) $(GOLDENS)/basic.corpus.jsonl --preset basic --stack $(GOLDENS)/stacks/inter.json --dpr 1 -o $(GOLDENS)/inter-dpr1.chromium.jsonl
	$(RENDER) $(GOLDENS)/scripts.corpus.jsonl --preset scripts-sample --stack $(GOLDENS)/stacks/inter.json --dpr 1 -o $(GOLDENS)/inter-scripts-dpr1.chromium.jsonl
	$(RENDER) $(GOLDENS)/basic.corpus.jsonl --preset basic --stack $(GOLDENS)/stacks/inter.json --dpr 2 -o $(GOLDENS)/inter-dpr2.chromium.jsonl
	$(RENDER) $(GOLDENS)/scripts.corpus.jsonl --preset scripts-sample --stack $(GOLDENS)/stacks/inter.json --dpr 2 -o $(GOLDENS)/inter-scripts-dpr2.chromium.jsonl
	$(RENDER) $(GOLDENS)/basic.corpus.jsonl --preset basic --stack $(GOLDENS)/stacks/inter-var.json --dpr 1 -o $(GOLDENS)/inter-var-dpr1.chromium.jsonl
	$(RENDER) $(GOLDENS)/scripts.corpus.jsonl --preset scripts-sample --stack $(GOLDENS)/stacks/inter-var.json --dpr 1 -o $(GOLDENS)/inter-var-scripts-dpr1.chromium.jsonl
	$(RENDER) $(GOLDENS)/basic.corpus.jsonl --preset basic --stack $(GOLDENS)/stacks/inter-var.json --dpr 2 -o $(GOLDENS)/inter-var-dpr2.chromium.jsonl
	$(RENDER) $(GOLDENS)/scripts.corpus.jsonl --preset scripts-sample --stack $(GOLDENS)/stacks/inter-var.json --dpr 2 -o $(GOLDENS)/inter-var-scripts-dpr2.chromium.jsonl
	$(RENDER) $(GOLDENS)/basic.corpus.jsonl --preset basic --stack $(GOLDENS)/stacks/liberation.json --dpr 1 -o $(GOLDENS)/liberation-dpr1.chromium.jsonl
	$(RENDER) $(GOLDENS)/scripts.corpus.jsonl --preset scripts-sample --stack $(GOLDENS)/stacks/liberation.json --dpr 1 -o $(GOLDENS)/liberation-scripts-dpr1.chromium.jsonl
	$(RENDER) $(GOLDENS)/basic.corpus.jsonl --preset basic --stack $(GOLDENS)/stacks/liberation.json --dpr 2 -o $(GOLDENS)/liberation-dpr2.chromium.jsonl
	$(RENDER) $(GOLDENS)/scripts.corpus.jsonl --preset scripts-sample --stack $(GOLDENS)/stacks/liberation.json --dpr 2 -o $(GOLDENS)/liberation-scripts-dpr2.chromium.jsonl
	$(RENDER) $(GOLDENS)/basic.corpus.jsonl --preset basic --stack $(GOLDENS)/stacks/cabin.json --dpr 1 -o $(GOLDENS)/cabin-dpr1.chromium.jsonl
	$(RENDER) $(GOLDENS)/scripts.corpus.jsonl --preset scripts-sample --stack $(GOLDENS)/stacks/cabin.json --dpr 1 -o $(GOLDENS)/cabin-scripts-dpr1.chromium.jsonl
	$(RENDER) $(GOLDENS)/basic.corpus.jsonl --preset basic --stack $(GOLDENS)/stacks/cabin.json --dpr 2 -o $(GOLDENS)/cabin-dpr2.chromium.jsonl
	$(RENDER) $(GOLDENS)/scripts.corpus.jsonl --preset scripts-sample --stack $(GOLDENS)/stacks/cabin.json --dpr 2 -o $(GOLDENS)/cabin-scripts-dpr2.chromium.jsonl
	$(RENDER) $(GOLDENS)/basic.corpus.jsonl --preset basic --stack $(GOLDENS)/stacks/open-sans.json --dpr 1 -o $(GOLDENS)/open-sans-dpr1.chromium.jsonl
	$(RENDER) $(GOLDENS)/scripts.corpus.jsonl --preset scripts-sample --stack $(GOLDENS)/stacks/open-sans.json --dpr 1 -o $(GOLDENS)/open-sans-scripts-dpr1.chromium.jsonl
	$(RENDER) $(GOLDENS)/basic.corpus.jsonl --preset basic --stack $(GOLDENS)/stacks/open-sans.json --dpr 2 -o $(GOLDENS)/open-sans-dpr2.chromium.jsonl
	$(RENDER) $(GOLDENS)/scripts.corpus.jsonl --preset scripts-sample --stack $(GOLDENS)/stacks/open-sans.json --dpr 2 -o $(GOLDENS)/open-sans-scripts-dpr2.chromium.jsonl


# Styled text (spans) and line clamps of 1-3 lines, on the bundled stack and on Roboto, at
# dprs 1 and 2.
# The text cases: fractional widths and sizes, where break-word starts lines inside tokens.
TEXTCASES := --widths 60,87.25,114.765625,137,160.5,199.5 --sizes 14.5,17,19.25,23,28,33 \
  --line-heights normal,1.3x --white-space pre-wrap,normal --per-message 24
goldens-styled:
	@$(MAKE) --no-print-directory deps DEBIAN_PACKAGES="chromium $(TEST_FONT_PACKAGES)"
	$(RENDER) $(GOLDENS)/styled.corpus.jsonl --preset scripts-sample --stack Fonts/stack.json --dpr 1 -o $(GOLDENS)/styled-dpr1.chromium.jsonl
	$(RENDER) $(GOLDENS)/styled.corpus.jsonl --preset scripts-sample --stack Fonts/stack.json --dpr 2 -o $(GOLDENS)/styled-dpr2.chromium.jsonl
	$(RENDER) $(GOLDENS)/styled-roboto.corpus.jsonl --preset scripts-sample --stack $(GOLDENS)/stacks/roboto.json --dpr 1 -o $(GOLDENS)/roboto-styled-dpr1.chromium.jsonl
	$(RENDER) $(GOLDENS)/styled-roboto.corpus.jsonl --preset scripts-sample --stack $(GOLDENS)/stacks/roboto.json --dpr 2 -o $(GOLDENS)/roboto-styled-dpr2.chromium.jsonl
	$(RENDER) $(GOLDENS)/styled.corpus.jsonl --preset scripts-sample --stack $(GOLDENS)/stacks/inter-var.json --dpr 1 -o $(GOLDENS)/inter-var-styled-dpr1.chromium.jsonl
	$(RENDER) $(GOLDENS)/styled.corpus.jsonl --preset scripts-sample --stack $(GOLDENS)/stacks/inter-var.json --dpr 2 -o $(GOLDENS)/inter-var-styled-dpr2.chromium.jsonl
	$(RENDER) $(GOLDENS)/styled.corpus.jsonl --preset scripts-sample --stack $(GOLDENS)/stacks/liberation.json --dpr 1 -o $(GOLDENS)/liberation-styled-dpr1.chromium.jsonl
	$(RENDER) $(GOLDENS)/styled.corpus.jsonl --preset scripts-sample --stack $(GOLDENS)/stacks/liberation.json --dpr 2 -o $(GOLDENS)/liberation-styled-dpr2.chromium.jsonl
	$(RENDER) $(GOLDENS)/styled.corpus.jsonl --preset scripts-sample --stack $(GOLDENS)/stacks/cabin.json --dpr 1 -o $(GOLDENS)/cabin-styled-dpr1.chromium.jsonl
	$(RENDER) $(GOLDENS)/styled.corpus.jsonl --preset scripts-sample --stack $(GOLDENS)/stacks/cabin.json --dpr 2 -o $(GOLDENS)/cabin-styled-dpr2.chromium.jsonl
	$(RENDER) $(GOLDENS)/styled.corpus.jsonl --preset scripts-sample --stack $(GOLDENS)/stacks/open-sans.json --dpr 1 -o $(GOLDENS)/open-sans-styled-dpr1.chromium.jsonl
	$(RENDER) $(GOLDENS)/styled.corpus.jsonl --preset scripts-sample --stack $(GOLDENS)/stacks/open-sans.json --dpr 2 -o $(GOLDENS)/open-sans-styled-dpr2.chromium.jsonl
	$(RENDER) $(GOLDENS)/clamp.corpus.jsonl --preset scripts-sample --clamps 1,2,3 --stack Fonts/stack.json --dpr 1 -o $(GOLDENS)/clamp-dpr1.chromium.jsonl
	$(RENDER) $(GOLDENS)/clamp.corpus.jsonl --preset scripts-sample --clamps 1,2,3 --stack Fonts/stack.json --dpr 2 -o $(GOLDENS)/clamp-dpr2.chromium.jsonl
	$(RENDER) $(GOLDENS)/clamp-roboto.corpus.jsonl --preset scripts-sample --clamps 1,2,3 --stack $(GOLDENS)/stacks/roboto.json --dpr 1 -o $(GOLDENS)/roboto-clamp-dpr1.chromium.jsonl
	$(RENDER) $(GOLDENS)/clamp-roboto.corpus.jsonl --preset scripts-sample --clamps 1,2,3 --stack $(GOLDENS)/stacks/roboto.json --dpr 2 -o $(GOLDENS)/roboto-clamp-dpr2.chromium.jsonl
	$(RENDER) $(GOLDENS)/textcases.corpus.jsonl --stack Fonts/stack.json $(TEXTCASES) --dpr 1 -o $(GOLDENS)/textcases-dpr1.chromium.jsonl
	$(RENDER) $(GOLDENS)/textcases.corpus.jsonl --stack Fonts/stack.json $(TEXTCASES) --dpr 2 -o $(GOLDENS)/textcases-dpr2.chromium.jsonl

# Plain wrapping where a line just fits: each search's narrowest width, in layout units, at which
# a line holds what it holds at a start width, and one unit narrower (about 16 s per dpr).
PROBE_WRAP := python3 Tools/chromium-goldens/probe_wrap_threshold.py
goldens-wrap:
	@$(MAKE) --no-print-directory deps DEBIAN_PACKAGES="chromium"
	$(PROBE_WRAP) corpus > $(GOLDENS)/wrap-threshold.corpus.jsonl
	$(PROBE_WRAP) render $(GOLDENS)/wrap-threshold.corpus.jsonl --dpr 1 -o $(GOLDENS)/wrap-threshold-dpr1.chromium.jsonl
	$(PROBE_WRAP) render $(GOLDENS)/wrap-threshold.corpus.jsonl --dpr 2 -o $(GOLDENS)/wrap-threshold-dpr2.chromium.jsonl

# Chat rows of Templates/bubble.css on the bundled stack at dprs 1 and 2, and the list widths
# where the timestamp leaves the last line (the threshold search, about 3 minutes per dpr).
RENDER_BUBBLES := python3 Tools/chromium-goldens/render_bubbles.py
# Every message of the one-grapheme set at every list width and size (4 × 3 pairs).
ONE_GRAPHEME_CASES := --widths 320,360,390,430 --sizes 17,28,40 --per-message 12
# Every message of the pills set at every list width and size (3 × 2 pairs).
PILL_CASES := --widths 320,390,600 --sizes 17,28 --per-message 6
# Media alone at 20 list widths (content widths 210 to 312 px, most of them fractional).
MEDIA_RATIO_CASES := --widths 320,327.9,335.3,343.1,350.7,356.9,362.3,368.3,375,379.9,386.1,391.3,397.7,402.9,409.5,414.7,421.3,428.9,436.1,600 --sizes 17 --per-message 20
goldens-bubbles:
	@$(MAKE) --no-print-directory deps DEBIAN_PACKAGES="chromium"
	$(RENDER_BUBBLES) $(GOLDENS)/bubbles.corpus.jsonl --dpr 1 -o $(GOLDENS)/bubbles-dpr1.chromium.jsonl
	$(RENDER_BUBBLES) $(GOLDENS)/bubbles.corpus.jsonl --dpr 2 -o $(GOLDENS)/bubbles-dpr2.chromium.jsonl
	$(RENDER_BUBBLES) $(GOLDENS)/threshold.corpus.jsonl --threshold --dpr 1 -o $(GOLDENS)/threshold-dpr1.chromium.jsonl
	$(RENDER_BUBBLES) $(GOLDENS)/threshold.corpus.jsonl --threshold --dpr 2 -o $(GOLDENS)/threshold-dpr2.chromium.jsonl
	$(RENDER_BUBBLES) $(GOLDENS)/bubbles-one-grapheme.corpus.jsonl $(ONE_GRAPHEME_CASES) --dpr 1 -o $(GOLDENS)/bubbles-one-grapheme-dpr1.chromium.jsonl
	$(RENDER_BUBBLES) $(GOLDENS)/bubbles-one-grapheme.corpus.jsonl $(ONE_GRAPHEME_CASES) --dpr 2 -o $(GOLDENS)/bubbles-one-grapheme-dpr2.chromium.jsonl
	$(RENDER_BUBBLES) $(GOLDENS)/bubbles-pills.corpus.jsonl $(PILL_CASES) --dpr 1 -o $(GOLDENS)/bubbles-pills-dpr1.chromium.jsonl
	$(RENDER_BUBBLES) $(GOLDENS)/bubbles-pills.corpus.jsonl $(PILL_CASES) --dpr 2 -o $(GOLDENS)/bubbles-pills-dpr2.chromium.jsonl
	$(RENDER_BUBBLES) $(GOLDENS)/bubbles-spaces.corpus.jsonl --dpr 1 -o $(GOLDENS)/bubbles-spaces-dpr1.chromium.jsonl
	$(RENDER_BUBBLES) $(GOLDENS)/bubbles-spaces.corpus.jsonl --dpr 2 -o $(GOLDENS)/bubbles-spaces-dpr2.chromium.jsonl
	$(RENDER_BUBBLES) $(GOLDENS)/bubbles-media-ratios.corpus.jsonl $(MEDIA_RATIO_CASES) --dpr 1 -o $(GOLDENS)/bubbles-media-ratios-dpr1.chromium.jsonl
	$(RENDER_BUBBLES) $(GOLDENS)/bubbles-media-ratios.corpus.jsonl $(MEDIA_RATIO_CASES) --dpr 2 -o $(GOLDENS)/bubbles-media-ratios-dpr2.chromium.jsonl
	$(RENDER_BUBBLES) $(GOLDENS)/bubbles-template.corpus.jsonl --dpr 1 -o $(GOLDENS)/bubbles-template-dpr1.chromium.jsonl
	$(RENDER_BUBBLES) $(GOLDENS)/bubbles-template.corpus.jsonl --dpr 2 -o $(GOLDENS)/bubbles-template-dpr2.chromium.jsonl

clean:
	rm -rf .build

# The height service under wrk beside spawning the CLI per batch and the co-process
# (Benchmarks/service/bench.py; loopback only, about 80 s). SOAK=600 adds a 10-minute run.
SOAK ?= 0
service-bench: build
	@command -v wrk >/dev/null || { SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); $$SUDO apt-get install -y -qq wrk; }
	python3 Benchmarks/service/bench.py --soak $(SOAK)

# Examples/spark: the archive job on Spark's local[2] against the CLI, record for record.
# Java comes from Debian. PySpark, and PyArrow and pandas (which its mapInArrow needs), come from
# PyPI, pinned, into .build/spark-venv, a virtual environment of Debian's Python: Debian's python3
# refuses `pip install` (PEP 668), and a venv of it keeps whatever other `python3` comes first on
# PATH (pyenv, conda) out of the test. Installed when the pins change; the first time takes minutes.
SPARK_PYTHON ?= /usr/bin/python3
SPARK_VENV := .build/spark-venv
SPARK_PINS := pyspark==4.3.0 pyarrow==26.0.1 pandas==2.3.3
SPARK_TEST := $(SPARK_VENV)/bin/python Examples/spark/test_spark.py
spark-venv: deps
	@$(MAKE) --no-print-directory deps DEBIAN_PACKAGES="openjdk-17-jre-headless python3-venv"
	@grep -qxF "$(SPARK_PINS)" $(SPARK_VENV)/pins 2>/dev/null || { \
	  echo "installing into $(SPARK_VENV): $(SPARK_PINS)"; \
	  $(SPARK_PYTHON) -m venv $(SPARK_VENV) && \
	  $(SPARK_VENV)/bin/python -m pip install -q --disable-pip-version-check $(SPARK_PINS) && \
	  echo "$(SPARK_PINS)" > $(SPARK_VENV)/pins; }

spark-test: spark-venv
	$(SWIFT) build --product steady-measure
	$(SPARK_TEST) --binary "$$($(SWIFT) build --show-bin-path)/steady-measure"

# The job's rate beside the CLI alone on the same messages (Examples/spark/README.md, "Rate"):
# 200,000 and 1,000,000 messages in eight partitions, the difference removing Spark's start;
# a few minutes.
spark-bench: spark-venv
	$(SWIFT) build -c release --product steady-measure
	$(SPARK_TEST) --rate --binary "$$($(SWIFT) build -c release --show-bin-path)/steady-measure"

# The binary into PREFIX/bin, the fonts into PREFIX/share/steady, where the
# binary finds them at run time (Docs/steady-measure.md, "Fonts"). The Swift runtime is
# linked statically, so the binary needs only Debian's libraries (FreeType, HarfBuzz, ICU,
# libmicrohttpd) on the machine it runs on.
PREFIX ?= /usr/local
install: deps
	$(SWIFT) build -c release --static-swift-stdlib --product steady-measure
	install -d "$(PREFIX)/bin" "$(PREFIX)/share/steady/Fonts/licenses"
	install -m 755 "$$($(SWIFT) build -c release --static-swift-stdlib --show-bin-path)/steady-measure" "$(PREFIX)/bin/"
	install -m 644 Fonts/*.ttf Fonts/MANIFEST.tsv Fonts/stack.json "$(PREFIX)/share/steady/Fonts/"
	install -m 644 Fonts/licenses/* "$(PREFIX)/share/steady/Fonts/licenses/"
	install -m 644 LICENSE "$(PREFIX)/share/steady/"

# Installs from a copy of the checkout into an empty folder, deletes the copy, and runs the
# installed binary from another directory (what a user who installs and cleans up has).
install-check: deps
	@set -e; work=$$(mktemp -d); \
	  git ls-files -z | tar --null -T - -cf - | (mkdir "$$work/src" && cd "$$work/src" && tar -xf -); \
	  $(MAKE) --no-print-directory -C "$$work/src" install PREFIX="$$work/prefix" >/dev/null; \
	  rm -rf "$$work/src"; cd /; \
	  out=$$(echo '{"id": 1, "text": "Hello, world 👋"}' | "$$work/prefix/bin/steady-measure" --width 300); \
	  echo "$$out"; rm -rf "$$work"; \
	  test "$$out" = '{"id": 1, "width": 300, "size": 17, "lines": 1, "height": 23}' && echo "install-check: ok"

# ---- Reliability: sanitizers, leaks, fuzzing (Docs/reliability.md) --------------------------
# Each sanitizer builds into its own scratch path so it never clobbers the normal build.
# Never run by CI; each takes minutes (a full debug build plus the test suite).
.PHONY: asan ubsan tsan leaks fuzz fuzz-build

asan: deps
	ASAN_OPTIONS=detect_leaks=1:halt_on_error=1 LSAN_OPTIONS=suppressions=$(CURDIR)/Fuzz/lsan.supp \
	  $(SWIFT) test --scratch-path .build/asan --sanitize=address

# swiftc refuses -sanitize=undefined on Linux ("unsupported option for target"), and Swift
# code traps on overflow by itself: UBSan instruments the C shims, and clang links its runtime.
ubsan: deps
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 $(SWIFT) test --scratch-path .build/ubsan \
	  -Xcc -fsanitize=undefined -Xcc -fno-sanitize-recover=all \
	  -Xswiftc -Xclang-linker -Xswiftc -fsanitize=undefined

tsan: deps
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --scratch-path .build/tsan --sanitize=thread

# 100,000 measurements (10,000 messages x 5 widths x 2 sizes) by the release steady-measure
# under valgrind; fails when any byte is definitely, indirectly or possibly lost.
LEAK_MESSAGES ?= 10000
leaks: build
	@command -v valgrind >/dev/null || { SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); $$SUDO apt-get install -y -qq valgrind; }
	Fuzz/leaks.sh $(LEAK_MESSAGES)

# libFuzzer targets (Fuzz/README.md): every target for FUZZ_SECONDS each.
FUZZ_SECONDS ?= 60
fuzz-build: deps
	Fuzz/build.sh

fuzz: fuzz-build
	Fuzz/run.sh $(FUZZ_SECONDS)
