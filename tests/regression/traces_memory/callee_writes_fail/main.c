#include <assert.h>
struct acc { int total; int count; };
void add(struct acc *a, int v) {
  a->total += v;
  a->count++;
}
int main(void) {
  struct acc s;
  s.total = 0;
  s.count = 0;
  add(&s, 4);
  add(&s, 5);
  assert(s.total != 9 || s.count != 2);
  return 0;
}
