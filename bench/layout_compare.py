#!/usr/bin/env python3
"""Times Taffy (PyPI `stretchable`) and Yoga (PyPI `yoga-python`) laying out the flexbox
equivalent of `trellis-bench layout`'s tree; only the compute call is timed, in thread CPU
time (the machine is shared; wall time would count other processes' turns).

The tree (see Sources/trellis-bench/LayoutBenchmark.swift): a column of rows, each row 10
cards; a card is a padded column holding a full-width bar and a row of a 12x12 square, a
growing bar and another square. SwiftUI modifiers (frame, padding) are nodes in Trellis but
style properties in flexbox, so the flexbox tree has fewer nodes for the same content: both
counts are printed.

Usage: layout_compare.py [--nodes 10000,100000] [--runs 7] [--json | --table TRELLIS_JSON]
(--table reads `trellis-bench layout --json` lines and prints all three engines side by side.)
"""
import argparse
import json
import statistics
import sys
import time

CARDS_PER_ROW = 10
SWIFTUI_NODES_PER_ROW = CARDS_PER_ROW * 11 + 1  # must match LayoutBenchmark.swift
WIDTH = 1200.0


def rows_for(target):
    return max(1, target // SWIFTUI_NODES_PER_ROW)


# MARK: - Taffy


def taffy_tree(rows):
    """Builds the tree straight through taffylib (stretchable's own Node class spends
    milliseconds per node in Python), with one style dictionary per distinct style."""
    import stretchable.node as node_module
    from stretchable import Style, taffylib
    from stretchable.style import AlignItems, FlexDirection

    taffy = node_module.taffy._ptr
    nodes = []

    def style(**values):
        return Style(**values).to_dict()

    bar_style = style(size=(None, 10))
    square_style = style(size=(12, 12), flex_shrink=0)
    grow_styles = [style(size=(None, 8 + i * 4), flex_grow=1) for i in range(3)]
    inner_style = style(flex_direction=FlexDirection.ROW, gap=2, align_items=AlignItems.CENTER)
    card_style = style(flex_direction=FlexDirection.COLUMN, padding=4, gap=2, flex_grow=1, flex_basis=0,
                       align_items=AlignItems.STRETCH)
    row_style = style(flex_direction=FlexDirection.ROW, gap=4, align_items=AlignItems.CENTER)
    root_style = style(flex_direction=FlexDirection.COLUMN, gap=4, align_items=AlignItems.STRETCH,
                       size=(WIDTH, None))

    def node(style_dict, *children):
        identifier = taffylib.node_create(taffy, style_dict)
        nodes.append(identifier)
        for child in children:
            taffylib.node_add_child(taffy, identifier, child)
        return identifier

    def card(index):
        bar = node(bar_style)
        inner = node(inner_style, node(square_style), node(grow_styles[index % 3]), node(square_style))
        return node(card_style, bar, inner)

    def row():
        return node(row_style, *[card(i) for i in range(CARDS_PER_ROW)])

    root = node(root_style, *[row() for _ in range(rows)])
    return taffy, root, nodes


def time_taffy(rows):
    from stretchable import taffylib
    from stretchable.style.geometry.size import SizeAvailableSpace

    taffy, root, nodes = taffy_tree(rows)
    space = SizeAvailableSpace(WIDTH, None).to_dict()
    start = time.thread_time()
    ok = taffylib.node_compute_layout(taffy, root, space)
    elapsed = time.thread_time() - start
    if not ok:
        raise RuntimeError("taffy failed to compute the layout")
    for identifier in nodes:
        taffylib.node_drop(taffy, identifier)
    return elapsed, len(nodes), None


# MARK: - Yoga


def yoga_tree(rows):
    import yoga

    # yoga-python frees a node when its Python object dies, even inside a tree: keep them all.
    keep = []

    def node(children=(), direction=yoga.FlexDirection.Column, gap=0.0, align=yoga.Align.Stretch):
        n = yoga.Node()
        keep.append(n)
        n.flex_direction = direction
        n.align_items = align
        if gap:
            n.set_gap(yoga.Gutter.All, gap)
        for i, child in enumerate(children):
            n.insert_child(child, i)
        return n

    def leaf(width=None, height=None, grow=0.0):
        n = node()
        if width is not None:
            n.width = width
            n.flex_shrink = 0
        if height is not None:
            n.height = height
        if grow:
            n.flex_grow = grow
        return n

    def card(index):
        bar = leaf(height=10)
        inner = node([leaf(12, 12), leaf(height=8 + index % 3 * 4, grow=1), leaf(12, 12)],
                     direction=yoga.FlexDirection.Row, gap=2, align=yoga.Align.Center)
        c = node([bar, inner], gap=2)
        c.set_padding(yoga.Edge.All, 4)
        c.flex_grow = 1
        c.flex_basis = 0
        return c

    def row():
        return node([card(i) for i in range(CARDS_PER_ROW)], direction=yoga.FlexDirection.Row, gap=4,
                    align=yoga.Align.Center)

    root = node([row() for _ in range(rows)], gap=4)
    root.width = WIDTH
    return root, keep


def time_yoga(rows):
    root, keep = yoga_tree(rows)
    start = time.thread_time()
    root.calculate_layout(WIDTH, float("nan"))
    elapsed = time.thread_time() - start
    return elapsed, len(keep), keep


# MARK: - Main


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", default="10000,100000", help="SwiftUI node counts, as for trellis-bench layout")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--table", metavar="TRELLIS_JSON", help="print a table with these trellis-bench --json lines")
    args = parser.parse_args()
    results = []
    if args.table:
        with open(args.table) as lines:
            results = [json.loads(line) for line in lines if line.strip()]
    for target in [int(n) for n in args.nodes.split(",") if n]:
        rows = rows_for(target)
        for name, timer in (("taffy", time_taffy), ("yoga", time_yoga)):
            try:
                times = []
                count = 0
                for _ in range(max(args.runs, 1)):
                    elapsed, count, _root = timer(rows)  # a fresh tree each run: nothing cached
                    times.append(elapsed * 1000)
                median = statistics.median(times)
                fastest = min(times)
            except ImportError as error:
                print(f"{name}: not installed ({error}); pip install stretchable yoga-python", file=sys.stderr)
                continue
            record = {"engine": name, "rows": rows, "nodes": count, "layout_ms": median, "layout_min_ms": fastest}
            results.append(record)
            if args.table:
                continue
            if args.json:
                print(json.dumps(record))
            else:
                print(f"{name:8} rows={rows} nodes={count}  layout min {fastest:.2f} ms  median {median:.2f} ms  ({args.runs} runs)")


    if args.table:
        print_table(results)


def print_table(results):
    print(f"{'engine':8} {'rows':>5} {'nodes':>7} {'min ms':>9} {'median ms':>10} {'us/row':>8}")
    for r in sorted(results, key=lambda r: (r["rows"], r["engine"])):
        per_row = 1000 * r["layout_min_ms"] / r["rows"]
        print(f"{r['engine']:8} {r['rows']:>5} {r['nodes']:>7} {r['layout_min_ms']:>9.2f} {r['layout_ms']:>10.2f} {per_row:>8.1f}")
    print("CPU time of the layout call only (thread time). Each row holds the same content in every")
    print("engine; Trellis counts SwiftUI modifiers (frame, padding) as nodes, flexbox as styles.")


if __name__ == "__main__":
    main()
