#include <assert.h>
float f = 16777217;           /* rounds to 16777216 */
int main(void) {
  assert(f == 16777217.0);
  return 0;
}
