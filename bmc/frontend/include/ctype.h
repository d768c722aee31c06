/* bmc bundled <ctype.h> (models in bmc/frontend/models/ctype.c, "C" locale) */
#ifndef __BMC_CTYPE_H
#define __BMC_CTYPE_H
int isalnum(int __c);
int isalpha(int __c);
int isblank(int __c);
int iscntrl(int __c);
int isdigit(int __c);
int isgraph(int __c);
int islower(int __c);
int isprint(int __c);
int ispunct(int __c);
int isspace(int __c);
int isupper(int __c);
int isxdigit(int __c);
int isascii(int __c);
int toascii(int __c);
int tolower(int __c);
int toupper(int __c);
#endif
