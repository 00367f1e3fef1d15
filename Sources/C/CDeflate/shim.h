// libdeflate (Debian: libdeflate-dev): zlib-stream compression and CRC-32 for the PNG encoder.
#include <libdeflate.h>
