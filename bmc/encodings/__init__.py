"""Encodings: Tseitin gates with structural hashing, arithmetic circuits, bit-blasting, array elimination."""
