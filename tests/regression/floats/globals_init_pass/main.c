#include <assert.h>
double third = 1.0 / 3;
float table[3] = { 0.5f, -1.25f, 2 };
static long double big = 1e4000L;
struct pt { float x; double y; } origin = { 1.5f, -2.0 };
int truncated = 2.9;
int main(void) {
  assert(third * 3.0 == 1.0 && table[2] == 2.0f && table[1] < 0);
  assert(big > 1e308L && origin.x + origin.y == -0.5 && truncated == 2);
  double z;
  static double s;
  s = s + 1.0;
  assert(s == 1.0);
  return 0;
}
