#!/usr/bin/env python3
"""Heights for a whole archive: a PySpark job around steady-measure.

Reads messages from Parquet (columns `id` and `text`), measures them with
mapInArrow through one long-lived steady-measure process per Python worker,
and writes one row per message x width x size as Parquet:

    id      string   the message's id as the CLI echoes it (a string id unquoted)
    width   double   text box width in px        (null on an error row)
    size    double   font size in px             (null on an error row)
    lines   int      line boxes                  (null on an error row)
    height  double   height in px                (null on an error row)
    error   string   why the row was not measured (null when it was)

A row that cannot be measured (no text, a text that is not a string) is one
error row with the CLI's own message; none is dropped.

Rows stay in Arrow record batches from end to end: a batch becomes the CLI's
JSON Lines, and its records become a batch, by Arrow's compute functions and
readers rather than row by row in Python.

    spark-submit --archives steady.tar.gz#steady Examples/spark/measure_archive.py \\
        --input messages.parquet --output heights.parquet --widths 300,375 --sizes 17,AX2

`steady.tar.gz` is a `make install` prefix packed (bin/steady-measure and
share/steady/Fonts); each executor unpacks it as ./steady, where the job finds
the binary, and the binary its fonts. Locally, --binary names the binary.
"""
import argparse
import contextlib
import fcntl
import functools
import json
import os
import queue
import re
import subprocess
import sys
import threading

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.csv
from pyspark.sql import SparkSession
from pyspark.sql.types import DoubleType, IntegerType, StringType, StructField, StructType

OUTPUT_SCHEMA = StructType([
    StructField("id", StringType()),
    StructField("width", DoubleType()),
    StructField("size", DoubleType()),
    StructField("lines", IntegerType()),
    StructField("height", DoubleType()),
    StructField("error", StringType()),
])
SHIPPED_BINARY = os.path.join("steady", "bin", "steady-measure")

# Every message goes to the CLI with the id 0 when its id is one the CLI takes: the job knows each
# record's message from the order, and records alike are simpler to read. After a batch comes the
# line below, which the CLI answers with one error record (missing "text") echoing the id 1, no
# message's: that record ends the batch's records.
END_LINE = b'{"id":1}\n'
END_RECORD = b', "id": 1}\n'

# json.dumps(ensure_ascii=False)'s escapes; every other character is written as its own UTF-8 bytes.
ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f"}
ESCAPES.update({chr(c): f"\\u{c:04x}" for c in range(32) if chr(c) not in ESCAPES})
NOT_ESCAPED = bytes(b for b in range(256) if chr(b) not in ESCAPES)

# A measured record, {"id": 0, "width": 300, "size": 17, "lines": 2, "height": 46} (the CLI writes its
# fields in that order), without its braces, quotes and spaces and with colons for commas, is the CSV
# row id:0:width:300:size:17:lines:2:height:46 (", "missing": N" after the height, when a text has
# characters no font draws, is cut). Arrow's CSV reader makes the columns; one core a task.
RECORD_TO_CSV = bytes.maketrans(b",", b":"), b'{}" '
MISSING = re.compile(rb":missing:\d+")
CSV_COLUMNS = {"key": pa.string(), "number": pa.int64(), "width": pa.float64(), "size": pa.float64(),
               "lines": pa.int32(), "height": pa.float64()}
READ_CSV = (pyarrow.csv.ReadOptions(column_names=["key", "number", "k2", "width", "k3", "size", "k4", "lines", "k5", "height"],
                                    use_threads=False, block_size=1 << 24),
            pyarrow.csv.ParseOptions(delimiter=":", quote_char=False),
            pyarrow.csv.ConvertOptions(column_types=CSV_COLUMNS, include_columns=list(CSV_COLUMNS)))


def json_strings(strings):
    """JSON string literals for a string array, byte for byte what json.dumps(ensure_ascii=False) writes."""
    data = strings.buffers()[2]
    present = set(data.to_pybytes().translate(None, NOT_ESCAPED)) if data is not None else set()
    for char, escape in ESCAPES.items():  # the backslash first: the later escapes add backslashes
        if ord(char) in present:  # a pass over the batch only for a character it has
            strings = pc.replace_substring(strings, char, escape)
    return pc.binary_join_element_wise('"', strings, '"', "")


def json_values(values):
    """Each value as JSON, and the error for one json.dumps cannot write: for column types that the CLI
    refuses anyway (a numeric text) or rarely seen ones, so row by row."""
    written, errors = [], []
    for value in values.to_pylist():
        try:
            written.append(json.dumps(value, ensure_ascii=False, allow_nan=False))
            errors.append(None)
        except (TypeError, ValueError) as error:
            written.append(None)
            errors.append(f"cannot be written as JSON: {error}")
    return pa.array(written, pa.string()), pa.array(errors, pa.string())


def is_text(kind):
    return pa.types.is_string(kind) or pa.types.is_large_string(kind) or pa.types.is_string_view(kind)


