// Wrappers for what Swift cannot import from curses.h (macros, global variables, FILE* setup).
#define _XOPEN_SOURCE 700
#include "CNcurses.h"
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

int cn_wcwidth(wchar_t c) { return wcwidth(c); }

WINDOW *cn_stdscr(void) { return stdscr; }
WINDOW *cn_curscr(void) { return curscr; }
int cn_lines(void) { return LINES; }
int cn_cols(void) { return COLS; }
int cn_colors(void) { return COLORS; }
int cn_color_pairs(void) { return COLOR_PAIRS; }
void cn_getmaxyx(WINDOW *win, int *rows, int *cols) {
    int r, c;
    getmaxyx(win, r, c);
    *rows = r;
    *cols = c;
}

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

attr_t cn_a_normal(void) { return A_NORMAL; }
attr_t cn_a_bold(void) { return A_BOLD; }
attr_t cn_a_dim(void) { return A_DIM; }
attr_t cn_a_italic(void) { return A_ITALIC; }
attr_t cn_a_underline(void) { return A_UNDERLINE; }
attr_t cn_a_reverse(void) { return A_REVERSE; }

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

int cn_make_cell(cchar_t *cell, const wchar_t *chars, int count, attr_t attrs, short pair) {
    wchar_t text[CCHARW_MAX + 1];
    int n = count < CCHARW_MAX ? count : CCHARW_MAX;
    for (int i = 0; i < n; i++) text[i] = chars[i];
    text[n] = L'\0';
    return setcchar(cell, text, attrs, pair, NULL);
}

int cn_put_cells(WINDOW *win, int y, int x, const cchar_t *cells, int count) {
    return mvwadd_wchnstr(win, y, x, cells, count);
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
