#!/usr/bin/env python3
"""Generate Sources/Translations/HanConversionTables.swift from OpenCC's dictionaries.

The tables convert Chinese text between Simplified and Traditional script, for the site's 简/繁 control,
search across scripts and aligning a zh-Hans document with a zh-Hant one. OpenCC is the reference:

- To Traditional (OpenCC's s2t): STPhrases, then STCharacters (the first candidate of each character).
- To Simplified (OpenCC's tw2sp, so Taiwan words such as 搜尋 become 搜索 too): TWPhrasesRev,
  TWVariantsRevPhrases and TWVariantsRev, then TSPhrases and TSCharacters, composed into one table.

A converter matches the longest phrase at each position, else converts one character. A phrase is kept
only where it says something the characters do not (its characters converted one by one differ from it):
about 10,000 of STPhrases' 49,000 lines.

Usage (from the repository root):

    apt-get install -y opencc libopencc-data   # Debian ships the dictionaries as .ocd2
    python3 scripts/generate-han-conversion-tables.py

The script converts the installed .ocd2 files to text with `opencc_dict`, or reads OpenCC's source `.txt`
dictionaries from --dictionaries DIR. The generated file is committed, so building docgen needs no
OpenCC. Output is deterministic (sorted by code point).
"""

import argparse
import os
import subprocess
import sys
import tempfile

OUTPUT = "Sources/Translations/HanConversionTables.swift"
OCD2_DIRECTORY = "/usr/share/opencc"
NAMES = [
    "STCharacters", "STPhrases", "TSCharacters", "TSPhrases", "TWPhrasesRev", "TWVariantsRev",
    "TWVariantsRevPhrases",
]


def read_dictionary(path):
    """`source<TAB>t1 t2 ...` lines -> {source: first target}."""
    table = {}
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            source, _, targets = line.partition("\t")
            table[source] = targets.split(" ")[0]
    return table


def dictionary_text(name, dictionaries, scratch):
    if dictionaries:
        return os.path.join(dictionaries, name + ".txt")
    output = os.path.join(scratch, name + ".txt")
    subprocess.run(
        ["opencc_dict", "-i", os.path.join(OCD2_DIRECTORY, name + ".ocd2"), "-o", output, "-f", "ocd2", "-t", "text"],
        check=True,
    )
    return output


def opencc_version():
    try:
        result = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "libopencc-data"], capture_output=True, text=True)
        return result.stdout.strip() or "unknown"
    except OSError:
        return "unknown"


def convert(text, characters, phrases, longest):
    """Longest phrase first at each position, else one character: the algorithm of HanScriptConverter."""
    output, index = [], 0
    while index < len(text):
        for length in range(min(longest, len(text) - index), 1, -1):
            candidate = text[index : index + length]
            if candidate in phrases:
                output.append(phrases[candidate])
                index += length
                break
        else:
            output.append(characters.get(text[index], text[index]))
            index += 1
    return "".join(output)


def prune(characters, phrases):
    """The phrases whose characters converted one by one give something else."""
    return {key: value for key, value in phrases.items() if convert(key, characters, {}, 1) != value}


def lines(table):
    for key, value in table.items():
        assert " " not in key and " " not in value and "\n" not in key + value and '"' not in key + value
        assert "\\" not in key + value
    return ["%s %s" % (key, table[key]) for key in sorted(table, key=lambda k: [ord(c) for c in k])]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dictionaries", help="directory holding OpenCC's source .txt dictionaries")
    parser.add_argument("--output", default=OUTPUT)
    arguments = parser.parse_args()

    with tempfile.TemporaryDirectory() as scratch:
        d = {name: read_dictionary(dictionary_text(name, arguments.dictionaries, scratch)) for name in NAMES}

    # To Traditional: s2t.
    traditional_characters = {k: v for k, v in d["STCharacters"].items() if k != v}
    traditional_phrases = prune(traditional_characters, d["STPhrases"])

    # To Simplified: Taiwan words and variants first, then t2s, composed.
    ts_characters = {k: v for k, v in d["TSCharacters"].items()}
    ts_longest = max(len(k) for k in d["TSPhrases"])
    t2s = lambda text: convert(text, ts_characters, d["TSPhrases"], ts_longest)
    simplified_characters = {}
    for key in set(ts_characters) | set(d["TWVariantsRev"]):
        value = t2s(d["TWVariantsRev"].get(key, key))
        if value != key:
            simplified_characters[key] = value
    simplified_phrases = dict(d["TSPhrases"])
    for name in ("TWVariantsRevPhrases", "TWPhrasesRev"):
        for key, value in d[name].items():
            simplified_phrases[key] = t2s(value)
    simplified_phrases = prune(simplified_characters, simplified_phrases)

    source = "libopencc-data " + opencc_version() if not arguments.dictionaries else "OpenCC source dictionaries"
    out = [
        "// generated by scripts/generate-han-conversion-tables.py — do not edit",
        "// Source: OpenCC STCharacters, STPhrases, TSCharacters, TSPhrases, TWPhrasesRev, TWVariantsRev,",
        "// TWVariantsRevPhrases (%s)." % source,
        "",
        "/// OpenCC's conversion tables between Simplified and Traditional Chinese, one `source target` pair a line.",
        "///",
        "/// To Traditional is OpenCC's s2t; to Simplified is its tw2sp (Taiwan words become mainland ones).",
        "/// Only phrases that convert differently from their characters are kept.",
        "enum HanConversionTables {",
    ]
    tables = [
        ("toTraditionalCharacters", traditional_characters), ("toTraditionalPhrases", traditional_phrases),
        ("toSimplifiedCharacters", simplified_characters), ("toSimplifiedPhrases", simplified_phrases),
    ]
    for name, table in tables:
        out.append("    /// %d pairs." % len(table))
        out.append("    static let %s = \"\"\"" % name)
        out += ["        " + line for line in lines(table)]
        out.append("        \"\"\"")
        out.append("")
    out[-1] = "}"
    with open(arguments.output, "w", encoding="utf-8") as handle:
        handle.write("\n".join(out) + "\n")
    print("wrote %s: %s" % (arguments.output, ", ".join("%s %d" % (n, len(t)) for n, t in tables)))


if __name__ == "__main__":
    sys.exit(main())
