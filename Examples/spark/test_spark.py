#!/usr/bin/env python3
"""The archive job on local[2], record for record against the CLI.

Writes archives of chat messages as Parquet, runs measure_archive.py on each
with Spark's local[2] master, and checks that its rows are exactly the CLI's
records for the same messages: the same heights, and an error row, with the
CLI's message, for every message the CLI cannot measure. The archives:

    archive   generated messages in four files (four partitions), 2% without
              text, some with every character JSON escapes
    mixed     three partitions, one of them empty, the others with errors of
              several kinds (no text, a null id, a line over the CLI's limit)
              at their first, last and middle rows
    ids       numeric ids (Parquet's int64), and double ones, NaN among them
    binary    a binary `text` column;  numbers  a numeric one

The job runs with Arrow batches of 64 rows, so that a partition is many
batches and errors fall on batch edges, and with every file a partition.

With --rate it measures instead: the job on N and 5N generated messages in
eight partitions (the difference between the two runs removes Spark's start),
and the CLI alone on the same messages, and prints the job's messages/s a core
beside the CLI's, and the CPU time a message of each.

Usage: Examples/spark/test_spark.py [--binary PATH] [--messages N] [--rate]
"""
import argparse, json, os, random, resource, shutil, subprocess, sys, tempfile, time

import pyarrow as pa
import pyarrow.json
import pyarrow.parquet as pq

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
WIDTHS, SIZES = "300,375", "17,AX2"
PER_MESSAGE = len(WIDTHS.split(",")) * len(SIZES.split(","))
WORDS = ("hey are you back from Lyon yet just landed train airport now welcome how was it lunch at "
         "the usual place ok see you tomorrow can send me slides meeting").split()
SCRIPTS = ["مرحبا كيف حالك", "שלום מה שלומך", "明日の会議は十時からです", "สวัสดีครับ วันนี้", "안녕하세요 오늘", "👋🎉", "Привет как дела"]
# Texts that need every escape JSON has, and characters it leaves alone (U+2028, DEL).
ESCAPED = ['she said "see you at 10"', "C:\\Users\\ana\\slides.key", "tab\tand\r\ncrlf", "\\\"\\n",
           "\x00\x01\x08\x0b\x0c\x1b\x1f \x7f", "line\u2028paragraph\u2029 ok", "\"\\\n\"", ""]


def generate(count, rng):
    rows = []
    for i in range(count):
        text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 30)))
        if rng.random() < 0.3:
            text += " " + rng.choice(SCRIPTS)
        if rng.random() < 0.05:
            text += "\n" + text
        if rng.random() < 0.02:
            text += " " + rng.choice(ESCAPED)
        rows.append((f"m{i}", None if rng.random() < 0.02 else text))
    return rows


def id_text(value):
    return value if isinstance(value, str) else json.dumps(value)


def write_archive(path, parts, id_type=pa.string(), text_type=pa.string()):
    """One Parquet file a part: small files are a partition each."""
    os.makedirs(path)
    for number, rows in enumerate(parts):
        ids, texts = [row[0] for row in rows], [row[1] for row in rows]
        table = pa.table({"id": pa.array(ids, id_type), "text": pa.array(texts, text_type)})
        pq.write_table(table, os.path.join(path, f"part-{number}.parquet"))


def cli_input(rows):
    return "".join(json.dumps({"id": i} if t is None else {"id": i, "text": t}, ensure_ascii=False) + "\n"
                   for i, t in rows).encode()


def run_cli(binary, lines, work):
    """The CLI's output for lines, the seconds it took and the CPU seconds it used: from a file to a
    file, as the CLI alone runs."""
    source, target = os.path.join(work, "cli-input.jsonl"), os.path.join(work, "cli-output.jsonl")
    with open(source, "wb") as file:
        file.write(lines)
    start, used = time.monotonic(), resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(target, "wb") as output:
        subprocess.run([binary, "--width", WIDTHS, "--size", SIZES, "--jobs", "1", "--quiet", source], stdout=output)
    seconds, after = time.monotonic() - start, resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(target, "rb") as output:
        return output.read(), seconds, after.ru_utime + after.ru_stime - used.ru_utime - used.ru_stime


def cli_records(binary, rows, work):
    """The CLI's records for rows, by id: a sorted list of (width, size, lines, height), or an error."""
    stdout, _, _ = run_cli(binary, cli_input(rows), work)
    records, output = {}, iter(stdout.decode().splitlines())
    for row_id, _ in rows:
        first = json.loads(next(output))
        if "error" in first:
            records[id_text(row_id)] = first["error"]
            continue
        group = [first] + [json.loads(next(output)) for _ in range(PER_MESSAGE - 1)]
        records[id_text(row_id)] = sorted((r["width"], r["size"], r["lines"], r["height"]) for r in group)
    return records


