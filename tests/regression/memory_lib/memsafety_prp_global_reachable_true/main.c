#include <stdlib.h>
int *table[2];
int main(void) {
  table[0] = malloc(sizeof(int));
  table[1] = malloc(sizeof(int));
  free(table[0]);
  table[0] = 0;
  return 0;               /* table[1] is still reachable: not a memtrack violation */
}
