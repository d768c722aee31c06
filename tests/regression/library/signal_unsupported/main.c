#include <signal.h>
static volatile sig_atomic_t seen;
static void on_int(int s) { seen = s; }
int main(void) {
  signal(SIGINT, on_int);
  return seen;
}
