/* Every write stays inside the member array. */
int __VERIFIER_nondet_int(void);
struct record { char name[8]; int id; };

int main(void) {
  struct record r;
  r.id = 7;
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 7)
    return 0;
  r.name[i] = 'x';
  return r.id;
}
