int main(void) {
  __CPROVER_assert(sizeof(long) == SZL, "long");
  __CPROVER_assert(sizeof(void *) == SZP, "pointer");
  __CPROVER_assert(sizeof(int) == SZI, "int");
  return 0;
}
