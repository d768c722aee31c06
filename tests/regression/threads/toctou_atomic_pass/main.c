#include <assert.h>
#include <pthread.h>
#include <stddef.h>

/* check and increment in one atomic section: T2 cannot run between them */
int x = 100;
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
void *T1(void *arg) {
  __VERIFIER_atomic_begin();
  if (x < 2147483647) x = x + 1;
  __VERIFIER_atomic_end();
  return NULL;
}
void *T2(void *arg) { x = 2147483647; return NULL; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, T1, NULL);
  pthread_create(&b, NULL, T2, NULL);
  return 0;
}
