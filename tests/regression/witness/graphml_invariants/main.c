extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);
int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  unsigned int x = 0;
  unsigned int y = 0;
  while (x < n) {
    x++;
    y++;
  }
  if (x != y) reach_error();
  return 0;
}
