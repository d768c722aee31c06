#include <assert.h>
int main(void) {
  int n = 0;
  for (float x = 0.0f; x < 1.0f; x += 0.125f)   /* exact binary steps */
    n++;
  assert(n == 8);
  return 0;
}
