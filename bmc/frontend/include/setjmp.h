/* bmc bundled <setjmp.h>. Non-local jumps are not modelled: a reachable call of setjmp,
   longjmp and their sig/underscore variants is refused (exit 6, naming the function). */
#ifndef __BMC_SETJMP_H
#define __BMC_SETJMP_H
typedef long jmp_buf[25];
typedef long sigjmp_buf[25];
int setjmp(jmp_buf __env);
int _setjmp(jmp_buf __env);
int sigsetjmp(sigjmp_buf __env, int __savemask);
void longjmp(jmp_buf __env, int __val) __attribute__((__noreturn__));
void _longjmp(jmp_buf __env, int __val) __attribute__((__noreturn__));
void siglongjmp(sigjmp_buf __env, int __val) __attribute__((__noreturn__));
#endif
