#include <stdlib.h>
int main(void) {
  int x;
  free(&x);
  return 0;
}
