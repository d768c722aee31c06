/* bmc bundled <locale.h>. Locales are not modelled (the library models assume the "C"
   locale): a reachable call of setlocale or localeconv is refused (exit 6). */
#ifndef __BMC_LOCALE_H
#define __BMC_LOCALE_H
#include <stddef.h>
#define LC_CTYPE 0
#define LC_NUMERIC 1
#define LC_TIME 2
#define LC_COLLATE 3
#define LC_MONETARY 4
#define LC_MESSAGES 5
#define LC_ALL 6
struct lconv;
char *setlocale(int __category, const char *__locale);
struct lconv *localeconv(void);
#endif
