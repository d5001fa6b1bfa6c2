#include "CNcursesShim.h"

#include <langinfo.h>
#include <poll.h>
#include <ncursesw/term.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

/* ---- start-up checks ---- */

int msal_term_can_address_cursor(const char *term_name, int fd) {
    int status = 0;
    if (term_name == NULL || term_name[0] == '\0') return -1;
    if (setupterm((char *)term_name, fd, &status) != OK) return -1;
    char *cup = tigetstr("cup");
    int can = (cup != NULL && cup != (char *)-1) ? 1 : 0;
    del_curterm(cur_term);
    return can;
}

int msal_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

/* ---- screen lifetime ---- */

static SCREEN *msal_screen = NULL;
static FILE *msal_out = NULL;
static FILE *msal_in = NULL;

int msal_screen_open(const char *term_name, int out_fd, int in_fd, int escape_delay_ms) {
    if (msal_screen != NULL) return -1;
    int out_copy = dup(out_fd);
    int in_copy = dup(in_fd);
    if (out_copy < 0 || in_copy < 0) {
        if (out_copy >= 0) close(out_copy);
        if (in_copy >= 0) close(in_copy);
        return -1;
    }
    msal_out = fdopen(out_copy, "w");
    msal_in = fdopen(in_copy, "r");
    if (msal_out == NULL || msal_in == NULL) {
        if (msal_out) fclose(msal_out); else close(out_copy);
        if (msal_in) fclose(msal_in); else close(in_copy);
        msal_out = msal_in = NULL;
        return -1;
    }
    msal_screen = newterm(term_name, msal_out, msal_in);
    if (msal_screen == NULL) {
        fclose(msal_out); fclose(msal_in);
        msal_out = msal_in = NULL;
        return -1;
    }
    set_term(msal_screen);
    raw();
    noecho();
    nonl();
    intrflush(stdscr, FALSE);
    keypad(stdscr, TRUE);
    leaveok(stdscr, TRUE);
    scrollok(stdscr, FALSE);
    curs_set(0);
    set_escdelay(escape_delay_ms);
    if (has_colors()) {
        start_color();
        use_default_colors();
    }
    return 0;
}

void msal_screen_close(void) {
    if (msal_screen == NULL) return;
    mousemask(0, NULL);
    curs_set(1);
    endwin();
    delscreen(msal_screen);
    msal_screen = NULL;
    if (msal_out) { fflush(msal_out); fclose(msal_out); msal_out = NULL; }
    if (msal_in) { fclose(msal_in); msal_in = NULL; }
}

int msal_screen_lines(void) { return msal_screen ? LINES : 0; }
int msal_screen_cols(void) { return msal_screen ? COLS : 0; }

void msal_screen_write_raw(const char *bytes) {
    if (msal_out == NULL || bytes == NULL) return;
    fputs(bytes, msal_out);
    fflush(msal_out);
}

/* ---- colours and attributes ---- */

int msal_has_colors(void) { return has_colors() ? 1 : 0; }
int msal_color_count(void) { return COLORS; }
int msal_color_pair_count(void) { return COLOR_PAIRS; }
int msal_init_pair(int pair, int fg, int bg) { return init_extended_pair(pair, fg, bg) == OK ? 0 : -1; }
uint32_t msal_attr_bold(void) { return (uint32_t)A_BOLD; }
uint32_t msal_attr_underline(void) { return (uint32_t)A_UNDERLINE; }
uint32_t msal_attr_reverse(void) { return (uint32_t)A_REVERSE; }

/* ---- drawing ---- */

int msal_put_cell(int y, int x, const uint32_t *scalars, int count, uint32_t attrs, int pair) {
    wchar_t text[CCHARW_MAX + 1];
    int n = count < CCHARW_MAX ? count : CCHARW_MAX;
    for (int i = 0; i < n; i++) text[i] = (wchar_t)scalars[i];
    if (n == 0) text[n++] = L' ';
    text[n] = L'\0';
    cchar_t cell;
    int extended_pair = pair;
    if (setcchar(&cell, text, (attr_t)attrs, 0, &extended_pair) != OK) return -1;
    return mvadd_wch(y, x, &cell) == OK ? 0 : -1;
}

