#include <string.h>
#include <stdlib.h>
#include <assert.h>
struct rec { int id; char name[6]; long total; struct rec *next; };
int main(void) {
  struct rec *r = malloc(sizeof *r);
  struct rec s;
  memset(r, 0, sizeof *r);
  assert(r->id == 0 && r->next == 0 && r->name[5] == 0);
  s.id = 9; s.total = -5; s.next = r;
  memcpy(r, &s, sizeof s);
  assert(r->id == 9 && r->total == -5 && r->next == r);
  free(r);
  return 0;
}
