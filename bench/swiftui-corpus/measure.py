#!/usr/bin/env python3
"""Measures how much real SwiftUI code lays out unedited in Trellis layout blocks (issue 13).

Walks the Swift files of given checkouts, extracts every `var body: some View { ... }`,
writes each body as the only layout block of its own page in a temporary site, runs
`trellis layout PAGE --width 390` on it, and maps the errors back to view and modifier
names. Standard library only; the fetched code is read, never copied into the repository.
"""
import argparse
import collections
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile

# SwiftUI views (and view-like types written as calls in a view builder).
SWIFTUI_VIEWS = set("""
AngularGradient AnyLayout AnyView AsyncImage Button ButtonStyleConfiguration Canvas Capsule Chart
Circle Color ColorPicker ContainerRelativeShape ContentUnavailableView ControlGroup DatePicker
DisclosureGroup Divider EditButton EllipticalGradient EmptyView Ellipse ForEach Form Gauge
GeometryReader Grid GridRow Group GroupBox HStack HSplitView Image LabeledContent Label Layout
LazyHGrid LazyHStack LazyVGrid LazyVStack Link List LinearGradient Menu MenuButton
NavigationLink NavigationSplitView NavigationStack NavigationView OutlineGroup PasteButton Path
Picker ProgressView RadialGradient Rectangle RoundedRectangle ScrollView ScrollViewReader Section
SecureField ShareLink SignInWithAppleButton Slider Spacer Stepper SubscriptionStoreView TabView
Table TableColumn Text TextEditor TextField TimelineView Toggle UnevenRoundedRectangle
VSplitView VStack ViewThatFits ZStack MapAnnotation Map PhotosPicker RenameButton
""".split())

# Non-view types that appear as capitalised calls in view bodies (values, not app views).
VALUE_TYPES = set("""
Font Edge EdgeInsets CGSize CGPoint CGRect CGFloat Double Int Float String Bool Date URL UUID
Array Dictionary Set Character Calendar DateFormatter NumberFormatter Locale TimeZone Data
GridItem Angle UnitPoint Gradient Binding State Animation Namespace Alignment
HorizontalAlignment VerticalAlignment StrokeStyle AttributedString LocalizedStringKey
ForEachState Task DispatchQueue Optional Result Range ClosedRange IndexSet Measurement
Duration TimeInterval NSRange NSString UIColor NSColor UIImage NSImage UIFont NSFont
ProposedViewSize ViewDimensions Transaction ButtonRole Visibility Axis ScrollAnchor
RoundedCornerStyle CornerRadius ContentMode ColorScheme DynamicTypeSize Spring
ToolbarItem ToolbarItemGroup Tab Material ImageRenderer PersonNameComponents
AnyShapeStyle AnyShape AnyTransition Text.Scale Self
""".split())

BODY_RE = re.compile(r'\bvar\s+body\s*:\s*some\s+View\s*\{')
APP_VIEW_RE = re.compile(
    r'\b(?:struct|class|enum)\s+([A-Z]\w*)\s*(?:<[^>{]*>)?\s*:\s*[^{]*?\bView\b')
APP_MODIFIER_RE = re.compile(
    r'\bfunc\s+([a-z]\w*)\b(?:(?!\bfunc\b|\bvar\b)[\s\S]){0,800}?->\s*some\s+View\b')
APP_FUNC_RE = re.compile(r'\bfunc\s+([a-z]\w*)')
# Methods that follow `)` or `]` in view code but are called on values, not views: Swift's
# collections and strings, Animation, Angle, AnyTransition, Gesture, Date and formatters.
NOT_MODIFIERS = set('''
init self map flatMap compactMap filter reduce sorted first last contains joined append
prefix suffix max min count firstIndex lowercased uppercased replacingOccurrences split
components trimmingCharacters enumerated reversed dropFirst dropLast formatted description
degrees radians easeInOut easeIn easeOut linear spring interactiveSpring interpolatingSpring
delay repeatForever repeatCount speed combined asymmetric move push offset_ opacity_
onChanged onEnded updating sequenced simultaneously exclusively
'''.split())
CALL_RE = re.compile(r'(?<![\w.])([A-Z]\w*)\s*(?:<[^<>()]*>)?\s*[({]')
MODIFIER_RE = re.compile(r'([)\]}]|\n)[ \t]*\.\s*([a-z]\w*)\s*[({]')
ERROR_NAME_RES = [
    re.compile(r'unknown view `([^`]+)`'),
    re.compile(r'unknown modifier `\.?([^`]+)`'),
    re.compile(r'`\.?([A-Za-z_]\w*)` is not supported in layout blocks'),
    re.compile(r'`\.?([A-Za-z_]\w*)` is not supported'),
    re.compile(r'the modifier `\.?([A-Za-z_]\w*)` is not laid out'),
    re.compile(r'`\.?([A-Za-z_]\w*)`[^\n]*is not laid out'),
]