void msal_erase(void) { erase(); }
void msal_clear_on_next_refresh(void) { clearok(curscr, TRUE); }
void msal_refresh(void) { wnoutrefresh(stdscr); doupdate(); }

/* ---- input ---- */

void msal_input_timeout(int ms) { timeout(ms); }

int msal_read_input(uint32_t *value) {
    wint_t ch = 0;
    int status = get_wch(&ch);
    if (status == ERR) return MSAL_INPUT_NONE;
    *value = (uint32_t)ch;
    return status == KEY_CODE_YES ? MSAL_INPUT_KEY : MSAL_INPUT_CHAR;
}

int msal_key_resize(void) { return KEY_RESIZE; }
int msal_key_mouse(void) { return KEY_MOUSE; }
int msal_key_f(int n) { return KEY_F(n); }

int msal_mouse_enable(void) {
    mmask_t wanted = BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON4_PRESSED | BUTTON5_PRESSED;
    mmask_t got = mousemask(wanted, NULL);
    mouseinterval(0);
    return got != 0 ? 1 : 0;
}

int msal_mouse_read(int *x, int *y, int *kind) {
    MEVENT event;
    if (getmouse(&event) != OK) return -1;
    *x = event.x;
    *y = event.y;
    if (event.bstate & BUTTON4_PRESSED) *kind = 1;
    else if (event.bstate & BUTTON5_PRESSED) *kind = 2;
    else if (event.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)) *kind = 3;
    else *kind = 0;
    return 0;
}

/* ---- signals and crash safety ---- */

/* Every signal whose default action ends the process, except the three the console
 * quits on (SIGINT, SIGTERM, SIGHUP) and those that cannot be caught: the terminal is
 * restored, then the signal is raised again with its previous action. A signal the
 * process already ignores (SIGPIPE often is) stays ignored. */
static const int msal_crash_signals[] = {
    SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS,
    SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF,
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
#ifdef SIGPOLL
    SIGPOLL,
#endif
#ifdef SIGPWR
    SIGPWR,
#endif
};
enum { MSAL_CRASH_SIGNAL_COUNT = sizeof(msal_crash_signals) / sizeof(msal_crash_signals[0]) };
static struct sigaction msal_previous_crash[MSAL_CRASH_SIGNAL_COUNT];
static struct sigaction msal_previous_int, msal_previous_term, msal_previous_hup;
static volatile sig_atomic_t msal_quit = 0;
static volatile sig_atomic_t msal_installed = 0;
static struct termios msal_saved_termios;
static int msal_termios_valid = 0;
static int msal_tty_fd = -1;
static int msal_stderr_saved = -1;
static int msal_stderr_capture = -1;
static int msal_stdout_saved = -1;
static int msal_stdout_capture = -1;

/* Bracketed paste, every mouse mode (X10, button, any-motion, SGR), the alternate screen,
 * the keypad's application mode (DECCKM and DECKPAM) off; cursor shown; attributes reset. */
static const char msal_restore_bytes[] =
    "\033[?2004l\033[?1000l\033[?1002l\033[?1003l\033[?1006l\033[?1049l\033[?1l\033>\033[?25h\033[0m";

/* The crash handler runs here, so that it can restore the terminal after a stack overflow
 * (the overflowing thread has no stack left to run it on). */
static char msal_alternate_stack[64 * 1024];

void msal_restore_terminal_now(void) {
    if (msal_tty_fd < 0) return;
    ssize_t ignored = write(msal_tty_fd, msal_restore_bytes, sizeof(msal_restore_bytes) - 1);
    (void)ignored;
    if (msal_termios_valid) tcsetattr(msal_tty_fd, TCSANOW, &msal_saved_termios);
}

