extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assert(int);
char buf[3];
int pos;
int inner(int d);
int outer(int d) {
  int n = 0;
  while (pos < 2 && buf[pos] == '(') { pos++; n += 1 + inner(d + 1); }
  return n;
}
int inner(int d) {
  __VERIFIER_assert(d <= LIMIT);
  return outer(d);
}
int main(void) {
  buf[0] = __VERIFIER_nondet_char();
  buf[1] = __VERIFIER_nondet_char();
  buf[2] = 0;
  pos = 0;
  outer(0);
  return 0;
}
