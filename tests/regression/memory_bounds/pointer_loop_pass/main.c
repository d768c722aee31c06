/* The same loop with the right bound. */
struct account { char owner[6]; char flag; int balance; };

void clear(struct account *a) {
  for (int i = 0; i < 6; i++)
    a->owner[i] = 0;
}

int main(void) {
  struct account acc;
  acc.flag = 1;
  clear(&acc);
  return acc.flag;
}
