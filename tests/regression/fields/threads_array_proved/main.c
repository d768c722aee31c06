// Threads share a global array of statistics that does not live in memory (its address is
// never taken) besides a ready/data handshake. The property is on the handshake: the
// array is an untracked field (element reads fresh, writes dropped, no context copies, no
// switch points after its accesses), and the producer's loop over it, which writes nothing
// tracked any more, is summarised.
#include <assert.h>
#include <pthread.h>
unsigned stats[8];
int data, ready;
void *producer(void *arg) {
  for (unsigned i = 0; i < 8; i++)
    stats[i] = stats[i] + i;
  data = 42;
  stats[stats[3] % 8] = 1;
  ready = 1;
  return 0;
}
void *consumer(void *arg) {
  stats[1] = stats[1] + 1;
  int r = ready;
  stats[2] = stats[1] + stats[3];
  assert(!r || data == 42);
  return 0;
}
int main(void) {
  pthread_t p, c;
  pthread_create(&p, 0, producer, 0);
  pthread_create(&c, 0, consumer, 0);
  pthread_join(p, 0);
  pthread_join(c, 0);
  return 0;
}
