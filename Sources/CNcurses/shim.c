// Wrappers for what Swift cannot import from curses.h (macros, global variables, FILE* setup).
#define _XOPEN_SOURCE 700
#include "CNcurses.h"
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

int cn_wcwidth(wchar_t c) {
    // C.UTF-8 whatever the process locale: the width must not depend on LANG (the app selects a
    // UTF-8 character type anyway, and tests run without a locale).
    static locale_t utf8;
    if (!utf8) utf8 = newlocale(LC_CTYPE_MASK, "C.UTF-8", (locale_t)0);
    if (!utf8) return wcwidth(c);
    locale_t previous = uselocale(utf8);
    int width = wcwidth(c);
    uselocale(previous);
    return width;
}

WINDOW *cn_stdscr(void) { return stdscr; }
int cn_lines(void) { return LINES; }
int cn_cols(void) { return COLS; }
int cn_colors(void) { return COLORS; }

// The streams of each screen made by cn_newterm, so cn_delscreen can close them.
typedef struct { SCREEN *screen; FILE *out; FILE *in; } cn_screen_files;
static cn_screen_files screen_files[16];

SCREEN *cn_newterm(const char *term, int out_fd, int in_fd) {
    int out_copy = dup(out_fd), in_copy = dup(in_fd);
    if (out_copy < 0 || in_copy < 0) {
        if (out_copy >= 0) close(out_copy);
        if (in_copy >= 0) close(in_copy);
        return NULL;
    }
    FILE *out = fdopen(out_copy, "w"), *in = fdopen(in_copy, "r");
    if (!out || !in) {
        if (out) fclose(out); else close(out_copy);
        if (in) fclose(in); else close(in_copy);
        return NULL;
    }
    SCREEN *screen = newterm(term, out, in);
    if (!screen) {
        fclose(out);
        fclose(in);
        return NULL;
    }
    for (size_t i = 0; i < sizeof screen_files / sizeof screen_files[0]; i++) {
        if (screen_files[i].screen == NULL) {
            screen_files[i] = (cn_screen_files){ screen, out, in };
            break;
        }
    }
    return screen;
}

void cn_delscreen(SCREEN *screen) {
    delscreen(screen);
    for (size_t i = 0; i < sizeof screen_files / sizeof screen_files[0]; i++) {
        if (screen_files[i].screen == screen) {
            fclose(screen_files[i].out);
            fclose(screen_files[i].in);
            screen_files[i] = (cn_screen_files){ NULL, NULL, NULL };
        }
    }
}

mmask_t cn_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
mmask_t cn_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }
mmask_t cn_button1_pressed(void) { return BUTTON1_PRESSED; }
mmask_t cn_button1_released(void) { return BUTTON1_RELEASED; }
mmask_t cn_button1_clicked(void) { return BUTTON1_CLICKED; }
mmask_t cn_button1_double_clicked(void) { return BUTTON1_DOUBLE_CLICKED; }
mmask_t cn_button4_pressed(void) { return BUTTON4_PRESSED; }
mmask_t cn_button5_pressed(void) { return BUTTON5_PRESSED; }

int cn_get_wch(WINDOW *win, unsigned int *code) {
    wint_t value = 0;
    int kind = wget_wch(win, &value);
    *code = (unsigned int)value;
    return kind;
}

int cn_get_mouse(int *x, int *y, mmask_t *buttons) {
    MEVENT event;
    memset(&event, 0, sizeof event);
    int status = getmouse(&event);
    *x = event.x;
    *y = event.y;
    *buttons = event.bstate;
    return status;
}

void cn_write_raw(int fd, const char *text) {
    size_t left = strlen(text);
    while (left > 0) {
        ssize_t n = write(fd, text, left);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return;
        text += n;
        left -= (size_t)n;
    }
}

int cn_window_size(int fd, int *rows, int *cols) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return -1;
    *rows = size.ws_row;
    *cols = size.ws_col;
    return 0;
}
