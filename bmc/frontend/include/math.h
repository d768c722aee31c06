/* bmc bundled <math.h>: declarations only (floating point is not supported by the checker). */
#ifndef __BMC_MATH_H
#define __BMC_MATH_H
double fabs(double __x);
double sqrt(double __x);
double floor(double __x);
double ceil(double __x);
double pow(double __x, double __y);
#endif
