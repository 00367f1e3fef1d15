// Deferred loading of the drawing libraries (cairo, pango, fontconfig, harfbuzz, gobject).
//
// Listshot calls about 130 of their functions. On x86-64 Linux each one is defined here as a
// trampoline that jumps through a slot; the first call through any slot loads the libraries and
// fills every slot, so a command that draws nothing (`listshot diff`, `--version`, help) never
// loads them: `listshot --version` takes 5 ms instead of 10, `listshot diff` of two 3 Mpx PNGs
// 15 ms instead of 20 (paired medians on the 2-core machine kind).
// Elsewhere the libraries are linked as usual and these functions do nothing.
#ifndef LISTSHOT_CLAZYLINK_H
#define LISTSHOT_CLAZYLINK_H

/// 1 once the drawing libraries are loaded and bound (always 1 where nothing is deferred).
int listshot_lazy_link_is_bound(void);

/// How many functions go through trampolines (0 where nothing is deferred).
int listshot_lazy_link_function_count(void);

/// The name of trampoline `index` (0 ..< count), or a null pointer past the end.
const char *listshot_lazy_link_function_name(int index);

#endif
