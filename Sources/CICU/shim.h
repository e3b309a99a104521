// The few ICU calls TrellisText needs, under stable names and plain C types.
//
// ICU's own headers cannot be imported: Swift's Foundation ships a private copy of ICU
// whose types (UErrorCode, UProperty...) clash with the system's in the same module. So
// only uvernum.h is included (macros, no types) to spell the versioned entry points
// (ubrk_open -> ubrk_open_72), which are declared here with C types of the same ABI.
#include <stdint.h>
#include <unicode/uvernum.h>

typedef struct TrellisUBreakIterator TrellisUBreakIterator;

TrellisUBreakIterator *U_ICU_ENTRY_POINT_RENAME(ubrk_open)(int32_t type, const char *locale, const uint16_t *text, int32_t length, int32_t *status);
TrellisUBreakIterator *U_ICU_ENTRY_POINT_RENAME(ubrk_clone)(const TrellisUBreakIterator *iterator, int32_t *status);
void U_ICU_ENTRY_POINT_RENAME(ubrk_setText)(TrellisUBreakIterator *iterator, const uint16_t *text, int32_t length, int32_t *status);
int32_t U_ICU_ENTRY_POINT_RENAME(ubrk_first)(TrellisUBreakIterator *iterator);
int32_t U_ICU_ENTRY_POINT_RENAME(ubrk_next)(TrellisUBreakIterator *iterator);
void U_ICU_ENTRY_POINT_RENAME(ubrk_close)(TrellisUBreakIterator *iterator);
int8_t U_ICU_ENTRY_POINT_RENAME(u_hasBinaryProperty)(int32_t c, int32_t property);

/// UBRK_LINE in ubrk.h.
static const int32_t TRELLIS_UBRK_LINE = 2;
/// UCHAR_DEFAULT_IGNORABLE_CODE_POINT in uchar.h.
static const int32_t TRELLIS_UCHAR_DEFAULT_IGNORABLE_CODE_POINT = 5;

static inline TrellisUBreakIterator *trellis_ubrk_open_line(const char *locale, int32_t *status) {
    return U_ICU_ENTRY_POINT_RENAME(ubrk_open)(TRELLIS_UBRK_LINE, locale, 0, 0, status);
}
static inline TrellisUBreakIterator *trellis_ubrk_clone(const TrellisUBreakIterator *iterator, int32_t *status) {
    return U_ICU_ENTRY_POINT_RENAME(ubrk_clone)(iterator, status);
}
static inline void trellis_ubrk_set_text(TrellisUBreakIterator *iterator, const uint16_t *text, int32_t length, int32_t *status) {
    U_ICU_ENTRY_POINT_RENAME(ubrk_setText)(iterator, text, length, status);
}
static inline int32_t trellis_ubrk_first(TrellisUBreakIterator *iterator) { return U_ICU_ENTRY_POINT_RENAME(ubrk_first)(iterator); }
static inline int32_t trellis_ubrk_next(TrellisUBreakIterator *iterator) { return U_ICU_ENTRY_POINT_RENAME(ubrk_next)(iterator); }
static inline void trellis_ubrk_close(TrellisUBreakIterator *iterator) { U_ICU_ENTRY_POINT_RENAME(ubrk_close)(iterator); }
static inline int trellis_u_is_default_ignorable(int32_t c) {
    return U_ICU_ENTRY_POINT_RENAME(u_hasBinaryProperty)(c, TRELLIS_UCHAR_DEFAULT_IGNORABLE_CODE_POINT) != 0;
}
/// U_FAILURE: error codes above zero are failures, below zero warnings.
static inline int trellis_u_failure(int32_t status) { return status > 0; }
