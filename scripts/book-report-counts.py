"""The counts of scripts/book-report, read from the files docgen wrote in the scratch project (the current
directory): check.json (`docgen check --format json`), build.log (`docgen build`), translations.log
(`docgen translations` of both languages). RESULTS (a path) is Tests/Fixtures/swift-book/RESULTS.md: the
explanation of each failed book test, by kind. LANGUAGE is the book's language; VERBOSE=1 lists each failed
book test and each skipped one."""

import collections
import json
import os
import re

language = os.environ.get("LANGUAGE", "en")
verbose = os.environ.get("VERBOSE") == "1"


def shape(reason):
    """A skip reason without its particulars (names, lines, modules), so that reasons of one kind count together."""
    reason = re.sub(r"'[^']*'", "'…'", reason or "")
    reason = re.sub(r"`[^`]*`", "`…`", reason)
    reason = re.sub(r"\bimports \S+,", "imports …,", reason)
    reason = re.sub(r"\d+", "N", reason)
    return reason[:140]


def explanations(path):
    """(chapter file, test name, line) -> kind, from the table of RESULTS.md (| chapter | test | line | kind | reason |)."""
    kinds = {}
    if not os.path.exists(path):
        return kinds
    for line in open(path, encoding="utf-8"):
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) >= 5 and cells[2].isdigit():
            kinds[(cells[0], cells[1].strip("`"), cells[2])] = cells[3]
    return kinds


def chapter(location):
    """The chapter's file, as RESULTS.md names it (`TheBasics.en.md`)."""
    return os.path.basename(location["file"])


def in_book(location):
    return location["file"].endswith(f".{language}.md")


report = json.load(open("check.json", encoding="utf-8"))
examples = report["examples"]
tests = [e for e in examples if "__test_" in e["id"]]
listings = [e for e in examples if "__test_" not in e["id"]]
kinds = explanations(os.environ.get("RESULTS", "RESULTS.md"))


def counted(counter):
    return ", ".join(f"{count} {name}" for name, count in counter.most_common()) or "none"


def print_skips(results):
    reasons = collections.Counter(shape(e["reason"]) for e in results if e["status"] == "skipped")
    for reason, count in reasons.most_common():
        print(f"    {count:4}  {reason}")


# Book tests
status = collections.Counter(e["status"] for e in tests)
print(f"book tests: {len(tests)}: {counted(status)}")
print(f"  passed by evidence: {counted(collections.Counter(e['evidence'] for e in tests if e['status'] == 'passed'))}")
failed = [e for e in tests if e["status"] == "failed"]
by_kind, by_id, unexplained = collections.Counter(), collections.Counter(), []
for test in failed:
    location = test["locations"][0]
    name = test["id"].split("__test_", 1)[1]
    # The test's own name: the id is made of it, so take it from the first diagnostic's message when it quotes it.
    quoted = next((re.match(r"test `([^`]+)`", d["message"]) for d in test["diagnostics"]), None)
    if quoted:
        name = quoted.group(1)
    kind = kinds.get((chapter(location), name, str(location["line"])))
    by_kind[kind or "not explained"] += 1
    if not kind:
        unexplained.append((location, name))
    errors = [d["id"] for d in test["diagnostics"] if d["severity"] == "error"]
    by_id[errors[0] if errors else "none"] += 1
print(f"  failed by cause: {counted(by_kind)}")
print(f"  failed by first error's id: {counted(by_id)}")
print("  skipped by reason:")
print_skips(tests)
if verbose:
    for test in failed:
        first = next((d for d in test["diagnostics"] if d["severity"] == "error"), None)
        where = test["locations"][0]
        print(f"    FAIL {where['file']}:{where['line']} {first['id'] if first else ''} "
              f"{(first or {}).get('message', '')[:200]}")
for location, name in unexplained:
    print(f"  not explained in RESULTS.md: {location['file']}:{location['line']} {name}")

# Listings
status = collections.Counter(e["status"] for e in listings)
print(f"listings: {len(listings)}: {counted(status)}")
print(f"  passed by evidence: {counted(collections.Counter(e['evidence'] for e in listings if e['status'] == 'passed'))}")
ids = collections.Counter()
for listing in listings:
    if listing["status"] == "failed":
        errors = [d["id"] for d in listing["diagnostics"] if d["severity"] == "error"]
        ids[errors[0] if errors else "none"] += 1
print(f"  failed by first error's id: {counted(ids)}")
print("  skipped by reason:")
print_skips(listings)

# Claims about output
claims = report.get("claims")
wrong_here = sum(
    1 for e in listings for d in e["diagnostics"]
    if d["id"] == "DG0656" and d["severity"] == "error" and d["file"] and d["file"].endswith(f".{language}.md"))
if claims:
    # Claims not held against a run, by the status of their listing (a passed listing's: in a closure that
    # ran after the program ended, or a listing compiled only).
    unchecked = collections.Counter()
    for listing in listings:
        tally = listing.get("claims") or {}
        rest = tally.get("found", 0) - tally.get("checked", 0)
        if rest:
            unchecked[f"in {listing['status']} listings"] += rest
    print(f"claims about output (// Prints, // 打印): {claims['found']} found, {claims['checked']} checked: "
          f"{claims['right']} right, {claims['wrong']} wrong; not checked: {claims['found'] - claims['checked']} "
          f"({counted(unchecked)})")
else:
    print(f"claims about output: {wrong_here} wrong (this docgen does not count the others)")

# Drift
build = open("build.log", encoding="utf-8").read().splitlines()
drift = [line for line in build if line.endswith("[DG0313]") and ": warning:" in line]
malformed = [line for line in build if line.endswith("[DG0314]") and ": warning:" in line]
print(f"drift: {len(drift)} tests whose code is not their listing's (DG0313), "
      f"{len(malformed)} malformed test comments (DG0314)")
translations = open("translations.log", encoding="utf-8").read().splitlines()
lag = [i for i, line in enumerate(translations) if line.startswith("Translation lag")]
if lag:
    section = []
    for line in translations[lag[0]:]:
        if not line.strip() and section:
            break
        section.append(line)
    print("\n".join(section if verbose else [section[0]] + [line for line in section if "total" in line.lower()]))
print(report["summary"])
