#!/usr/bin/env python3
"""Scripts/man-page-fixup.py dump|page: two small edits around swift-argument-parser's
generate-manual, run by Scripts/install.

  dump < dump.json > dump.json   hidden commands left out (edge-demo, a test hook), and the arrow
                                 keys of the key list written as words (generate-manual drops
                                 characters outside ASCII: `↑ k` would read `k`)
  page msal-triage.1             the top page: the key list set as a literal block, and the exit
                                 statuses (from `msal-triage --help`) moved into EXIT STATUS in
                                 place of generate-manual's generic sentence
"""
import json, re, sys

LABEL_WORDS = {"↑": "Up", "↓": "Down", "←": "Left", "→": "Right"}
TEXT_WORDS = {"↑↓": "Up/Down", "↑": "Up", "↓": "Down", "→": "->", "←": "<-", "—": "-", "…": "...", "×": "x"}


def ascii_text(text):
    for sign, word in TEXT_WORDS.items():
        text = text.replace(sign, word)
    return text


def ascii_discussion(text):
    """The key list's labels in words, re-aligned; the rest with ASCII stand-ins."""
    lines = text.split("\n")
    rows = {}
    for index, line in enumerate(lines):
        match = re.match(r"^  (\S.*?)  +(\S.*)$", line)
        if match and not re.match(r"^\d+$", match.group(1)):
            label = " ".join(LABEL_WORDS.get(part, part) for part in match.group(1).split(" "))
            rows[index] = (label, ascii_text(match.group(2)))
    width = max((len(label) for label, _ in rows.values()), default=0)
    for index, (label, summary) in rows.items():
        lines[index] = "  " + label.ljust(width) + "  " + summary
    return ascii_text("\n".join(lines))


def visible(command):
    subs = [visible(s) for s in command.get("subcommands", []) if s.get("shouldDisplay", True)]
    if subs:
        command["subcommands"] = subs
    else:
        command.pop("subcommands", None)
    for key in ("discussion", "abstract"):
        if key in command:
            command[key] = ascii_discussion(command[key])
    return command


def dump():
    data = json.load(sys.stdin)
    data["command"] = visible(data["command"])
    json.dump(data, sys.stdout)


def page(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    keys = next(i for i, line in enumerate(lines) if line.startswith("Keys in the console"))
    status = next(i for i, line in enumerate(lines) if line == "Exit status:")
    end = next(i for i in range(status + 1, len(lines)) if not re.match(r"^  \d+ ", lines[i]))
    statuses = [re.match(r"^  (\d+)\s+(.*)$", line).groups() for line in lines[status + 1:end]]
    listing = [line for line in lines[keys + 1:status] if line.strip()]
    body = lines[:keys] + [lines[keys], ".Bd -literal -offset indent"] + listing + [".Ed"] + lines[end:]
    at = body.index(".Ex -std")
    items = [".Bl -tag -width 4n"]
    for number, text in statuses:
        items += [".It " + number, text]
    items.append(".El")
    body[at:at + 1] = items
    open(path, "w", encoding="utf-8").write("\n".join(body))


if __name__ == "__main__":
    if sys.argv[1:2] == ["dump"]:
        dump()
    elif sys.argv[1:2] == ["page"] and len(sys.argv) == 3:
        page(sys.argv[2])
    else:
        sys.exit("usage: man-page-fixup.py dump < dump.json | man-page-fixup.py page PAGE.1")
