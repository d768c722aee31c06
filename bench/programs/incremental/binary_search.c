int nondet_int(void);
int main(void) {
  int a[16];
  for (int i = 0; i < 16; i++)
    a[i] = 2 * i;
  int key = nondet_int();
  int lo = 0, hi = 15, found = -1;
  while (lo <= hi) {
    int mid = lo + (hi - lo) / 2;
    if (a[mid] == key) {
      found = mid;
      break;
    }
    if (a[mid] < key)
      lo = mid + 1;
    else
      hi = mid - 1;
  }
  __CPROVER_assert(found == -1 || a[found] == key, "found means equal");
  __CPROVER_assert(found != -1 || key % 2 != 0 || key < 0 || key > 30, "even keys in range are found");
  return 0;
}
