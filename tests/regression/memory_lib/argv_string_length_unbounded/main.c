#include <string.h>
#include <assert.h>
int main(int argc, char **argv) {
  if (argc < 2 || argc > 4) return 0;
  assert(strlen(argv[1]) < 2);
  return 0;
}
