#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H
/* The only C the project holds: curses macros and globals as functions
   (Swift cannot import them), and the crash handler. Filled by issue 4. */
int msal_shim_placeholder(void);
#endif
