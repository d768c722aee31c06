/* Tutorial: threads, a lost update and a data race. */
#include <assert.h>
#include <pthread.h>

int balance = 100;

void *withdraw(void *arg) {
  int b = balance;
  balance = b - 10;
  return NULL;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, withdraw, NULL);
  pthread_create(&t2, NULL, withdraw, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  assert(balance == 80);
  return 0;
}
