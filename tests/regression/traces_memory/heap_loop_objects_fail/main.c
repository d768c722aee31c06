#include <assert.h>
#include <stdlib.h>
int main(void) {
  int *cells[3];
  for (int i = 0; i < 3; i++) {
    cells[i] = malloc(sizeof(int));
    if (!cells[i])
      return 0;
    *cells[i] = 10 * i;
  }
  int *last = cells[2];
  assert(*last != 20);
  return 0;
}
