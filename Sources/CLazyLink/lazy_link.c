// Trampolines for the drawing libraries' functions: see CLazyLink.h.
//
// For each function F in lazy_symbols.h:
//   F:                    jmp *listshot_lazy_slot_F(%rip)
//   listshot_lazy_entry_F: lea listshot_lazy_slot_F(%rip), %r11; jmp listshot_lazy_common
// The slot first holds the entry's address. listshot_lazy_common saves every argument register
// (integer, vector, and %al for variadic calls), binds all slots once, restores the registers and
// jumps to the bound function with the caller's stack untouched, as if it had been called.
// All symbols are hidden: the executable does not export them, so the libraries' calls among
// themselves never come back through here.
#include "CLazyLink.h"

#if defined(__x86_64__) && defined(__linux__)

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

enum { CAIRO, PANGO, PANGOCAIRO, PANGOFT2, FONTCONFIG, HARFBUZZ, GOBJECT, LIBRARY_COUNT };

/// Debian's sonames (ABI-stable); the Debian package that ships each, for the error message.
static const char *const libraries[LIBRARY_COUNT][2] = {
    [CAIRO] = {"libcairo.so.2", "libcairo2"},
    [PANGO] = {"libpango-1.0.so.0", "libpango-1.0-0"},
    [PANGOCAIRO] = {"libpangocairo-1.0.so.0", "libpangocairo-1.0-0"},
    [PANGOFT2] = {"libpangoft2-1.0.so.0", "libpangoft2-1.0-0"},
    [FONTCONFIG] = {"libfontconfig.so.1", "libfontconfig1"},
    [HARFBUZZ] = {"libharfbuzz.so.0", "libharfbuzz0b"},
    [GOBJECT] = {"libgobject-2.0.so.0", "libglib2.0-0"},
};

#define LISTSHOT_LAZY(library, name)                                                              \
    extern char listshot_lazy_entry_##name[] __attribute__((visibility("hidden")));               \
    __attribute__((visibility("hidden"))) void *listshot_lazy_slot_##name = listshot_lazy_entry_##name; \
    __asm__(".text\n"                                                                             \
            ".globl " #name "\n"                                                                  \
            ".hidden " #name "\n"                                                                 \
            ".type " #name ", @function\n"                                                        \
            #name ":\n"                                                                           \
            "    jmp *listshot_lazy_slot_" #name "(%rip)\n"                                       \
            ".size " #name ", . - " #name "\n"                                                    \
            ".globl listshot_lazy_entry_" #name "\n"                                              \
            ".hidden listshot_lazy_entry_" #name "\n"                                             \
            "listshot_lazy_entry_" #name ":\n"                                                    \
            "    lea listshot_lazy_slot_" #name "(%rip), %r11\n"                                  \
            "    jmp listshot_lazy_common\n");
#include "lazy_symbols.h"
#undef LISTSHOT_LAZY

struct function {
    const char *name;
    int library;
    void **slot;
};

#define LISTSHOT_LAZY(library, name) {#name, library, &listshot_lazy_slot_##name},
static const struct function functions[] = {
#include "lazy_symbols.h"
};
#undef LISTSHOT_LAZY

enum { FUNCTION_COUNT = sizeof functions / sizeof functions[0] };

static pthread_once_t once = PTHREAD_ONCE_INIT;
static atomic_int bound;

/// Loads the libraries and fills every slot; a missing library or function ends the process
/// with one message that names it and the package to install.
static void bind_all(void) {
    void *handles[LIBRARY_COUNT];
    for (int index = 0; index < LIBRARY_COUNT; index++) {
        handles[index] = dlopen(libraries[index][0], RTLD_LAZY | RTLD_GLOBAL);
        if (!handles[index]) {
            const char *reason = dlerror();
            fprintf(stderr, "error: cannot load %s (%s). Install the system packages in the README "
                            "(Debian: apt-get install %s), then run listshot again.\n",
                    libraries[index][0], reason ? reason : "not found", libraries[index][1]);
            exit(2);
        }
    }
    for (int index = 0; index < FUNCTION_COUNT; index++) {
        void *address = dlsym(handles[functions[index].library], functions[index].name);
        if (!address) {
            fprintf(stderr, "error: %s has no function %s: the installed version is older than "
                            "Listshot needs. Upgrade the system packages in the README.\n",
                    libraries[functions[index].library][0], functions[index].name);
            exit(2);
        }
        __atomic_store_n(functions[index].slot, address, __ATOMIC_RELEASE);
    }
    atomic_store(&bound, 1);
}

/// Called by listshot_lazy_common with the argument registers saved.
__attribute__((visibility("hidden"))) void listshot_lazy_bind(void) {
    pthread_once(&once, bind_all);
}

// The stack on entry holds the caller's return address (%rsp ≡ 8 mod 16); after %rbp and eight
// registers it is 16-byte aligned again, and stays so after the 128 bytes for %xmm0–7.
__asm__(".text\n"
        ".hidden listshot_lazy_common\n"
        "listshot_lazy_common:\n"
        "    push %rbp\n"
        "    mov %rsp, %rbp\n"
        "    push %rdi\n"
        "    push %rsi\n"
        "    push %rdx\n"
        "    push %rcx\n"
        "    push %r8\n"
        "    push %r9\n"
        "    push %rax\n"
        "    push %r11\n"
        "    sub $128, %rsp\n"
        "    movdqu %xmm0, 0(%rsp)\n"
        "    movdqu %xmm1, 16(%rsp)\n"
        "    movdqu %xmm2, 32(%rsp)\n"
        "    movdqu %xmm3, 48(%rsp)\n"
        "    movdqu %xmm4, 64(%rsp)\n"
        "    movdqu %xmm5, 80(%rsp)\n"
        "    movdqu %xmm6, 96(%rsp)\n"
        "    movdqu %xmm7, 112(%rsp)\n"
        "    call listshot_lazy_bind\n"
        "    movdqu 0(%rsp), %xmm0\n"
        "    movdqu 16(%rsp), %xmm1\n"
        "    movdqu 32(%rsp), %xmm2\n"
        "    movdqu 48(%rsp), %xmm3\n"
        "    movdqu 64(%rsp), %xmm4\n"
        "    movdqu 80(%rsp), %xmm5\n"
        "    movdqu 96(%rsp), %xmm6\n"
        "    movdqu 112(%rsp), %xmm7\n"
        "    add $128, %rsp\n"
        "    pop %r11\n"
        "    pop %rax\n"
        "    pop %r9\n"
        "    pop %r8\n"
        "    pop %rcx\n"
        "    pop %rdx\n"
        "    pop %rsi\n"
        "    pop %rdi\n"
        "    pop %rbp\n"
        "    jmp *(%r11)\n");

int listshot_lazy_link_is_bound(void) { return atomic_load(&bound); }

int listshot_lazy_link_function_count(void) { return FUNCTION_COUNT; }

const char *listshot_lazy_link_function_name(int index) {
    return index >= 0 && index < FUNCTION_COUNT ? functions[index].name : NULL;
}

#else

int listshot_lazy_link_is_bound(void) { return 1; }

int listshot_lazy_link_function_count(void) { return 0; }

const char *listshot_lazy_link_function_name(int index) {
    (void)index;
    return 0;
}

#endif
