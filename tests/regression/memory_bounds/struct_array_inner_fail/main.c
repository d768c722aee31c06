/* arr[k].name[i] with the inner index one past the member: it lands in .weight. */
int __VERIFIER_nondet_int(void);
struct entry { char name[4]; int weight; };

int main(void) {
  struct entry table[3];
  int k = __VERIFIER_nondet_int();
  int i = __VERIFIER_nondet_int();
  if (k < 0 || k > 2 || i < 0 || i > 4)
    return 0;
  char c = table[k].name[i];
  return c;
}
