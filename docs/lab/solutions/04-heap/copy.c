/* Sheet 04, exercise 2 (solution): copy a message into a fresh buffer. */
#include <stdlib.h>
#include <string.h>

int __VERIFIER_nondet_int(void);

int checksum(const char *msg, int len) {
  char *copy = malloc(len);
  memcpy(copy, msg, len);
  if (copy[0] == 0) {
    free(copy);
    return -1;
  }
  int sum = 0;
  for (int i = 0; i < len; i++)
    sum += copy[i];
  free(copy);
  return sum;
}

int main(void) {
  char msg[4];
  for (int i = 0; i < 4; i++)
    msg[i] = (char)__VERIFIER_nondet_int();
  int sum = checksum(msg, 4);
done:
  return sum < 0;
}
