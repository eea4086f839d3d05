"""Expands recurrence rules with python-dateutil, the reference `larder eval recurrence`
compares Larder's own expansion with.

Reads JSON lines from the file named by the first argument, one rule each:
  {"id": 7, "rule": "FREQ=MONTHLY;BYDAY=-1FR", "start": "2025-03-28T08:00:00",
   "zone": "Europe/Kyiv" or null for a series of days, "limit": 50,
   "cap": "2225-01-01T00:00:00" (UTC, or a day's midnight for days) or null}
and writes to the file named by the second argument one JSON line per rule:
  {"id": 7, "occurrences": [["2025-03-28T08:00:00", 1743141600], ...]}   (instant null for days)
or {"id": 7, "error": "..."}.

The start is a naive wall time given a zoneinfo time zone: dateutil walks wall times, and
each occurrence's instant is read with zoneinfo's fold=0 rule (a skipped wall time takes
the offset before the change, a repeated one the first offset). `cap` stands in for UNTIL
when the rule has none, so that a rule that seldom or never matches ends quickly; Larder
applies the same cap.
"""
import json
import signal
import sys
import warnings
from datetime import datetime, timezone
from zoneinfo import ZoneInfo

from dateutil.rrule import rrulestr

warnings.simplefilter("ignore")


def expand(request):
    zone = ZoneInfo(request["zone"]) if request.get("zone") else None
    start = datetime.fromisoformat(request["start"]).replace(tzinfo=zone)
    rule = rrulestr(request["rule"], dtstart=start)
    cap = request.get("cap")
    if cap and rule._until is None:
        end = datetime.fromisoformat(cap)
        rule = rule.replace(until=end.replace(tzinfo=timezone.utc) if zone else end)
    found = []
    for moment in rule:
        if len(found) >= request["limit"]:
            break
        instant = int(moment.timestamp()) if zone else None
        found.append([moment.replace(tzinfo=None).isoformat(), instant])
    return found


class TooLong(Exception):
    pass


# dateutil checks UNTIL only against occurrences it finds, so a rule that never matches walks
# on to the year 9999 (an hourly one in about 10 s); the budget lets it get there.
SECONDS_PER_RULE = 120


def stop(signum, frame):
    raise TooLong(f"took more than {SECONDS_PER_RULE} s")


def main():
    signal.signal(signal.SIGALRM, stop)
    with open(sys.argv[1], encoding="utf-8") as requests, open(sys.argv[2], "w", encoding="utf-8") as answers:
        for line in requests:
            if not line.strip():
                continue
            request = json.loads(line)
            try:
                signal.alarm(SECONDS_PER_RULE)
                answer = {"id": request["id"], "occurrences": expand(request)}
            except Exception as error:  # reported per rule, so one bad rule does not stop the batch
                answer = {"id": request["id"], "error": f"{type(error).__name__}: {error}"}
            finally:
                signal.alarm(0)
            answers.write(json.dumps(answer) + "\n")


if __name__ == "__main__":
    main()
