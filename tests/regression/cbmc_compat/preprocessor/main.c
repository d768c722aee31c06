#include "inc.h"
int main(void) { __CPROVER_assert(VALUE == 3 && EXTRA == 4, "macros"); return 0; }
