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

# `View` among the conformances, before any `where` (`struct Menu<Content>: ToolbarContent
# where Content: View` is no view).
STRUCT_RE = re.compile(r'^[ \t]*(?:(?:public|private|fileprivate|internal)\s+)?struct\s+(\w+)\s*(?:<[^>{]*>)?\s*:\s*(?:(?!\bwhere\b)[^{])*?\bView\b[^{]*\{', re.M)


EXTENSION_RE = re.compile(r'^[ \t]*(?:(?:public|private|fileprivate|internal)\s+)?extension\s+([\w.]+)\s*[^{]*\{', re.M)


def structs(path):
    """Each `struct X: View` of the file, with the file's extensions of it (`extension X`,
    `extension Outer.X`) pasted after it, as an author pastes a view whose body or helpers
    an extension beside it declares."""
    try:
        src = open(path, encoding='utf-8', errors='replace').read()
    except OSError:
        return []
    blank = measure.blank_strings_and_comments(src)
    extensions = []
    for m in EXTENSION_RE.finditer(blank):
        end = measure.scan_to_close(src, m.end())
        if end > 0:
            text = src[m.start():end]
            if '.' in m.group(1):
                # `extension Settings.Section.Row`: the nested view is pasted at the top of the
                # page, so its extension names it as the page declares it (set AA, linearmouse).
                head = m.end() - m.start()
                text = text[:head].replace('extension ' + m.group(1), 'extension ' + m.group(1).split('.')[-1], 1) + text[head:]
            extensions.append((m.group(1).split('.')[-1], text))
    found = []
    for m in STRUCT_RE.finditer(blank):
        end = measure.scan_to_close(src, m.end())
        if end > 0:
            own = [text for name, text in extensions if name == m.group(1)]
            found.append((m.group(1), '\n'.join([src[m.start():end]] + own)))
    return found


# Values an author would pass in a page for a property of a simple type (`Name(title: "Sample")`).
SAMPLES = {
    'String': '"Sample"', 'Int': '3', 'Double': '0.5', 'CGFloat': '12', 'Float': '0.5', 'Bool': 'true',
    'Color': '.blue', '[String]': '["One", "Two", "Three"]', '[Int]': '[1, 2, 3]', '[Double]': '[0.2, 0.5, 0.8]',
    'Image': 'Image(systemName: "star")', 'Font': '.body', 'LocalizedStringKey': '"Sample"', 'Text': 'Text("Sample")',
    'UUID': 'UUID()', 'Date': 'Date()',
    # Foundation's and SwiftUI's own value types, as an author would write one.
    'LocalizedStringResource': '"Sample"', 'AttributedString': 'AttributedString("Sample")',
    'NSAttributedString': 'NSAttributedString(string: "Sample")', '[AttributedString]': '[AttributedString("Sample")]',
    'URL': 'URL(string: "https://example.com")!', 'TimeInterval': '60', 'Int64': '3', 'Int32': '3', 'UInt': '3',
    'CGSize': 'CGSize(width: 120, height: 80)', 'CGPoint': 'CGPoint(x: 10, y: 10)', 'CGRect': 'CGRect(x: 0, y: 0, width: 120, height: 80)',
    'ColorScheme': '.light', 'Edge': '.top', 'Edge.Set': '.all', 'Alignment': '.center', 'HorizontalAlignment': '.leading',
    'VerticalAlignment': '.center', 'Axis': '.horizontal', 'Axis.Set': '.horizontal', 'Angle': '.degrees(45)',
    'UnitPoint': '.center', 'EdgeInsets': 'EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)',
    'ContentMode': '.fit', 'TextAlignment': '.leading', 'Font.Weight': '.bold', 'ButtonRole': '.destructive',
    'AnyView': 'AnyView(Text("Sample"))', '[Color]': '[.red, .blue]', 'Set<String>': '["One", "Two"]',
    'ShapeStyle': 'Color.blue', 'AnyShapeStyle': 'AnyShapeStyle(Color.blue)', 'Gradient': 'Gradient(colors: [.red, .blue])',
    # Session 51 (sets BK, BO): SwiftUI's and the standard library's types the samples lacked.
    'LinearGradient': 'LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)',
    'ClosedRange<Double>': '0...10', 'ClosedRange<Int>': '1...5', 'Range<Int>': '0..<3', 'Character': '"A"',
    'DynamicTypeSize': '.large', 'Visibility': '.visible', '[CGFloat]': '[4, 8, 12]', 'Image.Scale': '.large',
    'Set<UUID>': '[UUID()]', '[String: Int]': '["One": 1]',
    # Session 52 (set BT's world clocks).
    'TimeZone': 'TimeZone(identifier: "Europe/Zurich")!', 'Locale': 'Locale(identifier: "en_US")', 'Calendar': 'Calendar.current',
}
# A wrapper may be qualified or generic (`@DecodableDefault.EmptyString`, `@Clamped<Int>`).
def stored_properties(line):
    """(wrapper, name, type) of each stored property a line declares without a value:
    `let title: String`, and each name of `let platform, handle: String` (whose names before
    the annotation take its type, as in Swift) or of `let x: Int, y: Int`."""
    m = PROPERTY_RE.match(line)
    if m and len(top_level_parts(m.group('type'))) == 1:
        # `var date: Date;`: a statement may end in a semicolon (set CH's project-sitnu).
        return [((m.group('wrapper') or '').strip(), m.group('name'), m.group('type').strip().rstrip(';').rstrip())]
    m = re.match(r'^(?P<wrapper>@\w+(?:\.\w+)*(?:<[^>]*>)?\s+)?(?:(?:private|fileprivate|internal|public)(?:\(set\))?\s+)*(?:let|var)\s+(?P<rest>.+)$', line)
    if not m or '=' in m.group('rest') or '{' in m.group('rest'):
        return []
    wrapper, found, waiting = (m.group('wrapper') or '').strip(), [], []
    for part in top_level_parts(m.group('rest')):
        name, colon, typ = part.partition(':')
        if not re.fullmatch(r'`?\w+`?', name.strip()):
            return []
        waiting.append(name.strip().strip('`'))
        if colon:
            found += [(wrapper, each, typ.strip().rstrip(';').rstrip()) for each in waiting]
            waiting = []
    return found if not waiting else []


