// Nettle (Debian: nettle-dev): SHA-256 with the x86 SHA extensions when the CPU has them
// (GLib's has none), for file digests and the environment fingerprint.
#include <nettle/sha2.h>
