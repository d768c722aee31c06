int main(int argc, char **argv) {
  if (argc > 1)
    return argv[1][0];
  return 0;
}
