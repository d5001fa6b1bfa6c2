#!/usr/bin/env python3
"""Per-unit instruction counts from two callgrind runs that differ only in how
much work they did: (second - first) / units, per function, largest first.

    callgrind-difference.py FIRST SECOND UNITS [--inclusive] [--top N]
"""
import argparse
import re
import subprocess


def totals(path, inclusive):
    command = ["callgrind_annotate", "--threshold=100"] + (["--inclusive=yes"] if inclusive else []) + [path]
    output = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    counts = {}
    for line in output.splitlines():
        match = re.match(r"\s*([\d,]+) \([^)]*\)\s+(.*)$", line)
        if match:
            counts[match.group(2)] = int(match.group(1).replace(",", ""))
    return counts


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("first")
    parser.add_argument("second")
    parser.add_argument("units", type=int)
    parser.add_argument("--inclusive", action="store_true")
    parser.add_argument("--top", type=int, default=25)
    arguments = parser.parse_args()
    first = totals(arguments.first, arguments.inclusive)
    second = totals(arguments.second, arguments.inclusive)
    rows = sorted(((second.get(name, 0) - first.get(name, 0)) / arguments.units, name)
                  for name in set(first) | set(second))
    rows.reverse()
    for per_unit, name in rows[: arguments.top]:
        # Drop the file and binary decorations: `???:function [path]`.
        name = re.sub(r"^\?\?\?:", "", re.sub(r" \[[^\]]*\]$", "", name))
        print(f"{per_unit:10.0f}  {name[:170]}")


if __name__ == "__main__":
    main()