def nulls(count):
    return pa.nulls(count, pa.string())


def line_ids(ids):
    """Each line's id (0, or a value the CLI refuses and names: null, true, a list), the ids as the
    output shows them (a string unquoted), and the error for an id that cannot be written as JSON."""
    if is_text(ids.type) or pa.types.is_integer(ids.type):
        return pc.if_else(pc.is_valid(ids), "0", "null"), pc.fill_null(ids.cast(pa.string()), "null"), nulls(len(ids))
    written, errors = json_values(ids)
    values = ids.to_pylist()
    sent = ["0" if isinstance(v, (int, float)) and not isinstance(v, bool) else w for v, w in zip(values, written.to_pylist())]
    shown = [v if isinstance(v, str) else json.dumps(v, default=str) for v in values]
    return pc.fill_null(pa.array(sent, pa.string()), "null"), pa.array(shown, pa.string()), errors


def text_members(texts):
    """Each line's `,"text":…` member ("" for a null text: the CLI then says `missing "text"`), and the
    error for a text that cannot be given to the CLI."""
    count = len(texts)
    if is_text(texts.type):
        written, errors = json_strings(texts), nulls(count)
    elif pa.types.is_null(texts.type):
        return pa.array([""] * count, pa.string()), nulls(count)
    elif pa.types.is_binary(texts.type) or pa.types.is_large_binary(texts.type) or pa.types.is_fixed_size_binary(texts.type):
        errors = pc.if_else(pc.is_valid(texts), '"text" is bytes, not a string', None).cast(pa.string())
        return pa.array([""] * count, pa.string()), errors
    else:
        written, errors = json_values(texts)
        written = pc.if_else(pc.is_valid(texts), written, None)
    return pc.fill_null(pc.binary_join_element_wise(',"text":', written, ""), ""), errors


def input_lines(batch):
    """A batch's messages as JSON Lines for the CLI, one line a message; their ids as the output shows
    them; and the error for each message the CLI cannot be given, whose line is `{}` (answered with one
    error record, which that error replaces, so every message keeps its place)."""
    sent_ids, ids, id_errors = line_ids(batch.column(0))
    members, text_errors = text_members(batch.column(1))
    errors = pc.coalesce(text_errors, id_errors)
    lines = pc.if_else(pc.is_valid(errors), "{}", pc.binary_join_element_wise('{"id":', sent_ids, members, "}", ""))
    every_line = pa.ListArray.from_arrays(pa.array([0, len(lines)], pa.int32()), lines)
    return pc.binary_join(every_line, "\n")[0].as_buffer(), ids, errors


def read_records(records):
    """The CLI's records as a table of width, size, lines and height, and their errors."""
    # An error record ({"line": 7, "error": "…", "id": 0}) is rare: each is read by json and replaced
    # by a row of no numbers whose number is its message's.
    kept, messages, start = [], [], 0
    while (at := records.find(b'{"line": ', start)) >= 0:
        end = records.index(b"\n", at) + 1
        kept += [records[start:at], b"error:%d:width::size::lines::height:\n" % len(messages)]
        messages.append(json.loads(records[at:end])["error"])
        start = end
    if kept:
        records = b"".join(kept + [records[start:]])
    rows = records.translate(*RECORD_TO_CSV)
    if b":missing:" in rows:
        rows = MISSING.sub(b"", rows)
    table = pyarrow.csv.read_csv(pa.BufferReader(rows), *READ_CSV).combine_chunks().to_batches()[0]
    failed = pc.equal(table["key"], "error")
    errors = pa.array(messages, pa.string()).take(pc.if_else(failed, table["number"], None))
    return table, errors


def output_batch(records, ids, errors, per_message):
    """The output rows of one batch from the CLI's records for it."""
    if not records:
        raise RuntimeError(f"steady-measure answered {len(ids)} messages with no record")
    table, record_errors = read_records(records)
    # A message has per_message records or one error record: with an error record counted as
    # per_message records, a record's message is the count before it over per_message.
    weight = pc.if_else(pc.is_valid(record_errors), per_message, 1).cast(pa.int64())
    total = pc.cumulative_sum(weight)
    if total[-1].as_py() != len(ids) * per_message:
        raise RuntimeError(f"steady-measure answered {len(ids)} messages with {len(total)} records")
    row = pc.divide(pc.subtract(total, weight), per_message)
    error = pc.coalesce(errors.take(row), record_errors)
    columns = [ids.take(row)] + [table[name] for name in ("width", "size", "lines", "height")] + [error]
    return pa.RecordBatch.from_arrays(columns, names=OUTPUT_SCHEMA.fieldNames())


