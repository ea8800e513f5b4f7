"""Reading OpenCC's dictionaries, for the scripts that generate docgen's Han tables.

Shared by generate-han-variant-table.py and generate-han-conversion-tables.py. A dictionary is read from
OpenCC's source `<name>.txt` in a directory given with --dictionaries, or converted to text from the
installed `<name>.ocd2` (Debian: `apt-get install -y opencc libopencc-data`) with `opencc_dict`.
"""

import os
import subprocess

OCD2_DIRECTORY = "/usr/share/opencc"


def read_dictionary(path):
    """`source<TAB>t1 t2 ...` lines -> {source: [targets]}."""
    table = {}
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            source, _, targets = line.partition("\t")
            table[source] = targets.split(" ")
    return table


def dictionary_text(name, dictionaries, scratch):
    """Path of `<name>.txt`: from the `dictionaries` directory, else converted from the installed .ocd2."""
    if dictionaries:
        return os.path.join(dictionaries, name + ".txt")
    output = os.path.join(scratch, name + ".txt")
    subprocess.run(
        ["opencc_dict", "-i", os.path.join(OCD2_DIRECTORY, name + ".ocd2"), "-o", output, "-f", "ocd2", "-t", "text"],
        check=True,
    )
    return output


def source_description(dictionaries):
    """Where the dictionaries came from, for the generated file's header."""
    if dictionaries:
        return "OpenCC source dictionaries"
    try:
        result = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "libopencc-data"], capture_output=True, text=True)
        version = result.stdout.strip() or "unknown"
    except OSError:
        version = "unknown"
    return "libopencc-data " + version
