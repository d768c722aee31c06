#include <assert.h>
int main(int argc, char **argv) {
  if (argc != 2) return 0;
  assert(argv[2] == 0);                  /* argv[argc] is NULL */
  assert(argv[0] != 0 && argv[1] != 0);  /* the others are strings */
  char c = argv[1][0];                   /* every string has at least its terminator */
  return c == 0;
}
