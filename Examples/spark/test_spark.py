#!/usr/bin/env python3
"""The archive job on local[2], record for record against the CLI.

Generates an archive of chat messages as Parquet (four files, some messages
without text), a second with a binary `text` column and a third with a
numeric one (texts that are not strings), runs measure_archive.py on each
with Spark's local[2] master, and checks that its rows are exactly the CLI's
records for the same messages: the same heights, and an error row, with the
CLI's message, for every message the CLI cannot measure. Prints the rate per
core through Spark beside the CLI alone.

Usage: Examples/spark/test_spark.py [--binary PATH] [--messages N]
"""
import argparse, json, os, random, shutil, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
WIDTHS, SIZES = "300,375", "17,AX2"
WORDS = ("hey are you back from Lyon yet just landed train airport now welcome how was it lunch at "
         "the usual place ok see you tomorrow can send me slides meeting").split()
SCRIPTS = ["مرحبا كيف حالك", "שלום מה שלומך", "明日の会議は十時からです", "สวัสดีครับ วันนี้", "안녕하세요 오늘", "👋🎉", "Привет как дела"]


def generate(count, rng):
    rows = []
    for i in range(count):
        text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 30)))
        if rng.random() < 0.3:
            text += " " + rng.choice(SCRIPTS)
        if rng.random() < 0.05:
            text += "\n" + text
        rows.append((f"m{i}", None if rng.random() < 0.02 else text))
    return rows


def cli_records(binary, rows):
    """The CLI's records for rows, grouped by id: a list of (width, size, lines, height) or an error."""
    lines = "".join(json.dumps({"id": i} if t is None else {"id": i, "text": t}, ensure_ascii=False) + "\n"
                    for i, t in rows)
    start = time.monotonic()
    out = subprocess.run([binary, "--width", WIDTHS, "--size", SIZES, "--jobs", "1"], input=lines,
                         capture_output=True, text=True)
    seconds = time.monotonic() - start
    records, per_message = {}, len(WIDTHS.split(",")) * len(SIZES.split(","))
    output = iter(out.stdout.splitlines())
    for row_id, _ in rows:
        first = json.loads(next(output))
        if "error" in first:
            records[row_id] = first["error"]
            continue
        group = [first] + [json.loads(next(output)) for _ in range(per_message - 1)]
        records[row_id] = [(r["width"], r["size"], r["lines"], r["height"]) for r in group]
    return records, seconds


def job_records(spark, path):
    records = {}
    for row in spark.read.parquet(path).collect():
        if row["error"] is not None:
            assert row["id"] not in records, f"two error rows for {row['id']}"
            records[row["id"]] = row["error"]
        else:
            records.setdefault(row["id"], []).append((row["width"], row["size"], row["lines"], row["height"]))
    return {key: sorted(value) if isinstance(value, list) else value for key, value in records.items()}


def run_job(binary, source, target):
    start = time.monotonic()
    subprocess.run([sys.executable, os.path.join(HERE, "measure_archive.py"), "--master", "local[2]", "--binary", binary,
                    "--input", source, "--output", target, "--widths", WIDTHS, "--sizes", SIZES], check=True,
                   stderr=subprocess.DEVNULL)
    return time.monotonic() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/debug/steady-measure"))
    parser.add_argument("--messages", type=int, default=4000)
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    # Spark's Python workers run `python3` from PATH unless told: run this interpreter, which has PySpark.
    os.environ["PYSPARK_PYTHON"] = sys.executable
    from pyspark.sql import SparkSession
    from pyspark.sql.types import BinaryType, LongType, StringType, StructField, StructType
    work = tempfile.mkdtemp(prefix="steady-spark-")
    failures, checks = [], 0
    spark = SparkSession.builder.master("local[2]").appName("steady-measure test").getOrCreate()
    spark.sparkContext.setLogLevel("ERROR")
    try:
        rows = generate(args.messages, random.Random(22))
        schema = StructType([StructField("id", StringType()), StructField("text", StringType())])
        spark.createDataFrame(rows, schema).repartition(4).write.parquet(os.path.join(work, "archive"))
        binary_rows = [("b1", bytearray(b"hello")), ("b2", None)]
        spark.createDataFrame(binary_rows, StructType([StructField("id", StringType()), StructField("text", BinaryType())])) \
            .write.parquet(os.path.join(work, "binary"))
        number_rows = [("n1", 12), ("n2", 7)]
        spark.createDataFrame(number_rows, StructType([StructField("id", StringType()), StructField("text", LongType())])) \
            .write.parquet(os.path.join(work, "numbers"))

        job_seconds = run_job(binary, os.path.join(work, "archive"), os.path.join(work, "heights"))
        got = job_records(spark, os.path.join(work, "heights"))
        expected, cli_seconds = cli_records(binary, rows)
        expected = {key: sorted(value) if isinstance(value, list) else value for key, value in expected.items()}
        checks += 1
        if got != expected:
            wrong = [key for key in expected if got.get(key) != expected[key]][:5]
            failures.append(f"archive: {len(wrong)}+ messages differ from the CLI, e.g. "
                            + "; ".join(f"{k}: {got.get(k)} != {expected[k]}" for k in wrong))
        errors = sum(1 for value in got.values() if isinstance(value, str))
        print(f"archive: {len(rows)} messages, {sum(len(v) for v in got.values() if isinstance(v, list))} height rows "
              f"and {errors} error rows, equal to the CLI's records")

        for name, bad_rows, messages in [
            ("binary", binary_rows, {"b1": '"text" is bytes, not a string', "b2": 'missing "text"'}),
            ("numbers", number_rows, {"n1": '"text" is a number, not a string', "n2": '"text" is a number, not a string'}),
        ]:
            run_job(binary, os.path.join(work, name), os.path.join(work, name + "-heights"))
            checks += 1
            got = job_records(spark, os.path.join(work, name + "-heights"))
            if got != messages:
                failures.append(f"{name}: expected error rows {messages}, got {got}")
        per_core_job = len(rows) / job_seconds / 2
        print(f"rate: the job on local[2], {len(rows) / job_seconds:.0f} messages/s ({per_core_job:.0f} a core, "
              f"Spark's start included: {job_seconds:.1f} s); the CLI alone on one core {len(rows) / cli_seconds:.0f} messages/s")
    finally:
        spark.stop()
        shutil.rmtree(work, ignore_errors=True)
    for failure in failures:
        print("FAIL:", failure)
    print(f"spark: {checks - len(failures)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
