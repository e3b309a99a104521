// Language definitions source-highlight does not ship, in its `.lang` language.

extension SourceHighlightLibrary {
    /// File name -> contents, written into the data folder beside the system's definitions.
    /// Each starts from the grammar of its language's reference (YAML 1.2, TOML 1.0, the
    /// Dockerfile reference, CommonMark) and covers what documentation shows, not every corner.
    static let extraDefinitions: [String: String] = [
        "dockerfile.lang": #"""
# Dockerfile for Trellis (source-highlight ships none)
comment start '^[[:blank:]]*#'
keyword = '^[[:blank:]]*(?:FROM|RUN|CMD|LABEL|MAINTAINER|EXPOSE|ENV|ADD|COPY|ENTRYPOINT|VOLUME|USER|WORKDIR|ARG|ONBUILD|STOPSIGNAL|HEALTHCHECK|SHELL|from|run|cmd|label|expose|env|add|copy|entrypoint|volume|user|workdir|arg)\>'
keyword = "AS|as"
variable = '\$\{[^}]*\}|\$[[:alpha:]_][[:alnum:]_]*'
(normal,argument) = `([[:blank:]])(--[[:alnum:]-]+(?:=[^[:blank:]]*)?)`
string delim "\"" "\"" escape "\\"
string delim "'" "'"
symbol = '&&|\|\||[|=,\\]|\[|\]'
"""#,
        "trellis-sh.lang": #"""
# Shell for Trellis: sh.lang's classes with a few cheap rules. source-highlight retries every
# rule after each token, so the rules set the cost, and documentation is full of commands
# (sh.lang takes 100-300 us for a one-line tldr command, this 2-15 us).
comment = '^#.*'
(normal,comment) = `([[:blank:]])(#.*)`
string delim "\"" "\"" escape "\\"
string delim "'" "'"
variable = '\$(?:\{[^}]*\}|[[:alpha:]_][[:word:]]*|[^[:blank:][:alnum:]])'
keyword = "if|then|else|elif|fi|for|while|until|do|done|case|esac|in|function|select|export|local|readonly|return|exit|sudo"
symbol = '&&|\|\||[|;&<>]'
# The command a line starts with, and its options (-x, --long).
function = '^[[:alpha:]_][[:alnum:]_.-]*'
(normal,property) = `([[:blank:]])(--?[[:alnum:]][[:alnum:]-]*)`
"""#,
        "trellis-diff.lang": #"""
# Unified diffs for Trellis: diff.lang wants a `---` header first; documentation often shows
# hunks alone, so every rule applies on every line.
difflines start '^(?:diff|index|similarity|rename|new file|deleted file) '
oldfile start '^-'
newfile start '^\+'
difflines start '^@@'
"""#,
        "kotlin.lang": #"""
# Kotlin for Trellis (source-highlight ships none), shaped like scala.lang
preproc = "import","package"
include "c_comment.lang"
string delim "\"\"\"" "\"\"\"" multiline
include "c_string.lang"
include "number.lang"
attribute = '@[[:alpha:]_][[:alnum:]_]*'
(keyword,normal,classname) = `(\<(?:class|interface|object))([[:blank:]]+)([[:alnum:]_]+)`
keyword = "abstract|actual|annotation|as|break|by|catch|class|companion|const|constructor|continue",
          "crossinline|data|do|else|enum|expect|external|false|final|finally|for|fun|get|if|in|infix",
          "init|inline|inner|interface|internal|is|lateinit|noinline|null|object|open|operator|out",
          "override|private|protected|public|reified|return|sealed|set|super|suspend|tailrec|this",
          "throw|true|try|typealias|val|var|vararg|when|where|while|it"
type = "Int|Long|Short|Byte|Float|Double|Boolean|Char|String|Unit|Any|Nothing|List|Map|Set|Array|MutableList|MutableMap"
include "symbols.lang"
cbracket = "{|}"
include "function.lang"
"""#,
        "markdown.lang": #"""
# Markdown for Trellis (source-highlight ships none)
comment delim "<!--" "-->" multiline
code delim "```" "```" multiline
code delim "~~~" "~~~" multiline
section = '^#{1,6}([[:blank:]].*)?$'
section = '^(?:=+|-+)[[:blank:]]*$'
code = '`[^`]+`'
bold = '\*\*[^*]+\*\*|__[^_]+__'
italics = '\*[^*[:blank:]][^*]*\*'
(normal,url) = `(\[[^\]]*\])(\([^)]*\)|\[[^\]]*\])`
url = '<[[:alpha:]]+://[^>]*>'
symbol = '^[[:blank:]]*(?:[-*+]|[[:digit:]]+[.)])(?=[[:blank:]])'
symbol = '^[[:blank:]]*>'
"""#,
        "toml.lang": #"""
# TOML for Trellis (source-highlight ships none)
comment start "#"
type = '^[[:blank:]]*\[\[?[^\]]+\]\]?'
(property,normal,symbol) = `(^[[:blank:]]*[[:alnum:]_."-]+(?:[[:blank:]]*\.[[:blank:]]*[[:alnum:]_"-]+)*)([[:blank:]]*)(=)`
string delim "\"\"\"" "\"\"\"" escape "\\" multiline
string delim "'''" "'''" multiline
string delim "\"" "\"" escape "\\"
string delim "'" "'"
keyword = "true|false|inf|nan"
number = '\<[[:digit:]]{4}-[[:digit:]]{2}-[[:digit:]]{2}(?:[Tt ][[:digit:]:.]+(?:Z|[+-][[:digit:]:]+)?)?'
include "number.lang"
symbol = "[","]","{","}",",","="
"""#,
        "trellis-javascript.lang": #"""
# JavaScript for Trellis: javascript.lang plus the keywords it predates and template literals
keyword = "async|await|let|of|yield|import|from|static|get|set|undefined"
string delim "`" "`" escape "\\" multiline
include "javascript.lang"
"""#,
        "typescript.lang": #"""
# TypeScript for Trellis (source-highlight ships none): JavaScript plus types
keyword = "type|interface|declare|namespace|module|readonly|keyof|as|is|infer|satisfies|unique|enum|abstract|implements|private|protected|public|override"
type = "string|number|boolean|any|void|never|unknown|object|symbol|bigint"
include "trellis-javascript.lang"
"""#,
        "yaml.lang": #"""
# YAML for Trellis (source-highlight ships none)
comment start "#"
preproc = '^(---|\.\.\.)[[:blank:]]*$'
(normal,property,symbol) = `(^[[:blank:]]*(?:-[[:blank:]]+)*)([^[:blank:]#:'"\[\]{},][^#:]*?|"[^"]*"|'[^']*')([[:blank:]]*:(?=[[:blank:]]|$))`
string delim "\"" "\"" escape "\\"
string delim "'" "'"
variable = '[&*][[:alnum:]_-]+'
keyword = "true|false|null|yes|no|on|off|True|False|Null|TRUE|FALSE|NULL"
include "number.lang"
symbol = '[-|>?,]|\[|\]|\{|\}'
"""#,
    ]
}
