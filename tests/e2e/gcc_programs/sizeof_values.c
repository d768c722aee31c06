/* sizeof in LP64 (no inputs) */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif

int main(void) {
  int s1 = sizeof(long) + 10 * sizeof(short) + 100 * sizeof(long long);
  int s2 = sizeof(int[3][5]);
  int s3 = sizeof(char) + sizeof(_Bool);
  int s4 = (int)sizeof(1 + 'a');
#ifdef BMC_REPLAY
  printf("s1=%d\ns2=%d\ns3=%d\ns4=%d\n", s1, s2, s3, s4);
#endif
  assert(s1 == 0);
  return 0;
}