PROPERTY_RE = re.compile(r'^(?P<wrapper>@\w+(?:\.\w+)*(?:<[^>]*>)?\s+)?(?:(?:private|fileprivate|internal|public)(?:\(set\))?\s+)*(?:let|var)\s+`?(?P<name>\w+)`?\s*:\s*(?P<type>[^={]+?)\s*$')


def top_level_parts(text, separator=','):
    """`text` split at `separator` where no bracket is open (`a: [Int], b: (Int) -> Void`)."""
    parts, depth, current = [], 0, ''
    for index, ch in enumerate(text):
        if ch in '([{<':
            depth += 1
        elif ch in ')]}' or (ch == '>' and text[index - 1:index] != '-'):
            depth -= 1
        if ch == separator and depth == 0:
            parts.append(current)
            current = ''
        else:
            current += ch
    return parts + ([current] if current.strip() else [])


def closing_paren(text):
    """The index of the bracket that closes the one `text` opens with (the arrow's `>` is no bracket)."""
    depth = 0
    for index, ch in enumerate(text):
        depth += ch in '([<'
        depth -= ch in ')]>' and text[index - 1:index] != '-'
        if depth == 0:
            return index
    return None


def closure_parameters(typ):
    """(how many parameters, result type) of a closure type `(A, B) -> R`, or None."""
    typ = typ.strip()
    if typ.startswith('(') and typ.endswith(')') and closing_paren(typ) == len(typ) - 1 and '->' in typ:
        # `((Item) -> Row)`, as an optional closure is written, or `(@escaping (Item) -> Row)`.
        typ = typ[1:-1].strip()
    if not typ.startswith('('):
        return None
    depth = 0
    for index, ch in enumerate(typ):
        depth += ch in '([<'
        depth -= ch in ')]>' and typ[index - 1:index] != '-'
        if depth == 0:
            # `(Item) async throws -> Void`: the effects come before the arrow.
            rest = re.sub(r'^(?:(?:async|throws|rethrows)\b\s*)+', '', typ[index + 1:].strip())
            if not rest.startswith('->'):
                return None
            inside = typ[1:index].strip()
            count = len(top_level_parts(inside)) if inside else 0
            return (count, rest[2:].strip()) if count else None
    return None


