#include "CNcursesShim.h"
int msal_shim_placeholder(void) { return 0; }
