import SteadyExperiments

/// The help texts: `steady-measure --help` (measure mode in full, and the
/// other subcommands in brief), `steady-measure help SUBCOMMAND` and
/// `SUBCOMMAND --help`.
///
/// Docs/steady-measure.md is the same manual with examples; change both together.
enum Help {
    /// A subcommand with a help text of its own.
    enum Topic: String, CaseIterable, Sendable {
        case measure, stream, serve, experiment
    }

    /// The help text for `topic`.
    static func text(for topic: Topic) -> String {
        switch topic {
        case .measure: measureText
        case .stream: streamText
        case .serve: serveText
        case .experiment: Experiment.helpText + "\n"
        }
    }

    /// Whether `arguments` ask for help: `-h` or `--help` before any `--`.
    static func isRequested(in arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "-h" || argument == "--help" { return true }
        }
        return false
    }

    static let measureText = """
    steady-measure: exact chat-message text heights, as Chromium renders them

    USAGE
      steady-measure [measure] --width LIST [OPTIONS] [FILE]
      steady-measure stream --width LIST [OPTIONS] [FILE]
      steady-measure serve [OPTIONS]
      steady-measure experiment SCENARIO [OPTIONS]
      steady-measure help [measure | stream | serve | experiment]
      steady-measure --version

    MEASURE (the default subcommand)
      Reads JSON Lines from FILE, or from standard input when FILE is absent or -.
      Each line is one message object; "id" (a string or a number) and "text"
      (a string) are required, other fields are ignored:
        {"id": "m1", "text": "Hello"}
      Writes one JSON object per input line x width x size, in input order (for
      one line: widths in the order given, and for each width the sizes in the
      order given):
        {"id": "m1", "width": 300, "size": 17, "lines": 2, "height": 46}
      "id" is echoed exactly as given (a number keeps its digits: 1.50 stays 1.50);
      "width" and "size" are px numbers; "lines" is the number of line boxes
      (0 for empty text); "height" is the text box height in px. Numbers are
      printed in their shortest form: 46, 67.5, 15.296875.
      A record ends in "missing": N when N grapheme clusters of the text are
      drawn with no font of the stack (as missing-glyph boxes).
      A styled message carries "spans", sorted and not overlapping, in UTF-16
      offsets; each field is optional (a box is an unbreakable inline box W em
      wide in place of its text: a mention chip, a custom emoji):
        {"id": "m2", "text": "Hi @ana, see code", "spans": [
          {"start": 3, "end": 7, "box": 2.5}, {"start": 13, "end": 17,
           "family": "Noto Sans Mono"}, {"start": 0, "end": 2, "weight": 700}]}
      (that last span is out of order: the line would get an error record).
      Fields: "weight" 100-900, "style" "normal" or "italic", "family" a family
      of the stack drawn first, "box" a width in em of the text's size.
      Or "markdown" in place of "text": chat Markdown (**bold**, *italic*,
      `code`, ~~strike~~, links) measured as the text and spans it converts to,
      with "mentions": {"@ana": 2.5} for mention chips (boxes of those em).

    BUBBLES
      A line with "bubble" is measured as a whole chat row, drawn as
      Templates/bubble.css draws it; its "text" (or "markdown", and "spans")
      is the bubble's text, and the widths are the list's:
        {"id": "m1", "text": "See you at 11!", "bubble": {"name": "Ana",
         "time": "12:30", "quote": {"name": "Bo", "text": "Brunch?"}}}
      Every part is optional: "direction" "incoming" (default) or "outgoing",
      "groupStart" true (default) or false, "name", "time", "reactions" and
      "date" strings, "quote" {"name"?, "text"}, "media" {"aspectRatio": R}
      (width / height, a positive number), and "style" (below). Its record is
      the usual one, of the text block, plus the row's height:
        {"id": "m1", "width": 390, "size": 17, "lines": 1, "height": 23,
         "rowHeight": 116}
      "lines" counts the text block's lines, the timestamp's own line
      included; "height" is the text block's height (0 with no text block:
      media without a caption). With --frames, "frames" follows: each part's
      [x, y, width, height] in px from the row's top-left corner, only the
      parts present: "bubble", "date", "name", "quote", "quoteName",
      "quoteText", "media", "text", "time", "reactions".
      "style" changes the row's geometry for this message, over the run's
      style (--bubble-style FILE, a JSON file of the same object; default the
      template's). Fields, as SteadyBubbles' BubbleStyle names them, each
      optional: widthFraction, a fraction of the row, in (0, 1]; lengths in px
      maxWidth, rowPadding, groupGap, messageGap, nameGap, quoteBorder,
      quoteGap, mediaWidth, mediaMaxHeight, mediaGap, timeGap,
      reactionsBorder, reactionsOverlap, reactionsInset, dateGap;
      insets {"top", "right", "bottom", "left"} padding, quotePadding,
      reactionsPadding, datePadding; labels {"scale" em, "weight" 100-900}
      name, quoteName, quoteText, time, reactions, date; quoteMaxLines, a
      whole number from 1. A bubble's text is line-height normal and
      pre-wrap: with a fixed --line-height or --white-space normal a bubble
      line gets an error record. Lines without "bubble" are unchanged.

    OPTIONS
      --width LIST         text box widths in px, comma-separated (required)
      --size LIST          font sizes in px, comma-separated, or Dynamic Type
                           names: xSmall=14 Small=15 Medium=16 Large=17 xLarge=19
                           xxLarge=21 xxxLarge=23 AX1=28 AX2=33 AX3=40 AX4=47 AX5=53
                           (default 17; names ignore case; output "size" is the px number)
      --line-height V      line height in px, or normal (default normal)
      --white-space M      pre-wrap or normal (default pre-wrap)
      --target T           whose layout to match: chromium (default), webkit
                           (WebKitGTK: CSS px at any --dpr, whole-px fixed
                           line heights) or firefox (its own normal line
                           height, lines in 1/60 px)
      --fonts PATH         a font folder laid out like the bundled Fonts/ (its
                           stack.json, or the eight bundled font files), or
                           a font-stack file (JSON: families in fallback order)
                           (default: $STEADY_FONTS, else the Fonts/ installed
                           beside the binary, else the checkout's Fonts/)
      --max-line-bytes N   the longest input line measured (default 4194304);
                           a longer line gets an error record
      --dpr R              the screen's device pixel ratio, 0.01 to 100 (default
                           1): Chromium lays out in device px; widths, sizes and
                           heights stay CSS px ("Hello" at 17: 23 at 1, 22.67 at
                           1.5)
      --jobs N             measure on N threads (default: all cores); the output
                           is byte-identical for every N
      --bubble-style FILE  the bubbles' style: a JSON object of BubbleStyle
                           fields (see BUBBLES), over the template's
      --frames             bubble records carry their parts' frames
      --quiet              leave bad lines out of standard error (their error
                           records are written all the same): for a co-process
                           whose parent does not read standard error
      -h, --help           show this help
      -V, --version        show the version, the target and the libraries'
                           versions (anywhere on the command line)
      Options take their value as the next word or after =, as in --width 300 or
      --width=300 (--frames and --quiet take none); each may be given once; -- ends
      the options. Widths, sizes and line heights are positive finite decimal
      numbers (300, 22.5, 1e2).

    BAD INPUT
      A line that cannot be read never stops the run. In place of all its
      records on standard output comes one error record, with the line's "id"
      when it has one that is a string or a number, and standard error names
      the line (unless --quiet):
        {"line": 3, "error": "invalid JSON: expected ':' after key at column 12"}
        {"line": 4, "error": "missing \\"text\\"", "id": "m4"}
        steady-measure: line 3: invalid JSON: expected ':' after key at column 12
      So a line's answer is its widths x sizes records, or one record with
      "error": a co-process reads until it has one or the other.
      Lines count from 1; columns count bytes from 1. Such lines are: empty or
      blank lines; invalid JSON (RFC 8259, strict: no comments, no trailing
      commas, nesting at most 512 deep); invalid UTF-8; a \\u escape of a lone
      surrogate (\\ud800); a value that is not an object; a missing "id" or "text";
      an "id" that is not a string or number; a "text" that is not a string; a
      repeated "id", "text", "markdown", "spans" or "mentions" key; both "text"
      and "markdown", or "markdown" with "spans"; spans that are not a list of objects
      with integer "start" and "end", or that are out of range, overlapping,
      unsorted, split a surrogate pair, name a family the stack lacks, have a
      weight outside 100-900 or a negative box (the error names the span);
      a "bubble" that is not an object, with an unknown or repeated part or
      field, a value of the wrong type, a quote without "text", media whose
      aspect ratio is not a positive number, a style value out of range, or
      under a fixed --line-height or --white-space normal (the error names
      the part: bubble: unknown part "colour", bubble.quote.text: not a
      string, found 3, bubble.style.padding.top: the length -2 is not a
      length of 0 px or more).
      CRLF line ends, a UTF-8 byte order mark on the first line and a last line
      without a newline are fine.

    EXIT STATUS
      0  every line was measured
      1  some lines could not be read (each has an error record)
      2  usage error: unknown option, missing --width, a width or size that is
         not a positive finite number, a bad --line-height, --white-space,
         --target or --jobs, a missing or unreadable font file or folder, an
         unreadable input FILE, a --bubble-style FILE that cannot be read or
         is not a valid style (the message names the file and the field).
         One line on standard error; no input is read.
      3  reading the input or writing the output failed part way (also when
         the reader of standard output went away: a closed pipe)

      A progress bar appears on standard error only when it is a terminal.

    STREAM
      steady-measure stream --width LIST [OPTIONS] [FILE]
      Messages that grow, as answers stream in: each line appends its text or
      Markdown to the message of its id and gets the records of the whole
      message so far, as a chat row's when it has a "bubble".
      See steady-measure help stream.

    SERVE
      steady-measure serve [--host H] [--port P] [OPTIONS]
      The height service over HTTP: POST /v1/heights answers a page of
      messages with the records above. See steady-measure help serve.

    EXPERIMENT
      steady-measure experiment SCENARIO [OPTIONS]
      Scenarios: prepend, dynamic-type, resize. Each prints a table, writes an
      SVG figure with --svg FILE, and with --json prints one JSON object.
      See steady-measure help experiment.

    EXAMPLES
      steady-measure --width 300,375 --size Large,AX2 Samples/conversation.jsonl
      echo '{"id": 1, "text": "Hello"}' | steady-measure --width 300
      steady-measure measure --width=320 --line-height 22 --jobs 1 - < messages.jsonl

    """

    static let streamText = """
    steady-measure stream: heights of messages that grow, as answers stream in

    USAGE
      steady-measure stream --width LIST [OPTIONS] [FILE]

      Reads JSON Lines like measure mode, but each line appends its "text", or
      its "markdown", to the message with its "id" (a new id starts empty),
      and the records are those of the whole message so far, exactly what
      measure mode prints for it. A line with "done": true ends its message
      after appending (its memory is freed; the id may start again). At most
      10000 messages are open at once. An append costs the paragraph it joins
      (text after the last newline, in pre-wrap), not the message: finished
      paragraphs are prepared once and their lines kept.
        {"id": "a1", "text": "Sure! Here"}
        {"id": "a1", "text": " is how:\\n1. Open"}
        {"id": "a1", "text": " the app.", "done": true}
      The line that starts a message decides its kind: "markdown" (with the
      "mentions" it gives) or "text", and later lines append the same kind.
      Markup may cross newlines (a closing ** or fence restyles the lines
      before it), so the Markdown since the last newline where nothing was
      open is converted again at each line, and only the paragraphs that
      changed are prepared again; lines after markup left open (a fence
      being written) are held until a character that may close it comes.
        {"id": "a2", "markdown": "Run **make", "mentions": {"@bo": 2.5}}
        {"id": "a2", "markdown": " test** and ping @bo"}
      A line with "bubble" makes its message a chat row of those parts from
      then on (a later "bubble" replaces them): its records, and those of
      later lines without one, carry "rowHeight", as measure mode's for the
      message with that bubble. --bubble-style, --frames and a bubble's
      "style" apply as in measure mode.
        {"id": "a3", "markdown": "Sure! **Step", "bubble": {"time": "12:30"}}
      Lines are measured in order on one thread (each depends on those before
      it with its id), so --jobs is not taken. "spans" are not taken (a
      streamed line's spans would index a text no line holds: style with
      "markdown"); such a line, a line of the other kind than its message,
      or "mentions" other than the first line's get an error record and
      append nothing.

    OPTIONS
      As for measure: --width, --size, --line-height, --white-space, --target,
      --fonts, --dpr, --max-line-bytes, --bubble-style, --frames, --quiet.

    """

    static let serveText = """
    steady-measure serve: the height service over HTTP

    USAGE
      steady-measure serve [OPTIONS]

      Prints one line, listening on http://H:P, then serves until SIGTERM,
      SIGINT or SIGHUP, when it stops accepting connections, finishes the
      requests in flight and exits 0. Each connection has its own thread;
      measuring runs in --jobs compute slots, and a heights answer is sent in
      chunks as it is measured, so a slow reader holds little memory.

    ENDPOINTS
      POST /v1/heights   body: {"widths": [300, 375], "sizes": [17, "AX2"],
                         "lineHeight": "normal" | 22, "whiteSpace": "pre-wrap" |
                         "normal", "dpr": 1, "target": "chromium" | "webkit" | "firefox",
                         "bubbleStyle": {...}, "frames":
                         true, "messages": [{"id": "m1", "text": "Hello"}]}
                         (only widths and messages are required; a message
                         may carry "bubble", and "bubbleStyle" and "frames"
                         are --bubble-style's object and --frames, as in
                         steady-measure --help, BUBBLES). Answers 200
                         {"results": [{"id": "m1", "width": 300, "size": 17,
                         "lines": 1, "height": 23}, ...]}: the records measure
                         mode prints, in its order. A message that cannot be
                         measured gets {"index": I, "error": "..."} in its place
                         (I counts from 0).
      GET /healthz       200 {"status": "ok"}
      GET /metrics       Prometheus text format
      OPTIONS on any path: 204 with Allow (and, with --cors, the preflight
      headers).
      A body that is not JSON or not that shape: 400 {"error": "..."} naming the
      field; over a limit: 413; an unknown path: 404; a wrong method: 405. A
      request HTTP does not allow (no Host in HTTP/1.1, two Host headers, a NUL
      or a bad %-escape in the path, an unknown version): 400, and the
      connection is closed.

    OPTIONS
      --host H                 address or host name to listen on
                               (default 127.0.0.1)
      --port P                 TCP port, 0 picks a free one (default 8787)
      --fonts PATH             as for measure
      --jobs N                 requests measured at once (default: all cores)
      --max-body-bytes N       the largest request body (default 8388608)
      --max-messages N         messages in one request (default 10000)
      --max-records N          messages x widths x sizes in one request
                               (default 1000000)
      --request-seconds N      time one request may measure; messages not
                               reached get an error in place (default 30)
      --idle-seconds N         an idle connection is closed after N s (default 30)
      --max-connections N      connections open at once (default 1024)
      --static DIR             serve DIR's files at / (index.html for a folder)
                               and the fonts at /fonts/ (a stack file's fonts and
                               /fonts/stack.json), beside the API; a file
                               must resolve inside DIR
      --cors ORIGIN            let pages from ORIGIN (scheme://host[:port], or
                               * for any) call the API from a browser; repeatable
      --access-log FILE        append one JSON line per request (time, method,
                               path, status, seconds) to FILE, - for stderr
      -h, --help               show this help

    EXIT STATUS
      0  stopped by SIGTERM, SIGINT or SIGHUP
      2  usage error: a bad option, unusable fonts, an address that cannot be
         listened on (the port in use, a host name that does not resolve)
      3  the listening line could not be written

    """
}
