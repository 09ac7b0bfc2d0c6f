// Wrappers for what Swift cannot import from curses.h (macros and global variables).
#define _XOPEN_SOURCE 700
#include "CNcurses.h"

int cn_wcwidth(wchar_t c) { return wcwidth(c); }
