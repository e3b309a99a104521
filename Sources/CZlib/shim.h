// zlib, for the search index's gzip-compressed shards.
#include <zlib.h>