def job_records(path):
    records = {}
    for row in pq.read_table(path).to_pylist():
        if row["error"] is not None:
            assert row["id"] not in records, f"two error rows for {row['id']}"
            records[row["id"]] = row["error"]
        else:
            records.setdefault(row["id"], []).append((row["width"], row["size"], row["lines"], row["height"]))
    return {key: sorted(value) if isinstance(value, list) else value for key, value in records.items()}


# A file costing more than Spark packs in one partition, so that every file is a partition; and for
# the test, Arrow batches of 64 rows, so that a partition is many batches and errors fall on batch edges.
FILE_A_PARTITION = {"spark.sql.files.openCostInBytes": str(1 << 30)}
TEST_CONF = dict(FILE_A_PARTITION, **{"spark.sql.execution.arrow.maxRecordsPerBatch": "64"})


def run_job(binary, source, target, conf={}):
    """measure_archive.py's command on local[2]: the seconds it took, and the CPU seconds it and its
    processes (the JVM, Python workers, steady-measure) used, read from /proc while it runs."""
    submit_args = "".join(f"--conf {key}={value} " for key, value in conf.items())
    env = dict(os.environ, PYSPARK_PYTHON=sys.executable, PYSPARK_SUBMIT_ARGS=submit_args + "pyspark-shell")
    start, cpu = time.monotonic(), {}
    job = subprocess.Popen([sys.executable, os.path.join(HERE, "measure_archive.py"), "--master", "local[2]",
                            "--binary", binary, "--input", source, "--output", target, "--widths", WIDTHS,
                            "--sizes", SIZES], stderr=subprocess.DEVNULL, env=env)
    while job.poll() is None:
        cpu.update(process_tree_cpu(job.pid))
        time.sleep(0.2)
    if job.returncode != 0:
        raise subprocess.CalledProcessError(job.returncode, job.args)
    return time.monotonic() - start, sum(cpu.values())


def process_tree_cpu(root):
    """The CPU seconds of root and its descendants, by pid."""
    children, cpu = {}, {}
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        children.setdefault(int(fields[1]), []).append(int(pid))
        cpu[int(pid)] = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    tree, found = [root], {}
    while tree:
        pid = tree.pop()
        found[pid] = cpu.get(pid, 0)
        tree += children.get(pid, [])
    return found


def differences(got, expected):
    wrong = [key for key in expected if got.get(key) != expected[key]] + [key for key in got if key not in expected]
    return f"{len(wrong)} messages differ, e.g. " + "; ".join(f"{k}: {got.get(k)} != {expected.get(k)}" for k in wrong[:3])


def test(binary, count, work):
    """The generated archive through measure_archive.py's command, the others through its
    write_heights in one Spark session (a Spark start each would take minutes)."""
    failures, checks = [], 0
    rng = random.Random(22)
    rows = generate(count, rng)
    for k, text in enumerate(ESCAPED):
        rows.insert(k * 97 % len(rows), (f"e{k}", text))
    quarter = (len(rows) + 3) // 4
    mixed = [[("x0", None), ("x1", "hello"), (None, "a null id"), ("x3", "x" * (5 << 20)), ("x4", "fine"), ("x5", None)],
             [],
             [(f"y{i}", None if i % 7 == 0 else text) for i, (_, text) in enumerate(generate(300, rng))] + [("y-last", None)]]
    id_rows = [(1, "Hello"), (2, None), (-3, "Yes! 11:00 at the usual place?"), (2**62, "👋")]
    nan_error = "cannot be written as JSON: Out of range float values are not JSON compliant"
    archives = [  # name, parts, id and text types, expected records (None: the CLI's)
        ("archive", [rows[i:i + quarter] for i in range(0, len(rows), quarter)], pa.string(), pa.string(), None),
        ("mixed", mixed, pa.string(), pa.string(), None),
        ("ids", [id_rows], pa.int64(), pa.string(), None),
        ("double-ids", [[(1.5, None), (float("nan"), "Hi")]], pa.float64(), pa.string(),
         {"1.5": 'missing "text"', "NaN": nan_error}),
        ("binary", [[("b1", b"hello"), ("b2", None)]], pa.string(), pa.binary(),
         {"b1": '"text" is bytes, not a string', "b2": 'missing "text"'}),
        ("numbers", [[("n1", 12), ("n2", 7), ("n3", None)]], pa.string(), pa.int64(),
         {"n1": '"text" is a number, not a string', "n2": '"text" is a number, not a string', "n3": 'missing "text"'}),
    ]
    for name, parts, id_type, text_type, _ in archives:
        write_archive(os.path.join(work, name), parts, id_type, text_type)
    seconds = {"archive": run_job(binary, os.path.join(work, "archive"), os.path.join(work, "archive-heights"), TEST_CONF)[0]}

    sys.path.insert(0, HERE)
    import measure_archive
    builder = measure_archive.SparkSession.builder.master("local[2]").appName("steady-measure test") \
        .config("spark.ui.showConsoleProgress", "false")
    for key, value in TEST_CONF.items():
        builder = builder.config(key, value)
    spark = builder.getOrCreate()
    spark.sparkContext.setLogLevel("ERROR")
    try:
        sizes = spark.read.parquet(os.path.join(work, "mixed")).rdd.mapPartitions(lambda rows: [sum(1 for _ in rows)]).collect()
        checks += 1
        if sorted(sizes) != sorted(len(part) for part in mixed):
            failures.append(f"mixed: partitions of {sizes} rows, not one a file ({[len(part) for part in mixed]})")
        for name, *_ in archives[1:]:
            start = time.monotonic()
            measure_archive.write_heights(spark, os.path.join(work, name), os.path.join(work, name + "-heights"),
                                          binary, WIDTHS, SIZES)
            seconds[name] = time.monotonic() - start
    finally:
        spark.stop()

    for name, parts, _, _, expected in archives:
        got = job_records(os.path.join(work, name + "-heights"))
        if expected is None:
            expected = cli_records(binary, [row for part in parts for row in part], work)
        checks += 1
        if got != expected:
            failures.append(f"{name}: {differences(got, expected)}")
        errors = sum(1 for value in got.values() if isinstance(value, str))
        print(f"{name}: {sum(map(len, parts))} messages in {len(parts)} files, "
              f"{sum(len(v) for v in got.values() if isinstance(v, list))} height rows and {errors} error rows "
              f"({seconds[name]:.1f} s)")
    return checks, failures


