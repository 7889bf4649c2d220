#!/usr/bin/env python3
"""The height service under load, beside the two other ways to get heights.

For batches of 1, 10 and 100 messages a request (two widths x two sizes, new
words in every message), measured in the same run on this machine:

  serve       steady-measure serve, loaded by wrk (loopback, one connection a core)
  spawn       a new steady-measure process per batch (start, fonts, cold cache)
  co-process  one steady-measure, a batch of lines written, its records read

and prints requests/s, messages/s, p50 and p99 latency, and serve's messages/s as
a ratio of each peer's. --soak SECONDS then loads the service that long with batches
of 10 and prints its resident size every 10 s.

Loopback only, bounded in time; never part of make test.
Usage: Benchmarks/service/bench.py [--seconds N] [--soak SECONDS] [--binary PATH]
"""
import argparse, json, os, random, re, select, shutil, signal, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "sa", "to", "vi", "ze", "por", "lin", "dar", "mek", "sul", "tra"]
COMMON = ["the", "and", "you", "see", "at", "nine", "ok", "thanks", "tomorrow", "lunch"]
WIDTHS, SIZES = "300,375", "17,28"
rng = random.Random(20)
counter = 0


def message():
    """A JSON Lines message of new words, as heights.lua makes them."""
    global counter
    counter += 1
    words = [rng.choice(COMMON) if rng.random() < 0.6 else "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4)))
             for _ in range(rng.randint(4, 24))]
    return json.dumps({"id": counter, "text": " ".join(words)})


def percentile(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def start_service(binary):
    process = subprocess.Popen([binary, "serve", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = process.stdout.readline()
    port = int(re.search(r":(\d+)$", line.strip()).group(1))
    return process, port


def rss_kb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def run_wrk(port, batch, seconds, connections):
    env = dict(os.environ, BATCH=str(batch))
    out = subprocess.run(["wrk", "-t1", f"-c{connections}", f"-d{seconds}s", "--latency", "-s", os.path.join(HERE, "heights.lua"),
                          f"http://127.0.0.1:{port}"], env=env, capture_output=True, text=True, check=True).stdout
    fields = dict(item.split("=") for item in re.search(r"RESULT (.*)", out).group(1).split())
    requests, duration = int(fields["requests"]), float(fields["seconds"])
    return {"requests/s": requests / duration, "messages/s": requests * batch / duration,
            "p50 ms": float(fields["p50_ms"]), "p99 ms": float(fields["p99_ms"]),
            "errors": int(fields["errors"]) + int(fields["non2xx"])}


def run_spawn(binary, batch, seconds):
    latencies, deadline = [], time.monotonic() + seconds
    while time.monotonic() < deadline:
        lines = "".join(message() + "\n" for _ in range(batch))
        start = time.monotonic()
        out = subprocess.run([binary, "--width", WIDTHS, "--size", SIZES, "--jobs", "1"], input=lines, capture_output=True, text=True)
        latencies.append(time.monotonic() - start)
        assert out.returncode == 0 and out.stdout.count("\n") == batch * 4, out.stderr
    total = sum(latencies)
    return {"requests/s": len(latencies) / total, "messages/s": len(latencies) * batch / total,
            "p50 ms": percentile(latencies, 50) * 1000, "p99 ms": percentile(latencies, 99) * 1000, "errors": 0}


def run_coprocess(binary, batch, seconds):
    process = subprocess.Popen([binary, "--width", WIDTHS, "--size", SIZES], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    latencies, deadline = [], time.monotonic() + seconds
    while time.monotonic() < deadline:
        lines = "".join(message() + "\n" for _ in range(batch)).encode()
        start = time.monotonic()
        process.stdin.write(lines)
        process.stdin.flush()
        received = b""
        while received.count(b"\n") < batch * 4:
            select.select([process.stdout], [], [], 10)
            received += os.read(process.stdout.fileno(), 1 << 20)
        latencies.append(time.monotonic() - start)
    process.stdin.close()
    process.wait()
    total = sum(latencies)
    return {"requests/s": len(latencies) / total, "messages/s": len(latencies) * batch / total,
            "p50 ms": percentile(latencies, 50) * 1000, "p99 ms": percentile(latencies, 99) * 1000, "errors": 0}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=8, help="seconds a row (default 8)")
    parser.add_argument("--soak", type=float, default=0, help="then load batches of 10 this long, printing RSS")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/steady-measure"))
    args = parser.parse_args()
    if not shutil.which("wrk"):
        sys.exit("bench.py: wrk is missing (apt-get install wrk)")
    cores = os.cpu_count() or 1
    service, port = start_service(args.binary)
    try:
        print(f"steady-measure serve, wrk -t1 -c{cores}, {args.seconds:g} s a row; widths {WIDTHS}, sizes {SIZES}; new words in every message")
        print(f"{'batch':>5}  {'way':<10} {'requests/s':>11} {'messages/s':>11} {'p50 ms':>8} {'p99 ms':>8} {'errors':>6}   serve / this")
        for batch in (1, 10, 100):
            rows = {"serve": run_wrk(port, batch, max(1, int(args.seconds)), cores),
                    "spawn": run_spawn(args.binary, batch, args.seconds),
                    "co-process": run_coprocess(args.binary, batch, args.seconds)}
            for way, row in rows.items():
                ratio = rows["serve"]["messages/s"] / row["messages/s"]
                print(f"{batch:>5}  {way:<10} {row['requests/s']:>11.1f} {row['messages/s']:>11.1f} {row['p50 ms']:>8.2f} "
                      f"{row['p99 ms']:>8.2f} {row['errors']:>6}   {ratio:.2f}x")
        print(f"serve resident size after the rows: {rss_kb(service.pid) / 1024:.1f} MB")
        if args.soak > 0:
            print(f"soak: batches of 10 for {args.soak:g} s; resident size every 10 s (MB):")
            soak_start, sizes, errors = time.monotonic(), [], 0
            while time.monotonic() - soak_start < args.soak:
                errors += run_wrk(port, 10, 10, cores)["errors"]
                sizes.append(rss_kb(service.pid) / 1024)
                print(f"  {time.monotonic() - soak_start:6.0f} s  {sizes[-1]:7.1f}", flush=True)
            print(f"soak: {errors} errors; resident size {min(sizes):.1f}-{max(sizes):.1f} MB, last {sizes[-1]:.1f} MB")
    finally:
        service.send_signal(signal.SIGTERM)
        print(f"serve exited with status {service.wait()}")


if __name__ == "__main__":
    main()
