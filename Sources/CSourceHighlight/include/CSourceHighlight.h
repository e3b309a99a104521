// A C interface over GNU source-highlight's C++ library, so Swift sees plain C.
#ifndef TRELLIS_CSOURCEHIGHLIGHT_H
#define TRELLIS_CSOURCEHIGHLIGHT_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One classified run of the input: `element` is source-highlight's element name
/// ("keyword", "string", "comment", ..., "normal"), `start` and `length` are UTF-8 byte
/// offsets into the code passed in. Line breaks between lines are not covered.
typedef struct TrellisHighlightToken {
    const char *element;
    size_t start;
    size_t length;
} TrellisHighlightToken;

/// Classifies `code` with the language definition `langFile` (a `.lang` file name) found in
/// `dataDirectory`. On success returns 0 and sets `*tokens` (free with
/// `trellis_highlight_free`) and `*count`; element names live as long as the process. On
/// failure returns -1 and sets `*error` to a message (free with `trellis_highlight_free`).
/// Thread-safe: each thread keeps its own highlighters.
int trellis_highlight(const char *dataDirectory, const char *langFile, const char *code, size_t length,
                      TrellisHighlightToken **tokens, size_t *count, char **error);

void trellis_highlight_free(void *pointer);

#ifdef __cplusplus
}
#endif

#endif
