int main(int argc, char **argv, char **envp) {
  return envp[0] != 0;
}
