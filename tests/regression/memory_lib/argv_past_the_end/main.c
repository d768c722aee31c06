int main(int argc, char **argv) {
  if (argc > 3) return 0;
  char *p = argv[argc + 1];
  return p != 0;
}
