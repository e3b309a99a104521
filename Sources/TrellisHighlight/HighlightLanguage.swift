// Which highlighter reads a fence's language name.

/// A language the build highlights, found from a fence's first word (```` ```ts ````).
public enum HighlightLanguage: Hashable, Sendable {
    /// Swift, classified by swift-syntax.
    case swift
    /// Anything GNU source-highlight reads, by its `.lang` definition file.
    case sourceHighlight(langFile: String)

    /// The language for a fence name, case-insensitively; nil for names nobody highlights
    /// (the block is shown plain).
    public init?(fenceName: String) {
        let name = fenceName.lowercased()
        if name == "swift" {
            self = .swift
            return
        }
        guard let langFile = Self.langFiles[name] else { return nil }
        self = .sourceHighlight(langFile: langFile)
    }

    /// The fence names documentation uses, with their usual aliases (GitHub's linguist names).
    static let langFiles: [String: String] = {
        let groups: [String: [String]] = [
            "trellis-sh.lang": ["sh", "bash", "shell", "console", "shell-session", "shellsession", "ksh", "terminal", "zsh"],
            "json.lang": ["json", "jsonc", "json5", "geojson"],
            "yaml.lang": ["yaml", "yml"],
            "toml.lang": ["toml"],
            "html.lang": ["html", "htm", "xhtml"],
            "xml.lang": ["xml", "svg", "plist", "xsd", "xsl"],
            "css.lang": ["css", "scss", "less"],
            "trellis-javascript.lang": ["javascript", "js", "jsx", "mjs", "cjs", "node"],
            "typescript.lang": ["typescript", "ts", "tsx", "mts", "cts"],
            "python.lang": ["python", "py", "python3", "py3", "pycon"],
            "rust.lang": ["rust", "rs"],
            "go.lang": ["go", "golang"],
            "c.lang": ["c", "h"],
            "cpp.lang": ["cpp", "c++", "cc", "cxx", "hpp", "hh", "hxx", "objc", "objective-c", "objectivec", "cuda"],
            "java.lang": ["java"],
            "kotlin.lang": ["kotlin", "kt", "kts"],
            "ruby.lang": ["ruby", "rb", "gemfile", "podfile"],
            "sql.lang": ["sql", "mysql", "postgresql", "postgres", "psql", "sqlite", "plsql"],
            "trellis-diff.lang": ["diff", "patch", "udiff"],
            "dockerfile.lang": ["dockerfile", "docker", "containerfile"],
            "markdown.lang": ["markdown", "md", "mdown"],
            "csharp.lang": ["csharp", "cs", "c#"],
            "php.lang": ["php"],
            "perl.lang": ["perl", "pl"],
            "lua.lang": ["lua"],
            "scala.lang": ["scala"],
            "haskell.lang": ["haskell", "hs"],
            "makefile.lang": ["makefile", "make", "mk"],
            "desktop.lang": ["ini", "cfg", "desktop", "editorconfig", "gitconfig"],
            "properties.lang": ["properties"],
            "latex.lang": ["latex", "tex"],
            "proto.lang": ["protobuf", "proto"],
            "erlang.lang": ["erlang", "erl"],
            "lisp.lang": ["lisp", "elisp", "emacs-lisp"],
            "scheme.lang": ["scheme", "racket"],
            "r.lang": ["r"],
            "bat.lang": ["bat", "batch", "cmd"],
            "vala.lang": ["vala"],
            "groovy.lang": ["groovy", "gradle"],
            "d.lang": ["d"],
            "tcl.lang": ["tcl"],
            "awk.lang": ["awk"],
            "vim.lang": ["vim", "viml", "vimscript"],
        ]
        var names: [String: String] = [:]
        for (file, aliases) in groups {
            for alias in aliases { names[alias] = file }
        }
        return names
    }()
}
