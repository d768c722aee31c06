int main(void) {
  /* 2^53 + 1 is not a double: the literal rounds to 2^53 */
  __CPROVER_assert(9007199254740993.0 > 9007199254740992.0, "assertion 9007199254740993.0 > 9007199254740992.0");
  return 0;
}
