/* nondet_pick has a body: entered and returned from; check is still open at the violation. */
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int nondet_pick(void) {
  int v = __VERIFIER_nondet_int();
  return v;
}
void check(int a) {
  if (a == 3) reach_error();
}
int main(void) {
  int x = nondet_pick();
  check(x);
  return 0;
}
