/* Off-by-one in a loop that fills a member array through a pointer: the last write hits
   the field after the array, still inside the struct. */
struct account { char owner[6]; char flag; int balance; };

void clear(struct account *a) {
  for (int i = 0; i <= 6; i++)
    a->owner[i] = 0;
}

int main(void) {
  struct account acc;
  acc.flag = 1;
  clear(&acc);
  return acc.flag;
}
