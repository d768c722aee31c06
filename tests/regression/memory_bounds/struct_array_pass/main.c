/* arr[k].name[i] with both indices in range. */
int __VERIFIER_nondet_int(void);
struct entry { char name[4]; int weight; };

int main(void) {
  struct entry table[3];
  int k = __VERIFIER_nondet_int();
  int i = __VERIFIER_nondet_int();
  if (k < 0 || k > 2 || i < 0 || i > 3)
    return 0;
  table[k].name[i] = 'a';
  return table[k].name[i];
}
