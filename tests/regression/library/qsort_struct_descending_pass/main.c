#include <assert.h>
#include <string.h>
#include <stdlib.h>
#include <stdio.h>
#include <ctype.h>
#include <limits.h>
#include <errno.h>
int __VERIFIER_nondet_int(void);
char __VERIFIER_nondet_char(void);
void __VERIFIER_assume(int);
struct item { char tag; int key; };
static int by_key_desc(const void *a, const void *b) {
  const struct item *x = a, *y = b;
  return (y->key > x->key) - (y->key < x->key);
}
int main(void) {
  struct item v[3] = { { 'a', 5 }, { 'b', __VERIFIER_nondet_int() }, { 'c', 1 } };
  __VERIFIER_assume(v[1].key > 5);
  qsort(v, 3, sizeof v[0], by_key_desc);
  assert(v[0].tag == 'b' && v[1].tag == 'a' && v[2].tag == 'c');
  return 0;
}