def written_inits(text, failable=True):
    """The parameter lists of the `init(...)`s a struct writes at its top level; without the
    failable ones (`init?(`) unless `failable`: they make an optional, which no property of
    the type itself takes. An init inside `#if ... #endif` is left out: it may exist only in
    a configuration the page is not (`#if targetEnvironment(simulator)`)."""
    code = measure.blank_strings_and_comments(text)
    lists, depth, conditional, index = [], 0, 0, code.index('{') + 1
    while index < len(code):
        ch = code[index]
        depth += {'{': 1, '}': -1}.get(ch, 0)
        if depth == 0 and ch == '#' and (index == 0 or code[index - 1] in ' \t\n'):
            if re.match(r'#if\b', code[index:index + 4]):
                conditional += 1
            elif re.match(r'#endif\b', code[index:index + 7]):
                conditional = max(0, conditional - 1)
        # `init(`, `init?(`, and a generic `init<S: StringProtocol>(`.
        # (Not `.init(` of a property's value: `@StateObject var model: Model = .init()`.)
        if depth == 0 and not conditional and re.match(r'init[?!]?\s*[(<]', code[index:index + 8]) and not re.match(r'[\w.]', code[index - 1]):
            start = code.index('(', index) + 1
            level, end = 1, start
            while end < len(code) and level:
                level += {'(': 1, ')': -1}.get(code[end], 0)
                end += 1
            if failable or code[index + 4] not in '?!':
                lists.append(text[start:end - 1])
            index = end
            continue
        index += 1
    return lists


DATA_TYPE_RE = re.compile(r'^[ \t]*(?:@\w+\s+)*(?:(?:public|private|fileprivate|internal|package|open|final|indirect|nonisolated)\s+)*(struct|enum|class)\s+(\w+)\s*(?::\s*([^{]*))?\{', re.M)
# The app's data types (structs and enums that are not views) of the repository being read, by
# name: (kind, declaration text). Filled per repository when --data-types is given.
DATA_TYPES = {}
# The data types the sample values of the view being made use, in the order first used.
NEEDED = []
# The view's type parameters that are no view, by name, with their constraint
# (`Data: RandomAccessCollection`), while it is made.
OPAQUE_GENERICS = {}
# The property types no sample could be made for, one per view given up on (for the tally).
UNMADE = []
# The app's type aliases (`typealias Specs = [String: Double]`) by name: (target, declaration).
ALIASES = {}
ALIAS_RE = re.compile(r'^[ \t]*(?:(?:public|private|fileprivate|internal)\s+)?typealias\s+(\w+)\s*=\s*([^\n]+)$', re.M)


def read_sources(files):
    """Each readable file's path, text, and text with strings and comments blanked."""
    for path in files:
        try:
            src = open(path, encoding='utf-8', errors='replace').read()
        except OSError:
            continue
        yield path, src, measure.blank_strings_and_comments(src)


def shared_folders(path, other):
    """How much of their folders two files share: the app a declaration nearest a view is in."""
    return len(os.path.commonpath([os.path.dirname(path), os.path.dirname(other)]))


def data_aliases(files):
    """The type aliases the files declare at file scope, by name: every one, with its file."""
    found = collections.defaultdict(list)
    for path, src, blank in read_sources(files):
        for m in ALIAS_RE.finditer(blank):
            if blank[:m.start()].count('{') == blank[:m.start()].count('}'):
                found[m.group(1)].append((path, m.group(2).strip(), src[m.start():m.end()].strip()))
    return found


def data_types(files):
    """The structs, enums and classes (its models) the files declare that are not views,
    layouts or shapes, by name:
    every declaration of a name, with its file (a repository of many small apps declares
    `Task` or `Item` in several of them)."""
    found = collections.defaultdict(list)
    for path, src, blank in read_sources(files):
        for m in DATA_TYPE_RE.finditer(blank):
            inherited = m.group(3) or ''
            if re.search(r'\b(View|Layout|Shape|ViewModifier|App|Scene|PreviewProvider)\b', inherited):
                continue
            end = measure.scan_to_close(src, m.end())
            if end > 0:
                # Whether it is declared at file scope: a view at file scope that names the type
                # means that one, as Swift's lookup finds it, not a type nested in another.
                top = blank[:m.start()].count('{') == blank[:m.start()].count('}')
                found[m.group(2)].append((path, m.group(1), src[m.start():end], top))
    return found


