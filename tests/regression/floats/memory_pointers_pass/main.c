#include <assert.h>
#include <stdlib.h>
#include <string.h>
struct rec { char tag; double v[2]; float w; };
static void scale(double *p, double k) { *p *= k; }
int main(void) {
  struct rec r = { 'a', { 1.5, -2.0 }, 0.25f };
  scale(&r.v[1], 3.0);
  assert(r.v[1] == -6.0);
  double *heap = malloc(2 * sizeof(double));
  heap[0] = 0.5; heap[1] = r.w;
  assert(heap[0] + heap[1] == 0.75);
  struct rec copy;
  memcpy(&copy, &r, sizeof r);
  assert(copy.v[0] == 1.5 && copy.w == 0.25f);
  unsigned long long bits;
  memcpy(&bits, &heap[0], sizeof bits);
  assert(bits == 0x3fe0000000000000ull);
  free(heap);
  return 0;
}
