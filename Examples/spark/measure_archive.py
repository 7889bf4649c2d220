#!/usr/bin/env python3
"""Heights for a whole archive: a PySpark job around steady-measure.

Reads messages from Parquet (columns `id` and `text`), measures each partition
through one steady-measure process used as a streaming filter (rows in as JSON
Lines, records out as they come), and writes one row per message x width x
size as Parquet:

    id      string   the message's id as the CLI echoes it (a string id unquoted)
    width   double   text box width in px        (null on an error row)
    size    double   font size in px             (null on an error row)
    lines   int      line boxes                  (null on an error row)
    height  double   height in px                (null on an error row)
    error   string   why the row was not measured (null when it was)

A row that cannot be measured (no text, a text that is not a string) is one
error row with the CLI's own message; none is dropped.

    spark-submit --archives steady.tar.gz#steady Examples/spark/measure_archive.py \\
        --input messages.parquet --output heights.parquet --widths 300,375 --sizes 17,AX2

`steady.tar.gz` is a `make install` prefix packed (bin/steady-measure and
share/steady/Fonts); each executor unpacks it as ./steady, where the job finds
the binary, and the binary its fonts. Locally, --binary names the binary.
"""
import argparse
import json
import os
import queue
import subprocess
import threading

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


def id_text(value):
    """The id as the CLI echoes it, without a string's quotes."""
    return value if isinstance(value, str) else json.dumps(value)


def input_line(row):
    """The JSON line for a row, or the error the CLI would give when it cannot be written as one."""
    record = {"id": row["id"]}
    text = row["text"]
    if text is not None:
        if isinstance(text, (bytes, bytearray)):
            return None, '"text" is bytes, not a string'
        record["text"] = text
    try:
        return json.dumps(record, ensure_ascii=False, allow_nan=False) + "\n", None
    except (TypeError, ValueError) as error:
        return None, f"cannot be written as JSON: {error}"


def measure_partition(rows, options, chunk_rows=512):
    """Measures one partition's rows through one steady-measure process.

    A thread feeds the rows in chunks of `chunk_rows` lines while this one
    reads the records as the process writes them: the process answers each
    line as it arrives, so neither side waits for the whole partition.
    """
    per_message = len(options["widths"].split(",")) * len(options["sizes"].split(","))
    command = [options["binary"], "--width", options["widths"], "--size", options["sizes"],
               "--line-height", options["line_height"], "--white-space", options["white_space"], "--jobs", "1"]
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               text=True, encoding="utf-8")
    # Per chunk: the rows' ids in order, each with None (the process answers it) or
    # the error for a row the process never sees; None ends the partition.
    chunks = queue.Queue(maxsize=8)

    def feed():
        try:
            sent, lines = [], []
            for row in rows:
                line, error = input_line(row)
                sent.append((id_text(row["id"]), error))
                if line is not None:
                    lines.append(line)
                if len(sent) == chunk_rows:
                    chunks.put(sent)
                    process.stdin.write("".join(lines))
                    process.stdin.flush()
                    sent, lines = [], []
            chunks.put(sent)
            process.stdin.write("".join(lines))
        finally:
            chunks.put(None)
            process.stdin.close()

    feeder = threading.Thread(target=feed, daemon=True)
    feeder.start()
    output = process.stdout
    while (sent := chunks.get()) is not None:
        for row_id, error in sent:
            if error is not None:
                yield (row_id, None, None, None, None, error)
                continue
            first = json.loads(output.readline())
            if "error" in first:
                yield (row_id, None, None, None, None, first["error"])
                continue
            for record in [first] + [json.loads(output.readline()) for _ in range(per_message - 1)]:
                yield (row_id, float(record["width"]), float(record["size"]), int(record["lines"]),
                       float(record["height"]), None)
    feeder.join()
    status = process.wait()
    if status not in (0, 1):
        raise RuntimeError(f"steady-measure exited with status {status}")


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
        builder = builder.master(args.master)
    spark = builder.getOrCreate()
    options = {"binary": args.binary or SHIPPED_BINARY, "widths": args.widths, "sizes": args.sizes,
               "line_height": args.line_height, "white_space": args.white_space}
    messages = spark.read.parquet(args.input).select("id", "text")
    heights = messages.rdd.mapPartitions(lambda rows: measure_partition(rows, options))
    spark.createDataFrame(heights, OUTPUT_SCHEMA).write.mode("overwrite").parquet(args.output)
    spark.stop()


if __name__ == "__main__":
    main()
