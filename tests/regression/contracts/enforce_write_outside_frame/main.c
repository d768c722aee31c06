/* --enforce-contract fill on a mutant: the callee store_len also writes h->checksum, which
   is not in fill's frame (only h->len is): an assigns failure in store_len, at its line. */
#include <assert.h>
#include <stdlib.h>

struct header { int len; int checksum; };
int calls;
int last;

void store_len(struct header *h, int n) { h->len = n; h->checksum = 0; }  /* mutant */

void fill(char *buf, int n, struct header *h, int flag)
__CPROVER_requires(n > 0 && n <= 4 && __CPROVER_w_ok(buf, n))
__CPROVER_assigns(__CPROVER_object_whole(buf), h->len, calls)
__CPROVER_assigns(flag: last)
__CPROVER_ensures(h->len == n && calls == __CPROVER_old(calls) + 1)
__CPROVER_ensures(buf[n - 1] == 'x')
{
  int *scratch = malloc(sizeof(int));
  int i;
  for (i = 0; i < n; i++)
    buf[i] = 'x';
  if (scratch) { *scratch = n; free(scratch); }
  store_len(h, n);
  calls = calls + 1;
  if (flag)
    last = n;
}

int main(void) {
  char data[4];
  struct header h = {0, 77};
  int n = __VERIFIER_nondet_int();
  int flag = __VERIFIER_nondet_int();
  if (n < 1 || n > 4)
    return 0;
  fill(data, n, &h, flag);
  assert(h.checksum == 77);
  return 0;
}
