"""The Swift book's own tests, read as labels of its listings (issue 31, item 6), shared by bench/verdicts and
bench/book-mutants.

`blank(text)`: the chapter with every test comment (`<!-- - test: … -->`) blanked, lines kept, so that docgen
never sees the tests and locations stay the book's. `listings(text)`: (first line, last line, label) of each
Swift listing followed by a test of its own; the label is "error" when its tests expect an error (`!$ error`) or
a stop at run time (`xx`), else "ok".
"""
import re


def _comment_end(lines, i):
    while "-->" not in lines[i] and i + 1 < len(lines):
        i += 1
    return i


def _is_test(block):
    return any(re.match(r"\s*(<!--\s*)?- test:", line) for line in block)


def blank(text):
    lines = text.split("\n")
    out, i = [], 0
    while i < len(lines):
        if lines[i].lstrip().startswith("<!--"):
            j = _comment_end(lines, i)
            block = lines[i:j + 1]
            out += [""] * len(block) if _is_test(block) else block
            i = j + 1
        else:
            out.append(lines[i])
            i += 1
    return "\n".join(out)


def listings(text):
    lines = text.split("\n")
    i, found = 0, []
    while i < len(lines):
        line = lines[i]
        if line.lstrip().startswith("<!--"):
            i = _comment_end(lines, i) + 1
            continue
        fence = re.match(r"\s*(```+|~~~+)\s*swift\s*$", line)
        if not fence:
            i += 1
            continue
        start, marker = i + 1, fence.group(1)
        i += 1
        while i < len(lines) and not lines[i].strip().startswith(marker):
            i += 1
        end = i + 1
        i += 1
        tests, j = [], i
        while j < len(lines):
            if not lines[j].strip():
                j += 1
                continue
            if not lines[j].lstrip().startswith("<!--"):
                break
            k = _comment_end(lines, j)
            block = lines[j:k + 1]
            # A test is the listing's when the lines it shows (`->`) are lines of the listing; a test after it
            # that shows other code (`-> class D: C {`, or only hidden `>>` lines) is a test of its own, whose
            # errors are in code the reader never sees.
            listing = {l.strip() for l in lines[start:end - 1] if l.strip()}
            shown = [l.strip()[2:].strip() for l in block if l.strip().startswith("->")]
            if _is_test(block) and any(l in listing for l in shown):
                tests.append(block)
            j = k + 1
        if tests:
            failing = any(re.match(r"\s*(!\$ error|xx )", l) for block in tests for l in block)
            found.append((start, end, "error" if failing else "ok"))
    return found
