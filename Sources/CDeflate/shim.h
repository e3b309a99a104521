// libdeflate, for the search index's gzip shards and page chunks.
#include <libdeflate.h>