# A member an extension declares: `func name`, `var name`, `static let name`, `case name`.
MEMBER_RE = re.compile(r'\b(?:func|var|let|case)\s+(\w+)')


def data_extensions(files):
    """The extensions of types the files declare (`extension Session { var title: String }`),
    by the extended type's last name: every one, with its file and the members it declares."""
    found = collections.defaultdict(list)
    for path, src, blank in read_sources(files):
        for m in EXTENSION_RE.finditer(blank):
            end = measure.scan_to_close(src, m.end())
            if end <= 0:
                continue
            # Only the extension's own members (depth 1), not a method's locals.
            body, depth, members = blank[m.end():end], 1, set()
            for line in body.splitlines():
                if depth == 1:
                    members.update(MEMBER_RE.findall(line))
                depth += line.count('{') - line.count('}')
            found[m.group(1).split('.')[-1]].append((path, src[m.start():end], members))
    return found


def used_extensions(extensions, typ, path, code):
    """The extensions of the app's type `typ` that declare a member the view's code names
    (`.title`, `title(`), from the app nearest the view, and those the chosen ones read: what an
    author pastes beside the type so that the view reads its members."""
    candidates = extensions.get(typ, [])
    if not candidates:
        return []
    nearest = max(shared_folders(path, p) for p, _, _ in candidates)
    # And those whose members the chosen ones read (one extension's helper uses another's static).
    own = [(text, members) for p, text, members in candidates if shared_folders(path, p) == nearest]
    names = set(re.findall(r'\b\w+\b', measure.blank_strings_and_comments(code)))
    chosen = []
    while True:
        more = [(text, members) for text, members in own if (text, members) not in chosen and members & names]
        if not more:
            return [text for text, _ in chosen]
        chosen += more
        for text, _ in more:
            names |= set(re.findall(r'\b\w+\b', measure.blank_strings_and_comments(text)))


def nearest_types(types, path):
    """Of each name's declarations, the one in the folder nearest the view's file (its own app),
    and of those the one at file scope (a data type's declaration says whether it is; an
    alias's is always)."""
    return {name: max(declarations, key=lambda d: (shared_folders(path, d[0]), d[3] if len(d) > 3 else True))[1:3]
            for name, declarations in types.items()}


def first_plain_case(text):
    """The enum's own first case without associated values: a `case` line directly in its body,
    not one of a nested enum (`enum CodingKeys { case type }`) or of a `switch` in a method."""
    if '{' not in text:
        return None
    depth = 1
    for line in text[text.index('{') + 1:].splitlines():
        if depth == 1:
            m = re.match(r'\s*(?:indirect\s+)?case\s+(\w+)\s*(?:[,=]|$)', line)
            if m:
                return m.group(1)
        depth += line.count('{') - line.count('}')
    return None


def data_sample(typ, generics, depth):
    """A value of the app's data type `typ` as a page would write it: an enum's first case
    without associated values, a struct made through its init with samples; None if none."""
    if typ not in DATA_TYPES or depth > 3:
        return None
    kind, text = DATA_TYPES[typ]
    if kind == 'enum':
        name = first_plain_case(measure.blank_strings_and_comments(text))
        value = f'{typ}.{name}' if name else None
    elif kind == 'class':
        # A class has no memberwise initialiser: its written init with samples, else `init()`.
        value = init_call(typ, text, generics, depth + 1) if written_inits(text) else f'{typ}()'
    else:
        value = sample_call(typ, text, depth + 1)
    if value is not None and typ not in NEEDED:
        NEEDED.append(typ)
    return value


