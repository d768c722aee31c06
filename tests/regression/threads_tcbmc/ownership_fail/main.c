#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
int flag;
void *T1(void *arg) { flag = 1; return NULL; }
void *T2(void *arg) { int f = flag; assert(f == 0); return NULL; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, T1, NULL);
  pthread_create(&b, NULL, T2, NULL);
  return 0;
}
