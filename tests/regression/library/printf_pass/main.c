#include <assert.h>
#include <string.h>
#include <stdlib.h>
#include <stdio.h>
#include <ctype.h>
#include <limits.h>
#include <errno.h>
int __VERIFIER_nondet_int(void);
char __VERIFIER_nondet_char(void);
void __VERIFIER_assume(int);
int main(void) {
  const char *name = "world";
  int n = __VERIFIER_nondet_int();
  printf("hello %s, %d%% %5.2s|%c|%lu|%p\n", name, n, "abc", 'x', sizeof(long), (void *)name);
  fprintf(stderr, "%s\n", name);
  puts(name);
  putchar('\n');
  return 0;
}
