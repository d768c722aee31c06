#include <assert.h>

enum state { IDLE, CONNECTING, CONNECTED, CLOSED };
typedef enum { RED = 5, GREEN } colour;

int main(void) {
  enum state st = IDLE;
  colour c = GREEN;
  st = CONNECTED;
  int k = st;
  st = (enum state)7;
  assert(st == CLOSED || c == RED || k == 0);
  return 0;
}
