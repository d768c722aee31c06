#include <assert.h>
void unused(void) { for (int j = 0; j < 3; j++) ; }
int main(void) {
  int sum = 0;
  for (int i = 0; i < 6; i++)
    sum += i;
  assert(sum == 15);
  return 0;
}