def scan_to_close(src, i):
    """Returns the index just past the brace matching src[i-1] == '{'.

    Skips comments, string literals (single-line, multi-line and raw) and string
    interpolation, so braces inside them do not count.
    """
    depth = 1
    n = len(src)
    while i < n:
        c = src[i]
        if src.startswith('//', i):
            j = src.find('\n', i)
            i = n if j < 0 else j + 1
        elif src.startswith('/*', i):
            level, i = 1, i + 2
            while i < n and level:
                if src.startswith('/*', i):
                    level, i = level + 1, i + 2
                elif src.startswith('*/', i):
                    level, i = level - 1, i + 2
                else:
                    i += 1
        elif c == '"' or (c == '#' and re.match(r'#+"', src[i:i + 8])):
            i = skip_string(src, i)
        elif c == '{':
            depth += 1
            i += 1
        elif c == '}':
            depth -= 1
            i += 1
            if depth == 0:
                return i
        else:
            i += 1
    return -1


def skip_string(src, i):
    """Returns the index just past the string literal starting at i."""
    hashes = 0
    while src[i] == '#':
        hashes, i = hashes + 1, i + 1
    multi = src.startswith('"""', i)
    i += 3 if multi else 1
    close = ('"""' if multi else '"') + '#' * hashes
    escape = '\\' + '#' * hashes
    n = len(src)
    while i < n:
        if src.startswith(escape, i):
            k = i + len(escape)
            if k < n and src[k] == '(':
                i = skip_parens(src, k + 1)
            else:
                i = k + 1
        elif src.startswith(close, i):
            return i + len(close)
        elif src[i] == '\n' and not multi:
            return i + 1
        else:
            i += 1
    return n


def skip_parens(src, i):
    """Returns the index just past the ')' closing an interpolation opened before i."""
    depth, n = 1, len(src)
    while i < n:
        c = src[i]
        if c == '"' or (c == '#' and re.match(r'#+"', src[i:i + 8])):
            i = skip_string(src, i)
            continue
        if c == '(':
            depth += 1
        elif c == ')':
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return n


