// Snowball's libstemmer, for the search index's English stems.
#include <libstemmer.h>
