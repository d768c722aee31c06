/* __CPROVER_is_fresh is not supported: refused by name at the clause's line. */
int get(int *p)
__CPROVER_requires(__CPROVER_is_fresh(p, sizeof(int)))
__CPROVER_ensures(__CPROVER_return_value == *p)
{
  return *p;
}

int main(void) {
  int x = 1;
  return get(&x);
}
