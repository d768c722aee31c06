extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "main.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main() {
  int x = __VERIFIER_nondet_int();
  int y = 0;
  if (x > 10 && x < 20)
    y = x - 10;
  if (y == 5)
    reach_error();
  return 0;
}
