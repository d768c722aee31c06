extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int r;
  if (x > 10) {
    r = 1;
  } else {
    r = 2;
  }
  for (int i = 0; i < x; i++) r++;
  if (r == 3) reach_error();
  return 0;
}
