#!/usr/bin/env python3
"""How much of Swift the layout blocks' evaluator runs as Swift does (issue 26).

Runs each Swift file with `trellis run` and checks what it prints against the file's own
`// CHECK:` lines, as the Swift compiler's executable tests (`test/Interpreter/*.swift`,
run by lit with FileCheck) are checked. Prints one line per file and the pass rate.

    python3 bench/conformance/conformance.py DIR [--binary .build/debug/trellis] [--json OUT]

The files are not part of this repository: fetch them (see README.md). Stored copies of a
test may be old (Swift 2 wrote `T -> U` and labelled no first argument), so with `--swift`
each file is first run by the real Swift toolchain, and only files that today's Swift runs
to an output satisfying their own CHECK lines are counted; that output is the reference.
A file passes when `trellis run` exits 0 and every CHECK line matches, in order (FileCheck's rules for
`CHECK`, `CHECK-NEXT`, `CHECK-NOT`, `CHECK-LABEL`, `CHECK-DAG` taken in order, `{{regex}}`
and `[[VAR:regex]]` patterns). Anything else is a failure, with its first reason.
"""
import argparse, glob, json, os, re, subprocess, sys

# The language a page's code needs: value types, enums, protocols, closures, generics,
# collections and strings. Reference types, concurrency and the platform are outside it.
OUTSIDE = re.compile(r'^\s*(?:(?:public|private|final|open|internal)\s+)*(?:class|actor)\s+\w|\bweak\s+var\b|\bunowned\b|'
                     r'^\s*import\s+(?:Foundation|Dispatch|Darwin|Glibc|StdlibUnittest)|\bawait\b|@objc\b|\bAnyObject\b', re.M)

CHECK = re.compile(r'//\s*(CHECK(?:-NEXT|-NOT|-LABEL|-DAG|-EMPTY|-SAME)?)\s*:\s?(.*)$')


def pattern_regex(text):
    """A FileCheck pattern as a regular expression: literal text, `{{re}}`, `[[V:re]]`, `[[V]]`."""
    out, i = '', 0
    while i < len(text):
        if text.startswith('{{', i):
            j = text.find('}}', i + 2)
            if j < 0: return re.escape(text)
            out += '(?:' + text[i + 2:j] + ')'
            i = j + 2
        elif text.startswith('[[', i):
            j = text.find(']]', i + 2)
            if j < 0: return re.escape(text)
            inner = text[i + 2:j]
            out += '(?:' + inner.split(':', 1)[1] + ')' if ':' in inner else '.*?'
            i = j + 2
        else:
            out += re.escape(text[i])
            i += 1
    return out


def compiled(text):
    """The pattern's regular expression; one Python cannot read (FileCheck's syntax differs
    in places) is matched as literal text."""
    try:
        return re.compile(pattern_regex(text))
    except re.error:
        return re.compile(re.escape(text))


def checks(source):
    result = []
    for line in source.splitlines():
        m = CHECK.search(line)
        if m: result.append((m.group(1), m.group(2).strip()))
    return result


def match(output, expected):
    """None when `output` satisfies the CHECK lines, else the first one that fails."""
    lines = output.splitlines()
    position, previous = 0, -1
    pending_not = []
    for kind, text in expected:
        regex = compiled(text)
        if kind == 'CHECK-NOT':
            pending_not.append((text, regex))
            continue
        if kind == 'CHECK-EMPTY':
            found = position if position < len(lines) and lines[position] == '' else None
        elif kind == 'CHECK-NEXT':
            found = previous + 1 if previous + 1 < len(lines) and regex.search(lines[previous + 1]) else None
        elif kind == 'CHECK-SAME':
            found = previous if previous >= 0 and regex.search(lines[previous]) else None
        else:
            found = next((k for k in range(position, len(lines)) if regex.search(lines[k])), None)
        if found is None:
            return f'{kind}: {text}'
        for not_text, not_regex in pending_not:
            if any(not_regex.search(l) for l in lines[position:found]):
                return f'CHECK-NOT: {not_text}'
        pending_not = []
        previous, position = found, found + (0 if kind == 'CHECK-SAME' else 1)
    for not_text, not_regex in pending_not:
        if any(not_regex.search(l) for l in lines[position:]):
            return f'CHECK-NOT: {not_text}'
    return None


def run(binary, path, timeout, swift=None):
    source = open(path, encoding='utf-8', errors='replace').read()
    expected = checks(source)
    if not expected:
        return {'file': os.path.basename(path), 'result': 'no-checks'}
    outside = OUTSIDE.search(source)
    if outside:
        return {'file': os.path.basename(path), 'result': 'outside', 'reason': 'uses ' + outside.group(0).strip()}
    if swift:
        try:
            real = subprocess.run([swift, path], capture_output=True, text=True, timeout=timeout * 4)
            if real.returncode != 0 or match(real.stdout, expected) is not None:
                return {'file': os.path.basename(path), 'result': 'not-swift',
                        'reason': 'today\'s Swift ' + ('fails on it' if real.returncode else 'prints something its CHECK lines refuse')}
        except subprocess.TimeoutExpired:
            return {'file': os.path.basename(path), 'result': 'not-swift', 'reason': 'today\'s Swift times out'}
    try:
        p = subprocess.run([binary, 'run', path], capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {'file': os.path.basename(path), 'result': 'timeout'}
    if p.returncode != 0:
        first = next((l for l in p.stderr.splitlines() if 'error:' in l), p.stderr.strip()[:200])
        return {'file': os.path.basename(path), 'result': 'error', 'reason': re.sub(r'^.*?error: ', '', first)[:160],
                'checks': len(expected)}
    failed = match(p.stdout, expected)
    return {'file': os.path.basename(path), 'result': 'pass' if failed is None else 'mismatch', 'reason': failed, 'checks': len(expected)}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('dir')
    ap.add_argument('--binary', default='.build/debug/trellis')
    ap.add_argument('--timeout', type=float, default=30)
    ap.add_argument('--swift', help='the Swift toolchain\'s `swift`, to leave out files today\'s Swift does not run as checked')
    ap.add_argument('--json')
    opts = ap.parse_args()
    results = [run(opts.binary, path, opts.timeout, opts.swift) for path in sorted(glob.glob(os.path.join(opts.dir, '*.swift')))]
    for r in results:
        print(f"{r['result']:9} {r['file']:45} {r.get('reason') or ''}")
    left = [r for r in results if r['result'] in ('no-checks', 'not-swift', 'outside')]
    counted = [r for r in results if r not in left]
    passed = sum(r['result'] == 'pass' for r in counted)
    print(f"\n{passed} of {len(counted)} files pass ({100 * passed / max(len(counted), 1):.1f}%); "
          f"{sum(r['result'] == 'error' for r in counted)} stop with an error, "
          f"{sum(r['result'] == 'mismatch' for r in counted)} print something else, "
          f"{sum(r['result'] == 'timeout' for r in counted)} time out; "
          f"left out: {sum(r['result'] == 'no-checks' for r in left)} without CHECK lines, "
          f"{sum(r['result'] == 'not-swift' for r in left)} that today's Swift does not run as checked, "
          f"{sum(r['result'] == 'outside' for r in left)} outside the subset (classes, concurrency, Foundation)")
    if opts.json:
        json.dump(results, open(opts.json, 'w'), indent=1)


if __name__ == '__main__':
    main()
