#include <assert.h>
int main(void) {
  float big = 16777216.0f;
  float next = big + 1.0f;          /* 2^24 + 1 is not a float: ties to even */
  assert(next > big);
  return 0;
}
