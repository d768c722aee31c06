#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <locale.h>
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>
#include <wchar.h>
int main(void) {
  int64_t big = INT64_MAX;
  uint8_t small = UINT8_MAX;
  sig_atomic_t flag = 0;
  time_t t0;
  time_t t1 = time(&t0);
  assert(t0 == t1);
  assert(CLOCKS_PER_SEC == 1000000 && LC_ALL == 6 && SIGINT == 2 && ERANGE == 34);
  printf("%" PRId64 " %" PRIu8 " %d\n", big, small, flag);
  assert(big > 0 && small == 255 && sizeof(jmp_buf) >= 200);
  return 0;
}
