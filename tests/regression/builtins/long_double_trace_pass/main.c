int main(void) {
  long double big = 1e309L;
  __CPROVER_assert(big > 1.7976931348623157e308L, "beyond double");
  __CPROVER_assert(big * big == big * big, "finite square");
  return 0;
}
