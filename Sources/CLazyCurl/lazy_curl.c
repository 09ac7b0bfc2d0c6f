// Definitions of the 23 libcurl functions FoundationNetworking's URLSession calls
// (`nm -u lib_CFURLSessionInterface.a | grep curl_`). The executable defines them, so linking with
// `--as-needed` leaves libcurl out of its NEEDED list; the first call loads libcurl.so.4 with dlopen
// (once, under pthread_once) and every call goes to the real function from then on.
//
// The prototypes are written out rather than taken from <curl/curl.h>, so that building needs no
// curl headers: every handle is a pointer, every enum an int, as in the C ABI of libcurl 7 and 8.
// Three functions are variadic (curl_easy_setopt, curl_easy_getinfo, curl_multi_setopt); each
// takes exactly one argument after the option (a long, a pointer or a curl_off_t), which the
// x86_64 and aarch64 calling conventions pass in one integer register, so one pointer-sized
// argument is read and passed on.
//
// Five of them do a little more on the way (body_batching.c): a handle's body is handed to
// FoundationNetworking in one piece per turn of libcurl instead of one per 16 KiB.
#define _GNU_SOURCE
#include "CLazyCurl.h"
#include "body_batching.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

#if !defined(__x86_64__) && !defined(__aarch64__)
#error "CLazyCurl forwards variadic calls as one register-sized argument: x86_64 and aarch64 only"
#endif

/// The terminal restore of the CNcurses target, when it is linked: called before the process
/// ends for want of libcurl, so the message below is not drawn on (and lost with) the full screen.
extern void cn_emergency_restore(void) __attribute__((weak));

#ifndef LAZY_CURL_LIBRARY
#define LAZY_CURL_LIBRARY "libcurl.so.4"
#endif

/// Every function, in one list: return type, name, parameters, and the arguments passed on.
#define LAZY_CURL_FIXED(X)                                                                          \
    LAZY_CURL_FORWARDED(X)                                                                          \
    X(void *, curl_easy_init, (void), ())                                                           \
    X(int, curl_easy_pause, (void *curl, int bitmask), (curl, bitmask))                             \
    X(int, curl_multi_socket_action, (void *multi, int socket, int events, int *running),           \
      (multi, socket, events, running))

/// Those passed on as they are.
#define LAZY_CURL_FORWARDED(X)                                                                      \
    X(int, curl_global_init, (long flags), (flags))                                                 \
    X(const char *, curl_easy_strerror, (int code), (code))                                         \
    X(void *, curl_multi_init, (void), ())                                                          \
    X(int, curl_multi_add_handle, (void *multi, void *easy), (multi, easy))                         \
    X(int, curl_multi_remove_handle, (void *multi, void *easy), (multi, easy))                      \
    X(int, curl_multi_assign, (void *multi, int socket, void *pointer), (multi, socket, pointer))   \
    X(int, curl_multi_cleanup, (void *multi), (multi))                                              \
    X(void *, curl_multi_info_read, (void *multi, int *left), (multi, left))                        \
    X(void *, curl_slist_append, (void *list, const char *text), (list, text))                      \
    X(void *, curl_url, (void), ())                                                                 \
    X(int, curl_url_get, (const void *url, int part, char **text, unsigned int flags),              \
      (url, part, text, flags))                                                                     \
    X(int, curl_url_set, (void *url, int part, const char *text, unsigned int flags),               \
      (url, part, text, flags))                                                                     \
    X(char *, curl_version, (void), ())                                                             \
    X(void *, curl_version_info, (int age), (age))

/// The ones that return nothing.
#define LAZY_CURL_VOID(X)                                                                           \
    X(curl_easy_cleanup, (void *curl), (curl))                                                      \
    LAZY_CURL_VOID_FORWARDED(X)

/// Those of them passed on as they are.
#define LAZY_CURL_VOID_FORWARDED(X)                                                                 \
    X(curl_free, (void *pointer), (pointer))                                                        \
    X(curl_slist_free_all, (void *list), (list))

/// The variadic ones: a handle, an option, and one argument.
#define LAZY_CURL_VARIADIC(X)                                                                       \
    X(curl_easy_setopt)                                                                             \
    LAZY_CURL_VARIADIC_FORWARDED(X)

/// Those of them passed on as they are.
#define LAZY_CURL_VARIADIC_FORWARDED(X)                                                             \
    X(curl_easy_getinfo)                                                                            \
    X(curl_multi_setopt)

typedef int (*lazy_curl_variadic)(void *, int, ...);

