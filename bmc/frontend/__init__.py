"""Front end: preprocess (cpp or pcpp, bundled headers), parse (pycparser + GNU C), lower to IR."""
