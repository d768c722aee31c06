int main(int argc, char **argv) {
  char c = argv[0][0];
  return c;
}
