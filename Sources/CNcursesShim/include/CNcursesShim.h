#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H
/*
 * The only C the project holds. Swift cannot import curses macros (A_BOLD,
 * mouse masks, KEY_F(n)), and in Swift 6 mode cannot touch C globals (stdscr,
 * COLORS) safely, so this shim exposes them as functions. It also holds the
 * state a signal handler needs (saved termios, the quit flag), which must live
 * in a .c file, not a header.
 *
 * Every function here is called from the one thread that draws.
 */
#define NCURSES_WIDECHAR 1
#include <ncursesw/curses.h>
#include <stdint.h>

/* ---- start-up checks (no curses screen needed) ---- */

/* 1 when the terminal type is known to terminfo and can address the cursor
   (`cup`); 0 when it is known but cannot (e.g. `dumb`); -1 when unknown. */
int msal_term_can_address_cursor(const char *term_name, int fd);
/* 1 when the current LC_CTYPE codeset is UTF-8. Call after setlocale. */
int msal_locale_is_utf8(void);

/* ---- screen lifetime ---- */

/* newterm on the given descriptors (output, input), then raw mode, no echo,
   keypad, hidden cursor, ESC delay, colours if any. Returns 0 on success. */
int msal_screen_open(const char *term_name, int out_fd, int in_fd, int escape_delay_ms);
/* endwin and delscreen; safe to call twice. */
void msal_screen_close(void);
int msal_screen_lines(void);
int msal_screen_cols(void);
/* Writes raw bytes to the terminal (used for the bracketed-paste switch). */
void msal_screen_write_raw(const char *bytes);

/* ---- colours and attributes ---- */

int msal_has_colors(void);
int msal_color_count(void);
int msal_color_pair_count(void);
/* 0 on success. fg/bg are 0..255, or -1 for the terminal default. */
int msal_init_pair(int pair, int fg, int bg);
uint32_t msal_attr_bold(void);
uint32_t msal_attr_underline(void);
uint32_t msal_attr_reverse(void);

/* ---- drawing ---- */

/* Draws one cell: up to 5 scalars (a base character and combining marks). */
int msal_put_cell(int y, int x, const uint32_t *scalars, int count, uint32_t attrs, int pair);
void msal_erase(void);
void msal_clear_on_next_refresh(void);
void msal_refresh(void);

/* ---- input ---- */

/* The kinds msal_read_input reports. */
enum { MSAL_INPUT_NONE = 0, MSAL_INPUT_CHAR = 1, MSAL_INPUT_KEY = 2 };
/* Sets how long msal_read_input waits (ms; 0 = do not wait). */
void msal_input_timeout(int ms);
/* Reads one unit: a character (value = Unicode scalar) or a curses key code. */
int msal_read_input(uint32_t *value);

int msal_key_resize(void);
int msal_key_mouse(void);
int msal_key_f(int n);

/* Mouse: enables wheel and button-1 reporting; returns 1 if the terminal has a mouse. */
int msal_mouse_enable(void);
/* After KEY_MOUSE: fills x, y and a kind (1 = wheel up, 2 = wheel down, 3 = click, 0 = other). */
int msal_mouse_read(int *x, int *y, int *kind);

/* ---- signals and crash safety ---- */

/* Saves the terminal's termios (tty_fd: a descriptor of the terminal that stays one while the
   screen is up, not a standard stream that gets redirected) and installs handlers: SIGINT/SIGTERM set a
   flag the loop polls; SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE restore
   the terminal and re-raise with the previous action. Call before msal_screen_open
   so ncurses does not install its own SIGINT/SIGTERM handlers. */
void msal_install_signal_handlers(int tty_fd, int stderr_saved_fd, int stderr_capture_fd);
/* Tells the crash handler about the stdout capture too (-1, -1 for none). */
void msal_set_stdout_capture(int stdout_saved_fd, int stdout_capture_fd);
/* Restores the previous actions. */
void msal_remove_signal_handlers(void);
/* 1 when the terminal behind fd is gone (hang-up, error or closed): the loop must end. */
int msal_terminal_gone(int fd);
/* The signal number that asked to quit (SIGINT, SIGTERM or SIGHUP), or 0. */
int msal_quit_signal(void);
/* Writes the terminal-restoring bytes and the saved termios (for tests and the crash path). */
void msal_restore_terminal_now(void);

#endif
