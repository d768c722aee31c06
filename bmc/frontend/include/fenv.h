/* bmc bundled <fenv.h>: rounding modes (x86 glibc values). fesetround/fegetround are
   models in bmc/frontend/models/libc.c that set and read __CPROVER_rounding_mode;
   the floating-point exception flags are not modelled (functions without a body). */
#ifndef __BMC_FENV_H
#define __BMC_FENV_H
#define FE_TONEAREST 0
#define FE_DOWNWARD 0x400
#define FE_UPWARD 0x800
#define FE_TOWARDZERO 0xc00
#define FE_INVALID 0x01
#define FE_DIVBYZERO 0x04
#define FE_OVERFLOW 0x08
#define FE_UNDERFLOW 0x10
#define FE_INEXACT 0x20
#define FE_ALL_EXCEPT 0x3d
int fesetround(int __rounding_direction);
int fegetround(void);
int feclearexcept(int __excepts);
int fetestexcept(int __excepts);
int feraiseexcept(int __excepts);
#endif
