#include <assert.h>
#include <stdlib.h>
#include <stdio.h>

int main(void) {
  int *p = malloc(4 * sizeof(int));
  if (p == NULL)
    return 0;
  p[0] = 'a';
  int n = sscanf((char *)p, "%d", &p[1]);   /* no model: pointer argument to a bodiless function */
  (void)n;
  free(p);
  return 0;
}