HEIGHTS = pyarrow.json.ParseOptions(explicit_schema=pa.schema([("height", pa.float64())]), unexpected_field_behavior="ignore")


def rate(binary, count, work):
    """The job's messages/s a core and the CLI's alone, on count and 5 x count messages in eight
    partitions (a large archive has many partitions a core), with Spark's batches of 10,000 rows."""
    counts = (count, 5 * count)
    rows = generate(counts[1], random.Random(7))
    job, job_cpu, cli, cli_cpu = [], [], [], []
    for n in counts:
        source, target = os.path.join(work, f"rate-{n}"), os.path.join(work, f"rate-{n}-heights")
        write_archive(source, [rows[i:i + n // 8] for i in range(0, n, n // 8)])
        seconds, cpu = run_job(binary, source, target, FILE_A_PARTITION)
        job.append(seconds), job_cpu.append(cpu)
        stdout, seconds, cpu = run_cli(binary, cli_input(rows[:n]), work)
        cli.append(seconds), cli_cpu.append(cpu)
        heights = pq.read_table(target, columns=["height"])["height"].combine_chunks().sort()
        expected = pyarrow.json.read_json(pa.BufferReader(stdout), parse_options=HEIGHTS)["height"].combine_chunks().sort()
        if not heights.equals(expected):
            return [f"rate: {len(heights)} rows from the job, {len(expected)} records from the CLI, not the same heights"]
    extra = counts[1] - counts[0]
    per_core = extra / (job[1] - job[0]) / 2
    cli_rate = extra / (cli[1] - cli[0])
    start = job[0] - counts[0] / (extra / (job[1] - job[0]))
    print(f"rate: the job on local[2]: {counts[0]:,} messages in {job[0]:.1f} s, {counts[1]:,} in {job[1]:.1f} s "
          f"(Spark's start about {start:.0f} s): {2 * per_core:,.0f} messages/s, {per_core:,.0f} a core")
    print(f"rate: steady-measure --jobs 1 alone, same messages: {cli_rate:,.0f} messages/s")
    print(f"rate: a core of the job / the CLI alone = {per_core / cli_rate:.2f} (goal 0.5)")
    # CPU time, which other work on the machine changes less than it changes the job's wall time
    # (the job needs both cores, the CLI alone one).
    job_us, cli_us = [(used[1] - used[0]) / extra * 1e6 for used in (job_cpu, cli_cpu)]
    print(f"rate: CPU a message: the job {job_us:.1f} us (every process of it), the CLI alone {cli_us:.1f} us: "
          f"{cli_us / job_us:.2f}")
    return []


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/debug/steady-measure"))
    parser.add_argument("--messages", type=int, help="generated messages (default 4,000; with --rate 200,000)")
    parser.add_argument("--rate", action="store_true", help="measure the rate instead of testing")
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    # The test's own Spark session runs Python on its workers too: this interpreter, which has PyArrow.
    os.environ["PYSPARK_PYTHON"] = sys.executable
    work = tempfile.mkdtemp(prefix="steady-spark-")
    try:
        if args.rate:
            failures = rate(binary, args.messages or 200_000, work)
            checks = 1
        else:
            checks, failures = test(binary, args.messages or 4000, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    for failure in failures:
        print("FAIL:", failure)
    print(f"spark: {checks - len(failures)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
