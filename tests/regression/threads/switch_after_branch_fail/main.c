// main reads flag in an if's condition, and the path it needs (flag == 0) is the jump
// target of the condition's goto; the other thread then runs whole before main reads
// stopped: a switch point right after the condition's read, on the jumping path too.
#include <assert.h>
#include <pthread.h>
int flag;
int stopped;
void *stopper(void *arg) {
  flag = 1;
  stopped = 1;
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, stopper, 0);
  if (flag) {
    return 0;
  }
  assert(!stopped);
  return 0;
}
