/* the 12-byte long double of i386 is not 16 bytes */
int main(void) {
  long double x = 1.0L;
  __CPROVER_assert(sizeof x == 16, "sizeof");
  return 0;
}
