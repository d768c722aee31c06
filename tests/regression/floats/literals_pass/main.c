/* literals are rounded exactly as gcc rounds them */
int main(void) {
  __CPROVER_assert(0x1.8p3 == 12.0 && 0x.8p1 == 1.0 && 1e3f == 1000.0f, "hex and exponents");
  __CPROVER_assert(0.1f != 0.1 && 0.1L != 0.1 && 0.5f == 0.5L, "suffixes");
  __CPROVER_assert(3.4028235e38f == 0x1.fffffep127f, "largest float");
  __CPROVER_assert(1e-45f == 0x1p-149f && 2e-324 == 0.0, "subnormal and underflow");
  __CPROVER_assert(9007199254740993.0 == 9007199254740992.0, "ties to even");
  return 0;
}