def sample_value(typ, generics, depth=0):
    """What a page would pass for a parameter or property of type `typ`; None for an app type
    (unless --data-types pastes the app's structs and enums, whose samples are then made)."""
    typ = re.sub(r'@\w+\s*', '', typ).strip()
    # `SwiftUI.ContentMode`: a type qualified by its module is the type.
    typ = re.sub(r'^(?:SwiftUI|Foundation|Swift)\.', '', typ)
    if (parameter := typ.strip('[]?')) in OPAQUE_GENERICS:
        constraint = OPAQUE_GENERICS[parameter]
        declared = DATA_TYPES.get(parameter)
        header = declared[1][:declared[1].find('{')] if declared else ''
        if not (constraint and re.search(r'\b' + re.escape(constraint) + r'\b', header)):
            return None
    if DATA_TYPES and typ in ALIASES and depth < 3:
        # The app's alias: a sample of what it names (its declaration is pasted with the types).
        return sample_value(ALIASES[typ][0], generics, depth + 1)
    if typ.startswith('[') and typ.endswith(']') and DATA_TYPES and typ not in SAMPLES:
        parts = top_level_parts(typ[1:-1], ':')
        if len(parts) == 2:
            # A dictionary (`[String: Double]`): one entry of samples.
            key, value = (sample_value(part.strip(), generics, depth) for part in parts)
            if key is not None and value is not None:
                return f'[{key}: {value}]'
    if typ.startswith('Set<') and typ.endswith('>') and DATA_TYPES and typ not in SAMPLES:
        # `Set<Int64>`: a set literal of one sample.
        element = sample_value(typ[4:-1], generics, depth)
        return None if element is None else f'[{element}]'
    # An array (`[Item]`, `[(date: Date, tokens: Int)]`, whose labels' colons are in parentheses).
    if typ.startswith('[') and typ.endswith(']') and len(top_level_parts(typ[1:-1], ':')) == 1 and DATA_TYPES:
        element = sample_value(typ[1:-1], generics, depth)
        if element is not None and typ not in SAMPLES:
            return f'[{element}]'
    if DATA_TYPES and typ in DATA_TYPES:
        return data_sample(typ, generics, depth)
    if typ.startswith('Binding<') and typ.endswith('>'):
        inner = sample_value(typ[8:-1], generics, depth)
        return None if inner is None else f'.constant({inner})'
    if typ.endswith('?'):
        return 'nil'
    if typ in generics:
        # A parameter of the view's content type is a view, not a closure (`leading: Leading`).
        return 'Text("Sample")'
    if '->' in typ:
        parameters = closure_parameters(typ)
        if parameters:
            result = parameters[1]
        else:
            # `() -> Void`, `(() -> Void)`, `() -> ()`: what follows the arrow, out of the
            # parentheses a whole closure type may be written in.
            whole = typ.strip()
            if whole.startswith('(') and closing_paren(whole) == len(whole) - 1:
                whole = whole[1:-1].strip()
            result = whole.split('->', 1)[-1].strip()
        # `((CGFloat) -> (Color))`: a result in parentheses is the type inside them.
        while result.startswith('(') and closing_paren(result) == len(result) - 1 and len(top_level_parts(result[1:-1])) == 1:
            result = result[1:-1].strip()
        head = f' {", ".join("_" * parameters[0])} in' if parameters else ''
        if result in generics or result in ('some View', 'AnyView'):
            return f'{{{head} Text("Sample") }}'
        # A closure that gives a value (`() -> [Item]`, `(Int) -> String`): one that gives a
        # sample of it, else an empty array; `{ }` is only an action's (`-> Void`). A value of
        # the app's (`() -> TrackNameAlert`, set BG's ATracks) is made as a property's would be,
        # or not at all: `{ }` there is code Swift refuses.
        if result in ('Void', '()'):
            return f'{{{head} }}'
        given = SAMPLES.get(result) or ('[]' if result.startswith('[') and result.endswith(']') else None)
        if given is None and depth < 3:
            given = sample_value(result, generics, depth + 1)
        return f'{{{head} {given} }}' if given else None
    if typ.startswith('(') and closing_paren(typ) == len(typ) - 1 and depth < 3:
        # A tuple (`(String, String)`, `(name: String, count: Int)`): one of samples, labelled as typed.
        elements = []
        for part in top_level_parts(typ[1:-1]):
            label, _, element = part.partition(':') if re.match(r'\s*\w+\s*:', part) else ('', '', part)
            value = sample_value(element.strip(), generics, depth + 1)
            if value is None:
                return None
            elements.append(f'{label.strip()}: {value}' if label else value)
        return f'({", ".join(elements)})' if len(elements) > 1 else None
    return SAMPLES.get(typ)


