// C shim over ncursesw: the only header in the project that includes curses.h.
#ifndef CNCURSES_H
#define CNCURSES_H
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <curses.h>
#include <locale.h>
#include <wchar.h>

/// Display width of a wide character under the current locale (glibc's wcwidth).
int cn_wcwidth(wchar_t c);

#endif
