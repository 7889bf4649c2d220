#!/usr/bin/env python3
"""Stops `steady-measure serve` with a signal under load, many times, and counts
what went wrong: a process that did not exit 0 (an abort is 134, a trap 132), and
a request that was taken but not answered whole.

    Tools/service-checks/sigterm_cycles.py --binary .build/release/steady-measure \
        --cycles 1000 --jobs 2 32

Each cycle starts the service on a free port, loads it from --clients clients
(16) that send heights requests back to back, waits until a few are answered (0
to 3, cycling; none with --quick), sleeps 0 to --max-delay (100 ms, seeded),
sends the signal and waits for the exit. A
client's request is "refused" when the connection could not be made or was closed
with no byte of an answer (the service stopped taking requests); "complete" when
the answer is a 200 with every record; anything else (a cut answer, a reset after
bytes arrived, a wrong status) is "broken". A stop is clean when the exit status is
0 and no request is broken. Prints one line per --jobs value and exits 1 when any
cycle was not clean.
"""
import argparse
import json
import random
import signal
import socket
import subprocess
import sys
import threading
import time

MESSAGES = [{"id": k, "text": f"Message {k}: ทดสอบการวัดความสูง and some English words {k}"} for k in range(40)]
BODY = json.dumps({"widths": [300, 200, 120], "sizes": [17, 28], "messages": MESSAGES}).encode()
RECORDS = 40 * 3 * 2
REQUEST = (b"POST /v1/heights HTTP/1.1\r\nHost: checks\r\nContent-Type: application/json\r\n"
           b"Content-Length: " + str(len(BODY)).encode() + b"\r\nConnection: close\r\n\r\n" + BODY)


def read_all(sock):
    chunks = []
    while True:
        try:
            chunk = sock.recv(65536)
        except (ConnectionResetError, socket.timeout) as error:
            return b"".join(chunks), error
        if not chunk:
            return b"".join(chunks), None
        chunks.append(chunk)


def decode_chunked(data):
    body, rest = b"", data
    while True:
        line, _, rest = rest.partition(b"\r\n")
        size = int(line.split(b";")[0], 16)
        if size == 0:
            return body
        body, rest = body + rest[:size], rest[size + 2:]


def one_request(port):
    """'complete', 'refused', or a description of what broke."""
    try:
        sock = socket.create_connection(("127.0.0.1", port), timeout=30)
    except OSError:
        return "refused"
    with sock:
        try:
            sock.sendall(REQUEST)
        except OSError:
            pass  # the answer (or its absence) says what happened
        data, error = read_all(sock)
    if not data:
        return "refused"
    head, _, body = data.partition(b"\r\n\r\n")
    status = head.split(b" ", 2)[1] if b" " in head else b"?"
    if status != b"200":
        return f"status {status.decode(errors='replace')}"
    try:
        if b"transfer-encoding: chunked" in head.lower():
            body = decode_chunked(body)
        results = json.loads(body)["results"]
    except Exception as problem:  # a cut answer
        return f"cut answer ({len(data)} bytes, {error or problem})"
    return "complete" if len(results) == RECORDS else f"{len(results)} records"


def cycle(binary, jobs, clients_count, stop_signal, answered, delay):
    service = subprocess.Popen([binary, "serve", "--port", "0", "--jobs", str(jobs)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL)
    line = service.stdout.readline().decode()
    if not line.startswith("listening on http://"):
        service.kill()
        return service.wait(), {"broken": [f"no listening line: {line!r}"]}, service.stderr.read().decode()
    port = int(line.rsplit(":", 1)[1])
    tally = {"complete": 0, "refused": 0, "broken": []}
    lock = threading.Lock()

    def client():
        while True:
            outcome = one_request(port)
            with lock:
                if outcome in ("complete", "refused"):
                    tally[outcome] += 1
                else:
                    tally["broken"].append(outcome)
            if outcome == "refused":
                return

    clients = [threading.Thread(target=client) for _ in range(clients_count)]
    for thread in clients:
        thread.start()
    deadline = time.monotonic() + 60
    while tally["complete"] < answered and time.monotonic() < deadline:
        time.sleep(0.005)
    time.sleep(delay)
    service.send_signal(stop_signal)
    try:
        status = service.wait(timeout=60)
    except subprocess.TimeoutExpired:
        service.kill()
        status = "hung"
    for thread in clients:
        thread.join(timeout=30)
        if thread.is_alive():
            tally["broken"].append("a client still waits 30 s after the exit")
    return status, tally, service.stderr.read().decode(errors="replace")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/release/steady-measure")
    parser.add_argument("--cycles", type=int, default=1000)
    parser.add_argument("--jobs", type=int, nargs="+", default=[2, 32])
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--max-delay", type=float, default=0.1, help="the longest wait before the signal, in s")
    parser.add_argument("--quick", action="store_true", help="signal as soon as the service listens (no answer waited for)")
    parser.add_argument("--signal", default="SIGTERM", choices=["SIGTERM", "SIGINT", "SIGHUP"])
    parser.add_argument("--seed", type=int, default=1)
    arguments = parser.parse_args()
    random.seed(arguments.seed)
    stop_signal = getattr(signal, arguments.signal)
    failed = False
    for jobs in arguments.jobs:
        unclean, complete, refused, exits = [], 0, 0, {}
        started = time.monotonic()
        for k in range(arguments.cycles):
            status, tally, stderr = cycle(arguments.binary, jobs, arguments.clients, stop_signal,
                                          0 if arguments.quick else k % 4, random.uniform(0, arguments.max_delay))
            exits[status] = exits.get(status, 0) + 1
            complete += tally.get("complete", 0)
            refused += tally.get("refused", 0)
            if status != 0 or tally["broken"]:
                unclean.append((k, status, tally["broken"][:3], stderr.strip()[-300:]))
        print(f"--jobs {jobs}: {arguments.cycles} {arguments.signal} cycles in {time.monotonic() - started:.0f} s, "
              f"{len(unclean)} not clean; exit statuses {exits}; {complete} requests answered whole, "
              f"{refused} refused", flush=True)
        for k, status, broken, stderr in unclean[:10]:
            print(f"  cycle {k}: exit {status}, {broken}, stderr: {stderr!r}")
        failed = failed or bool(unclean)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