def init_call(name, text, generics, depth=0):
    """`Name(...)` through the first `init` the struct writes whose parameters all have samples
    (a written init replaces the memberwise one, as in Swift); None when none has."""
    for parameters in written_inits(text, failable=False):
        arguments = []
        for parameter in top_level_parts(parameters):
            # `@ViewBuilder content: () -> Content`: the attribute says how, not what, to pass.
            parameter = re.sub(r'^\s*(?:@\w+(?:\([^)]*\))?\s+)+', '', parameter)
            m = re.match(r'\s*(\w+)(?:\s+\w+)?\s*:\s*(.+)$', parameter, re.S)
            if not m:
                break
            label, rest = m.groups()
            typ, _, default = rest.partition('=')
            if default.strip():
                continue
            value = sample_value(typ, generics, depth)
            if value is None:
                UNMADE.append(typ.strip())
                break
            arguments.append(value if label == '_' else f'{label}: {value}')
        else:
            return f'{name}({", ".join(arguments)})'
    return None


def sample_call(name, text, depth=0):
    """The call `made_call` writes, with the type parameters of the view made around it kept."""
    outer = dict(OPAQUE_GENERICS)
    try:
        return made_call(name, text, depth)
    finally:
        OPAQUE_GENERICS.clear()
        OPAQUE_GENERICS.update(outer)


def made_call(name, text, depth=0):
    """`Name(a: ..., b: ...)` with a sample for every stored property without a value (or every
    parameter of a written `init`), or None when one of them is not of a simple type (an app
    model a page could not write)."""
    body = measure.blank_strings_and_comments(text)
    start = body.index('{') + 1
    header = re.search(r'struct\s+\w+\s*<([^>{]*)>', body[:start])
    # The view-content generics (`Content: View`, or `where Content: View`); `Data:
    # RandomAccessCollection` is no view, and neither is an unconstrained `Element`.
    where = re.search(r'\bwhere\b([^{]*)', body[:start])
    constrained = {c.split(':')[0].strip() for c in (where.group(1).split(',') if where else []) if 'View' in c.split(':', 1)[-1]}
    parameters = {g.split(':')[0].strip(): g.split(':', 1)[1].strip() if ':' in g else ''
                  for g in header.group(1).split(',')} if header else {}
    generics = {g.split(':')[0].strip() for g in header.group(1).split(',')
                if ('View' in g.split(':', 1)[1] if ':' in g else g.strip() in constrained)} if header else set()
    # The other type parameters (`Data: RandomAccessCollection`), with their constraints: an
    # app's type of the same name is a sample only where it conforms (MMM's `#Preview` enum
    # `SegmentType: MMMSegmentTypeProtocol`), not otherwise (podhaven's `private struct Data`).
    OPAQUE_GENERICS.clear()
    OPAQUE_GENERICS.update({name: constraint for name, constraint in parameters.items() if name not in generics})
    if written_inits(text):
        return init_call(name, text, generics, depth)
    # The struct's own enums (`enum PickerType { case sex, animal }` inside the view): a property
    # of that type takes one of their cases, which hide a top-level type of the same name.
    nested = {}
    for m in re.finditer(r'\benum\s+(\w+)[^{]*\{', body[start:]):
        end = measure.scan_to_close(body, start + m.end())
        case = first_plain_case(body[start + m.start():end]) if end > 0 else None
        if case:
            nested[m.group(1)] = f'{name}.{m.group(1)}.{case}'
    depth, line, arguments, attribute = 0, '', [], ''
    for ch in body[start:]:
        if ch == '{':
            # Kept on the line: `var more: Int { count - 3 }` is computed, no stored property.
            if depth == 0:
                line += ch
            depth += 1
        elif ch == '}':
            depth -= 1
            if depth < 0:
                break  # the struct's end: extensions pasted after it declare no stored property
        if ch == '\n':
            if depth == 0 and re.fullmatch(r'@\w+(?:\.\w+)*(?:\(.*\))?', line.strip()):
                # `@Query(sort: ...)` on a line of its own wraps the property on the next line,
                # read as if written on it (one with arguments is not an argument of the init).
                attribute, line = line.strip() + ' ', ''
                continue
            if depth == 0 and line.strip():
                line, attribute = attribute + line.strip(), ''
            if depth == 0:
                for wrapper, prop, typ in stored_properties(line.strip()):
                    # (A line matched here has no value: a `@State` or `@StateObject` without one
                    # is an argument of the memberwise init; the app provides the others.)
                    if wrapper in ('@Environment', '@EnvironmentObject', '@FocusState', '@Namespace', '@AccessibilityFocusState',
                                   '@Query', '@FetchRequest', '@SectionedFetchRequest'):
                        # Initialised by the wrapper's `init()` (SwiftData's `Query`, Core Data's
                        # `FetchRequest` have no `init(wrappedValue:)`): no argument of the init.
                        continue
                    if typ.startswith('Binding<') and typ.endswith('>'):
                        typ, wrapper = typ[8:-1], '@Binding'
                    if typ in nested:
                        arguments.append(f'{prop}: .constant({nested[typ]})' if wrapper == '@Binding' else f'{prop}: {nested[typ]}')
                        continue
                    if typ.endswith('?'):
                        # `Binding<Share?>` is a binding to an optional, not an optional binding.
                        arguments.append(f'{prop}: .constant(nil)' if wrapper == '@Binding' else f'{prop}: nil')
                    elif typ in generics and wrapper != '@ViewBuilder':
                        # `let content: Content`: the memberwise initialiser takes a view (Swift
                        # makes it take a closure only for a `@ViewBuilder` property).
                        arguments.append(f'{prop}: Text("Sample")')
                    elif typ in generics or typ.lstrip('(').startswith('() -> ') and typ.rstrip(')').split('-> ')[-1] in generics:
                        # A view-builder property: the content a page would write.
                        arguments.append(f'{prop}: {{ Text("Sample") }}')
                    elif (builder := closure_parameters(typ)) is not None and builder[1] in generics:
                        # A view-builder closure of parameters (`(Item) -> Content`): content that
                        # ignores them, as a page showing the view with sample content would write.
                        arguments.append(f'{prop}: {{ {", ".join("_" * builder[0])} in Text("Sample") }}')
                    elif typ.startswith('() -> ') or typ.startswith('(() -> '):
                        # An action (`{ }`), or a closure giving a value it can make (`sample_value`).
                        if (value := sample_value(typ, generics, depth)) is None:
                            UNMADE.append(typ)
                            return None
                        arguments.append(f'{prop}: {value}')
                    elif (action := closure_parameters(typ)) is not None and action[1] in ('Void', '()'):
                        # An action that takes values (`(Item) -> Void`): one that ignores them.
                        arguments.append(f'{prop}: {{ {", ".join("_" * action[0])} in }}')
                    elif typ in SAMPLES:
                        value = SAMPLES[typ]
                        arguments.append(f'{prop}: .constant({value})' if wrapper == '@Binding' else f'{prop}: {value}')
                    elif DATA_TYPES and (value := sample_value(typ, generics, depth)) is not None:
                        # The app's struct or enum (or an array of one), pasted beside the view.
                        arguments.append(f'{prop}: .constant({value})' if wrapper == '@Binding' else f'{prop}: {value}')
                    else:
                        UNMADE.append(typ)
                        return None
            line = ''
        elif depth == 0 and ch not in '{}':
            line += ch
    return f'{name}({", ".join(arguments)})'


