#!/usr/bin/env python3
"""Pastes whole `struct X: View { ... }` declarations from real SwiftUI code into layout blocks.

    cd /tmp/corpus && python3 /path/to/trellis/bench/swiftui-corpus/whole_views.py */ --binary /path/to/trellis

Issue 12 lets a block declare a whole view (stored properties, helpers, `body`); a block that
declares a view and writes none shows it, made with no arguments. For every View struct of
the corpus (see README.md) whose code names no view or modifier the app declares, this
writes the struct alone into a block and runs `trellis layout` on it, then prints how many
lay out unedited and why the others fail. Prints figures only.
"""
import argparse, collections, os, re, subprocess, sys, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import measure  # noqa: E402  (the same corpus helpers)

STRUCT_RE = re.compile(r'^[ \t]*(?:(?:public|private|fileprivate|internal)\s+)?struct\s+(\w+)\s*(?:<[^>{]*>)?\s*:\s*[^{]*\bView\b[^{]*\{', re.M)


def structs(path):
    try:
        src = open(path, encoding='utf-8', errors='replace').read()
    except OSError:
        return []
    found = []
    for m in STRUCT_RE.finditer(measure.blank_strings_and_comments(src)):
        end = measure.scan_to_close(src, m.end())
        if end > 0:
            found.append((m.group(1), src[m.start():end]))
    return found


def classify(code, stderr, name):
    if code == 0:
        return 'lays out'
    errors = measure.parse_errors(stderr)
    if not errors:
        return 'other (language constructs, arguments, values)'
    if any(e.startswith(f'`{name}` needs `') for e in errors):
        return 'needs arguments (properties without a value; a page would pass them)'
    names = measure.error_names(errors)
    unknown = sum(1 for e in errors if e.startswith('unknown name'))
    if names and len(names) + unknown == len(errors):
        return 'unsupported SwiftUI views/modifiers (issue 13)'
    if unknown == len(errors):
        return "unknown names only (the app's models, environment, helpers)"
    return 'other (language constructs, arguments, values)'


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument('checkouts', nargs='+')
    ap.add_argument('--binary', required=True)
    ap.add_argument('--timeout', type=float, default=20)
    opts = ap.parse_args()
    site = tempfile.mkdtemp(prefix='trellis-views-')
    os.makedirs(os.path.join(site, 'content'))
    results = collections.Counter()
    total = 0
    for root in opts.checkouts:
        files = [os.path.join(d, f) for d, _, fs in os.walk(root) for f in fs if f.endswith('.swift')]
        app_views, app_modifiers, _ = measure.app_names(files)
        for path in sorted(files):
            for name, text in structs(path):
                _, calls, modifiers = measure.uses_in(text)
                if any(c in app_views and c != name for c in calls) or any(m in app_modifiers for m in modifiers):
                    continue
                total += 1
                page = os.path.join(site, 'content', f'v{total:05d}.md')
                fence = '`' * max(3, max((len(r) for r in re.findall(r'`+', text)), default=0) + 1)
                with open(page, 'w', encoding='utf-8') as f:
                    f.write(f'# {name}\n\n{fence}layout\n{measure.dedent(text)}\n{fence}\n')
                try:
                    p = subprocess.run([opts.binary, 'layout', page, '--width', '390'], capture_output=True, text=True,
                                       timeout=opts.timeout, cwd=site)
                    results[classify(p.returncode, p.stderr, name) if p.returncode >= 0 else 'crash'] += 1
                except subprocess.TimeoutExpired:
                    results['timeout'] += 1
    print(f'View structs naming no app view or modifier: {total}')
    for category, count in results.most_common():
        print(f'{count:6}  {100 * count / max(total, 1):5.1f}%  {category}')


if __name__ == '__main__':
    main()
