// ISA-L's igzip (Debian: libisal-dev): fast DEFLATE for the PNG encoder's `fast` preset.
#include <isa-l/igzip_lib.h>

/// The level-1 working buffer size igzip recommends (a macro Swift cannot import).
static const int listshot_isal_level1_buffer = ISAL_DEF_LVL1_DEFAULT;
