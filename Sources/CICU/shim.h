#include <unicode/ubrk.h>
#include <unicode/utext.h>
#include <unicode/uchar.h>
