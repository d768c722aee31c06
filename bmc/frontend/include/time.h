/* bmc bundled <time.h>. time() is modelled (an arbitrary time, also stored through a
   non-NULL argument; bmc/frontend/models/stdlib.c); clock() returns an arbitrary value; the
   conversion functions taking pointers are refused when called (exit 6). */
#ifndef __BMC_TIME_H
#define __BMC_TIME_H
#include <stddef.h>
typedef long time_t;
typedef long clock_t;
#define CLOCKS_PER_SEC ((clock_t) 1000000)
struct tm {
  int tm_sec, tm_min, tm_hour, tm_mday, tm_mon, tm_year, tm_wday, tm_yday, tm_isdst;
  long tm_gmtoff;
  const char *tm_zone;
};
struct timespec { time_t tv_sec; long tv_nsec; };
time_t time(time_t *__timer);
clock_t clock(void);
time_t mktime(struct tm *__tp);
struct tm *localtime(const time_t *__timer);
struct tm *gmtime(const time_t *__timer);
size_t strftime(char *__s, size_t __max, const char *__format, const struct tm *__tp);
#endif
