#include <assert.h>
#include <pthread.h>
#include <stddef.h>

/* x < INT_MAX is checked, then T2 may set x = INT_MAX before the increment reads x
   (switch points are placed between the accesses of one statement, too) */
int x = 100;
void *T1(void *arg) { if (x < 2147483647) x = x + 1; return NULL; }
void *T2(void *arg) { x = 2147483647; return NULL; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, T1, NULL);
  pthread_create(&b, NULL, T2, NULL);
  return 0;
}
