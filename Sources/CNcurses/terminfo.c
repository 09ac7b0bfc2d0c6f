// Reading terminfo: an entry without taking over the terminal, to refuse a terminal the UI cannot
// drive before anything is written to it, and the flags the frame encoder needs. Kept apart from shim.c: term.h defines capability
// names (`buttons`, `lines`, ...) as macros.
#include "CNcurses.h"
#include <term.h>

int cn_terminal_capability(const char *term, int out_fd) {
    TERMINAL *saved = cur_term;
    int status = 0;
    if (setupterm((char *)term, out_fd, &status) != OK) {
        set_curterm(saved);
        return status == -1 ? CN_TERMINAL_NO_DATABASE : CN_TERMINAL_UNKNOWN;
    }
    char *cup = tigetstr("cup");
    int result = (cup == NULL || cup == (char *)-1) ? CN_TERMINAL_NO_CURSOR_ADDRESSING : CN_TERMINAL_USABLE;
    del_curterm(cur_term);
    set_curterm(saved);
    return result;
}

int cn_terminfo_flag(const char *name) { return tigetflag((char *)name) == 1; }
