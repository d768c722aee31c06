#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

#include <unistd.h>
int main(void) {
  int r = usleep(5);
  unsigned s = sleep(3);
  assert(r == 0 || r == -1);
  assert(s <= 3);
  return 0;
}
