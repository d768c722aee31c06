/* Threads, safe within the bound: a correctness witness, the entry node alone. */
#include <pthread.h>
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int g;
void *worker(void *arg) {
  int v = __VERIFIER_nondet_int();
  if (v > 3) g = v;
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  if (g == 2) reach_error();
  return 0;
}
