/* Sheet 06, exercise 1: ten steps of a tenth make a whole. */
#include <assert.h>

int main(void) {
  double t = 0.0;
  for (int i = 0; i < 10; i++)
    t += 0.1;
  assert(t == 1.0);
  return 0;
}