def blank_strings_and_comments(text):
    """Replaces comments and string contents by spaces so that names are only read from code."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith('//', i):
            j = text.find('\n', i)
            j = n if j < 0 else j
            out.append(' ' * (j - i))
            i = j
        elif text.startswith('/*', i):
            j = text.find('*/', i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r'[^\n]', ' ', text[i:j]))
            i = j
        elif text[i] == '"' or (text[i] == '#' and re.match(r'#+"', text[i:i + 8])):
            j = skip_string(text, i)
            out.append('""' + re.sub(r'[^\n]', ' ', text[i:j])[2:])
            i = j
        else:
            out.append(text[i])
            i += 1
    return ''.join(out)


def extract_bodies(path):
    try:
        with open(path, encoding='utf-8', errors='replace') as f:
            src = f.read()
    except OSError:
        return []
    bodies = []
    # Matches are looked for in code only (comments and strings blanked, offsets kept), so
    # commented-out views are not measured.
    for m in BODY_RE.finditer(blank_strings_and_comments(src)):
        end = scan_to_close(src, m.end())
        if end < 0:
            continue
        line = src.count('\n', 0, m.start()) + 1
        bodies.append((line, src[m.end():end - 1]))
    return bodies


def app_names(files):
    """Returns the repo's own view types, its own modifiers (`func x(...) -> some View`) and
    every function name it declares."""
    views, modifiers, funcs = set(), set(), set()
    for path in files:
        try:
            with open(path, encoding='utf-8', errors='replace') as f:
                code = blank_strings_and_comments(f.read())
        except OSError:
            continue
        views.update(APP_VIEW_RE.findall(code))
        modifiers.update(APP_MODIFIER_RE.findall(code))
        funcs.update(APP_FUNC_RE.findall(code))
    return views - SWIFTUI_VIEWS, modifiers, funcs


def uses_in(body):
    code = blank_strings_and_comments(body)
    views = [n for n in CALL_RE.findall(code)]
    modifiers = [m[1] for m in MODIFIER_RE.findall(code)]
    return code, views, modifiers


def run_one(args):
    binary, site, index, body, timeout = args
    page = os.path.join(site, 'content', f'b{index:05d}.md')
    # A fence longer than any run of backticks in the body keeps the body intact.
    fence = '`' * max(3, max((len(r) for r in re.findall(r'`+', body)), default=0) + 1)
    # An empty body (`var body: some View {}`) is `ViewBuilder.buildBlock()`'s `EmptyView`.
    written = dedent(body) if blank_strings_and_comments(body).strip() else 'EmptyView()'
    with open(page, 'w', encoding='utf-8') as f:
        f.write(f'# body {index}\n\n{fence}layout\n{written}\n{fence}\n')
    try:
        p = subprocess.run([binary, 'layout', page, '--width', '390'], capture_output=True,
                           text=True, timeout=timeout, cwd=site)
    except subprocess.TimeoutExpired:
        return index, 'timeout', ['timeout'], [], ''
    # The names the block read but did not define, drawn as stand-ins (one warning a block).
    standins = next((l for l in p.stderr.splitlines() if 'drawn as stand-ins' in l), '')
    if p.returncode == 0:
        return index, 'ok', [], [], standins
    errors = parse_errors(p.stderr)
    if not errors:
        errors = [(p.stderr.strip().splitlines() or [f'exit {p.returncode}'])[-1][:200]]
    if p.returncode < 0:
        errors.insert(0, f'crash (signal {-p.returncode})')
    return index, 'error', errors, error_names(errors), standins


def parse_errors(stderr):
    """Returns each diagnostic's message; a message quoting several lines of code runs on
    until the source excerpt (` N | ...`) that follows it."""
    errors, current = [], None
    for line in stderr.splitlines():
        if ': error: ' in line:
            if current is not None:
                errors.append(current)
            current = line.split(': error: ', 1)[1].strip()
        elif current is not None and re.match(r'\s*\d+ \|', line):
            errors.append(current)
            current = None
        elif current is not None:
            current += '\n' + line
    if current is not None:
        errors.append(current)
    return errors


def error_names(errors):
    names = []
    for e in errors:
        for r in ERROR_NAME_RES:
            m = r.search(e)
            if m:
                names.append(m.group(1))
                break
    return names


def categorise(status, errors, names):
    """Why a body did not lay out, judged from all of its errors."""
    if status == 'ok':
        return 'lays out'
    if status == 'timeout' or errors[0].startswith('crash'):
        return 'crash or timeout'
    named = len(names)
    app_refs = sum(1 for e in errors if e.startswith('unknown name'))
    if named and named + app_refs == len(errors):
        return ('unsupported SwiftUI view/modifier only' if not app_refs
                else 'unsupported SwiftUI names + unknown names (app state)')
    if app_refs == len(errors):
        return 'unknown names only (the app\'s properties, models, helpers)'
    if any('#if' in e for e in errors):
        return 'a `#if` in a view builder or modifier chain (among other errors)'
    return 'other (language constructs, arguments, values)'


def dedent(body):
    lines = body.strip('\n').split('\n')
    indents = [len(l) - len(l.lstrip()) for l in lines if l.strip()]
    cut = min(indents, default=0)
    return '\n'.join(l[cut:] for l in lines)


def probe(binary, site, name, is_view, timeout):
    """Asks the engine about one name with a tiny block; True if it does not reject the name."""
    body = f'{name} {{ Text("x") }}' if is_view else f'Text("x").{name}()'
    _, status, errors, names, standins = run_one((binary, site, 900000 + abs(hash(name)) % 90000,
                                                  body, timeout))
    # A name taken for the app's own (a stand-in, left out) is not supported, unless it is a
    # modifier of SwiftUI's that the bare call fits no form of (`.shadow()` is read as the
    # app's overload): read as a property, such a name is "a modifier: call it as `.x()`".
    if f'`{name}(' in standins or f'`.{name}(' in standins:
        if is_view:
            return False
        _, _, errors, _, _ = run_one((binary, site, 900000 + abs(hash(name + '.')) % 90000,
                                      f'Text("x").{name}', timeout))
        return any('is a modifier' in e for e in errors)
    return status == 'ok' or name not in names


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument('checkouts', nargs='+', help='directories holding Swift sources')
    ap.add_argument('--binary', default='/tmp/trellis-measure')
    ap.add_argument('--workers', type=int, default=2)
    ap.add_argument('--timeout', type=float, default=20)
    ap.add_argument('--report', default=os.path.join(os.path.dirname(__file__), 'report.md'))
    ap.add_argument('--json', default=os.path.join(os.path.dirname(__file__), 'report.json'))
    ap.add_argument('--top', type=int, default=40)
    ap.add_argument('--failures', help='also write each body that does not lay out (its file, '
                    'line and errors) to this file, to read the classes behind the figures')
    opts = ap.parse_args()
    opts.workers = max(1, min(2, opts.workers))

    site = tempfile.mkdtemp(prefix='trellis-corpus-')
    os.makedirs(os.path.join(site, 'content'))
    bodies = []  # (repo, file, line, body, swiftui_only, views, modifiers)
    per_repo = collections.Counter()
    for root in opts.checkouts:
        files = [os.path.join(d, f) for d, _, fs in os.walk(root) for f in fs
                 if f.endswith('.swift')]
        app_views, app_modifiers, app_funcs = app_names(files)
        repo = os.path.basename(os.path.normpath(root))
        for path in sorted(files):
            for line, body in extract_bodies(path):
                _, calls, modifiers = uses_in(body)
                foreign = [c for c in calls if c not in SWIFTUI_VIEWS and c not in VALUE_TYPES]
                own_modifiers = [m for m in modifiers if m in app_modifiers]
                only = not foreign and not own_modifiers
                views = [c for c in calls if c in SWIFTUI_VIEWS]
                modifiers = [m for m in modifiers
                             if m not in app_modifiers and m not in NOT_MODIFIERS]
                bodies.append((repo, os.path.relpath(path, root), line, body, only, views,
                               modifiers, [m for m in modifiers if m in app_funcs]))
                per_repo[repo] += 1

    jobs = [(opts.binary, site, i, b[3], opts.timeout) for i, b in enumerate(bodies)]
    results = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=opts.workers) as pool:
        for index, status, errors, names, standins in pool.map(run_one, jobs):
            results[index] = (status, errors, names, standins)

    view_uses = collections.Counter(v for b in bodies for v in b[5])
    mod_uses = collections.Counter(m for b in bodies for m in b[6])
    repos_using = collections.defaultdict(set)
    for b in bodies:
        for name in b[5] + b[6]:
            repos_using[name].add(b[0])
    failed_on = collections.Counter(n for r in results.values() for n in set(r[2]))
    unsupported = set(failed_on)
    # Names no body failed on are probed directly; a probe that rejects the name marks it
    # unsupported too (a body may stop reporting before it reaches a later name).
    probes = {}
    for name in sorted(set(view_uses) | set(mod_uses)):
        if name in unsupported:
            continue
        ok = probe(opts.binary, site, name, name in view_uses, opts.timeout)
        probes[name] = ok
        if not ok:
            unsupported.add(name)

    # A name the repo declares itself (`func type(`, a builder's `.closeOnTap(`) and the
    # engine rejects is the app's own method, not a SwiftUI modifier: its uses are left out.
    own = collections.Counter(m for b in bodies for m in b[7] if m in unsupported)
    for name, c in own.items():
        mod_uses[name] -= c
        if mod_uses[name] <= 0:
            del mod_uses[name]
    total = len(bodies)
    ok_all = sum(1 for r in results.values() if r[0] == 'ok')
    only_idx = [i for i, b in enumerate(bodies) if b[4]]
    ok_only = sum(1 for i in only_idx if results[i][0] == 'ok')
    # Of those, the bodies that needed no stand-in (read nothing the block does not define).
    ok_all_plain = sum(1 for r in results.values() if r[0] == 'ok' and not r[3])
    ok_only_plain = sum(1 for i in only_idx if results[i][0] == 'ok' and not results[i][3])
    uses_total = sum(view_uses.values()) + sum(mod_uses.values())
    uses_missing = sum(c for n, c in view_uses.items() if n in unsupported) + \
        sum(c for n, c in mod_uses.items() if n in unsupported)
    missing = sorted(((view_uses[n] + mod_uses[n], n, 'view' if n in view_uses else 'modifier',
                       failed_on[n]) for n in unsupported if view_uses[n] + mod_uses[n]),
                     reverse=True)
    first_errors = collections.Counter(
        re.sub(r'`[^`]*`', '`…`', r[1][0]) for r in results.values() if r[0] != 'ok')
    categories = collections.Counter()
    categories_only = collections.Counter()
    for i, (status, errors, names, _) in results.items():
        cat = categorise(status, errors, names)
        categories[cat] += 1
        if bodies[i][4]:
            categories_only[cat] += 1
    crashes = sum(1 for r in results.values() if r[1] and r[1][0].startswith(('crash', 'timeout')))

    def pct(a, b):
        return 100.0 * a / b if b else 0.0

    figures = {
        'bodies': total, 'bodies_ok': ok_all, 'bodies_ok_pct': round(pct(ok_all, total), 1),
        'swiftui_only_bodies': len(only_idx), 'swiftui_only_ok': ok_only,
        'swiftui_only_ok_pct': round(pct(ok_only, len(only_idx)), 1),
        'bodies_ok_without_standins': ok_all_plain, 'swiftui_only_ok_without_standins': ok_only_plain,
        'uses': uses_total, 'view_uses': sum(view_uses.values()),
        'modifier_uses': sum(mod_uses.values()), 'uses_supported': uses_total - uses_missing,
        'uses_supported_pct': round(pct(uses_total - uses_missing, uses_total), 1),
        'crashes_or_timeouts': crashes,
        'failure_categories': dict(categories.most_common()),
        'failure_categories_swiftui_only': dict(categories_only.most_common()), 'bodies_per_checkout': dict(per_repo),
    }
    print(json.dumps(figures, indent=1))
    if opts.failures:
        with open(opts.failures, 'w') as f:
            for i, (status, errors, _, _) in sorted(results.items()):
                if status != 'ok':
                    repo, path, line = bodies[i][:3]
                    f.write(f'{repo}/{path}:{line} (page b{i:05d}.md)\n')
                    f.write(''.join(f'    {e}\n' for e in errors))
    print('\nmissing names by uses:')
    for uses, name, kind, fails in missing[:opts.top]:
        print(f'  {uses:6d}  {name} ({kind}; {fails} bodies failed on it)')

    with open(opts.json, 'w') as f:
        json.dump({'figures': figures,
                   'missing': [{'name': n, 'kind': k, 'uses': u, 'bodies_failed_on': c}
                               for u, n, k, c in missing],
                   'view_uses': view_uses.most_common(), 'modifier_uses': mod_uses.most_common(),
                   'probes': probes,
                   'first_errors': first_errors.most_common(40)}, f, indent=1)
    with open(opts.report, 'w') as f:
        f.write('# SwiftUI corpus measurement (issue 13)\n\n')
        f.write('Produced by `bench/swiftui-corpus/measure.py`; see README.md for the corpus '
                '(repositories and commits) and the method.\n\n')
        f.write('| figure | value |\n|---|---|\n')
        f.write(f'| view bodies | {total} |\n')
        f.write(f'| bodies laying out unedited | {ok_all} ({figures["bodies_ok_pct"]}%) |\n')
        f.write(f'| of which with no stand-in for the app\'s values | {ok_all_plain} |\n')
        f.write(f'| SwiftUI-only bodies | {len(only_idx)} |\n')
        f.write(f'| SwiftUI-only bodies laying out unedited | {ok_only} '
                f'({figures["swiftui_only_ok_pct"]}%) |\n')
        f.write(f'| of which with no stand-in for the app\'s values | {ok_only_plain} |\n')
        f.write(f'| view + modifier uses | {uses_total} ({figures["view_uses"]} views, '
                f'{figures["modifier_uses"]} modifiers) |\n')
        f.write(f'| uses whose name is supported | {uses_total - uses_missing} '
                f'({figures["uses_supported_pct"]}%) |\n')
        only_app = categories_only['unknown names only (the app\'s properties, models, helpers)']
        f.write(f'| SwiftUI-only bodies failing only on the app\'s own names | {only_app} '
                f'({pct(only_app, len(only_idx)):.1f}%) |\n')
        f.write(f'| bodies that crashed or timed out | {crashes} |\n\n')
        f.write('## Why bodies fail (all errors of a body)\n\n| category | all bodies | '
                'SwiftUI-only bodies |\n|---|---:|---:|\n')
        for cat, c in categories.most_common():
            f.write(f'| {cat} | {c} | {categories_only[cat]} |\n')
        f.write('\n')
        f.write('Bodies per checkout: ' + ', '.join(f'{k} {v}' for k, v in per_repo.items())
                + '\n\n## Missing names, by uses\n\n"bodies failed on it" counts bodies whose '
                'errors name it; 0 means only the probe rejected it (the engine stops inside '
                'a view it rejects, so nested names are undercounted there).\n\n'
                '| uses | name | kind | repositories using it | bodies failed on it |\n'
                '|---:|---|---|---:|---:|\n')
        for uses, name, kind, fails in missing[:opts.top]:
            f.write(f'| {uses} | `{name}` | {kind} | {len(repos_using[name])} | {fails} |\n')
        f.write('\n## Most common first errors (names elided)\n\n| bodies | first error |\n'
                '|---:|---|\n')
        for msg, c in first_errors.most_common(25):
            cell = msg.replace('|', '\\|')
            f.write(f'| {c} | {cell} |\n')
    print(f'\nwrote {opts.report} and {opts.json}; pages in {site}')


if __name__ == '__main__':
    main()
