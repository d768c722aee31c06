int main(void) {
  int a[4];
  __CPROVER_havoc_object(a);
  return a[0];
}
