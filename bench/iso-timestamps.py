#!/usr/bin/env python3
# For bench/sort.sh (docs/benchmarks-gui.md, "Sorting and filtering"): rewrites each run's timestamp
# (2026-11-29T08:00:00Z in the generated benchmark logs) to a random instant within 30 days, with microseconds and an
# offset as Python's datetime.isoformat() writes them (distinct in practice, in no order: a sort has work to do).
# Usage: python3 bench/iso-timestamps.py small-1000000.jsonl small-1000000-isots.jsonl
import sys, datetime, random
src, dst = sys.argv[1], sys.argv[2]
old = b'"timestamp":"2026-11-29T08:00:00Z"'
base = datetime.datetime(2026, 11, 29, 8, 0, 0, tzinfo=datetime.timezone.utc)
rng = random.Random(7)
with open(src, 'rb') as f, open(dst, 'wb') as out:
    for i, line in enumerate(f):
        t = base + datetime.timedelta(microseconds=rng.randrange(0, 10**6 * 86400 * 30))
        out.write(line.replace(old, b'"timestamp":"' + t.isoformat().encode() + b'"'))
