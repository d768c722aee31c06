/* bmc bundled <math.h>. Lowered exactly by bmc (bmc/frontend/lower_floats.py): fabs,
 * sqrt, fmin, fmax, floor, ceil, trunc, round, nearbyint, rint, copysign, fmod, remainder,
 * modf, frexp, ldexp, scalbn, scalbln, ilogb, logb, nan and the classification macros,
 * with their f and l variants (bit for bit as glibc on x86: ldexp rounds once, in the
 * current rounding mode, into the subnormal range or past the largest finite number;
 * ilogb(0) and ilogb(NaN) are INT_MIN). The other functions (remquo, pow among them)
 * have no body:
 * their results are nondeterministic and a verdict that depends on them is INCONCLUSIVE. */
#ifndef __BMC_MATH_H
#define __BMC_MATH_H
#define INFINITY (__builtin_inff())
#define NAN (__builtin_nanf(""))
#define HUGE_VAL (__builtin_huge_val())
#define HUGE_VALF (__builtin_huge_valf())
#define HUGE_VALL (__builtin_huge_vall())
#define FP_NAN 0
#define FP_INFINITE 1
#define FP_ZERO 2
#define FP_SUBNORMAL 3
#define FP_NORMAL 4
#define M_PI 3.14159265358979323846
#define M_E 2.7182818284590452354
#define M_SQRT2 1.41421356237309504880
#define fpclassify(x) __builtin_fpclassify(FP_NAN, FP_INFINITE, FP_NORMAL, FP_SUBNORMAL, FP_ZERO, x)
#define isnan(x) __builtin_isnan(x)
#define isinf(x) __builtin_isinf_sign(x)
#define isfinite(x) __builtin_isfinite(x)
#define isnormal(x) __builtin_isnormal(x)
#define signbit(x) __builtin_signbit(x)
#define isless(x, y) __builtin_isless(x, y)
#define islessequal(x, y) __builtin_islessequal(x, y)
#define isgreater(x, y) __builtin_isgreater(x, y)
#define isgreaterequal(x, y) __builtin_isgreaterequal(x, y)
#define islessgreater(x, y) __builtin_islessgreater(x, y)
#define isunordered(x, y) __builtin_isunordered(x, y)
typedef float float_t;
typedef double double_t;
double fabs(double __x);
float fabsf(float __x);
long double fabsl(long double __x);
double sqrt(double __x);
float sqrtf(float __x);
long double sqrtl(long double __x);
double floor(double __x);
float floorf(float __x);
long double floorl(long double __x);
double ceil(double __x);
float ceilf(float __x);
long double ceill(long double __x);
double trunc(double __x);
float truncf(float __x);
long double truncl(long double __x);
double round(double __x);
float roundf(float __x);
long double roundl(long double __x);
double nearbyint(double __x);
float nearbyintf(float __x);
long double nearbyintl(long double __x);
double rint(double __x);
float rintf(float __x);
long double rintl(long double __x);
double sin(double __x);
float sinf(float __x);
long double sinl(long double __x);
double cos(double __x);
float cosf(float __x);
long double cosl(long double __x);
double tan(double __x);
float tanf(float __x);
long double tanl(long double __x);
double asin(double __x);
float asinf(float __x);
long double asinl(long double __x);
double acos(double __x);
float acosf(float __x);
long double acosl(long double __x);
double atan(double __x);
float atanf(float __x);
long double atanl(long double __x);
double sinh(double __x);
float sinhf(float __x);
long double sinhl(long double __x);
double cosh(double __x);
float coshf(float __x);
long double coshl(long double __x);
double tanh(double __x);
float tanhf(float __x);
long double tanhl(long double __x);
double asinh(double __x);
float asinhf(float __x);
long double asinhl(long double __x);
double acosh(double __x);
float acoshf(float __x);
long double acoshl(long double __x);
double atanh(double __x);
float atanhf(float __x);
long double atanhl(long double __x);
double exp(double __x);
float expf(float __x);
long double expl(long double __x);
double exp2(double __x);
float exp2f(float __x);
long double exp2l(long double __x);
double expm1(double __x);
float expm1f(float __x);
long double expm1l(long double __x);
double log(double __x);
float logf(float __x);
long double logl(long double __x);
double log2(double __x);
float log2f(float __x);
long double log2l(long double __x);
double log10(double __x);
float log10f(float __x);
long double log10l(long double __x);
double log1p(double __x);
float log1pf(float __x);
long double log1pl(long double __x);
double cbrt(double __x);
float cbrtf(float __x);
long double cbrtl(long double __x);
double erf(double __x);
float erff(float __x);
long double erfl(long double __x);
double erfc(double __x);
float erfcf(float __x);
long double erfcl(long double __x);
double tgamma(double __x);
float tgammaf(float __x);
long double tgammal(long double __x);
double lgamma(double __x);
float lgammaf(float __x);
long double lgammal(long double __x);
double logb(double __x);
float logbf(float __x);
long double logbl(long double __x);
double fmin(double __x, double __y);
float fminf(float __x, float __y);
long double fminl(long double __x, long double __y);
double fmax(double __x, double __y);
float fmaxf(float __x, float __y);
long double fmaxl(long double __x, long double __y);
double copysign(double __x, double __y);
float copysignf(float __x, float __y);
long double copysignl(long double __x, long double __y);
double pow(double __x, double __y);
float powf(float __x, float __y);
long double powl(long double __x, long double __y);
double atan2(double __x, double __y);
float atan2f(float __x, float __y);
long double atan2l(long double __x, long double __y);
double fmod(double __x, double __y);
float fmodf(float __x, float __y);
long double fmodl(long double __x, long double __y);
double remainder(double __x, double __y);
float remainderf(float __x, float __y);
long double remainderl(long double __x, long double __y);
double remquo(double __x, double __y, int *__quo);
float remquof(float __x, float __y, int *__quo);
long double remquol(long double __x, long double __y, int *__quo);
double hypot(double __x, double __y);
float hypotf(float __x, float __y);
long double hypotl(long double __x, long double __y);
double fdim(double __x, double __y);
float fdimf(float __x, float __y);
long double fdiml(long double __x, long double __y);
double nextafter(double __x, double __y);
float nextafterf(float __x, float __y);
long double nextafterl(long double __x, long double __y);
double nan(const char *__tag);
float nanf(const char *__tag);
long double nanl(const char *__tag);
double ldexp(double __x, int __e);
float ldexpf(float __x, int __e);
long double ldexpl(long double __x, int __e);
double scalbn(double __x, int __e);
float scalbnf(float __x, int __e);
long double scalbnl(long double __x, int __e);
double scalbln(double __x, long __e);
float scalblnf(float __x, long __e);
long double scalblnl(long double __x, long __e);
double frexp(double __x, int *__e);
float frexpf(float __x, int *__e);
long double frexpl(long double __x, int *__e);
double modf(double __x, double *__i);
float modff(float __x, float *__i);
long double modfl(long double __x, long double *__i);
int ilogb(double __x);
int ilogbf(float __x);
int ilogbl(long double __x);
#define FP_ILOGB0 (-2147483647 - 1)
#define FP_ILOGBNAN (-2147483647 - 1)
long lround(double __x);
long lrint(double __x);
long long llround(double __x);
#endif
