#include <assert.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  int *p = malloc(4 * sizeof(int));
  if (p == NULL)
    return 0;
  p[0] = 'a';
  char *c = strchr((char *)p, 'a');   /* no model: pointer argument to a bodiless function */
  (void)c;
  free(p);
  return 0;
}
