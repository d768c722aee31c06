/* An off-by-one array write: the loop condition should be i < 4.
 *
 *   bmc examples/bounds.c --unwind 6  -> VERIFICATION FAILED: array 'buf' upper bound
 */
// EXPECT: --unwind 6 -> FAILED array-bounds
#include <assert.h>

int main(void) {
  int buf[4];
  for (int i = 0; i <= 4; i++)
    buf[i] = i * i;
  assert(buf[3] == 9);
  return 0;
}