def classify(code, stderr, name):
    if code == 0:
        return 'lays out'
    errors = measure.parse_errors(stderr)
    if not errors:
        return 'other (language constructs, arguments, values)'
    # A memberwise init missing a property, or a written init the call does not fit.
    if any(e.startswith(f'`{name}` needs `') or e.startswith(f'no `init` of `{name}` takes') for e in errors):
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
    ap.add_argument('--data-types', action='store_true',
                    help='also make the views that need the app\'s types with its structs and enums pasted '
                    'beside them (the data types the samples use), as the issue\'s proof asks')
    ap.add_argument('--failures', help='also write each view that does not lay out for a reason other '
                    'than the app\'s types (its file, name and errors) to this file')
    opts = ap.parse_args()
    failures = open(opts.failures, 'w') if opts.failures else None

    def note_failure(category, path, name, page, stderr):
        if failures and category not in ('lays out', 'app types') and not category.startswith('needs arguments'):
            failures.write(f'{path} {name} (page {os.path.basename(page)}): {category}\n')
            failures.write(''.join(f'    {e}\n' for e in measure.parse_errors(stderr)[:3]))
    site = tempfile.mkdtemp(prefix='trellis-views-')
    os.makedirs(os.path.join(site, 'content'))
    results = collections.Counter()
    given = collections.Counter()
    pasted = collections.Counter()
    unmade = collections.Counter()
    total = 0
    for root in opts.checkouts:
        files = [os.path.join(d, f) for d, _, fs in os.walk(root) for f in fs if f.endswith('.swift')]
        app_views, app_modifiers, _ = measure.app_names(files)
        repo_types = data_types(files) if opts.data_types else {}
        repo_extensions = data_extensions(files) if opts.data_types else {}
        repo_aliases = data_aliases(files) if opts.data_types else {}
        for path in sorted(files):
            for name, text in structs(path):
                _, calls, modifiers = measure.uses_in(text)
                if any(c in app_views and c != name for c in calls) or any(m in app_modifiers for m in modifiers):
                    continue
                total += 1
                page = os.path.join(site, 'content', f'v{total:05d}.md')
                fence = '`' * max(3, max((len(r) for r in re.findall(r'`+', text)), default=0) + 1)

                def lay_out(code, label=name):
                    """Writes `code` as the page's block, lays it out, notes a failure; its category."""
                    with open(page, 'w', encoding='utf-8') as f:
                        f.write(f'# {name}\n\n{fence}layout\n{code}\n{fence}\n')
                    p = subprocess.run([opts.binary, 'layout', page, '--width', '390'], capture_output=True, text=True,
                                       timeout=opts.timeout, cwd=site)
                    category = classify(p.returncode, p.stderr, name) if p.returncode >= 0 else 'crash'
                    note_failure(category, path, label, page, p.stderr)
                    return category
                try:
                    category = lay_out(measure.dedent(text))
                    results[category] += 1
                    if category.startswith('needs arguments'):
                        # As an author would: the view made with values of its properties' types.
                        call = sample_call(name, text)
                        if call is None:
                            given['app types'] += 1
                            if not repo_types:
                                continue
                            # With the app's data types the view's samples use, pasted before it.
                            chosen = nearest_types(repo_types, path)
                            DATA_TYPES.update(chosen)
                            ALIASES.update(nearest_types(repo_aliases, path))
                            NEEDED.clear()
                            call = sample_call(name, text)
                            DATA_TYPES.clear()
                            aliases = dict(ALIASES)
                            ALIASES.clear()
                            if call is None:
                                pasted['needs a closure, a generic or a value of the app\'s it cannot make'] += 1
                                unmade[UNMADE[-1] if UNMADE else '(a written init it cannot read)'] += 1
                                UNMADE.clear()
                                continue
                            declarations = '\n'.join(measure.dedent(chosen[t][1]) for t in NEEDED)
                            # With the extensions of those types whose members the view or the types read.
                            extended = [e for t in NEEDED for e in used_extensions(repo_extensions, t, path, text + declarations)]
                            declarations = '\n'.join([declarations] + [measure.dedent(e) for e in extended])
                            # And the app's type aliases they name (`typealias Specs = [String: Double]`).
                            named = [d for n, (_, d) in aliases.items() if re.search(r'\b' + n + r'\b', text + declarations)]
                            declarations = '\n'.join(named + [declarations])
                            pasted[lay_out(f'{declarations}\n{measure.dedent(text)}\n{call}', name + ' (with data types)')] += 1
                            continue
                        given[lay_out(f'{measure.dedent(text)}\n{call}')] += 1
                except subprocess.TimeoutExpired:
                    results['timeout'] += 1
    print(f'View structs naming no app view or modifier: {total}')
    for category, count in results.most_common():
        print(f'{count:6}  {100 * count / max(total, 1):5.1f}%  {category}')
    needing = sum(given.values())
    print(f'\nOf the {needing} that need arguments, made with sample values of their properties\' types '
          '(strings, numbers, colours, arrays of them; not app models):')
    for category, count in given.most_common():
        print(f'{count:6}  {100 * count / max(needing, 1):5.1f}%  {category}')
    if opts.data_types:
        total_pasted = sum(pasted.values())
        print(f'\nOf the {total_pasted} that need the app\'s types, made with its structs and enums pasted beside them '
              '(each sample through the type\'s init, an enum\'s first case):')
        for category, count in pasted.most_common():
            print(f'{count:6}  {100 * count / max(total_pasted, 1):5.1f}%  {category}')
        print('\nThe property types it has no sample for, by views given up on (the first such property of each):')
        for typ, count in unmade.most_common(15):
            print(f'{count:6}  {typ}')


if __name__ == '__main__':
    main()
