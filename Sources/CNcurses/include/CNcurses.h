// C shim over ncursesw: the only header in the project that includes curses.h. It exposes what
// Swift cannot import (mouse macros, global variables, FILE* plumbing) and the
// async-signal-safe signal handlers the run loop relies on.
#ifndef CNCURSES_H
#define CNCURSES_H
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <curses.h>
#include <locale.h>
#include <wchar.h>
#include <termios.h>

/// Display width of a wide character as glibc's wcwidth gives it under C.UTF-8, whatever the
/// process locale.
int cn_wcwidth(wchar_t c);

// MARK: - Screen and window accessors (global variables Swift 6 rejects)

/// The standard screen of the current terminal.
WINDOW *cn_stdscr(void);
/// Rows of the current terminal.
int cn_lines(void);
/// Columns of the current terminal.
int cn_cols(void);
/// Number of colours the terminal supports (0 before start_color).
int cn_colors(void);

/// A new screen reading from `in_fd` and writing to `out_fd` (both dup'ed, so closing the screen
/// leaves the originals open); `term` may be NULL for $TERM. Returns NULL on failure.
SCREEN *cn_newterm(const char *term, int out_fd, int in_fd);
/// What the terminfo entry for `term` (NULL: $TERM) allows, read without any output:
/// CN_TERMINAL_USABLE, CN_TERMINAL_UNKNOWN (no entry), CN_TERMINAL_NO_DATABASE, or
/// CN_TERMINAL_NO_CURSOR_ADDRESSING (such as TERM=dumb: the cursor cannot be placed).
int cn_terminal_capability(const char *term, int out_fd);
enum { CN_TERMINAL_USABLE = 0, CN_TERMINAL_UNKNOWN = 1, CN_TERMINAL_NO_DATABASE = 2,
       CN_TERMINAL_NO_CURSOR_ADDRESSING = 3 };
/// The boolean terminfo capability `name` (such as "bce") of the current screen's terminal: 1 when
/// it has it, 0 when not (or when `name` is not a boolean capability).
int cn_terminfo_flag(const char *name);
/// Ends and frees a screen made by cn_newterm, closing its dup'ed streams.
void cn_delscreen(SCREEN *screen);

// MARK: - Mouse masks

mmask_t cn_all_mouse_events(void);
mmask_t cn_report_mouse_position(void);
mmask_t cn_button1_pressed(void);
mmask_t cn_button1_released(void);
mmask_t cn_button1_clicked(void);
mmask_t cn_button1_double_clicked(void);
mmask_t cn_button4_pressed(void);
mmask_t cn_button5_pressed(void);

/// Key codes the shim binds for bracketed paste (outside ncurses' own and extended ranges).
enum { CN_KEY_PASTE_BEGIN = 0x7F00, CN_KEY_PASTE_END = 0x7F01 };

// MARK: - Input and output helpers

/// Reads one input: returns ERR (nothing), OK (`*code` is a wide character) or KEY_CODE_YES
/// (`*code` is a KEY_* code).
int cn_get_wch(WINDOW *win, unsigned int *code);
/// Reads the pending mouse event after KEY_MOUSE. Returns OK and fills the out parameters.
int cn_get_mouse(int *x, int *y, mmask_t *buttons);
/// Writes a string straight to `fd` (for modes ncurses does not manage, such as bracketed
/// paste); call it after a refresh or endwin so ncurses' own output is already flushed.
void cn_write_raw(int fd, const char *text);
/// The window size of the terminal on `fd` (TIOCGWINSZ). Returns 0 on success.
int cn_window_size(int fd, int *rows, int *cols);

// MARK: - Signals (all handlers are async-signal-safe)

/// Makes `sig` write its number (one byte) to `fd` when it arrives. A second SIGINT, SIGTERM or
/// SIGHUP before the first was read restores the terminal and dies with the default action.
int cn_signal_forward(int sig, int fd);
/// Puts `sig` back to the action it had before cn_signal_forward.
void cn_signal_restore(int sig);
/// Stops the process with SIGTSTP (default action, unblocked on the calling thread so the stop
/// happens before this returns) and returns once it is continued; the previous SIGTSTP action
/// and signal mask are put back.
void cn_stop_process(void);
/// Remembers how to restore the terminal (the cooked termios `saved` of `tty_fd`, the escape
/// sequences go to `out_fd`) and installs crash handlers (SIGSEGV, SIGILL, SIGTRAP, SIGBUS,
/// SIGABRT, SIGFPE) that restore it, then hand the signal on to the previous handler or the
/// default action.
void cn_crash_restore_install(int tty_fd, int out_fd, const struct termios *saved);
/// Removes the crash handlers installed by cn_crash_restore_install.
void cn_crash_restore_remove(void);
/// Restores the terminal with async-signal-safe calls only (termios, then leave the alternate
/// screen, show the cursor, disable mouse, bracketed paste and application keypad).
void cn_emergency_restore(void);

// ---- the main dispatch queue on the main thread (main_queue.c)
/// The file descriptor that becomes readable when the main dispatch queue has work; creating
/// it binds the queue to the thread that drains it with cn_drain_main_queue.
int cn_main_queue_handle(void);
/// Runs what is waiting on the main dispatch queue; call it on the main thread only.
void cn_drain_main_queue(void);

#endif
