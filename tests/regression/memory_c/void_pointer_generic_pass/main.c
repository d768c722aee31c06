#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
void swap(void *x, void *y, unsigned long n) {
  unsigned char *a = x, *b = y;
  for (unsigned long i = 0; i < n; i++) { unsigned char t = a[i]; a[i] = b[i]; b[i] = t; }
}
struct rec { int id; short w; };
int main(void) {
  struct rec r = { 1, 2 }, s = { 3, 4 };
  swap(&r, &s, sizeof(struct rec));
  long x = -1, y = 7;
  swap(&x, &y, sizeof(long));
  assert(r.id == 3 && s.w == 2 && x == 7 && y == -1);
  
  return 0;
}
