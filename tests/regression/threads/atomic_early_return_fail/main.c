#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

/* the increment outside an atomic section: T may double count between its read and its
   write, which leaves count == 2 */
int flag, count = 1;
int inc(void) {
  if (flag)
    return -1;
  count = count + 1;
  return 0;
}
void *T(void *arg) {
  __VERIFIER_atomic_begin();
  count = count * 2;
  __VERIFIER_atomic_end();
  return NULL;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, T, NULL);
  inc();
  pthread_join(t, NULL);
  assert(count == 4 || count == 3);
  return 0;
}
