// zlib (Debian: zlib1g-dev): the PNG encoder's parallel, pigz-style fast path.
#include <zlib.h>
