// libspng (Debian: libspng-dev): PNG decoding for ListshotImage, encoding for pngbench's comparison.
#include <spng.h>
