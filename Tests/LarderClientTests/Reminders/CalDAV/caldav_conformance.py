"""Runs caldav-server-tester against Larder and against Radicale (the reference CalDAV server,
started here on loopback), and compares: every feature Radicale supports fully must be fully
supported by Larder too, except those about events only, which Larder does not set out to serve.

    caldav_conformance.py LARDER_URL USER PASSWORD

Last line: JSON with `larder` and `radicale` (feature -> support), `missing` (features Radicale
supports that Larder does not) and `skipped` (the event-only features left out of the comparison).
"""
import ast
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

# Events only: free/busy, expanding recurring events and their exceptions server-side, and alarms
# on events. Everything else (reminders, sync, ETags, collections, discovery) must match Radicale.
EVENT_ONLY = {
    "freebusy-query",
    "search.recurrences.expanded.event",
    "search.recurrences.expanded.exception",
    "search.time-range.alarm",
}


def tester(url, user, password):
    script = os.path.join(os.path.dirname(sys.executable), "caldav-server-tester")
    done = subprocess.run(
        [script, "--caldav-url", url, "--caldav-username", user, "--caldav-password", password, "--format", "hints"],
        capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        raise SystemExit(f"caldav-server-tester failed against {url}:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
    text = done.stdout
    return ast.literal_eval(text[text.index("{"):])


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def radicale():
    folder = tempfile.mkdtemp(prefix="radicale-reference-")
    port = free_port()
    with open(os.path.join(folder, "users"), "w") as users:
        users.write("reference:reference\n")
    with open(os.path.join(folder, "config"), "w") as config:
        config.write(f"""[server]
hosts = 127.0.0.1:{port}
[auth]
type = htpasswd
htpasswd_filename = {folder}/users
htpasswd_encryption = plain
[rights]
type = owner_only
[storage]
filesystem_folder = {folder}/collections
[logging]
level = warning
""")
    process = subprocess.Popen([sys.executable, "-m", "radicale", "--config", os.path.join(folder, "config")],
                               stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}/"
    for _ in range(100):
        try:
            urllib.request.urlopen(url, timeout=1)
            break
        except urllib.error.HTTPError:
            break
        except OSError:
            time.sleep(0.1)
    return process, url


def main():
    larder_url, user, password = sys.argv[1:4]
    process, radicale_url = radicale()
    try:
        reference = tester(radicale_url, "reference", "reference")
    finally:
        # Radicale may finish its requests before it stops on SIGTERM; the run does not wait.
        process.kill()
        process.wait()
    larder = tester(larder_url, user, password)
    missing = sorted(
        feature for feature, result in reference.items()
        if result.get("support") == "full" and feature not in EVENT_ONLY and larder.get(feature, {}).get("support") != "full")
    print(json.dumps({
        "larder": {k: v.get("support") for k, v in larder.items()},
        "radicale": {k: v.get("support") for k, v in reference.items()},
        "missing": [{"feature": f, "larder": larder.get(f)} for f in missing],
        "skipped": sorted(EVENT_ONLY),
    }))


if __name__ == "__main__":
    main()
