"""Writes the MSAL log fixtures of Tests/EndToEndTests/MSALLogs from the hand-written records in
the platform files beside it (records_<platform>.py).

Every line of every fixture is written by hand in those files, in the platform's exact layout
(docs: ../shared/reference/msal-log-formats.md); this kit only adds the line prefix a platform
repeats, numbers the lines, and writes beside each `<name>.log` its `<name>.expected.json`:

  {"platform": ..., "about": ..., "flows": [ {field: value, ...}, ... ]}

with each flow's firstLine/lastLine counted from the records tagged with that flow. A flow lists
only the fields a user would check; the test compares exactly those (null means "must be null").

Usage: python3 fixture_kit.py   (rewrites every fixture; commit the result)
"""
import importlib
import json
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ inside the test target

HERE = os.path.dirname(os.path.abspath(__file__))


def guid(n, upper=False):
    """A fake, well-formed correlation id; n tells the flows apart."""
    value = "7c4e2a10-5b3d-4f6e-9a81-%012x" % n
    return value.upper() if upper else value


class Fixture:
    def __init__(self, platform, name, about, reverse=False):
        self.platform, self.name, self.about, self.reverse = platform, name, about, reverse
        self.records = []  # (flow key or None, text possibly holding newlines)
        self.flows = []  # (key, fields)

    def add(self, key, text):
        self.records.append((key, text))

    def flow(self, key, **fields):
        self.flows.append((key, fields))

    def write(self):
        # A newest-first export reverses the records; a record's own lines keep their order.
        records = list(reversed(self.records)) if self.reverse else self.records
        lines = []
        for key, text in records:
            for physical in text.split("\n"):
                lines.append((key, physical))
        folder = os.path.join(HERE, self.platform)
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, self.name + ".log"), "w", encoding="utf-8") as f:
            f.write("".join(text + "\n" for _, text in lines))
        expected = []
        for key, fields in self.flows:
            numbers = [i + 1 for i, (k, _) in enumerate(lines) if k == key]
            assert numbers, "%s: flow %s has no lines" % (self.name, key)
            entry = dict(fields)
            entry["firstLine"], entry["lastLine"] = min(numbers), max(numbers)
            expected.append(entry)
        platform = {"dotnet": "dotnet", "js": "js", "apple": "apple", "android": "android",
                    "java": "java", "wam": "wam", "python": "python"}[self.platform]
        document = {"platform": platform, "about": self.about, "reverseOrder": self.reverse, "flows": expected}
        with open(os.path.join(folder, self.name + ".expected.json"), "w", encoding="utf-8") as f:
            json.dump(document, f, indent=2)
            f.write("\n")


def check(fixture, binary):
    """Prints what `explain --json` decodes from each error flow's own lines, beside the fixture's
    expectation: a help for writing expectations, not the test."""
    import subprocess
    for key, fields in fixture.flows:
        if not fields.get("error"):
            continue
        text = "".join(t + "\n" for k, t in fixture.records if k == key)
        result = subprocess.run([binary, "explain", "--json"], input=text, capture_output=True, text=True)
        decoded = [json.loads(l) for l in result.stdout.splitlines() if l.startswith("{")]
        got = [{k: d.get(k) for k in ("platform", "code", "oauthError", "aadsts", "httpStatus", "action")} for d in decoded]
        print("  %s/%s %s want %s\n    got %s" % (fixture.platform, fixture.name, key, fields["error"], got))


if __name__ == "__main__":
    sys.path.insert(0, HERE)
    for module in ["dotnet", "js", "apple", "android", "java", "wam", "python"]:
        if not os.path.exists(os.path.join(HERE, "records_" + module + ".py")):
            continue
        for fixture in importlib.import_module("records_" + module).fixtures():
            fixture.write()
            print("wrote %s/%s" % (fixture.platform, fixture.name))
            if "--check" in sys.argv:
                check(fixture, sys.argv[sys.argv.index("--check") + 1])
