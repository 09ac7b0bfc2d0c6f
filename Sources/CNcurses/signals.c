// Signal handlers that must be async-signal-safe: forwarding signals to the run loop through a
// pipe, and restoring the terminal when the process crashes or is killed twice.
#define _XOPEN_SOURCE 700
#define _DEFAULT_SOURCE
#include "CNcurses.h"
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#define CN_MAX_SIGNAL 65

static volatile sig_atomic_t forward_fd = -1;
static volatile sig_atomic_t pending_terminations = 0;
static struct sigaction previous_forward[CN_MAX_SIGNAL];
static int forwarded[CN_MAX_SIGNAL];

static volatile sig_atomic_t restore_fd = -1;
static volatile sig_atomic_t restore_tty_fd = -1;
static volatile sig_atomic_t restore_has_termios = 0;
static struct termios restore_termios;
static struct sigaction previous_crash[CN_MAX_SIGNAL];
static const int crash_signals[] = { SIGSEGV, SIGILL, SIGTRAP, SIGBUS, SIGABRT, SIGFPE };
static int crash_installed = 0;

static const char restore_sequence[] =
    "\033[?1000l\033[?1002l\033[?1003l\033[?1006l" /* mouse off */
    "\033[?2004l"                                   /* bracketed paste off */
    "\033[?1l\033>"                                 /* normal cursor keys and keypad */
    "\033[0m\033[?25h"                              /* plain attributes, cursor visible */
    "\033[?1049l";                                  /* leave the alternate screen */

void cn_emergency_restore(void) {
    int saved_errno = errno;
    int fd = restore_fd;
    if (fd >= 0) {
        if (restore_has_termios && restore_tty_fd >= 0) tcsetattr(restore_tty_fd, TCSANOW, &restore_termios);
        const char *p = restore_sequence;
        size_t left = sizeof restore_sequence - 1;
        while (left > 0) {
            ssize_t n = write(fd, p, left);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) break;
            p += n;
            left -= (size_t)n;
        }
    }
    errno = saved_errno;
}

static int is_termination(int sig) { return sig == SIGINT || sig == SIGTERM || sig == SIGHUP; }

static void forward_handler(int sig) {
    int saved_errno = errno;
    if (is_termination(sig)) {
        if (pending_terminations > 0) {
            // The run loop did not get to the first one: restore and die now.
            cn_emergency_restore();
            signal(sig, SIG_DFL);
            raise(sig);
        }
        pending_terminations = pending_terminations + 1;
    }
    unsigned char byte = (unsigned char)sig;
    int fd = forward_fd;
    if (fd >= 0) {
        ssize_t ignored = write(fd, &byte, 1);
        (void)ignored;
    }
    errno = saved_errno;
}

int cn_signal_forward(int sig, int fd) {
    if (sig <= 0 || sig >= CN_MAX_SIGNAL) return -1;
    forward_fd = fd;
    pending_terminations = 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = forward_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    struct sigaction old;
    if (sigaction(sig, &action, &old) != 0) return -1;
    if (!forwarded[sig]) previous_forward[sig] = old;
    forwarded[sig] = 1;
    return 0;
}

void cn_signal_restore(int sig) {
    if (sig <= 0 || sig >= CN_MAX_SIGNAL || !forwarded[sig]) return;
    sigaction(sig, &previous_forward[sig], NULL);
    forwarded[sig] = 0;
}

void cn_stop_process(void) {
    struct sigaction default_action, previous;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    sigaction(SIGTSTP, &default_action, &previous);
    sigset_t stop, previous_mask;
    sigemptyset(&stop);
    sigaddset(&stop, SIGTSTP);
    // Dispatch worker threads block most signals; a thread-directed SIGTSTP would stay pending.
    pthread_sigmask(SIG_UNBLOCK, &stop, &previous_mask);
    raise(SIGTSTP);
    pthread_sigmask(SIG_SETMASK, &previous_mask, NULL);
    sigaction(SIGTSTP, &previous, NULL);
}

/// Writes `text` to standard error (async-signal-safe).
static void write_error(const char *text) {
    size_t left = strlen(text);
    while (left > 0) {
        ssize_t n = write(STDERR_FILENO, text, left);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        text += n;
        left -= (size_t)n;
    }
}

/// `users-tui crashed (SIGSEGV)...`, for a crash nobody else reports (a build without the Swift
/// runtime's backtracer, such as the statically linked release).
static void report_crash(int sig) {
    const char *name = sig == SIGSEGV ? "SIGSEGV" : sig == SIGILL ? "SIGILL" : sig == SIGTRAP ? "SIGTRAP"
        : sig == SIGBUS ? "SIGBUS" : sig == SIGABRT ? "SIGABRT" : sig == SIGFPE ? "SIGFPE" : "a signal";
    write_error("users-tui crashed (");
    write_error(name);
    write_error("); the terminal has been restored.\n");
}

static void crash_handler(int sig, siginfo_t *info, void *context) {
    (void)context;
    cn_emergency_restore();
    // Hand over to whoever was there before (the Swift runtime's backtracer, or the default).
    sigaction(sig, &previous_crash[sig], NULL);
    if (previous_crash[sig].sa_handler == SIG_DFL) report_crash(sig);
    if (info == NULL || info->si_code <= 0) {
        // Sent by kill/raise/abort: re-raise so the previous action runs now.
        raise(sig);
    }
    // A real fault: returning re-executes the faulting instruction under the previous action.
}

void cn_crash_restore_install(int tty_fd, int out_fd, const struct termios *saved) {
    if (saved) {
        restore_termios = *saved;
        restore_has_termios = 1;
    } else {
        restore_has_termios = 0;
    }
    restore_tty_fd = tty_fd;
    restore_fd = out_fd;
    if (crash_installed) return;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = crash_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO | SA_NODEFER;
    for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++) {
        sigaction(crash_signals[i], &action, &previous_crash[crash_signals[i]]);
    }
    crash_installed = 1;
}

void cn_crash_restore_remove(void) {
    if (!crash_installed) return;
    for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++) {
        sigaction(crash_signals[i], &previous_crash[crash_signals[i]], NULL);
    }
    crash_installed = 0;
    restore_fd = -1;
    restore_tty_fd = -1;
}
