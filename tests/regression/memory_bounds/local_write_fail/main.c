/* A write one past a member array lands in the next field of the same object: the
   object-level check passes, the member's bound does not. */
int __VERIFIER_nondet_int(void);
struct record { char name[8]; int id; };

int main(void) {
  struct record r;
  r.id = 7;
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 8)
    return 0;
  r.name[i] = 'x';
  return r.id;
}