static struct {
#define LAZY_CURL_SLOT(result, name, parameters, arguments) result (*name) parameters;
    LAZY_CURL_FIXED(LAZY_CURL_SLOT)
#undef LAZY_CURL_SLOT
#define LAZY_CURL_SLOT(name, parameters, arguments) void (*name) parameters;
    LAZY_CURL_VOID(LAZY_CURL_SLOT)
#undef LAZY_CURL_SLOT
#define LAZY_CURL_SLOT(name) lazy_curl_variadic name;
    LAZY_CURL_VARIADIC(LAZY_CURL_SLOT)
#undef LAZY_CURL_SLOT
} real;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static atomic_int loaded = 0;

static void write_error(const char *text) {
    size_t left = strlen(text);
    while (left > 0) {
        ssize_t n = write(STDERR_FILENO, text, left);
        if (n <= 0) return;
        text += n;
        left -= (size_t)n;
    }
}

/// Ends the process with a message naming what could not be loaded: nothing can be sent without
/// libcurl, and FoundationNetworking has no way to report that as a failed request.
static void fail(const char *what, const char *detail) {
    if (cn_emergency_restore) cn_emergency_restore();
    write_error("users-tui: cannot use " LAZY_CURL_LIBRARY ", which the network needs (");
    write_error(what);
    if (detail) {
        write_error(": ");
        write_error(detail);
    }
    write_error("); install libcurl 7.62 or later (Debian: apt-get install libcurl4)\n");
    _exit(1);
}

static void *symbol(void *library, const char *name) {
    void *address = dlsym(library, name);
    if (address == NULL) fail("missing function", name);
    return address;
}

static void load(void) {
    void *library = dlopen(LAZY_CURL_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) fail("dlopen failed", dlerror());
#define LAZY_CURL_LOAD(result, name, parameters, arguments) *(void **)&real.name = symbol(library, #name);
    LAZY_CURL_FIXED(LAZY_CURL_LOAD)
#undef LAZY_CURL_LOAD
#define LAZY_CURL_LOAD(name, parameters, arguments) *(void **)&real.name = symbol(library, #name);
    LAZY_CURL_VOID(LAZY_CURL_LOAD)
#undef LAZY_CURL_LOAD
#define LAZY_CURL_LOAD(name) *(void **)&real.name = symbol(library, #name);
    LAZY_CURL_VARIADIC(LAZY_CURL_LOAD)
#undef LAZY_CURL_LOAD
    atomic_store_explicit(&loaded, 1, memory_order_release);
}

static inline void ensure_loaded(void) {
    if (!atomic_load_explicit(&loaded, memory_order_acquire)) pthread_once(&load_once, load);
}

#define LAZY_CURL_DEFINE(result, name, parameters, arguments)                                      \
    result name parameters {                                                                        \
        ensure_loaded();                                                                            \
        return real.name arguments;                                                                 \
    }
LAZY_CURL_FORWARDED(LAZY_CURL_DEFINE)
#undef LAZY_CURL_DEFINE

#define LAZY_CURL_DEFINE(name, parameters, arguments)                                              \
    void name parameters {                                                                          \
        ensure_loaded();                                                                            \
        real.name arguments;                                                                        \
    }
LAZY_CURL_VOID_FORWARDED(LAZY_CURL_DEFINE)
#undef LAZY_CURL_DEFINE

#define LAZY_CURL_DEFINE(name)                                                                      \
    int name(void *handle, int option, ...) {                                                       \
        va_list list;                                                                               \
        va_start(list, option);                                                                     \
        void *argument = va_arg(list, void *);                                                      \
        va_end(list);                                                                               \
        ensure_loaded();                                                                            \
        return real.name(handle, option, argument);                                                 \
    }
LAZY_CURL_VARIADIC_FORWARDED(LAZY_CURL_DEFINE)
#undef LAZY_CURL_DEFINE

// The five that batch bodies (body_batching.h).

void *curl_easy_init(void) {
    ensure_loaded();
    void *easy = real.curl_easy_init();
    if (easy != NULL) body_batching_attach(easy);
    return easy;
}

void curl_easy_cleanup(void *curl) {
    ensure_loaded();
    body_batching_detach(curl);
    real.curl_easy_cleanup(curl);
}

int curl_easy_setopt(void *handle, int option, ...) {
    va_list list;
    va_start(list, option);
    void *argument = va_arg(list, void *);
    va_end(list);
    ensure_loaded();
    return body_batching_setopt(real.curl_easy_setopt, handle, option, argument);
}

int curl_easy_pause(void *curl, int bitmask) {
    ensure_loaded();
    int result = real.curl_easy_pause(curl, bitmask);
    body_batching_end_turn();
    return result;
}

int curl_multi_socket_action(void *multi, int socket, int events, int *running) {
    ensure_loaded();
    int result = real.curl_multi_socket_action(multi, socket, events, running);
    body_batching_end_turn();
    return result;
}