/* Puts a captured standard stream back and replays what it caught. Async-signal-safe. */
static void msal_replay_capture(int saved, int capture, int stream) {
    if (saved < 0) return;
    if (capture >= 0 && lseek(capture, 0, SEEK_SET) == 0) {
        char buffer[4096];
        ssize_t n;
        while ((n = read(capture, buffer, sizeof buffer)) > 0) {
            ssize_t ignored = write(saved, buffer, (size_t)n);
            (void)ignored;
        }
    }
    dup2(saved, stream);
}

/* Only async-signal-safe calls: write, tcsetattr, lseek, read, dup2, sigaction, raise. */
static void msal_crash_handler(int sig) {
    msal_restore_terminal_now();
    msal_replay_capture(msal_stdout_saved, msal_stdout_capture, STDOUT_FILENO);
    msal_replay_capture(msal_stderr_saved, msal_stderr_capture, STDERR_FILENO);
    for (int i = 0; i < MSAL_CRASH_SIGNAL_COUNT; i++) {
        if (msal_crash_signals[i] == sig) sigaction(sig, &msal_previous_crash[i], NULL);
    }
    raise(sig);
}

static void msal_quit_handler(int sig) { msal_quit = sig; }

void msal_install_signal_handlers(int tty_fd, int stderr_saved_fd, int stderr_capture_fd) {
    if (msal_installed) return;
    msal_tty_fd = tty_fd;
    msal_stderr_saved = stderr_saved_fd;
    msal_stderr_capture = stderr_capture_fd;
    msal_termios_valid = tcgetattr(tty_fd, &msal_saved_termios) == 0;
    msal_quit = 0;

    struct sigaction quit_action;
    memset(&quit_action, 0, sizeof quit_action);
    quit_action.sa_handler = msal_quit_handler;
    sigemptyset(&quit_action.sa_mask);
    sigaction(SIGINT, &quit_action, &msal_previous_int);
    sigaction(SIGTERM, &quit_action, &msal_previous_term);
    sigaction(SIGHUP, &quit_action, &msal_previous_hup);

    struct sigaction crash_action;
    memset(&crash_action, 0, sizeof crash_action);
    crash_action.sa_handler = msal_crash_handler;
    sigemptyset(&crash_action.sa_mask);
    stack_t alternate;
    memset(&alternate, 0, sizeof alternate);
    alternate.ss_sp = msal_alternate_stack;
    alternate.ss_size = sizeof msal_alternate_stack;
    sigaltstack(&alternate, NULL);
    crash_action.sa_flags = SA_ONSTACK;
    for (int i = 0; i < MSAL_CRASH_SIGNAL_COUNT; i++) {
        sigaction(msal_crash_signals[i], NULL, &msal_previous_crash[i]);
        if (msal_previous_crash[i].sa_handler == SIG_IGN && !(msal_previous_crash[i].sa_flags & SA_SIGINFO)) continue;
        sigaction(msal_crash_signals[i], &crash_action, NULL);
    }
    msal_installed = 1;
}

void msal_remove_signal_handlers(void) {
    if (!msal_installed) return;
    for (int i = 0; i < MSAL_CRASH_SIGNAL_COUNT; i++) {
        sigaction(msal_crash_signals[i], &msal_previous_crash[i], NULL);
    }
    sigaction(SIGINT, &msal_previous_int, NULL);
    sigaction(SIGTERM, &msal_previous_term, NULL);
    sigaction(SIGHUP, &msal_previous_hup, NULL);
    msal_installed = 0;
    msal_tty_fd = -1;
    msal_stderr_saved = -1;
    msal_stderr_capture = -1;
}

void msal_set_stdout_capture(int stdout_saved_fd, int stdout_capture_fd) {
    msal_stdout_saved = stdout_saved_fd;
    msal_stdout_capture = stdout_capture_fd;
}

int msal_terminal_gone(int fd) {
    struct pollfd check = { .fd = fd, .events = POLLIN, .revents = 0 };
    if (poll(&check, 1, 0) < 0) return 0;
    return (check.revents & (POLLHUP | POLLERR | POLLNVAL)) ? 1 : 0;
}

int msal_quit_signal(void) { return (int)msal_quit; }
