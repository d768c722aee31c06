/* arr[k].name[i]: the index into the array of structs is checked too. */
int __VERIFIER_nondet_int(void);
struct entry { char name[4]; int weight; };

int main(void) {
  struct entry table[3];
  int k = __VERIFIER_nondet_int();
  int i = __VERIFIER_nondet_int();
  if (k < 0 || k > 3 || i < 0 || i > 3)
    return 0;
  table[k].name[i] = 'a';
  return 0;
}