class Measurer:
    """A steady-measure process, and a thread that splits what it writes into each batch's records as
    it comes, so the process never waits for Python to read."""

    def __init__(self, command):
        self.command = command
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        # Pipes of 1 MiB (Linux's default limit for any user), not 64 KiB: the process has about a
        # batch of lines to measure while Python makes the next batch's, and writes its records in
        # fewer pieces. Where that is refused, the pipes stay as they are.
        for pipe in (self.process.stdin, self.process.stdout):
            with contextlib.suppress(AttributeError, OSError):
                fcntl.fcntl(pipe.fileno(), fcntl.F_SETPIPE_SZ, 1 << 20)
        self.answers = queue.Queue(maxsize=4)  # a few batches ahead, then the process waits
        threading.Thread(target=self.split, daemon=True).start()

    def split(self):
        data, searched = bytearray(), 0
        while chunk := self.process.stdout.read1(1 << 20):
            data += chunk
            while (end := data.find(END_RECORD, searched)) >= 0:
                self.answers.put(bytes(memoryview(data)[:data.rfind(b"\n", 0, end) + 1]))
                del data[:end + len(END_RECORD)]
                searched = 0
            searched = max(0, len(data) - len(END_RECORD))
        self.answers.put(None)  # the process has ended

    def records(self):
        """The records of the next batch written: what the process writes before the batch's end record."""
        if (records := self.answers.get()) is None:
            raise RuntimeError(f"steady-measure exited with status {self.process.wait()}")
        return records


# The Python worker's process: a worker runs task after task (Spark reuses it), and this module,
# imported once per worker, keeps the process between them.
_measurer = None


def measurer(command):
    global _measurer
    if _measurer is None or _measurer.command != command or _measurer.process.poll() is not None:
        if _measurer is not None:
            forget(_measurer)
        _measurer = Measurer(command)
    return _measurer


def forget(m):
    global _measurer
    m.process.kill()
    if _measurer is m:
        _measurer = None


def measure_batches(batches, command, per_message):
    """mapInArrow's function: a task's record batches through the worker's steady-measure.

    A thread writes each batch's lines while this one turns the records of the batches before it into
    output batches, so neither the process nor Python waits for the other to finish a batch.
    """
    m = measurer(command)
    pending = queue.Queue()  # per batch written: its ids and errors; then None, or the writer's exception

    def feed():
        try:
            for batch in batches:
                if batch.num_rows:
                    lines, ids, errors = input_lines(batch)
                    pending.put((ids, errors))
                    m.process.stdin.write(lines)
                    m.process.stdin.write(b"\n" + END_LINE)
                    m.process.stdin.flush()
            pending.put(None)
        except BaseException as error:  # raised again by the task's thread
            pending.put(error)

    threading.Thread(target=feed, daemon=True).start()
    finished = False
    try:
        while (item := pending.get()) is not None:
            if isinstance(item, BaseException):
                raise item
            yield output_batch(m.records(), *item, per_message)
        finished = True
    finally:
        if not finished:  # its pipes hold part of a batch: the next task starts a new process
            forget(m)


def write_heights(spark, source, target, binary, widths, sizes="17", line_height="normal", white_space="pre-wrap"):
    """Measures the messages of the Parquet files at source and writes their rows as Parquet at target."""
    # The tasks call the function of the module measure_archive, not of __main__: it is pickled by
    # name, so each worker imports the module once and keeps its process from task to task.
    spark.sparkContext.addPyFile(os.path.abspath(__file__))
    import measure_archive

    command = [binary, "--width", widths, "--size", sizes, "--line-height", line_height, "--white-space", white_space,
               "--jobs", "1", "--quiet"]
    per_message = len(widths.split(",")) * len(sizes.split(","))
    measure = functools.partial(measure_archive.measure_batches, command=command, per_message=per_message)
    heights = spark.read.parquet(source).select("id", "text").mapInArrow(measure, OUTPUT_SCHEMA)
    # An id repeats only within its message's rows: Parquet's dictionary of ids would grow until it gave
    # up on it, which costs the JVM about half of its writing time and makes the files larger.
    heights.write.option("parquet.enable.dictionary#id", "false").mode("overwrite").parquet(target)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--input", required=True)
    parser.add_argument("--output", required=True)
    parser.add_argument("--widths", required=True)
    parser.add_argument("--sizes", default="17")
    parser.add_argument("--line-height", default="normal")
    parser.add_argument("--white-space", default="pre-wrap")
    parser.add_argument("--binary", help=f"steady-measure (default: ./{SHIPPED_BINARY}, shipped with --archives)")
    parser.add_argument("--master", help="the Spark master when not given by spark-submit (local[2])")
    args = parser.parse_args()
    builder = SparkSession.builder.appName("steady-measure archive")
    if args.master:
        # Local workers run this interpreter, which has PyArrow; Spark's default is `python3` on PATH.
        os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
        builder = builder.master(args.master)
    spark = builder.getOrCreate()
    write_heights(spark, args.input, args.output, args.binary or SHIPPED_BINARY, args.widths, args.sizes,
                  args.line_height, args.white_space)
    spark.stop()


if __name__ == "__main__":
    main()
