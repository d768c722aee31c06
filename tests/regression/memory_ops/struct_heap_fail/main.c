#include <string.h>
#include <stdlib.h>
#include <assert.h>
struct rec { int id; char name[6]; long total; struct rec *next; };
int main(void) {
  struct rec *r = malloc(sizeof *r);
  memset(r, 0, sizeof *r);
  r->id = 4;
  memset(r->name, 'a', sizeof r->name);
  assert(r->total != 0);           /* still zero */
  free(r);
  return 0;
}
