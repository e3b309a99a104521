// Drives srchilite::SourceHighlighter line by line and records each formatted run as a token.
#include "CSourceHighlight.h"

#include <srchilite/formatter.h>
#include <srchilite/formattermanager.h>
#include <srchilite/formatterparams.h>
#include <srchilite/langdefmanager.h>
#include <srchilite/regexrulefactory.h>
#include <srchilite/sourcehighlighter.h>

#include <cstdlib>
#include <cstring>
#include <exception>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <vector>

namespace {

struct Run {
    const char *element;
    size_t length;
};

/// Interned element names: pointers handed to Swift stay valid for the process.
const char *intern(const std::string &name) {
    static thread_local std::set<std::string> *names = new std::set<std::string>();
    return names->insert(name).first->c_str();
}

/// Records every string formatted as `element`.
class RecordingFormatter : public srchilite::Formatter {
public:
    RecordingFormatter(const char *element, std::vector<Run> *runs) : element(element), runs(runs) {}
    void format(const std::string &s, const srchilite::FormatterParams *) override {
        if (!s.empty()) runs->push_back(Run{element, s.size()});
    }
private:
    const char *element;
    std::vector<Run> *runs;
};

/// A highlighter for one language, with a formatter per element name it can produce.
struct LanguageHighlighter {
    std::vector<Run> runs;
    std::unique_ptr<srchilite::FormatterManager> formatters;
    std::unique_ptr<srchilite::SourceHighlighter> highlighter;
    srchilite::FormatterParams params;
};

/// The element names source-highlight's language files use; anything else is "normal".
const char *const knownElements[] = {
    "keyword", "type", "usertype", "classname", "string", "regexp", "specialchar", "comment", "number",
    "preproc", "symbol", "function", "cbracket", "todo", "code", "variable", "label", "property",
    "value", "url", "selector", "attribute", "oldfile", "newfile", "difflines", "linenum", "italics",
    "bold", "underline", "fixed", "argument", "predef_var", "predef_func", "section", "normal",
};

LanguageHighlighter *highlighterFor(const std::string &dataDirectory, const std::string &langFile) {
    static thread_local std::map<std::string, std::unique_ptr<LanguageHighlighter>> *cache =
        new std::map<std::string, std::unique_ptr<LanguageHighlighter>>();
    std::string key = dataDirectory + "\n" + langFile;
    auto found = cache->find(key);
    if (found != cache->end()) return found->second.get();

    static thread_local srchilite::RegexRuleFactory *ruleFactory = new srchilite::RegexRuleFactory();
    static thread_local srchilite::LangDefManager *manager = new srchilite::LangDefManager(ruleFactory);
    auto language = std::make_unique<LanguageHighlighter>();
    srchilite::HighlightStatePtr state;
    {
        // The language-definition parser (flex and bison) keeps global state.
        static std::mutex parserLock;
        std::lock_guard<std::mutex> guard(parserLock);
        state = manager->getHighlightState(dataDirectory, langFile);
    }
    language->formatters = std::make_unique<srchilite::FormatterManager>(
        srchilite::FormatterPtr(new RecordingFormatter(intern("normal"), &language->runs)));
    for (const char *name : knownElements) {
        language->formatters->addFormatter(name, srchilite::FormatterPtr(new RecordingFormatter(intern(name), &language->runs)));
    }
    language->highlighter = std::make_unique<srchilite::SourceHighlighter>(state);
    language->highlighter->setFormatterManager(language->formatters.get());
    language->highlighter->setFormatterParams(&language->params);
    language->highlighter->setOptimize(true);
    LanguageHighlighter *result = language.get();
    (*cache)[key] = std::move(language);
    return result;
}

char *copyMessage(const std::string &message) {
    char *copy = static_cast<char *>(std::malloc(message.size() + 1));
    if (copy) std::memcpy(copy, message.c_str(), message.size() + 1);
    return copy;
}

} // namespace

extern "C" int trellis_highlight(const char *dataDirectory, const char *langFile, const char *code, size_t length,
                                 TrellisHighlightToken **tokens, size_t *count, char **error) {
    *tokens = nullptr;
    *count = 0;
    *error = nullptr;
    try {
        LanguageHighlighter *language = highlighterFor(dataDirectory, langFile);
        // Every block starts in the language's main state.
        language->highlighter->setCurrentState(language->highlighter->getMainState());
        language->highlighter->clearStateStack();
        std::vector<TrellisHighlightToken> result;
        size_t lineStart = 0;
        while (lineStart < length) {
            const char *newline = static_cast<const char *>(std::memchr(code + lineStart, '\n', length - lineStart));
            size_t lineEnd = newline ? size_t(newline - code) : length;
            language->runs.clear();
            language->highlighter->highlightParagraph(std::string(code + lineStart, lineEnd - lineStart));
            size_t offset = lineStart;
            for (const Run &run : language->runs) {
                result.push_back(TrellisHighlightToken{run.element, offset, run.length});
                offset += run.length;
            }
            if (offset != lineEnd) {
                *error = copyMessage("source-highlight's runs do not cover the line");
                return -1;
            }
            lineStart = lineEnd + 1;
        }
        *count = result.size();
        if (!result.empty()) {
            *tokens = static_cast<TrellisHighlightToken *>(std::malloc(result.size() * sizeof(TrellisHighlightToken)));
            if (!*tokens) return -1;
            std::memcpy(*tokens, result.data(), result.size() * sizeof(TrellisHighlightToken));
        }
        return 0;
    } catch (const std::exception &exception) {
        *error = copyMessage(exception.what());
        return -1;
    } catch (...) {
        *error = copyMessage("source-highlight failed");
        return -1;
    }
}

extern "C" void trellis_highlight_free(void *pointer) { std::free(pointer); }
