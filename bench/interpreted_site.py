#!/usr/bin/env python3
"""Writes two copies of the bundled site that differ only in where the custom layouts run.

    python3 bench/interpreted_site.py OUT

OUT/interpreted: every layout block that uses one of the layouts Trellis also has built in
(MyEqualWidthHStack, MyEqualWidthVStack, MyRadialLayout, FlowLayout) declares it, from
bench/layouts/, so the interpreter runs it.
OUT/compiled: the same blocks with those declarations taken out, so the built-ins run.
Blocks that declare layouts with no built-in twin (the "Writing your own layout" page) run
interpreted in both.
"""
import os, re, shutil, sys

repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
out = sys.argv[1]
layouts = {}
for name in os.listdir(os.path.join(repo, "bench/layouts")):
    if name.endswith(".swift"):
        layouts[name[:-6]] = open(os.path.join(repo, "bench/layouts", name)).read()
# Top-level declarations of those layouts (and the talk's Rank key and rank modifier).
declaration = re.compile(r"^(private )?(struct (%s|Rank)\b|extension View\b|func layout\(sizes)" % "|".join(layouts), re.M)


def strip(code):
    """The code without top-level declarations of the built-in twins."""
    lines = code.split("\n")
    kept, depth, skipping = [], 0, False
    for index, line in enumerate(lines):
        if not skipping and declaration.match(line):
            # `extension View` only when it is the talk's `rank` modifier.
            following = lines[index + 1] if index + 1 < len(lines) else ""
            skipping = not line.startswith("extension View") or "func rank(" in following
            depth = 0
        if skipping:
            depth += line.count("{") - line.count("}")
            if depth == 0 and "}" in line:
                skipping = False
            continue
        kept.append(line)
    return "\n".join(kept).rstrip() + "\n"


def declare(code):
    """The code with declarations of every built-in twin it uses and does not declare."""
    extra = [source for name, source in sorted(layouts.items()) if re.search(r"\b%s\b" % name, code) and not re.search(r"struct %s\b" % name, code)]
    return code.rstrip() + ("\n\n" + "\n".join(extra) if extra else "") + "\n"


def transform(text, change):
    return re.sub(r"(```layout[^\n]*\n)(.*?)(```)", lambda m: m.group(1) + change(m.group(2)) + m.group(3), text, flags=re.S)


for variant, change in [("interpreted", declare), ("compiled", strip)]:
    site = os.path.join(out, variant)
    shutil.rmtree(site, ignore_errors=True)
    os.makedirs(site)
    for entry in ["content", "templates", "static", "data", "trellis.yml"]:
        source = os.path.join(repo, entry)
        if os.path.isdir(source):
            shutil.copytree(source, os.path.join(site, entry))
        elif os.path.exists(source):
            shutil.copy(source, site)
    for folder, _, files in os.walk(os.path.join(site, "content")):
        for name in files:
            if name.endswith(".md"):
                path = os.path.join(folder, name)
                text = open(path).read()
                open(path, "w").write(transform(text, change))
    print(variant, site)
