/* An address constant one past the end of its array: dereferencing it is out of bounds. */
#include <stdint.h>

static int32_t g_a[4] = {1, 2, 3, 4};
static struct S { int32_t x; int32_t arr[2]; } g_s = {1, {2, 3}};
static int32_t *g_p = &g_s.arr[1];
static int32_t *g_q = g_a + 4;

int main(void) {
  int32_t v = *g_p;           /* fine: 3 */
  return v + *g_q;            /* g_q points one past g_a */
}
