#include <assert.h>
int main(void) {
  int sum = 0;
  for (int i = 0; i < 6; i++)
    sum += i;
  assert(sum == 15);
  return 0;
}
