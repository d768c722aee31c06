/* --enforce-contract fill: the writes of fill and of its callee store_len all lie in the
   frame (the whole buffer, one field of the header, a global counter; the conditional
   target only when flag is set); the heap object and the locals fill makes are its own. */
#include <assert.h>
#include <stdlib.h>

struct header { int len; int checksum; };
int calls;
int last;

void store_len(struct header *h, int n) { h->len = n; }

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
